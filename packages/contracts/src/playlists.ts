// Playlists as lists show them: browse, search, genre pages and /all/playlists.
import { z } from 'zod';

import { pageQuery } from './pagination';
import { trackSummary } from './tracks';

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

/** What the create dialog, the playlist page and the server say. */
export const playlistMessages = {
  nameRequired: 'Playlist name is required',
  nameTooLong: 'Playlist name must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 300 characters',
  notFound: 'Playlist not found',
  trackNotFound: 'Track not found',
  alreadyInPlaylist: 'This track is already in the playlist',
  full: 'A playlist holds at most 500 tracks',
  invalidCoverType: 'Invalid image file type. Please upload JPG, PNG, GIF or WebP files.',
  coverTooLarge: 'Image size too large. Maximum size is 5MB.',
  coverMissing: 'Choose an image for the cover',
  signInToLike: 'Authentication required: Please sign in to like playlists',
} as const;

export const playlistErrorCodes = {
  alreadyInPlaylist: 'already_in_playlist',
  playlistFull: 'playlist_full',
} as const;

export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 300;
export const PLAYLIST_MAX_TRACKS = 500;
/** The cover hint of the create dialog; the server enforces the size. */
export const PLAYLIST_COVER_MAX_BYTES = 5 * 1024 * 1024;

const playlistName = z
  .string({ error: playlistMessages.nameRequired })
  .trim()
  .min(1, { error: playlistMessages.nameRequired })
  .max(PLAYLIST_NAME_MAX, { error: playlistMessages.nameTooLong });

/** Trimmed; empty becomes null. */
const playlistDescription = z
  .string()
  .trim()
  .max(PLAYLIST_DESCRIPTION_MAX, { error: playlistMessages.descriptionTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/playlists: public by default, not collaborative. */
export const playlistCreate = z
  .object({
    name: playlistName,
    description: playlistDescription,
    isPublic: z.boolean().default(true),
    collaborative: z.boolean().default(false),
  })
  .strict();
export type PlaylistCreate = z.input<typeof playlistCreate>;

/** PATCH /api/playlists/:playlistId: any of the fields. */
export const playlistUpdate = z
  .object({
    name: playlistName.optional(),
    description: playlistDescription.optional(),
    isPublic: z.boolean().optional(),
    collaborative: z.boolean().optional(),
  })
  .strict();
export type PlaylistUpdate = z.input<typeof playlistUpdate>;

export const playlistIdParams = z.object({ playlistId: z.uuid({ error: 'Not a playlist id' }) });
export const playlistEntryParams = playlistIdParams.extend({
  entryId: z.uuid({ error: 'Not a playlist entry id' }),
});

export const playlistAddTrack = z.object({ trackId: z.uuid({ error: 'Not a track id' }) }).strict();

/** Moves an entry to `position` (0 is the first); the entries between shift by one. */
export const playlistMove = z
  .object({
    position: z
      .number({ error: 'position must be a number' })
      .int({ error: 'position must be a whole number' })
      .min(0, { error: 'position must be at least 0' })
      .max(PLAYLIST_MAX_TRACKS - 1, { error: `position must be below ${PLAYLIST_MAX_TRACKS}` }),
  })
  .strict();

/** The caller's own playlists: newest first (the sidebar) or last changed first (the library). */
export const myPlaylistsQuery = z.object({
  sort: z
    .enum(['created', 'updated'], { error: 'sort must be created or updated' })
    .default('updated'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(PLAYLIST_MAX_TRACKS, { error: `limit must be at most ${PLAYLIST_MAX_TRACKS}` })
    .default(50),
});
export type MyPlaylistsQuery = z.infer<typeof myPlaylistsQuery>;

/** One of the caller's own playlists, as the sidebar, the library and "Add to playlist" list it. */
export const ownPlaylist = playlistSummary
  .extend({
    isPublic: z.boolean(),
    collaborative: z.boolean(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OwnPlaylist' });
export type OwnPlaylist = z.infer<typeof ownPlaylist>;

export const ownPlaylists = z
  .object({ playlists: z.array(ownPlaylist) })
  .meta({ id: 'OwnPlaylists' });
export type OwnPlaylists = z.infer<typeof ownPlaylists>;

/** One track in a playlist; `position` counts every entry, also those the viewer cannot see. */
export const playlistEntry = z
  .object({
    entryId: z.uuid(),
    position: z.number().int().nonnegative(),
    addedAt: z.iso.datetime({ offset: true }),
    track: trackSummary,
    /**
     * Outside what the viewer chose to hear (their listening rule): shown greyed with the
     * reason, skipped in play, and no stream link is given for it.
     */
    outsideRule: z.boolean(),
  })
  .meta({ id: 'PlaylistEntry' });
export type PlaylistEntry = z.infer<typeof playlistEntry>;

/** GET /api/playlists/:playlistId. */
export const playlistDetail = ownPlaylist
  .extend({
    entries: z.array(playlistEntry),
    totalDurationMs: z.number().int().nonnegative(),
    /** The viewer owns it: may rename, edit, delete, remove and reorder. */
    canEdit: z.boolean(),
    /** The viewer may add tracks: the owner, or anyone when it is public and collaborative. */
    canAddTracks: z.boolean(),
    /** The signed-in viewer likes it. */
    liked: z.boolean(),
    likeCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'PlaylistDetail' });
export type PlaylistDetail = z.infer<typeof playlistDetail>;

/** GET /api/me/likes/playlists: the playlists you liked that you may still open, newest like first. */
export const likedPlaylists = z
  .object({ playlists: z.array(playlistSummary) })
  .meta({ id: 'LikedPlaylists' });
export type LikedPlaylists = z.infer<typeof likedPlaylists>;

/** PUT /api/playlists/:playlistId/cover answers where the new cover is. */
export const playlistCover = z.object({ coverUrl: z.string() }).meta({ id: 'PlaylistCover' });

/** POST /api/playlists/:playlistId/tracks answers the new entry. */
export const playlistEntryCreated = z
  .object({ entryId: z.uuid() })
  .meta({ id: 'PlaylistEntryCreated' });
