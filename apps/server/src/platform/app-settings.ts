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
  const stored: Partial<Record<Key, unknown>> = {};
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    if (!row) continue;
    const parsed = appSettingsSchema.shape[key].safeParse(row.value);
    if (parsed.success) stored[key] = parsed.data;
  }
  return { ...defaultAppSettings, ...(stored as Partial<AppSettings>) };
}

/** Writes the settings given; the others keep their values. */
export async function writeAppSettings(
  db: Executor,
  settings: Partial<AppSettings>,
  updatedBy: string | null,
): Promise<AppSettings> {
  const values = keys.flatMap((key) =>
    settings[key] === undefined ? [] : [{ key, value: settings[key], updatedBy }],
  );
  if (values.length === 0) return readAppSettings(db);
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
