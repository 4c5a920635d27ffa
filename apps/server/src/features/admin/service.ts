// Admin rules: platform settings, and verifying record labels before they may moderate.
import { adminMessages, type AppSettings, type LabelVerification } from '@sada/contracts/admin';

import type { Database } from '../../db/client';
import { readAppSettings, writeAppSettings } from '../../lib/app-settings';
import { AppError, notFound } from '../../lib/errors';
import { findProfile, markLabelVerified } from './repository';

export function createAdminService(db: Database) {
  return {
    settings: (): Promise<AppSettings> => readAppSettings(db),

    updateSettings: (settings: AppSettings, adminId: string): Promise<AppSettings> =>
      writeAppSettings(db, settings, adminId),

    async verifyLabel(userId: string): Promise<LabelVerification> {
      const profile = await findProfile(db, userId);
      if (!profile) throw notFound(adminMessages.labelNotFound);
      if (profile.role !== 'label') throw new AppError(409, 'not_a_label', adminMessages.notALabel);
      const verifiedAt = await markLabelVerified(db, userId);
      return { userId, labelVerified: true, labelVerifiedAt: verifiedAt.toISOString() };
    },
  };
}
