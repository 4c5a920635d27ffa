// SQL of the public playlist lists.
import { desc, eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { playlists, users } from '../../db/schema';
import { playlistSummaryFields } from '../../lib/catalog-summaries';

export interface PlaylistCursor {
  /** created_at in microseconds since 1970 (digits only), which keeps its full precision. */
  createdAtMicros: string;
  id: string;
}

/** Public playlists, newest first; `limit + 1` rows so the caller sees a next page. */
export function listPublicPlaylists(db: Executor, limit: number, after: PlaylistCursor | null) {
  return db
    .select({
      ...playlistSummaryFields,
      createdAtMicros: sql<string>`(extract(epoch FROM ${playlists.createdAt}) * 1000000)::bigint::text`,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId))
    .where(
      after
        ? sql`${playlists.isPublic} AND (${playlists.createdAt}, ${playlists.id}) < (timestamptz 'epoch' + ${after.createdAtMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
        : sql`${playlists.isPublic}`,
    )
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(limit + 1);
}
