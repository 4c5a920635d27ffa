// Which second factor an account has. better-auth keeps one flag (users.two_factor_enabled) for
// both of its methods; an account here has one factor at a time: the authenticator app when a
// verified TOTP secret exists, otherwise codes by text message to the verified phone number.
import type { SecondFactorMethod } from '@sada/contracts/sign-in-methods';
import { eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** SQL for users.* → 'totp' | 'phone' | null (in a query that selects from "users"). */
export const twoFactorMethodSql = sql<SecondFactorMethod | null>`case
  when not coalesce(${users.twoFactorEnabled}, false) then null
  when exists (
    select 1 from two_factors
    where two_factors.user_id = "users"."id" and two_factors.verified is not false
  ) then 'totp'
  else 'phone' end`;

export interface SecondFactorState {
  method: SecondFactorMethod | null;
  /** The verified number, or null. */
  phoneNumber: string | null;
}

export async function secondFactorOf(db: Database, userId: string): Promise<SecondFactorState> {
  const [row] = await db
    .select({
      method: twoFactorMethodSql,
      phoneNumber: sql<
        string | null
      >`case when ${users.phoneNumberVerified} then ${users.phoneNumber} end`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { method: row?.method ?? null, phoneNumber: row?.phoneNumber ?? null };
}
