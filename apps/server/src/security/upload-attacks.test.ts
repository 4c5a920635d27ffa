// The upload attack corpus: files that are not what their names say (text, pictures, SVG and
// HTML polyglots), an empty file, 50 MB and one byte, playlists that point ffmpeg at local
// files, duration bombs (hours of silence in a few MB, a header that claims hours, a header that
// hides them), a picture that claims billions of pixels. Each is refused with a 4xx leaving no
// row and no file, or accepted and re-encoded safely within the length limit.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

import { MAX_AUDIO_BYTES } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { playlists, trackRenditions, tracks, users } from '../db/schema';
import { createAudioProcessor } from '../features/processing/processor';
import { writeAppSettings } from '../platform/app-settings';
import { probeAudio, resolveFfmpegBinaries, runFfmpeg } from '../platform/ffmpeg';
import { reencodeImage, InvalidImageError } from '../platform/images';
import { createTestApp, type TestApp } from '../test/app';
import { makeAudio, makeImage } from '../test/audio';
import { createPlaylist } from '../test/catalog';
import { createUser, randomIp, type TestUser } from '../test/factories';
import { multipart, streamedMultipart, type FilePart } from '../test/multipart';
import { audioPart, createUploader, postUpload } from '../test/uploads';
import { report } from './report';

let t: TestApp;
let dir: string;
let uploader: Awaited<ReturnType<typeof createUploader>>;
let listener: TestUser;
let playlistId: string;
let mp3: Buffer;
let png: Buffer;
/** A real MP3 a playlist points at: if ffprobe followed the playlist, it would find audio. */
let canary: string;

/** Three hours of 8 kHz mono silence, FLAC in Ogg: about 2.5 MB. */
let flacSilence: Buffer;
/** An MP3 without a Xing header: 2 s at 320 kbps, then 180 s at 32 kbps. */
let understated: string;

/** Runs ffmpeg with these arguments, its output the last of them. */
async function encode(args: string[]) {
  const { ffmpeg } = await resolveFfmpegBinaries();
  await runFfmpeg(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    timeoutMs: 120_000,
  });
}

async function makeBombs() {
  const flac = join(dir, 'silence.oga');
  const head = join(dir, 'head.mp3');
  const tail = join(dir, 'tail.mp3');
  const noXing = ['-write_xing', '0', '-id3v2_version', '0', '-c:a', 'libmp3lame'];
  await Promise.all([
    encode(
      ['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '10800', '-c:a', 'flac'].concat([
        '-f',
        'ogg',
        `file:${flac}`,
      ]),
    ),
    encode(
      ['-f', 'lavfi', '-i', 'sine=duration=2', '-ac', '1', ...noXing, '-b:a', '320k'].concat([
        `file:${head}`,
      ]),
    ),
    encode(
      ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-t', '180', ...noXing].concat([
        '-b:a',
        '32k',
        `file:${tail}`,
      ]),
    ),
  ]);
  flacSilence = await readFile(flac);
  understated = join(dir, 'understated.mp3');
  await writeFile(understated, Buffer.concat([await readFile(head), await readFile(tail)]));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-attacks-'));
  const [app, file] = await Promise.all([createTestApp(), makeAudio(dir, 'mp3', 1, 'canary')]);
  t = app;
  canary = file;
  mp3 = await readFile(file);
  await makeBombs();
  png = await makeImage('png');
  uploader = await createUploader(t);
  listener = await createUser(t);
  playlistId = (await createPlaylist(t, { ownerId: listener.id })).id;
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const outcomes: [string, string][] = [];

