// SQL of reviewers' public profiles, of what an admin sees of them, and of the approvals each
// genre needs.
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { contentReviews, genres, reviewerProfiles, tracks, users } from '../../db/schema';

export async function findReviewerProfile(db: Executor, userId: string) {
  const [row] = await db.select().from(reviewerProfiles).where(eq(reviewerProfiles.userId, userId));
  return row ?? null;
}

/**
 * Whether `name` is already another reviewer's verified public name (compared as people read
 * it: case and spacing aside).
 */
export async function nameTakenByOther(db: Executor, userId: string, name: string) {
  const [row] = await db
    .select({ userId: reviewerProfiles.userId })
    .from(reviewerProfiles)
    .where(
      and(
        ne(reviewerProfiles.userId, userId),
        isNotNull(reviewerProfiles.verifiedAt),
        sql`lower(regexp_replace(${reviewerProfiles.publicName}, '\\s+', ' ', 'g')) = lower(regexp_replace(${name}, '\\s+', ' ', 'g'))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Keeps the profile. A change of what records show (name or organisation) or of the credentials
 * waits for an admin to verify it again; saving it unchanged keeps the verification.
 */
export async function saveReviewerProfile(
  db: Executor,
  userId: string,
  values: { publicName: string; organisation: string | null; credentials: string | null },
) {
  const same = sql`${reviewerProfiles.publicName} = excluded.public_name
    AND ${reviewerProfiles.organisation} IS NOT DISTINCT FROM excluded.organisation
    AND ${reviewerProfiles.credentials} IS NOT DISTINCT FROM excluded.credentials`;
  const [row] = await db
    .insert(reviewerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: reviewerProfiles.userId,
      set: {
        publicName: sql`excluded.public_name`,
        organisation: sql`excluded.organisation`,
        credentials: sql`excluded.credentials`,
        verifiedAt: sql`CASE WHEN ${same} THEN ${reviewerProfiles.verifiedAt} END`,
        verifiedBy: sql`CASE WHEN ${same} THEN ${reviewerProfiles.verifiedBy} END`,
        updatedAt: sql`CASE WHEN ${same} THEN ${reviewerProfiles.updatedAt} ELSE now() END`,
      },
    })
    .returning();
  if (!row) throw new Error('reviewer profile not saved');
  return row;
}

/** Live tracks with an approval by the reviewer: what their public profile counts. */
export async function countReviewedLiveTracks(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${contentReviews.trackId})::int` })
    .from(contentReviews)
    .innerJoin(tracks, eq(tracks.id, contentReviews.trackId))
    .where(
      and(
        eq(contentReviews.reviewerId, userId),
        eq(contentReviews.status, 'approved'),
        eq(tracks.status, 'live'),
      ),
    );
  return row?.n ?? 0;
}

/** Every reviewer profile with its account, those awaiting verification first. */
export function listReviewerProfiles(db: Executor) {
  return db
    .select({
      userId: reviewerProfiles.userId,
      accountName: users.name,
      email: users.email,
      publicName: reviewerProfiles.publicName,
      organisation: reviewerProfiles.organisation,
      credentials: reviewerProfiles.credentials,
      verifiedAt: reviewerProfiles.verifiedAt,
      updatedAt: reviewerProfiles.updatedAt,
    })
    .from(reviewerProfiles)
    .innerJoin(users, eq(users.id, reviewerProfiles.userId))
    .orderBy(sql`${reviewerProfiles.verifiedAt} IS NOT NULL`, desc(reviewerProfiles.updatedAt));
}

/** True when the profile exists (and was set as asked). */
export async function setVerified(db: Executor, userId: string, by: string | null) {
  const rows = await db
    .update(reviewerProfiles)
    .set(by ? { verifiedAt: new Date(), verifiedBy: by } : { verifiedAt: null, verifiedBy: null })
    .where(eq(reviewerProfiles.userId, userId))
    .returning({ userId: reviewerProfiles.userId });
  return rows.length > 0;
}

export function listGenreApprovals(db: Executor) {
  return db
    .select({ slug: genres.slug, name: genres.name, approvalsNeeded: genres.approvalsNeeded })
    .from(genres)
    .orderBy(asc(genres.sortOrder), asc(genres.slug));
}

/** The genre's previous number, or null when there is no such genre. */
export async function setGenreApprovals(db: Executor, slug: string, approvalsNeeded: number) {
  const [before] = await db
    .select({ approvalsNeeded: genres.approvalsNeeded })
    .from(genres)
    .where(eq(genres.slug, slug))
    .for('update');
  if (!before) return null;
  await db.update(genres).set({ approvalsNeeded }).where(eq(genres.slug, slug));
  return before.approvalsNeeded;
}
