// Admin-only settings and actions.
import { z } from 'zod';

/** Platform settings an admin changes at run time. */
export const appSettings = z
  .object({
    /** When on, an account must verify its e-mail address before it can sign in. */
    requireEmailVerification: z.boolean({
      error: 'requireEmailVerification must be true or false',
    }),
  })
  .strict()
  .meta({ id: 'AppSettings' });
export type AppSettings = z.infer<typeof appSettings>;

export const defaultAppSettings: AppSettings = { requireEmailVerification: false };

export const userIdParams = z.object({ userId: z.uuid({ error: 'Not a user id' }) });

export const labelVerification = z
  .object({
    userId: z.uuid(),
    labelVerified: z.literal(true),
    labelVerifiedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'LabelVerification' });
export type LabelVerification = z.infer<typeof labelVerification>;

export const adminMessages = {
  labelNotFound: 'No account with this id',
  notALabel: 'This account is not a record label',
} as const;