/** Every file under storage and under the upload folders. */
async function filesLeft(): Promise<string[]> {
  const list = async (root: string) =>
    (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  return [...(await list(t.config.storageDir)), ...(await list(join(t.config.tmpDir, 'uploads')))];
}

async function trackCount() {
  return (await t.database.db.select({ id: tracks.id }).from(tracks)).length;
}

const text = (s: string) => Buffer.from(s, 'utf8');
const id3 = (body: Buffer) =>
  Buffer.concat([text('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000'), body]);

const hls = (target: string) =>
  text(
    `#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\n${target}\n` +
      '#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n',
  );
const svg = text(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' +
    '<script>alert(document.cookie)</script></svg>',
);
const html = text('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
/** A GIF header followed by a script: a classic GIF/JS polyglot. */
const gifScript = Buffer.concat([text('GIF89a/*'), Buffer.alloc(8), text('*/=1;alert(1)//')]);

/** A WAV header that declares `seconds` of 8 kHz mono audio around one second of silence. */
function lyingWav(seconds: number): Buffer {
  const rate = 8000;
  const real = Buffer.alloc(rate * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + rate * 2 * seconds, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(rate * 2 * seconds, 40);
  return Buffer.concat([header, real]);
}

/** A real WAV of `seconds` of silence: 8-bit mono at 1 kHz, about 10.8 MB for three hours. */
function silentWav(seconds: number): Buffer {
  const rate = 1000;
  const size = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + size, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(size, 40);
  return Buffer.concat([header, Buffer.alloc(size, 128)]);
}

/** A PNG whose header declares `width` × `height` pixels, with one tiny compressed row. */
function pixelFlood(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([text(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('audio uploads', () => {
  const refused: [string, () => FilePart][] = [
    ['text renamed .mp3', () => audioPart(text('Only words here.\n'.repeat(40)))],
    ['PNG renamed .mp3', () => audioPart(png)],
    ['SVG with a script as .mp3', () => audioPart(svg, 'track.mp3', 'image/svg+xml')],
    ['HTML as .mp3', () => audioPart(html, 'track.mp3', 'text/html')],
    ['ID3 tag + HTML polyglot', () => audioPart(id3(html))],
    ['empty file', () => audioPart(Buffer.alloc(0))],
    ['HLS playlist → file:///etc/passwd', () => audioPart(hls(`file://${canary}`), 'list.mp3')],
    ['ID3 tag + HLS playlist', () => audioPart(id3(hls(`file://${canary}`)))],
    [
      'ffconcat script → /etc/passwd',
      () => audioPart(text(`ffconcat version 1.0\nfile ${canary}\nfile /etc/passwd\n`)),
    ],
    [
      'RIFF/AVI header + HLS playlist',
      () => audioPart(Buffer.concat([text('RIFF\u0000\u0000\u0000\u0000AVI LIST'), hls(canary)])),
    ],
  ];

  it.each(refused)('refuses %s with a 4xx, leaving no track and no file', async (name, part) => {
    const before = { tracks: await trackCount(), files: await filesLeft() };
    const response = await postUpload(t, uploader.user, { title: 'Attack', audio: part() });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await trackCount()).toBe(before.tracks);
    expect(await filesLeft()).toEqual(before.files);
    outcomes.push([`audio: ${name}`, `${response.statusCode} refused`]);
  });

  it('refuses 50 MB and one byte while it streams in', async () => {
    const before = { tracks: await trackCount(), files: await filesLeft() };
    const form = streamedMultipart({ title: 'Too big' }, 'audio', {
      filename: 'big.mp3',
      contentType: 'audio/mpeg',
      prefix: mp3,
      size: MAX_AUDIO_BYTES + 1,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/tracks',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: uploader.user.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(await trackCount()).toBe(before.tracks);
    expect(await filesLeft()).toEqual(before.files);
    outcomes.push(['audio: 50 MB + 1 byte (streamed)', '413 refused']);
  });

  it('does not let ffprobe follow a playlist to local files, whatever the file is called', async () => {
    const { ffprobe } = await resolveFfmpegBinaries();
    // The name a received file has (its field) and a name ffmpeg would take for a playlist.
    for (const name of ['audio', 'list.m3u8']) {
      const file = join(dir, name);
      await writeFile(file, hls(`file://${canary}`));
      const probed = await probeAudio(ffprobe, file).then(
        (probe) => `read ${probe.formatName}`,
        () => 'refused',
      );
      if (name === 'audio') expect(probed).toBe('refused');
      outcomes.push([`ffprobe on an HLS playlist named ${name}`, probed]);
    }
  });

  /** Runs the processing job of `trackId` now, as the worker would. */
  async function processNow(trackId: string) {
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
    const processor = createAudioProcessor({
      db: t.database.db,
      storage: t.storage,
      events: t.events,
      binaries: () => resolveFfmpegBinaries(),
      tmpDir: t.config.tmpDir,
    });
    const outcome = await processor.run(
      { trackId, audioKey: row?.audioFilePath ?? '' },
      { lastAttempt: true },
    );
    const [done] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
    return { outcome, track: done };
  }

  async function removeTrack(trackId: string) {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/tracks/${trackId}`,
      headers: { origin: t.config.publicUrl, cookie: uploader.user.cookie },
    });
    expect(response.statusCode).toBeLessThan(300);
  }

  it('reads a playlist behind a WAV header as samples, never as a playlist', async () => {
    const wavHls = Buffer.concat([lyingWav(1).subarray(0, 44), hls(`file://${canary}`)]);
    const response = await postUpload(t, uploader.user, {
      title: 'WAV and HLS',
      audio: audioPart(wavHls, 'list.wav', 'audio/wav'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const trackId = response.json<{ track: { id: string } }>().track.id;
    const { outcome, track } = await processNow(trackId);
    // A few milliseconds of noise: never the canary's second of audio.
    expect(['completed', 'failed']).toContain(outcome);
    expect(track?.durationMs ?? 0).toBeLessThan(500);
    outcomes.push([
      'audio: WAV header + HLS playlist',
      `201, the text decoded as ${track?.durationMs} ms of PCM (${outcome}); no file followed`,
    ]);
    await removeTrack(trackId);
  });

  it('takes the true length of a file whose header claims three hours', async () => {
    const response = await postUpload(t, uploader.user, {
      title: 'Claims hours',
      audio: audioPart(lyingWav(3 * 3600), 'long.wav', 'audio/wav'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const trackId = response.json<{ track: { id: string } }>().track.id;
    const { outcome, track: done } = await processNow(trackId);
    expect(outcome).toBe('completed');
    expect(done?.durationMs).toBeGreaterThan(900);
    expect(done?.durationMs).toBeLessThan(1100);
    outcomes.push([
      'audio: header claims 3 h, holds 1 s',
      `201, re-encoded at its true length (${done?.durationMs} ms)`,
    ]);
    await removeTrack(trackId);
  });

  it.each([
    [
      '3 h of real silence as WAV (10.8 MB)',
      () => audioPart(silentWav(3 * 3600), 'x.wav', 'audio/wav'),
    ],
    ['3 h of silence as FLAC in Ogg (2.5 MB)', () => audioPart(flacSilence, 'x.oga', 'audio/ogg')],
  ])('refuses %s before storing or transcoding it', async (name, part) => {
    const before = { tracks: await trackCount(), files: await filesLeft() };
    const started = Date.now();
    const response = await postUpload(t, uploader.user, { title: 'Silent hours', audio: part() });
    const ms = Date.now() - started;
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'audio_too_long', message: 'Audio too long. Maximum length is 30 minutes.' },
    });
    expect(await trackCount()).toBe(before.tracks);
    expect(await filesLeft()).toEqual(before.files);
    outcomes.push([`audio: ${name}`, `413 refused in ${ms} ms, nothing transcoded`]);
  });

  it('stops processing a file that holds far more than its header says, at the limit', async () => {
    await writeAppSettings(t.database.db, { maxUploadDurationMinutes: 1 }, null);
    try {
      // ffprobe estimates 20 s from the first frames' 320 kbps; the file holds 182 s.
      const { ffprobe } = await resolveFfmpegBinaries();
      const claimed = await probeAudio(ffprobe, understated);
      expect(claimed.durationMs).toBeLessThan(60_000);
      const response = await postUpload(t, uploader.user, {
        title: 'Understated',
        audio: audioPart(await readFile(understated)),
      });
      expect(response.statusCode, response.body).toBe(201);
      const trackId = response.json<{ track: { id: string } }>().track.id;
      const started = Date.now();
      const { outcome, track } = await processNow(trackId);
      const ms = Date.now() - started;
      expect(outcome).toBe('failed');
      expect(track).toMatchObject({
        status: 'failed',
        processingError: 'Failed to process audio file',
      });
      const copies = await t.database.db
        .select({ kind: trackRenditions.kind })
        .from(trackRenditions)
        .where(eq(trackRenditions.trackId, trackId));
      expect(copies.map((c) => c.kind)).toEqual(['original']);
      outcomes.push([
        'audio: header says 20 s, holds 182 s (limit 1 min)',
        `201, processing stopped at the limit and failed in ${ms} ms; no copies made`,
      ]);
      await removeTrack(trackId);
    } finally {
      await writeAppSettings(t.database.db, { maxUploadDurationMinutes: 30 }, null);
    }
  });
});

describe('image uploads', () => {
  const corpus: [string, () => FilePart][] = [
    ['text renamed .png', () => ({ filename: 'x.png', contentType: 'image/png', data: html })],
    ['SVG with a script', () => ({ filename: 'x.svg', contentType: 'image/svg+xml', data: svg })],
    ['SVG renamed .png', () => ({ filename: 'x.png', contentType: 'image/png', data: svg })],
    ['HTML renamed .jpg', () => ({ filename: 'x.jpg', contentType: 'image/jpeg', data: html })],
    ['GIF/JS polyglot', () => ({ filename: 'x.gif', contentType: 'image/gif', data: gifScript })],
    ['empty file', () => ({ filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(0) })],
    [
      'pixel flood (50000 × 50000 PNG)',
      () => ({ filename: 'x.png', contentType: 'image/png', data: pixelFlood(50_000, 50_000) }),
    ],
  ];

  const targets = [
    ['avatar', 'PUT', () => '/api/me/avatar', 'avatar', () => listener],
    ['playlist cover', 'PUT', () => `/api/playlists/${playlistId}/cover`, 'cover', () => listener],
    ['track cover', 'POST', () => '/api/uploads/tracks', 'cover', () => uploader.user],
  ] as const;

  const cases = targets.flatMap(([target, method, url, field, user]) =>
    corpus.map(([name, part]) => [target, name, method, url, field, user, part] as const),
  );

  it.each(cases)('%s: refuses %s with a 4xx and keeps nothing', async (target, name, ...rest) => {
    const [method, url, field, user, part] = rest;
    const before = { tracks: await trackCount(), files: await filesLeft() };
    const parts: Record<string, string | FilePart> =
      target === 'track cover' ? { title: 'Cover attack', audio: audioPart(mp3) } : {};
    parts[field] = part();
    const form = multipart(parts);
    const response = await t.app.inject({
      method,
      url: url(),
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: user().cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await trackCount()).toBe(before.tracks);
    expect(await filesLeft()).toEqual(before.files);
    const [account] = await t.database.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, listener.id));
    expect(account?.image).toBeNull();
    const [playlist] = await t.database.db
      .select({ coverUrl: playlists.coverUrl })
      .from(playlists)
      .where(eq(playlists.id, playlistId));
    expect(playlist?.coverUrl).toBeNull();
    outcomes.push([`${target}: ${name}`, `${response.statusCode} refused`]);
  });

  it('refuses a pixel flood before decoding it (sharp limitInputPixels)', async () => {
    const started = process.hrtime.bigint();
    const error = await reencodeImage(pixelFlood(50_000, 50_000), join(dir, 'out.jpg'), 512).catch(
      (e: unknown) => e,
    );
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(error).toBeInstanceOf(InvalidImageError);
    expect(ms).toBeLessThan(2000);
  });
});

afterAll(() => {
  const width = Math.max(...outcomes.map(([name]) => name.length));
  report([
    `upload attacks: ${outcomes.length} cases, ${outcomes.filter(([, o]) => o.includes('refused')).length} refused, the rest accepted and re-encoded safely`,
    ...outcomes.map(([name, outcome]) => `  ${name.padEnd(width)}  ${outcome}`),
  ]);
});
