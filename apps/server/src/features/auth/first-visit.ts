// An account's first visit is its first session on the day it was made: the web app greets it
// as new rather than with 'Welcome back'. A later session, or the next day, is a return.
// profiles.first_session_id is null for accounts with no first visit to greet (made before this
// or by the seed), the nil UUID while an account made by sign-up awaits its first session, and
// then that session's id.
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';

const FIRST_VISIT = sql`interval '1 day'`;

/** The value of a new account's profiles.first_session_id until its first session. */
export const AWAITING_FIRST_SESSION = '00000000-0000-0000-0000-000000000000';

/** Records a new session as the account's first visit, if the account awaits one. */
export async function markFirstSession(db: Database, session: { id: string; userId: string }) {
  await db
    .update(profiles)
    .set({ firstSessionId: session.id })
    .where(
      and(eq(profiles.id, session.userId), eq(profiles.firstSessionId, AWAITING_FIRST_SESSION)),
    );
}

/** A session undone at once (sign-up awaiting verification) was no visit: the next one is. */
export async function forgetFirstSession(db: Database, sessionId: string) {
  await db
    .update(profiles)
    .set({ firstSessionId: AWAITING_FIRST_SESSION })
    .where(eq(profiles.firstSessionId, sessionId));
}

/**
 * For a select beside `users` and `profiles`: whether `sessionId` (a value, or the sessions.id
 * column of a select that joins the session) is the first visit.
 */
export function isFirstVisitSql(sessionId: string | AnyColumn | null) {
  if (!sessionId) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${profiles.firstSessionId} = ${sessionId} and ${users.createdAt} > now() - ${FIRST_VISIT}, false)`;
}
