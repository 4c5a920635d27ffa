// Liking tracks (likes are the user's own; docs/product/library-and-playlists.md). Only a track the
// user may play can be liked; a like can always be taken back, even of a track no longer playable.
import type { LikeState, TrackLikeStates } from '@sada/contracts/tracks';

import {
  findPlayableTrack,
  findPlayableTracks,
  findTrackRef,
  trackNotFound,
} from '../../catalog/track-access';
import type { Database } from '../../db/client';
import { can, type Actor } from '../../policy/policy';
import {
  addToLikeCount,
  deleteLike,
  hasLike,
  insertLike,
  likeCountOf,
  likedTrackIds,
} from './repository';

export function createTrackLikesService(db: Database) {
  return {
    async likeState(actor: Actor, trackId: string): Promise<LikeState> {
      const track = await findPlayableTrack(db, actor, trackId);
      return { liked: await hasLike(db, actor.id, trackId), likeCount: track.likeCount };
    },

    /** A page of tracks at once: one entry per track the actor may play, in the order asked. */
    async likeStates(actor: Actor, trackIds: readonly string[]): Promise<TrackLikeStates> {
      const [playable, liked] = await Promise.all([
        findPlayableTracks(db, actor, trackIds),
        likedTrackIds(db, actor.id, trackIds),
      ]);
      const byId = new Map(playable.map((track) => [track.id, track]));
      return {
        likes: trackIds.flatMap((trackId) => {
          const track = byId.get(trackId);
          return track ? [{ trackId, liked: liked.has(trackId), likeCount: track.likeCount }] : [];
        }),
      };
    },

    async like(actor: Actor, trackId: string): Promise<LikeState> {
      return db.transaction(async (tx) => {
        await findPlayableTrack(tx, actor, trackId);
        const likeCount = (await insertLike(tx, actor.id, trackId))
          ? await addToLikeCount(tx, trackId, 1)
          : await likeCountOf(tx, trackId);
        return { liked: true, likeCount };
      });
    },

    async unlike(actor: Actor, trackId: string): Promise<LikeState> {
      return db.transaction(async (tx) => {
        const track = await findTrackRef(tx, trackId);
        if (!track) throw trackNotFound();
        const deleted = await deleteLike(tx, actor.id, trackId);
        if (!deleted && !can(actor, 'track:play', track)) throw trackNotFound();
        const likeCount = deleted
          ? await addToLikeCount(tx, trackId, -1)
          : await likeCountOf(tx, trackId);
        return { liked: false, likeCount };
      });
    },
  };
}
