// Opaque keyset cursors for paginated lists: the sort key of the last row of a page, encoded so
// that clients pass it back unchanged and cannot build one by hand.
import { paginationMessages } from '@sada/contracts/pagination';
import type { z } from 'zod';

import { badRequest } from './errors';

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key inside `cursor`, checked against `schema`; 400 'Invalid cursor' when it is not one. */
export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(paginationMessages.invalidCursor);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(paginationMessages.invalidCursor);
  return parsed.data;
}

/**
 * A page of a keyset list from rows read one past `limit`: the first `limit` rows, and the cursor
 * made from the last of them when there was more to read, else null.
 */
export function pageOf<Row>(
  rows: Row[],
  limit: number,
  keyOf: (last: Row) => unknown,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
