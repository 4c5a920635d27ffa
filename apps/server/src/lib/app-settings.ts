// Platform settings an admin changes at run time (the `app_settings` table). Read where a rule
// needs them (sign-in asks whether e-mail verification is required), written by the admin
// feature. A stored value that no longer fits the schema falls back to its default.
import {
  appSettings as appSettingsSchema,
  defaultAppSettings,
  type AppSettings,
} from '@sada/contracts/admin';
import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';

type Key = keyof AppSettings;
const keys = Object.keys(defaultAppSettings) as Key[];

export async function readAppSettings(db: Executor): Promise<AppSettings> {
  const rows = await db.select().from(appSettings);
  const settings: AppSettings = { ...defaultAppSettings };
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    if (!row) continue;
    const parsed = appSettingsSchema.shape[key].safeParse(row.value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings;
}

export async function writeAppSettings(
  db: Executor,
  settings: AppSettings,
  updatedBy: string | null,
): Promise<AppSettings> {
  const values = keys.map((key) => ({ key, value: settings[key], updatedBy }));
  await db
    .insert(appSettings)
    .values(values)
    .onConflictDoUpdate({
      target: appSettings.key,
      set: {
        value: sql`excluded.value`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: new Date(),
      },
    });
  return readAppSettings(db);
}
