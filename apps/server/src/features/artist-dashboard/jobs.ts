// The periodic recount of every artist's monthly listeners.
import type { PgBoss } from 'pg-boss';

import { refreshMonthlyListeners } from '../../catalog/monthly-listeners';
import type { Database } from '../../db/client';
import { queueNames } from '../../platform/jobs';

/** At 17 minutes past every hour. */
export const MONTHLY_LISTENERS_CRON = '17 * * * *';

export async function registerDashboardJobs(boss: PgBoss, db: Database): Promise<void> {
  await boss.work(queueNames.monthlyListeners, { pollingIntervalSeconds: 30 }, async () => {
    await refreshMonthlyListeners(db);
    return null;
  });
  await boss.schedule(queueNames.monthlyListeners, MONTHLY_LISTENERS_CRON);
}
