// Playlists as lists show them: browse, search, genre pages and /all/playlists (000 §7, 001 §7).
import { z } from 'zod';

import { pageQuery } from './pagination';

export const playlistSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    coverUrl: z.string().nullable(),
    trackCount: z.number().int().nonnegative(),
    owner: z.object({ id: z.uuid(), displayName: z.string() }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PlaylistSummary' });
export type PlaylistSummary = z.infer<typeof playlistSummary>;

export const PLAYLIST_LIST_MAX_LIMIT = 50;

/** Public playlists, newest first (browse asks for 4). */
export const playlistListQuery = pageQuery(20, PLAYLIST_LIST_MAX_LIMIT);
export type PlaylistListQuery = z.infer<typeof playlistListQuery>;

export const playlistPage = z
  .object({ playlists: z.array(playlistSummary), nextCursor: z.string().nullable() })
  .meta({ id: 'PlaylistPage' });
export type PlaylistPage = z.infer<typeof playlistPage>;
