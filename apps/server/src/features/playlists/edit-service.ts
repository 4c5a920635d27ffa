// Changing playlists: create, edit, delete and a cover for the owner; adding
// tracks for the owner and, on a public collaborative playlist, anyone signed in; removing and
// moving entries for the owner. The policy decides; someone else's private playlist is a 404.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import {
  PLAYLIST_COVER_MAX_BYTES,
  PLAYLIST_MAX_TRACKS,
  playlistErrorCodes,
  playlistMessages,
  type OwnPlaylist,
} from '@sada/contracts/playlists';
import type { FastifyRequest } from 'fastify';

import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { receiveImage, type ImageUploadRule } from '../../http/image-upload';
import { mediaKeyOf, mediaUrl } from '../../http/media-keys';
import type { EventBus } from '../../platform/events';
import { playlistCoverTypes } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { authorize, can, type Actor } from '../../policy/policy';
import { deliverNotifications, notifyPlaylistTrackAdded } from '../notifications';
import {
  appendEntry,
  deletePlaylist,
  hasTrack,
  insertPlaylist,
  lockPlaylist,
  moveEntry,
  removeEntry,
  updatePlaylist,
  type PlaylistValues,
} from './edit-repository';
import { toOwnPlaylist } from './presenter';
import { findPlaylistRow, findTrackStatusAndArtist } from './repository';
import { playlistNotFound, readablePlaylist } from './service';

const coverUpload: ImageUploadRule = {
  field: 'cover',
  maxBytes: PLAYLIST_COVER_MAX_BYTES,
  size: 800,
  accepted: playlistCoverTypes,
  messages: {
    tooLarge: playlistMessages.coverTooLarge,
    invalidType: playlistMessages.invalidCoverType,
    missing: playlistMessages.coverMissing,
  },
};

const entryNotFound = () => notFound('This track is not in the playlist');

const coverKey = (coverUrl: string | null) => mediaKeyOf(coverUrl, 'playlist-covers');

export function createPlaylistEditService(deps: {
  db: Database;
  storage: Storage;
  tmpDir: string;
  events: EventBus;
}) {
  const { db, storage, events } = deps;

  /** The playlist, when the actor may edit it: 404 if they may not see it, 403 otherwise. */
  async function editable(actor: Actor, playlistId: string) {
    const row = await readablePlaylist(db, actor, playlistId);
    authorize(actor, 'playlist:edit', row);
    return row;
  }

  /** Runs `change` with the playlist locked and its number of entries. */
  function withLockedEntries<T>(
    playlistId: string,
    change: (tx: Executor, size: number) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const size = await lockPlaylist(tx, playlistId);
      if (size === null) throw playlistNotFound();
      return change(tx, size);
    });
  }

  return {
    async create(actor: Actor, values: PlaylistValues): Promise<OwnPlaylist> {
      const row = await findPlaylistRow(db, await insertPlaylist(db, actor.id, values));
      if (!row) throw new Error('created playlist not found');
      return toOwnPlaylist(row);
    },

    async update(actor: Actor, playlistId: string, values: Partial<PlaylistValues>) {
      await editable(actor, playlistId);
      await updatePlaylist(db, playlistId, values);
    },

    async remove(actor: Actor, playlistId: string) {
      const row = await editable(actor, playlistId);
      await deletePlaylist(db, playlistId);
      const key = coverKey(row.coverUrl);
      if (key) await storage.delete(key).catch(() => undefined);
    },

    /** Stores the cover re-encoded at {userId}/playlist-cover-{timestamp}. */
    async setCover(actor: Actor, playlistId: string, request: FastifyRequest) {
      const row = await editable(actor, playlistId);
      const dir = join(deps.tmpDir, 'uploads', randomUUID());
      await mkdir(dir, { recursive: true });
      try {
        const encoded = await receiveImage(request, dir, coverUpload);
        const key = `playlist-covers/${row.ownerId}/playlist-cover-${Date.now()}.jpg`;
        await storage.put(key, createReadStream(encoded));
        await updatePlaylist(db, playlistId, { coverUrl: mediaUrl(key) });
        const previous = coverKey(row.coverUrl);
        if (previous && previous !== key) await storage.delete(previous).catch(() => undefined);
        return mediaUrl(key);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async addTrack(actor: Actor, playlistId: string, trackId: string): Promise<string> {
      const row = await readablePlaylist(db, actor, playlistId);
      authorize(actor, 'playlist:add-track', row);
      const track = await findTrackStatusAndArtist(db, trackId);
      if (!track || !can(actor, 'track:play', track))
        throw notFound(playlistMessages.trackNotFound);
      const { entryId, created } = await withLockedEntries(playlistId, async (tx, size) => {
        if (await hasTrack(tx, playlistId, trackId)) {
          throw new AppError(
            409,
            playlistErrorCodes.alreadyInPlaylist,
            playlistMessages.alreadyInPlaylist,
          );
        }
        if (size >= PLAYLIST_MAX_TRACKS) {
          throw new AppError(409, playlistErrorCodes.playlistFull, playlistMessages.full);
        }
        const entry = await appendEntry(tx, playlistId, trackId, actor.id, size);
        if (!entry) throw new Error('playlist entry not inserted');
        // On a collaborative playlist the owner hears of what others add.
        return {
          entryId: entry,
          created: await notifyPlaylistTrackAdded(tx, actor.id, playlistId, trackId),
        };
      });
      await deliverNotifications(events, created);
      return entryId;
    },

    async removeEntry(actor: Actor, playlistId: string, entryId: string) {
      await editable(actor, playlistId);
      await withLockedEntries(playlistId, async (tx, size) => {
        if (!(await removeEntry(tx, playlistId, entryId, size))) throw entryNotFound();
      });
    },

    async moveEntry(actor: Actor, playlistId: string, entryId: string, position: number) {
      await editable(actor, playlistId);
      await withLockedEntries(playlistId, async (tx, size) => {
        const to = Math.min(position, Math.max(size - 1, 0));
        if (!(await moveEntry(tx, playlistId, entryId, to))) throw entryNotFound();
      });
    },
  };
}
