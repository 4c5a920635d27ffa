// The admin's say over accounts at the door: while registration is closed no account is made
// (by password or through a provider), and a suspended account gets no session however it signs
// in (password, second factor, provider, e-mail link). Sessions it had were ended on suspension;
// routes.ts refuses any that remain.
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { readAppSettings } from '../../platform/app-settings';

export const registrationClosed = () =>
  new APIError('FORBIDDEN', {
    code: authErrorCodes.registrationClosed,
    message: authServerMessages.registrationClosed,
  });

export async function refuseClosedRegistration(db: Database): Promise<void> {
  if (!(await readAppSettings(db)).registrationOpen) throw registrationClosed();
}

export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return Boolean(row?.suspendedAt);
}

/** databaseHooks.session.create.before: no new session for a suspended account. */
export async function refuseSuspendedSession(db: Database, userId: string): Promise<void> {
  if (await isSuspended(db, userId)) {
    throw new APIError('FORBIDDEN', {
      code: authErrorCodes.accountSuspended,
      message: authServerMessages.accountSuspended,
    });
  }
}
