// Whether an e-mail address or a username is already in use. Both are stored lowercased (the
// database checks it), so an equality test ignores case. Sign-up and the availability endpoints
// ask the same questions.
import { and, eq, ne, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export async function isEmailRegistered(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** `exceptUserId`: the person's own username is not "taken" when they keep it. */
export async function isUsernameTaken(
  db: Executor,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const same = eq(users.username, username.trim().toLowerCase());
  const rows = await db
    .select({ one: sql`1` })
    .from(users)
    .where(exceptUserId ? and(same, ne(users.id, exceptUserId)) : same)
    .limit(1);
  return rows.length > 0;
}
