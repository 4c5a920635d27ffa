// The record of admin actions. Each admin rule calls recordAdminAction with the transaction that
// makes the change, so the record exists exactly when the change does.
import type { AdminActionName, AuditTargetType } from '@sada/contracts/admin';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client';
import { adminActions, artists, tracks, users } from '../../db/schema';

export interface AdminActor {
  id: string;
  email: string;
}

export interface AdminActionRecord {
  /** What was done, e.g. `user.role`, `track.take_down`, `settings.update`. */
  action: AdminActionName;
  targetType: AuditTargetType;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAdminAction(
  db: Executor,
  admin: AdminActor,
  record: AdminActionRecord,
): Promise<void> {
  await db.insert(adminActions).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    details: record.details ?? {},
  });
}

// The record read back, newest first, with the names of the admin and of the target.
const adminUsers = alias(users, 'admin_users');
const targetUsers = alias(users, 'target_users');
/** The target id as a uuid when it is one (job ids and others may not be). */
const targetUuid = sql`case when ${adminActions.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${adminActions.targetId}::uuid end`;
const createdKey = sql<string>`(extract(epoch from ${adminActions.createdAt}) * 1000000)::bigint::text`;

export interface AdminActionFilter {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

/** `limit + 1` rows after the position `after`, so the caller knows whether more follow. */
export async function listAdminActions(
  db: Executor,
  filter: AdminActionFilter,
  limit: number,
  after: { key: string; id: string } | null,
) {
  return db
    .select({
      id: adminActions.id,
      adminId: adminActions.adminId,
      adminEmail: adminActions.adminEmail,
      adminName: adminUsers.name,
      action: adminActions.action,
      targetType: adminActions.targetType,
      targetId: adminActions.targetId,
      targetName: sql<
        string | null
      >`coalesce(${targetUsers.name}, ${artists.name}, ${tracks.title})`,
      details: adminActions.details,
      createdAt: adminActions.createdAt,
      sortKey: createdKey,
    })
    .from(adminActions)
    .leftJoin(adminUsers, eq(adminUsers.id, adminActions.adminId))
    .leftJoin(targetUsers, and(eq(adminActions.targetType, 'user'), eq(targetUsers.id, targetUuid)))
    .leftJoin(artists, and(eq(adminActions.targetType, 'artist'), eq(artists.id, targetUuid)))
    .leftJoin(tracks, and(eq(adminActions.targetType, 'track'), eq(tracks.id, targetUuid)))
    .where(
      and(
        filter.action ? eq(adminActions.action, filter.action) : undefined,
        filter.targetType ? eq(adminActions.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(adminActions.targetId, filter.targetId) : undefined,
        after
          ? sql`(${adminActions.createdAt}, ${adminActions.id}) < (timestamptz 'epoch' + ${after.key}::bigint * interval '1 microsecond', ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit + 1);
}

export type AdminActionRow = Awaited<ReturnType<typeof listAdminActions>>[number];
