// Liking playlists (docs/product/library-and-playlists.md, "Likes and follows"). Only a playlist
// the user may open can be liked; someone else's private one answers as a missing one does. A like
// can always be taken back, also of a playlist made private since.
import type { LikedPlaylists } from '@sada/contracts/playlists';
import type { LikeState } from '@sada/contracts/tracks';

import { toPlaylistSummary } from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { can, type Actor } from '../../policy/policy';
import {
  addPlaylistLike,
  countPlaylistLikes,
  likedPlaylists,
  lockPlaylistRef,
  removePlaylistLike,
} from './like-repository';
import { playlistNotFound } from './service';

export function createPlaylistLikeService(db: Database) {
  return {
    /** Likes (`liked` true) or unlikes; doing it twice changes nothing. */
    async setLiked(actor: Actor, playlistId: string, liked: boolean): Promise<LikeState> {
      return db.transaction(async (tx) => {
        const playlist = await lockPlaylistRef(tx, playlistId);
        if (!playlist) throw playlistNotFound();
        const readable = can(actor, 'playlist:read', playlist);
        if (liked) {
          if (!readable) throw playlistNotFound();
          await addPlaylistLike(tx, actor.id, playlistId);
        } else if (!(await removePlaylistLike(tx, actor.id, playlistId)) && !readable) {
          throw playlistNotFound();
        }
        return { liked, likeCount: await countPlaylistLikes(tx, playlistId) };
      });
    },

    async liked(actor: Actor): Promise<LikedPlaylists> {
      return { playlists: (await likedPlaylists(db, actor.id)).map(toPlaylistSummary) };
    },
  };
}
