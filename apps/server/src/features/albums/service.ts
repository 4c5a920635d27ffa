// Album rules (docs/product/discovery.md, "Album page"): anyone reads an album and its live
// tracks; liking needs an account and is idempotent either way.
import { catalogMessages, type AlbumDetail, type LikedAlbums } from '@sada/contracts/catalog';
import type { LikeState } from '@sada/contracts/tracks';

import type { Hearing } from '../../catalog/listening-rule';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Actor } from '../../policy/policy';
import { toAlbumDetail, toAlbumSummary } from './presenter';
import {
  addAlbumLike,
  albumTracks,
  countAlbumLikes,
  findAlbum,
  likedAlbums,
  likesAlbum,
  lockAlbum,
  removeAlbumLike,
} from './repository';

const albumNotFound = () => notFound(catalogMessages.albumNotFound);

export function createAlbumService(db: Database) {
  return {
    async detail(actor: Actor | null, albumId: string, hearing: Hearing): Promise<AlbumDetail> {
      const album = await findAlbum(db, albumId);
      if (!album) throw albumNotFound();
      const [trackRows, likeCount, liked] = await Promise.all([
        albumTracks(db, hearing, albumId),
        countAlbumLikes(db, albumId),
        actor ? likesAlbum(db, actor.id, albumId) : false,
      ]);
      return toAlbumDetail(album, trackRows, { likeCount, liked });
    },

    async liked(actor: Actor): Promise<LikedAlbums> {
      return { albums: (await likedAlbums(db, actor.id)).map(toAlbumSummary) };
    },

    /** Likes (`liked` true) or unlikes; doing it twice changes nothing. */
    async setLiked(actor: Actor, albumId: string, liked: boolean): Promise<LikeState> {
      return db.transaction(async (tx) => {
        if (!(await lockAlbum(tx, albumId))) throw albumNotFound();
        if (liked) await addAlbumLike(tx, actor.id, albumId);
        else await removeAlbumLike(tx, actor.id, albumId);
        return { liked, likeCount: await countAlbumLikes(tx, albumId) };
      });
    },
  };
}
