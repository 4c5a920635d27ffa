import { z } from 'zod';

import { preferredLanguages, roles } from './enums';
import { secondFactorMethods } from './sign-in-methods';

export const sessionUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    emailVerified: z.boolean(),
    displayName: z.string(),
    username: z.string().nullable(),
    role: z.enum(roles),
    avatarUrl: z.string().nullable(),
    /** A label account may moderate only once an admin has verified it. */
    labelVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** Which second factor is on, or null. */
    twoFactorMethod: z.enum(secondFactorMethods).nullable(),
    /** The verified phone number (E.164), or null. */
    phoneNumber: z.string().nullable(),
    /** The language the holder chose in settings; the web app's language on sign-in. */
    preferredLanguage: z.enum(preferredLanguages).default('english'),
    /** The account's first session, on the day it was made: greeted as new, not 'Welcome back'. */
    firstVisit: z.boolean().default(false),
  })
  .meta({ id: 'SessionUser' });

export const meResponse = z.object({ user: sessionUser.nullable() }).meta({ id: 'Me' });

export type SessionUserDto = z.infer<typeof sessionUser>;
export type MeResponse = z.infer<typeof meResponse>;
