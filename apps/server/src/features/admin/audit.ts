// The record of admin actions. Each admin rule calls recordAdminAction with the transaction that
// makes the change, so the record exists exactly when the change does.
import type { Executor } from '../../db/client';
import { adminActions } from '../../db/schema';

export interface AdminActor {
  id: string;
  email: string;
}

export interface AdminActionRecord {
  /** What was done, e.g. `user.role`, `track.take_down`, `settings.update`. */
  action: string;
  targetType: 'user' | 'track' | 'artist' | 'settings' | 'job';
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
