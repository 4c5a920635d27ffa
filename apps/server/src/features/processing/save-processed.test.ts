// Saving what processing made: a cover the artist set while the file was processed (a long
// upload sends its cover once the audio is in) is kept over the art found inside the file.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTrack, ensureGenres } from '../../test/catalog';
import { saveProcessedAudio, type ProcessedAudio } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(async () => {
  await t?.close();
});

function processed(trackId: string, audioKey: string, coverUrl: string | null): ProcessedAudio {
  return {
    trackId,
    audioKey,
    format: 'mp3',
    durationMs: 5000,
    loudnessLufs: -16,
    truePeakDb: -1,
    peaks: [0.1, 0.2],
    coverUrl,
    original: { bitrateKbps: 128, sampleRate: 44_100, channels: 2, tags: {} },
    fingerprintChecked: false,
    chapters: null,
    renditions: [
      {
        kind: 'stream',
        bitrateKbps: 128,
        channels: 2,
        durationMs: 5000,
        sizeBytes: 80_000,
        storageKey: `${audioKey}.stream-128.mp3`,
      },
    ],
  };
}

async function coverOf(trackId: string) {
  const [row] = await t.database.db
    .select({ coverUrl: tracks.coverUrl })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row?.coverUrl;
}

describe('saving processed audio', () => {
  it("keeps the cover the artist set while it was processed, not the file's art", async () => {
    const audioKey = `audio-tracks/test/${crypto.randomUUID()}/1.mp3`;
    const chosen = '/api/media/track-covers/test/chosen.jpg';
    const track = await createTrack(t, {
      status: 'processing',
      processingStage: 'processing',
      audioFilePath: audioKey,
      coverUrl: chosen,
    });
    const saved = await saveProcessedAudio(
      t.database.db,
      processed(track.id, audioKey, '/api/media/track-covers/test/from-file.jpg'),
    );
    expect(saved?.state.status).toBe('qc');
    expect(await coverOf(track.id)).toBe(chosen);
  });

  it("takes the file's art when the track has no cover", async () => {
    const audioKey = `audio-tracks/test/${crypto.randomUUID()}/1.mp3`;
    const track = await createTrack(t, {
      status: 'processing',
      processingStage: 'processing',
      audioFilePath: audioKey,
      coverUrl: null,
    });
    const fromFile = '/api/media/track-covers/test/from-file.jpg';
    await saveProcessedAudio(t.database.db, processed(track.id, audioKey, fromFile));
    expect(await coverOf(track.id)).toBe(fromFile);
  });
});
