// Artist rules: anyone reads artists and their live tracks; following needs an account and is
// idempotent either way.
import {
  catalogMessages,
  type ArtistDetail,
  type ArtistListQuery,
  type ArtistPage,
  type ArtistTracksQuery,
  type FollowState,
} from '@sada/contracts/catalog';
import type { TrackSummary } from '@sada/contracts/tracks';
import { z } from 'zod';

import type { Hearing } from '../../catalog/listening-rule';
import { toArtistSummary, toTrackSummary } from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../http/cursor';
import { notFound } from '../../http/errors';
import type { EventBus } from '../../platform/events';
import type { Actor } from '../../policy/policy';
import { deliverNotifications, notifyNewFollower } from '../notifications';
import {
  addFollow,
  countFollowers,
  findArtist,
  isFollowing,
  listArtists,
  lockArtist,
  popularTracks,
  removeFollow,
} from './repository';

const cursorKey = z.tuple([z.number().int().nonnegative(), z.uuid()]);

const artistNotFound = () => notFound(catalogMessages.artistNotFound);

export function createArtistService({ db, events }: { db: Database; events: EventBus }) {
  return {
    async list({ limit, cursor }: ArtistListQuery): Promise<ArtistPage> {
      const after = cursor ? decodeCursor(cursor, cursorKey) : null;
      const rows = await listArtists(
        db,
        limit,
        after ? { monthlyListeners: after[0], id: after[1] } : null,
      );
      const { page, nextCursor } = pageOf(rows, limit, (last) => [last.monthlyListeners, last.id]);
      return { artists: page.map(toArtistSummary), nextCursor };
    },

    async detail(actor: Actor | null, artistId: string): Promise<ArtistDetail> {
      const [artist, following] = await Promise.all([
        findArtist(db, artistId),
        actor ? isFollowing(db, actor.id, artistId) : false,
      ]);
      if (!artist) throw artistNotFound();
      const followerCount = await countFollowers(db, artistId);
      return { ...toArtistSummary(artist), bio: artist.bio, followerCount, following };
    },

    async tracks(
      artistId: string,
      { limit, excludeTrackId }: ArtistTracksQuery,
      hearing: Hearing,
    ): Promise<TrackSummary[]> {
      const rows = await popularTracks(db, hearing, artistId, limit, excludeTrackId);
      if (rows.length === 0 && !(await findArtist(db, artistId))) throw artistNotFound();
      return rows.map(toTrackSummary);
    },

    /** Follows (`following` true) or unfollows; doing it twice changes nothing. */
    async setFollowing(actor: Actor, artistId: string, following: boolean): Promise<FollowState> {
      const { state, created } = await db.transaction(async (tx) => {
        if (!(await lockArtist(tx, artistId))) throw artistNotFound();
        let added = false;
        if (following) added = await addFollow(tx, actor.id, artistId);
        else await removeFollow(tx, actor.id, artistId);
        return {
          state: { following, followerCount: await countFollowers(tx, artistId) },
          // The artist's owner hears of a new follower, not of a follow repeated.
          created: added ? await notifyNewFollower(tx, actor.id, artistId) : [],
        };
      });
      await deliverNotifications(events, created);
      return state;
    },
  };
}
