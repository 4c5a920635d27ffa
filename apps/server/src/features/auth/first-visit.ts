// An account's first visit is its first session on the day it was made: the web app greets it
// as new rather than with 'Welcome back'. A later session, or the next day, is a return.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';

const FIRST_VISIT = sql`interval '1 day'`;

/** Records a new session as the account's first visit, if the account is new and has none. */
export async function markFirstSession(db: Database, session: { id: string; userId: string }) {
  await db
    .update(profiles)
    .set({ firstSessionId: session.id })
    .where(
      and(
        eq(profiles.id, session.userId),
        isNull(profiles.firstSessionId),
        gt(profiles.createdAt, sql`now() - ${FIRST_VISIT}`),
      ),
    );
}

/** A session undone at once (sign-up awaiting verification) was no visit: the next one is. */
export async function forgetFirstSession(db: Database, sessionId: string) {
  await db
    .update(profiles)
    .set({ firstSessionId: null })
    .where(eq(profiles.firstSessionId, sessionId));
}

/** For a select beside `users` and `profiles`: whether `sessionId` is the first visit. */
export function isFirstVisitSql(sessionId: string | null) {
  if (!sessionId) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${profiles.firstSessionId} = ${sessionId} and ${users.createdAt} > now() - ${FIRST_VISIT}, false)`;
}
