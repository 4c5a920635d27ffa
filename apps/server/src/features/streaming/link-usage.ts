// The audio bytes served per signed stream link, added up in memory and written in batches, so
// that the streaming path costs no database write per Range request while every instance still
// sees the totals in the database within a second (docs/decisions/008-plays-from-served-bytes.md).
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { streamLinks } from '../../db/schema';

/** How long served bytes may wait in memory before they are written. */
export const LINK_USAGE_FLUSH_MS = 1_000;
/** Links per statement: four parameters each, far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1_000;

interface Pending {
  fileBytes: number;
  bytes: number;
}

export interface LinkUsage {
  /** Adds bytes served through a link (of a file of `fileBytes`); written within the flush time. */
  record(linkId: string, fileBytes: number, bytes: number): void;
  /**
   * Writes what this instance holds, or only what it holds for `linkId`; resolves once that is
   * in the database.
   */
  flush(linkId?: string): Promise<void>;
}

export function createLinkUsage(
  db: Database,
  options: { flushMs?: number; onError: (error: unknown) => void },
): LinkUsage {
  const flushMs = options.flushMs ?? LINK_USAGE_FLUSH_MS;
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | null = null;
  // Writes run one after another: a flush resolves after every earlier batch is written.
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, Pending>): Promise<void> {
    const rows = [...batch].map(([id, p]) => ({
      id,
      fileBytes: p.fileBytes,
      bytesServed: p.bytes,
    }));
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      try {
        await db
          .insert(streamLinks)
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: streamLinks.id,
            set: { bytesServed: sql`${streamLinks.bytesServed} + excluded.bytes_served` },
          });
      } catch (error) {
        // Lost bytes only make a listen less likely to count; the stream itself goes on.
        options.onError(error);
      }
    }
  }

  function flush(linkId?: string): Promise<void> {
    let batch: Map<string, Pending>;
    if (linkId === undefined) {
      batch = pending;
      pending = new Map();
    } else {
      const entry = pending.get(linkId);
      batch = new Map(entry ? [[linkId, entry]] : []);
      pending.delete(linkId);
    }
    if (pending.size === 0 && timer) {
      clearTimeout(timer);
      timer = null;
    }
    // Also waits for a batch already on its way, which may hold the link's bytes.
    if (batch.size > 0) writing = writing.then(() => write(batch));
    return writing;
  }

  return {
    record(linkId, fileBytes, bytes) {
      if (bytes <= 0) return;
      const entry = pending.get(linkId);
      if (entry) entry.bytes += bytes;
      else pending.set(linkId, { fileBytes, bytes });
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
  };
}
