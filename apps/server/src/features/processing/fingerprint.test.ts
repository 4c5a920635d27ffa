// Reading fpcalc's output, the keys a fingerprint is found by, and fpcalc itself on PCM.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FfmpegError } from '../../platform/ffmpeg';
import {
  FINGERPRINT_SAMPLE_RATE,
  FingerprintError,
  fingerprintKeys,
  fingerprintPcm,
  parseFpcalcOutput,
} from './fingerprint';

const SILENCE = 627_964_279;

/** Deterministic pseudo-random signed 32-bit values. */
function values(count: number, seed = 1): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
    return Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) | 0;
  });
}

describe("fpcalc's output", () => {
  it('reads the raw values and the duration', () => {
    expect(parseFpcalcOutput('{"duration": 12.5, "fingerprint": [-1, 0, 2147483647]}')).toEqual({
      values: [-1, 0, 2147483647],
      durationSeconds: 12.5,
    });
  });

  it('reads unsigned values (fpcalc without -signed) as the signed ones', () => {
    expect(
      parseFpcalcOutput('{"duration": 1, "fingerprint": [4294967295, 2147483648]}').values,
    ).toEqual([-1, -2147483648]);
  });

  it.each([
    ['not JSON', 'ERROR: Not enough audio data'],
    ['no fingerprint', '{"duration": 3}'],
    ['an empty fingerprint', '{"duration": 3, "fingerprint": []}'],
    ['a compressed fingerprint', '{"duration": 3, "fingerprint": "AQADtGG2KJ"}'],
    ['values past 32 bits', '{"duration": 3, "fingerprint": [4294967296]}'],
    ['fractions', '{"duration": 3, "fingerprint": [1.5]}'],
    ['a negative duration', '{"duration": -1, "fingerprint": [1]}'],
  ])('refuses %s', (_, text) => {
    expect(() => parseFpcalcOutput(text)).toThrow(FingerprintError);
  });

  it('refuses more values than two minutes make', () => {
    const text = JSON.stringify({ duration: 120, fingerprint: values(5000) });
    expect(() => parseFpcalcOutput(text)).toThrow(FingerprintError);
  });
});

describe('the keys of a fingerprint', () => {
  it("are values' upper 28 bits, sorted and each once", () => {
    const keys = fingerprintKeys(values(1000));
    expect(keys).toEqual([...new Set(keys)].sort((a, b) => a - b));
    const uppers = new Set(values(1000).map((v) => v >> 4));
    for (const key of keys) expect(uppers.has(key)).toBe(true);
  });

  it('keep about one value in eight, whatever its position', () => {
    const all = values(4000);
    const kept = fingerprintKeys(all).length;
    expect(kept).toBeGreaterThan(4000 / 8 - 80);
    expect(kept).toBeLessThan(4000 / 8 + 80);
    // A copy that starts later keeps the same keys for the values it shares.
    const later = fingerprintKeys(all.slice(1000));
    const earlier = new Set(fingerprintKeys(all));
    expect(later.every((key) => earlier.has(key))).toBe(true);
  });

  it('leave out silence, and the low bits a re-encode may flip', () => {
    expect(fingerprintKeys(Array.from({ length: 500 }, () => SILENCE))).toEqual([]);
    const kept = fingerprintKeys(values(1000));
    const flipped = values(1000).map((v) => v ^ 0b1011);
    expect(fingerprintKeys(flipped)).toEqual(kept);
  });
});

describe('fpcalc on PCM', () => {
  let dir: string;
  let pcm: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sada-fingerprint-'));
    pcm = join(dir, 'tone.pcm');
    // Eight seconds of a tone stepping through a scale, as processing's decode writes PCM.
    const samples = Buffer.alloc(FINGERPRINT_SAMPLE_RATE * 8 * 2);
    for (let i = 0; i < samples.length / 2; i++) {
      const note = Math.floor(i / (FINGERPRINT_SAMPLE_RATE / 2)) % 7;
      const frequency = 220 * 2 ** (([0, 2, 4, 5, 7, 9, 11][note] ?? 0) / 12);
      const t = i / FINGERPRINT_SAMPLE_RATE;
      samples.writeInt16LE(Math.round(8000 * Math.sin(2 * Math.PI * frequency * t)), i * 2);
    }
    await writeFile(pcm, samples);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives about eight values a second, less the first few', async () => {
    const fingerprint = await fingerprintPcm('fpcalc', pcm);
    expect(fingerprint.durationSeconds).toBeCloseTo(8, 1);
    // Chromaprint's filters span about 2.6 s of its first values: 8 × 8.07 − 21.
    expect(fingerprint.values.length).toBeGreaterThanOrEqual(40);
    expect(fingerprint.values.length).toBeLessThanOrEqual(47);
    // The same audio, the same fingerprint.
    expect(await fingerprintPcm('fpcalc', pcm)).toEqual(fingerprint);
  });

  it('fails to start when fpcalc is missing', async () => {
    const error: unknown = await fingerprintPcm(join(dir, 'no-such-fpcalc'), pcm).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).reason).toBe('spawn');
  });

  it('fails on audio too short to fingerprint', async () => {
    const short = join(dir, 'short.pcm');
    await writeFile(short, Buffer.alloc(FINGERPRINT_SAMPLE_RATE));
    const error: unknown = await fingerprintPcm('fpcalc', short).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).reason).toBe('exit');
  });
});
