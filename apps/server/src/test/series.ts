// Series as a reviewer left them, for tests about something else: a series listeners see needs
// an approval (docs/decisions/019-series-review.md).
import { eq } from 'drizzle-orm';

import { series } from '../db/schema';
import type { TestApp } from './app';

/** Approves the series straight in the database, as a reviewer's approval leaves a new one. */
export async function approveSeries(t: TestApp, seriesId: string): Promise<void> {
  await t.database.db
    .update(series)
    .set({ approvedAt: new Date(), reviewRequestedAt: null, reviewNote: null })
    .where(eq(series.id, seriesId));
  await t.settle();
}
