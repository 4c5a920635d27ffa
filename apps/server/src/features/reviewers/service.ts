// Reviewer rules: a moderator keeps a public profile that an admin verifies before any record
// names them; a name that is another verified reviewer's, or the team's, is refused. Admins set
// how many distinct reviewers each genre needs. Track review histories are public for anyone who
// may see the track.
import { adminActionNames } from '@sada/contracts/admin';
import { catalogMessages } from '@sada/contracts/catalog';
import {
  reviewRecordErrorCodes,
  reviewRecordMessages,
  type AdminReviewerList,
  type GenreApprovals,
  type MyReviewerProfile,
  type PublicReviewerProfile,
  type PublicReviewHistory,
} from '@sada/contracts/review-record';

import { publicReviewsOf } from '../../catalog/review-record';
import { findPlayableTrack } from '../../catalog/track-access';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { Actor } from '../../policy/policy';
import { recordAdminAction, type AdminActor } from '../admin';
import {
  countReviewedLiveTracks,
  findReviewerProfile,
  listGenreApprovals,
  listReviewerProfiles,
  nameTakenByOther,
  saveReviewerProfile,
  setGenreApprovals,
  setVerified,
} from './repository';

const reviewerNotFound = () => notFound(reviewRecordMessages.reviewerNotFound);

/** A name people would read as the team's (case and spacing aside). */
const isTeamName = (name: string) =>
  name.replace(/\s+/g, ' ').toLowerCase() === reviewRecordMessages.team.toLowerCase();

function presentOwn(row: Awaited<ReturnType<typeof findReviewerProfile>>): MyReviewerProfile {
  return {
    profile: row
      ? {
          publicName: row.publicName,
          organisation: row.organisation,
          credentials: row.credentials,
          verifiedAt: row.verifiedAt?.toISOString() ?? null,
        }
      : null,
  };
}

export function createReviewerService(db: Database) {
  return {
    async mine(actor: Actor): Promise<MyReviewerProfile> {
      return presentOwn(await findReviewerProfile(db, actor.id));
    },

    async saveMine(
      actor: Actor,
      input: { publicName: string; organisation: string | null; credentials: string | null },
    ): Promise<MyReviewerProfile> {
      if (
        isTeamName(input.publicName) ||
        (await nameTakenByOther(db, actor.id, input.publicName))
      ) {
        throw new AppError(
          409,
          reviewRecordErrorCodes.publicNameTaken,
          reviewRecordMessages.publicNameTaken,
          {
            publicName: reviewRecordMessages.publicNameTaken,
          },
        );
      }
      return presentOwn(await saveReviewerProfile(db, actor.id, input));
    },

    async publicProfile(userId: string): Promise<PublicReviewerProfile> {
      const row = await findReviewerProfile(db, userId);
      if (!row?.verifiedAt) throw reviewerNotFound();
      return {
        id: row.userId,
        publicName: row.publicName,
        organisation: row.organisation,
        credentials: row.credentials,
        verifiedAt: row.verifiedAt.toISOString(),
        reviewedTracks: await countReviewedLiveTracks(db, userId),
      };
    },

    async trackHistory(actor: Actor | null, trackId: string): Promise<PublicReviewHistory> {
      await findPlayableTrack(db, actor, trackId);
      return { reviews: await publicReviewsOf(db, trackId) };
    },

    async listForAdmin(): Promise<AdminReviewerList> {
      const rows = await listReviewerProfiles(db);
      return {
        reviewers: rows.map((row) => ({
          ...row,
          verifiedAt: row.verifiedAt?.toISOString() ?? null,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    async setVerification(admin: AdminActor, userId: string, verified: boolean) {
      await db.transaction(async (tx) => {
        if (!(await setVerified(tx, userId, verified ? admin.id : null))) throw reviewerNotFound();
        await recordAdminAction(tx, admin, {
          action: verified ? adminActionNames.reviewerVerify : adminActionNames.reviewerUnverify,
          targetType: 'user',
          targetId: userId,
        });
      });
      return this.listForAdmin();
    },

    async genreApprovals(): Promise<GenreApprovals> {
      return { genres: await listGenreApprovals(db) };
    },

    async setGenreApprovals(admin: AdminActor, slug: string, approvalsNeeded: number) {
      await db.transaction(async (tx) => {
        const before = await setGenreApprovals(tx, slug, approvalsNeeded);
        if (before === null) throw notFound(catalogMessages.genreNotFound);
        await recordAdminAction(tx, admin, {
          action: adminActionNames.genreApprovals,
          targetType: 'settings',
          targetId: slug,
          details: { from: before, to: approvalsNeeded },
        });
      });
      return this.genreApprovals();
    },
  };
}
