// Helpers for upload and processing tests: an artist with a profile, an upload through the
// route, and waiting for processing to settle.
import { setTimeout as sleep } from 'node:timers/promises';

import { eq } from 'drizzle-orm';

import { tracks } from '../db/schema';
import type { TestApp } from './app';
import { createArtist, ensureGenres } from './catalog';
import { createUser, randomIp, type TestUser } from './factories';
import { multipart, type FilePart } from './multipart';

export async function createUploader(t: TestApp, opts: { emailVerified?: boolean } = {}) {
  await ensureGenres(t);
  const user = await createUser(t, { role: 'artist', ...opts });
  const artist = await createArtist(t, { ownerUserId: user.id });
  return { user, artist };
}

export const audioPart = (data: Buffer, filename = 'track.mp3', contentType = 'audio/mpeg') =>
  ({ filename, contentType, data }) satisfies FilePart;

/**
 * POST /api/uploads/tracks as `user`. The form declares the track vocals only unless `parts`
 * names its instrumentation; `instrumentation: undefined` sends none.
 */
export function postUpload(
  t: TestApp,
  user: Pick<TestUser, 'cookie'> | null,
  parts: Record<string, string | FilePart | undefined>,
  headers: Record<string, string> = {},
) {
  const named: Record<string, string | FilePart | undefined> = {
    instrumentation: 'vocals_only',
    ...parts,
  };
  const form = multipart(
    Object.fromEntries(
      Object.entries(named).filter(
        (entry): entry is [string, string | FilePart] => entry[1] !== undefined,
      ),
    ),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/tracks',
    remoteAddress: randomIp(),
    headers: {
      origin: t.config.publicUrl,
      ...(user ? { cookie: user.cookie } : {}),
      ...form.headers,
      ...headers,
    },
    payload: form.payload,
  });
}

type TrackRow = typeof tracks.$inferSelect;

/** Polls the track until `done` says so; fails after `timeoutMs`. */
export async function waitForTrack(
  t: TestApp,
  trackId: string,
  done: (track: TrackRow) => boolean,
  timeoutMs = 15_000,
): Promise<TrackRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
    if (row && done(row)) return row;
    if (Date.now() > until) {
      throw new Error(`track ${trackId} did not settle: ${JSON.stringify(row?.processingStage)}`);
    }
    await sleep(100);
  }
}

export const settled = (track: TrackRow) =>
  track.processingStage === 'completed' || track.processingStage === 'failed';
