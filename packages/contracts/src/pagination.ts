// Cursor-paginated lists: `limit` plus the opaque `nextCursor` of the previous page.
import { z } from 'zod';

export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(maxLimit, { error: `limit must be at most ${maxLimit}` })
      .default(defaultLimit),
    /** Opaque; from the previous page's `nextCursor`. */
    cursor: z.string().max(200, { error: 'Invalid cursor' }).optional(),
  });
}

export const paginationMessages = { invalidCursor: 'Invalid cursor' } as const;
