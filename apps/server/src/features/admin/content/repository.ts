// SQL of the admin content page: every track in any state, and what a take-down, a restore or a
// new review priority writes.
import type { AdminTrackSort, AdminTrackStatusFilter } from '@sada/contracts/admin-console';
import type { ContentReviewStatus, TrackStatus } from '@sada/contracts/enums';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import { takenDown } from '../../../catalog/taken-down';
import type { Executor } from '../../../db/client';
import { albums, artists, contentReviews, tracks } from '../../../db/schema';

// Microseconds, so that tracks created in the same millisecond are neither lost nor repeated.
const createdKey = sql<string>`(extract(epoch from ${tracks.createdAt}) * 1000000)::bigint::text`;
const createdFromKey = (key: string) =>
  sql`timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond'`;

const trackColumns = {
  id: tracks.id,
  title: tracks.title,
  coverUrl: sql<string | null>`coalesce(${tracks.coverUrl}, ${albums.coverUrl})`,
  artistId: artists.id,
  artistName: artists.name,
  status: tracks.status,
  requiresReview: tracks.requiresReview,
  reviewPriority: tracks.reviewPriority,
  playCount: tracks.playCount,
  likeCount: tracks.likeCount,
  createdAt: tracks.createdAt,
  publishedAt: tracks.publishedAt,
  rejectionReason: tracks.rejectionReason,
  takenDown,
};

/** The position in a list: the sort's own value (as text), the creation key and the id. */
export interface ListKey {
  value: string;
  created: string;
  id: string;
}

interface SortSpec {
  /** The sort's own value, ahead of the creation time; none for the two date orders. */
  value: { expr: SQL; cast: (v: string) => SQL; descending: boolean } | null;
  createdDescending: boolean;
}

const sorts: Record<AdminTrackSort, SortSpec> = {
  newest: { value: null, createdDescending: true },
  oldest: { value: null, createdDescending: false },
  plays: {
    value: { expr: sql`${tracks.playCount}`, cast: (v) => sql`${v}::bigint`, descending: true },
    createdDescending: true,
  },
  // As the moderation queue takes them: highest priority first, then oldest first.
  priority: {
    value: {
      expr: sql`${tracks.reviewPriority}`,
      cast: (v) => sql`${v}::integer`,
      descending: true,
    },
    createdDescending: false,
  },
  title: {
    value: { expr: sql`lower(${tracks.title})`, cast: (v) => sql`${v}::text`, descending: false },
    createdDescending: false,
  },
};

function afterKey(spec: SortSpec, key: ListKey): SQL {
  const createdCmp = spec.createdDescending ? sql`<` : sql`>`;
  const byCreated = sql`(${tracks.createdAt}, ${tracks.id}) ${createdCmp} (${createdFromKey(key.created)}, ${key.id}::uuid)`;
  if (!spec.value) return byCreated;
  const value = spec.value.cast(key.value);
  const valueCmp = spec.value.descending ? sql`<` : sql`>`;
  return sql`(${spec.value.expr} ${valueCmp} ${value} OR (${spec.value.expr} = ${value} AND ${byCreated}))`;
}

function orderOf(spec: SortSpec): SQL[] {
  const created = spec.createdDescending ? desc : asc;
  const order = [created(tracks.createdAt), created(tracks.id)];
  if (!spec.value) return order;
  return [spec.value.descending ? desc(spec.value.expr) : asc(spec.value.expr), ...order];
}

/** Part of the title or of the artist's name, folded as search folds (the stored folded columns). */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = sql`replace(replace(replace(sada_fold(${q}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return sql`(${tracks.titleFolded} LIKE '%' || ${pattern} || '%' OR ${artists.nameFolded} LIKE '%' || ${pattern} || '%')`;
}

export interface ListOptions {
  status: AdminTrackStatusFilter;
  q: string | undefined;
  sort: AdminTrackSort;
  limit: number;
  after: ListKey | null;
}

export function listTracks(db: Executor, opts: ListOptions) {
  const spec = sorts[opts.sort];
  const conditions = [
    matching(opts.q),
    opts.status === 'all' ? undefined : eq(tracks.status, opts.status),
    opts.after ? afterKey(spec, opts.after) : undefined,
  ];
  return db
    .select({
      ...trackColumns,
      sortValue: sql<string>`${spec.value ? spec.value.expr : sql`''`}::text`,
      createdKey,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(and(...conditions))
    .orderBy(...orderOf(spec))
    .limit(opts.limit + 1);
}

export type AdminTrackRow = Omit<
  Awaited<ReturnType<typeof listTracks>>[number],
  'sortValue' | 'createdKey'
>;

/** How many tracks match the search in each state. */
export function countByStatus(db: Executor, q: string | undefined) {
  return db
    .select({ status: tracks.status, n: count() })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(matching(q))
    .groupBy(tracks.status);
}

export async function findTrack(db: Executor, trackId: string): Promise<AdminTrackRow | null> {
  const [row] = await db
    .select(trackColumns)
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

/**
 * The track's row locked until the transaction ends: a second admin acting at the same time
 * waits here, then finds the change already made.
 */
export async function lockTrack(tx: Executor, trackId: string) {
  const [row] = await tx
    .select({
      id: tracks.id,
      title: tracks.title,
      status: tracks.status,
      reviewPriority: tracks.reviewPriority,
      rejectionReason: tracks.rejectionReason,
      takenDown,
      artistOwnerId: artists.ownerUserId,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(eq(tracks.id, trackId))
    .for('update', { of: tracks });
  return row ?? null;
}

export async function insertReview(
  tx: Executor,
  values: {
    trackId: string;
    reviewerId: string;
    status: ContentReviewStatus;
    rejectionReason: string | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(contentReviews)
    .values({ ...values, reviewedAt: sql`now()` })
    .returning({ id: contentReviews.id });
  if (!row) throw new Error('content review not inserted');
  return row.id;
}

/** Off the catalog, with the reason its artist is shown; the publication date is kept. */
export async function markTakenDown(tx: Executor, trackId: string, reason: string) {
  await tx
    .update(tracks)
    .set({
      status: 'rejected' satisfies TrackStatus,
      rejectionReason: reason,
      requiresReview: false,
    })
    .where(eq(tracks.id, trackId));
}

export async function markRestored(tx: Executor, trackId: string) {
  await tx
    .update(tracks)
    .set({
      status: 'live' satisfies TrackStatus,
      rejectionReason: null,
      // An edit of its details that was waiting goes back to the moderation queue.
      requiresReview: sql<boolean>`${tracks.pendingChanges} IS NOT NULL`,
      publishedAt: sql`coalesce(${tracks.publishedAt}, now())`,
    })
    .where(eq(tracks.id, trackId));
}

export async function setReviewPriority(tx: Executor, trackId: string, priority: number) {
  await tx.update(tracks).set({ reviewPriority: priority }).where(eq(tracks.id, trackId));
}
