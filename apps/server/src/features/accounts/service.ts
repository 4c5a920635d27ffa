// Is this e-mail address or username free? Each answer tells whether an account exists, so besides
// the per-address limit on the routes, each value may be asked about only a few times a minute from
// anywhere (docs/decisions/004).
import { accessErrorCodes, authMessages, type AvailabilityResponse } from '@sada/contracts/auth';

import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { consumeLimit, limitKey, type LimitRule } from '../../http/rate-limit';
import { isEmailRegistered, isUsernameTaken } from '../auth';

/** How often one address or one username may be checked, whoever asks. */
export const perValueLimit: LimitRule = { windowSeconds: 60, max: 10 };

async function countCheck(db: Database, scope: string, value: string): Promise<void> {
  const result = await consumeLimit(db, limitKey(scope, value), perValueLimit);
  if (!result.allowed) {
    throw new AppError(429, accessErrorCodes.rateLimited, authMessages.tooManyAttempts);
  }
}

export function createAccountsService(db: Database) {
  return {
    async emailAvailability(email: string): Promise<AvailabilityResponse> {
      await countCheck(db, 'availability-email', email);
      return (await isEmailRegistered(db, email))
        ? { available: false, message: authMessages.emailTaken }
        : { available: true, message: authMessages.emailAvailable };
    },

    async usernameAvailability(username: string): Promise<AvailabilityResponse> {
      await countCheck(db, 'availability-username', username);
      return (await isUsernameTaken(db, username))
        ? { available: false, message: authMessages.usernameTaken }
        : { available: true, message: authMessages.usernameAvailable };
    },
  };
}
