// Reading playlists: the public lists (public ones only, newest first), one
// playlist with the entries the viewer may play, and the caller's own. Someone else's private
// playlist answers exactly as a missing one does.
import {
  playlistMessages,
  type MyPlaylistsQuery,
  type OwnPlaylists,
  type PlaylistDetail,
  type PlaylistListQuery,
  type PlaylistPage,
} from '@sada/contracts/playlists';
import { z } from 'zod';

import { hears, type Hearing } from '../../catalog/listening-rule';
import { toPlaylistSummary } from '../../catalog/summaries';
import type { Database, Executor } from '../../db/client';
import { decodeCursor, pageOf } from '../../http/cursor';
import { notFound } from '../../http/errors';
import { can, type Actor } from '../../policy/policy';
import { countPlaylistLikes, likesPlaylist } from './like-repository';
import { toOwnPlaylist, toPlaylistDetail } from './presenter';
import { findPlaylistRow, listEntries, listOwnPlaylists, listPublicPlaylists } from './repository';

// Microseconds stay below 10^16 until the year 2286.
const cursorKey = z.tuple([z.string().regex(/^\d{1,16}$/), z.uuid()]);

export const playlistNotFound = () => notFound(playlistMessages.notFound);

/** The playlist, when the actor may see it; 404 otherwise. */
export async function readablePlaylist(db: Executor, actor: Actor | null, playlistId: string) {
  const row = await findPlaylistRow(db, playlistId);
  if (!row || !can(actor, 'playlist:read', row)) throw playlistNotFound();
  return row;
}

export function createPlaylistService(db: Database) {
  return {
    async listPublic({ limit, cursor }: PlaylistListQuery): Promise<PlaylistPage> {
      const after = cursor ? decodeCursor(cursor, cursorKey) : null;
      const rows = await listPublicPlaylists(
        db,
        limit,
        after ? { createdAtMicros: after[0], id: after[1] } : null,
      );
      const { page, nextCursor } = pageOf(rows, limit, (last) => [last.createdAtMicros, last.id]);
      return { playlists: page.map(toPlaylistSummary), nextCursor };
    },

    async detail(
      actor: Actor | null,
      playlistId: string,
      hearing: Hearing,
    ): Promise<PlaylistDetail> {
      const row = await readablePlaylist(db, actor, playlistId);
      const [entries, likeCount, liked] = await Promise.all([
        listEntries(db, playlistId),
        countPlaylistLikes(db, playlistId),
        actor ? likesPlaylist(db, actor.id, playlistId) : false,
      ]);
      return toPlaylistDetail(
        row,
        entries
          .filter((entry) => can(actor, 'track:play', entry))
          .map((entry) => ({ ...entry, outsideRule: !hears(hearing, entry) })),
        {
          canEdit: can(actor, 'playlist:edit', row),
          canAddTracks: can(actor, 'playlist:add-track', row),
        },
        { liked, likeCount },
      );
    },

    async mine(actor: Actor, query: MyPlaylistsQuery): Promise<OwnPlaylists> {
      const rows = await listOwnPlaylists(db, actor.id, query.sort, query.limit);
      return { playlists: rows.map(toOwnPlaylist) };
    },
  };
}
