// Admin rules: platform settings, verifying record labels before they may moderate, and reading
// back the record of admin actions. Every change is recorded in the transaction that makes it.
import {
  adminActionNames,
  adminMessages,
  type AppSettings,
  type AppSettingsUpdate,
  type AuditPage,
  type AuditQuery,
  type LabelVerification,
} from '@sada/contracts/admin';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../http/cursor';
import { AppError, notFound } from '../../http/errors';
import { readAppSettings, writeAppSettings } from '../../platform/app-settings';
import { listAdminActions, recordAdminAction, type AdminActor } from './audit';
import { toAuditEntry } from './presenter';
import { findProfile, markLabelVerified } from './repository';

const cursorKey = z.object({ key: z.string().regex(/^\d{1,20}$/), id: z.uuid() });

/** The settings whose values differ, before and after. */
function changedSettings(before: AppSettings, after: AppSettings) {
  const keys = (Object.keys(after) as (keyof AppSettings)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    changed: keys.length > 0,
  };
}

export function createAdminService(db: Database) {
  return {
    settings: (): Promise<AppSettings> => readAppSettings(db),

    updateSettings: (update: AppSettingsUpdate, admin: AdminActor): Promise<AppSettings> =>
      db.transaction(async (tx) => {
        const before = await readAppSettings(tx);
        const after = await writeAppSettings(tx, update, admin.id);
        const change = changedSettings(before, after);
        if (change.changed) {
          await recordAdminAction(tx, admin, {
            action: adminActionNames.settingsUpdate,
            targetType: 'settings',
            details: { before: change.before, after: change.after },
          });
        }
        return after;
      }),

    verifyLabel: (userId: string, admin: AdminActor): Promise<LabelVerification> =>
      db.transaction(async (tx) => {
        const profile = await findProfile(tx, userId);
        if (!profile) throw notFound(adminMessages.labelNotFound);
        if (profile.role !== 'label') {
          throw new AppError(409, 'not_a_label', adminMessages.notALabel);
        }
        const verifiedAt = await markLabelVerified(tx, userId);
        if (!profile.labelVerifiedAt) {
          await recordAdminAction(tx, admin, {
            action: adminActionNames.labelVerify,
            targetType: 'user',
            targetId: userId,
          });
        }
        return { userId, labelVerified: true, labelVerifiedAt: verifiedAt.toISOString() };
      }),

    async audit(query: AuditQuery): Promise<AuditPage> {
      const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
      const rows = await listAdminActions(db, query, query.limit, after);
      const { page, nextCursor } = pageOf(rows, query.limit, (last) => ({
        key: last.sortKey,
        id: last.id,
      }));
      return { entries: page.map(toAuditEntry), nextCursor };
    },
  };
}
