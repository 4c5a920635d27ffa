import { describe, expect, it } from 'vitest';

import { chooseRendition, playableBitrates, type RenditionOption } from './renditions';

const original = (bitrateKbps: number | null = 128) =>
  ({ kind: 'original', bitrateKbps, name: `original-${bitrateKbps}` }) as const;
const stream = (bitrateKbps: number | null) =>
  ({ kind: 'stream', bitrateKbps, name: `stream-${bitrateKbps}` }) as const;

const pick = (renditions: (RenditionOption & { name: string })[], quality: number) =>
  chooseRendition(renditions, quality)?.name ?? null;

describe('chooseRendition', () => {
  const ladder = [stream(96), stream(320), stream(128), stream(192), original(1411)];

  it('gives the best streaming copy at or below the quality asked for', () => {
    expect(pick(ladder, 320)).toBe('stream-320');
    expect(pick(ladder, 256)).toBe('stream-192');
    expect(pick(ladder, 192)).toBe('stream-192');
    expect(pick(ladder, 128)).toBe('stream-128');
    expect(pick(ladder, 96)).toBe('stream-96');
  });

  it('falls back to the smallest streaming copy when all are above the quality', () => {
    expect(pick([stream(256), stream(128)], 96)).toBe('stream-128');
  });

  it('prefers any streaming copy to the original, even one of unknown bitrate', () => {
    expect(pick([original(320), stream(null)], 320)).toBe('stream-null');
    expect(pick([stream(null), stream(192)], 320)).toBe('stream-192');
  });

  it('serves the original when there are no streaming copies', () => {
    expect(pick([original(128)], 320)).toBe('original-128');
    expect(pick([original(128)], 96)).toBe('original-128');
    expect(pick([original(null)], 96)).toBe('original-null');
  });

  it('answers null for a track without audio', () => {
    expect(pick([], 320)).toBeNull();
  });
});

describe('playableBitrates', () => {
  it('lists the streaming copies, best first, each once', () => {
    expect(playableBitrates([stream(128), original(1411), stream(320), stream(128)])).toEqual([
      320, 128,
    ]);
  });

  it('lists the original when there is no streaming copy, and nothing of unknown bitrate', () => {
    expect(playableBitrates([original(192)])).toEqual([192]);
    expect(playableBitrates([original(null)])).toEqual([]);
  });
});
