// GET /api/me, read through the shared contract. Loaded with the first request rather than with
// the page: the contracts bring zod, which the first render does not need.
import { meResponse } from '@sada/contracts/session';

import type { Session } from './session-user';

/** Reads the body of GET /api/me; anything malformed counts as signed out. */
export function parseSession(body: unknown): Session {
  const parsed = meResponse.safeParse(body);
  return parsed.success ? parsed.data : { user: null };
}
