// Public playlists for browse and /all/playlists (000 §7, 001 §7): public ones only, newest
// first.
import type { PlaylistListQuery, PlaylistPage } from '@sada/contracts/playlists';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { toPlaylistSummary } from '../../lib/catalog-summaries';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { listPublicPlaylists } from './repository';

// Microseconds stay below 10^16 until the year 2286.
const cursorKey = z.tuple([z.string().regex(/^\d{1,16}$/), z.uuid()]);

export function createPlaylistService(db: Database) {
  return {
    async listPublic({ limit, cursor }: PlaylistListQuery): Promise<PlaylistPage> {
      const after = cursor ? decodeCursor(cursor, cursorKey) : null;
      const rows = await listPublicPlaylists(
        db,
        limit,
        after ? { createdAtMicros: after[0], id: after[1] } : null,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        playlists: page.map(toPlaylistSummary),
        nextCursor:
          rows.length > limit && last ? encodeCursor([last.createdAtMicros, last.id]) : null,
      };
    },
  };
}
