// For player and streaming tests: rendition rows with real files in the test app's storage, and
// a cast of callers around one artist profile.
import { randomBytes } from 'node:crypto';

import type { RenditionKind } from '@sada/contracts/enums';
import type { StreamEventStarted } from '@sada/contracts/streaming';
import { eq, sql } from 'drizzle-orm';

import { streamEvents, trackRenditions } from '../db/schema';
import type { TestApp } from './app';
import { createArtist, createTrack, ensureGenres } from './catalog';
import { createUser, type TestUser } from './factories';

/** `size` bytes whose values follow their position, so any slice can be checked. */
export function sampleAudio(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, i) => i % 251));
}

export async function addRendition(
  t: TestApp,
  trackId: string,
  opts: {
    kind?: RenditionKind;
    bitrateKbps?: number | null;
    mimeType?: string;
    bytes?: Buffer;
    /** false: the row without its file (a file lost from storage). */
    stored?: boolean;
  } = {},
) {
  const kind = opts.kind ?? 'original';
  const bytes = opts.bytes ?? sampleAudio(4096);
  const storageKey = `audio-tracks/test/${trackId}/${kind}-${randomBytes(4).toString('hex')}.mp3`;
  if (opts.stored !== false) await t.storage.put(storageKey, bytes);
  const [row] = await t.database.db
    .insert(trackRenditions)
    .values({
      trackId,
      kind,
      format: 'mp3',
      mimeType: opts.mimeType ?? 'audio/mpeg',
      bitrateKbps: opts.bitrateKbps === undefined ? 128 : opts.bitrateKbps,
      sizeBytes: bytes.length,
      storageKey,
    })
    .returning();
  if (!row) throw new Error('rendition not inserted');
  return { ...row, bytes };
}

/** A track (live unless told otherwise) with one stored 128 kbps original, as the seed makes. */
export async function createPlayableTrack(
  t: TestApp,
  values: Parameters<typeof createTrack>[1] = {},
  bytes?: Buffer,
) {
  const track = await createTrack(t, values);
  const rendition = await addRendition(t, track.id, bytes ? { bytes } : {});
  return { track, rendition };
}

export const callers = ['anonymous', 'listener', 'owner', 'otherArtist', 'label', 'admin'] as const;
export type Caller = (typeof callers)[number];

/**
 * One of each caller, and an artist profile that `owner` owns: 'otherArtist' is an artist
 * account with a profile of its own, 'label' a label an admin has verified.
 */
export async function createCast(t: TestApp) {
  await ensureGenres(t);
  const users: Record<Exclude<Caller, 'anonymous'>, TestUser> = {
    listener: await createUser(t, { role: 'listener' }),
    owner: await createUser(t, { role: 'artist' }),
    otherArtist: await createUser(t, { role: 'artist' }),
    label: await createUser(t, { role: 'label' }),
    admin: await createUser(t, { role: 'admin' }),
  };
  const artist = await createArtist(t, { ownerUserId: users.owner.id });
  await createArtist(t, { ownerUserId: users.otherArtist.id });
  /** Headers that make a request as `caller`, from the app's own origin. */
  const headers = (caller: Caller): Record<string, string> => ({
    origin: t.config.publicUrl,
    ...(caller === 'anonymous' ? {} : { cookie: users[caller].cookie }),
  });
  return { users, artist, headers };
}

/**
 * A listen started through `streamUrl` and dated 40 s back (long enough to count); `report()`
 * says it was heard that long and answers whether it counted as a play.
 */
export async function listenFor40Seconds(
  t: TestApp,
  headers: Record<string, string>,
  trackId: string,
  streamUrl: string,
) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/stream-events',
    headers,
    payload: { trackId, streamUrl },
  });
  if (start.statusCode !== 201) throw new Error(`listen not started: ${start.body}`);
  const event = start.json<StreamEventStarted>();
  await t.database.db
    .update(streamEvents)
    .set({ startedAt: sql`now() - interval '40 seconds'` })
    .where(eq(streamEvents.id, event.eventId));
  const report = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stream-events/${event.eventId}/progress`,
      headers: { origin: t.config.publicUrl },
      payload: { token: event.token, completedMs: 40_000 },
    });
    return response.json<{ counted: boolean }>().counted;
  };
  return { report };
}
