// Deleting an account (Settings → Privacy & Security): the password confirms it, then the
// person's rows go in one transaction — their artist profiles with the tracks and albums under
// them, and the user, whose removal cascades to everything else that is theirs — and their
// files after it. Listens and reviews of others keep no trace of them.
import { accessErrorCodes, authMessages } from '@sada/contracts/auth';
import { settingsMessages } from '@sada/contracts/profile';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client';
import {
  accounts,
  albums,
  artists,
  playlists,
  trackRenditions,
  tracks,
  users,
} from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { mediaKeyOf } from '../../http/media-keys';
import { consumeLimit, isLimitReached, limitKey, type LimitRule } from '../../http/rate-limit';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../policy/policy';
import { removeDeletedTracksFromPlaylists } from '../playlists';

/** Wrong passwords allowed per account before a pause, like the sign-in counters. */
export const deleteAccountLimit: LimitRule = { windowSeconds: 15 * 60, max: 5 };

const tooManyAttempts = () =>
  new AppError(429, accessErrorCodes.rateLimited, authMessages.tooManyAttempts);

/** Every stored file that belongs to the user, found before their rows go. */
async function filesOf(db: Executor, userId: string): Promise<string[]> {
  const [user] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  const ownedArtists = await db
    .select({ id: artists.id, avatarUrl: artists.avatarUrl })
    .from(artists)
    .where(eq(artists.ownerUserId, userId));
  const artistIds = ownedArtists.map((a) => a.id);
  const [covers, artistTracks, renditions, albumCovers] = await Promise.all([
    db.select({ url: playlists.coverUrl }).from(playlists).where(eq(playlists.ownerId, userId)),
    artistIds.length
      ? db
          .select({ audio: tracks.audioFilePath, cover: tracks.coverUrl })
          .from(tracks)
          .where(inArray(tracks.artistId, artistIds))
      : [],
    artistIds.length
      ? db
          .select({ key: trackRenditions.storageKey })
          .from(trackRenditions)
          .innerJoin(tracks, eq(tracks.id, trackRenditions.trackId))
          .where(inArray(tracks.artistId, artistIds))
      : [],
    artistIds.length
      ? db.select({ url: albums.coverUrl }).from(albums).where(inArray(albums.artistId, artistIds))
      : [],
  ]);
  const keys = [
    mediaKeyOf(user?.image, 'user-avatars', userId),
    ...covers.map((c) => mediaKeyOf(c.url, 'playlist-covers')),
    ...ownedArtists.map((a) => mediaKeyOf(a.avatarUrl, 'artist-avatars')),
    ...artistTracks.flatMap((t) => [t.audio, mediaKeyOf(t.cover, 'track-covers')]),
    ...renditions.map((r) => r.key),
    ...albumCovers.map((a) => mediaKeyOf(a.url, 'album-covers')),
  ];
  return [...new Set(keys.filter((key): key is string => key !== null))];
}

export function createAccountDeletion(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;

  async function checkPassword(userId: string, password: string): Promise<void> {
    const [credential] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    if (!credential?.hash) throw badRequest(settingsMessages.noPassword);
    const limit = limitKey('delete-account', userId);
    if (await isLimitReached(db, limit, deleteAccountLimit)) throw tooManyAttempts();
    if (!(await verifyPassword({ hash: credential.hash, password }))) {
      await consumeLimit(db, limit, deleteAccountLimit);
      throw badRequest(settingsMessages.passwordIncorrect, {
        password: settingsMessages.passwordIncorrect,
      });
    }
  }

  return async function deleteAccount(actor: Actor, password: string): Promise<void> {
    await checkPassword(actor.id, password);
    const keys = await db.transaction(async (tx) => {
      const found = await filesOf(tx, actor.id);
      const ownTracks = await tx
        .select({ id: tracks.id })
        .from(tracks)
        .innerJoin(artists, eq(artists.id, tracks.artistId))
        .where(eq(artists.ownerUserId, actor.id));
      await removeDeletedTracksFromPlaylists(
        tx,
        ownTracks.map((track) => track.id),
      );
      await tx.delete(artists).where(eq(artists.ownerUserId, actor.id));
      await tx.delete(users).where(eq(users.id, actor.id));
      return found;
    });
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  };
}
