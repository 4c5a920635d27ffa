// Small factories for catalog rows: genres, artists, albums, tracks, playlists and listening
// history, inserted straight into the test database. Every value can be overridden.
import { randomBytes } from 'node:crypto';

import { defaultApprovalsNeeded, genres as genreList } from '@sada/contracts/genres';

import {
  albums,
  artists,
  genres,
  playlists,
  playlistTracks,
  streamEvents,
  tracks,
} from '../db/schema';
import type { TestApp } from './app';

const tag = () => randomBytes(3).toString('hex');

let lastCreatedAt = 0;
/**
 * A creation time after every earlier one, so rows made in a row sort newest-first in the order
 * they were made: rows inserted within one clock tick would otherwise tie on now().
 */
function nextCreatedAt(): Date {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return new Date(lastCreatedAt);
}

/** The genres of the contracts, in tile order; safe to call more than once. */
export async function ensureGenres(t: TestApp): Promise<void> {
  await t.database.db
    .insert(genres)
    .values(
      genreList.map((g, i) => ({
        slug: g.slug,
        name: g.name,
        sortOrder: i,
        approvalsNeeded: defaultApprovalsNeeded(g.slug),
      })),
    )
    .onConflictDoNothing();
}

export async function createArtist(t: TestApp, values: Partial<typeof artists.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(artists)
    .values({ name: `Artist ${tag()}`, ...values })
    .returning();
  if (!row) throw new Error('artist not inserted');
  return row;
}

export async function createAlbum(
  t: TestApp,
  values: Partial<typeof albums.$inferInsert> & { artistId: string },
) {
  const [row] = await t.database.db
    .insert(albums)
    .values({ title: `Album ${tag()}`, createdAt: nextCreatedAt(), ...values })
    .returning();
  if (!row) throw new Error('album not inserted');
  return row;
}

/** A live track (by a new artist unless one is given); genres must exist (ensureGenres). */
export async function createTrack(t: TestApp, values: Partial<typeof tracks.$inferInsert> = {}) {
  const artistId = values.artistId ?? (await createArtist(t)).id;
  const [row] = await t.database.db
    .insert(tracks)
    .values({
      title: `Track ${tag()}`,
      genre: 'nasheed',
      status: 'live',
      durationMs: 180_000,
      createdAt: nextCreatedAt(),
      ...values,
      artistId,
    })
    .returning();
  if (!row) throw new Error('track not inserted');
  return row;
}

/** A playlist holding `trackIds` in that order. */
export async function createPlaylist(
  t: TestApp,
  values: Partial<typeof playlists.$inferInsert> & { ownerId: string },
  trackIds: string[] = [],
) {
  const [row] = await t.database.db
    .insert(playlists)
    .values({
      name: `Playlist ${tag()}`,
      trackCount: trackIds.length,
      createdAt: nextCreatedAt(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('playlist not inserted');
  if (trackIds.length > 0) {
    await t.database.db
      .insert(playlistTracks)
      .values(trackIds.map((trackId, position) => ({ playlistId: row.id, trackId, position })));
  }
  return row;
}

/** Listening history: one stream event per track, the first one the most recent. */
export async function recordPlays(
  t: TestApp,
  userId: string,
  trackIds: string[],
  now = Date.now(),
) {
  if (trackIds.length === 0) return;
  await t.database.db.insert(streamEvents).values(
    trackIds.map((trackId, i) => ({
      userId,
      trackId,
      startedAt: new Date(now - i * 60_000),
      completedMs: 30_000,
    })),
  );
}
