// Artists, albums, genres and the browse page, and the artist, album, genre and all-lists pages
// (docs/product/discovery.md).
import { z } from 'zod';

import { albumTypes } from './enums';
import { genres, type GenreSlug } from './genres';
import { pageQuery } from './pagination';
import { playlistSummary } from './playlists';
import { trackSummary } from './tracks';

export const catalogMessages = {
  artistNotFound: 'Artist Not Found',
  albumNotFound: 'Album not found',
  genreNotFound: 'Genre not found',
  signInToFollow: 'You need to be signed in to follow artists',
  signInToLikeAlbum: 'Authentication required: Please sign in to like albums',
} as const;

export const catalogLimits = {
  /** Artist page: popular tracks. */
  artistTracks: 10,
  /** Track page: "More from" the same artist. */
  moreFromArtist: 5,
  /** Genre page. */
  genreTracks: 24,
  genrePlaylists: 8,
  /** A genre's Play All: its live tracks, most played first. */
  genrePlayAll: 10_000,
  /** Browse. */
  browseTracks: 6,
  browseArtists: 4,
  quickPlaylists: 6,
} as const;

/** The eight genre tiles of Browse; genres.ts keeps them first, in tile order. */
export const browseGenreSlugs: readonly GenreSlug[] = genres.slice(0, 8).map((g) => g.slug);

export const genre = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    color: z.string().nullable(),
  })
  .meta({ id: 'Genre' });
export type Genre = z.infer<typeof genre>;

export const genreList = z.object({ genres: z.array(genre) }).meta({ id: 'GenreList' });
export type GenreList = z.infer<typeof genreList>;

export const genreParams = z.object({
  slug: z.string().min(1).max(64, { error: 'Not a genre' }),
});

/** A genre page: its popular live tracks, playlists featuring them, and the other genres. */
export const genrePage = z
  .object({
    genre,
    tracks: z.array(trackSummary),
    playlists: z.array(playlistSummary),
    otherGenres: z.array(genre),
  })
  .meta({ id: 'GenrePage' });
export type GenrePage = z.infer<typeof genrePage>;

export const artistSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    verified: z.boolean(),
    monthlyListeners: z.number().int().nonnegative(),
  })
  .meta({ id: 'ArtistSummary' });
export type ArtistSummary = z.infer<typeof artistSummary>;

export const artistDetail = artistSummary
  .extend({
    bio: z.string().nullable(),
    followerCount: z.number().int().nonnegative(),
    /** Whether the caller follows the artist; false for anonymous visitors. */
    following: z.boolean(),
  })
  .meta({ id: 'ArtistDetail' });
export type ArtistDetail = z.infer<typeof artistDetail>;

export const artistIdParams = z.object({ artistId: z.uuid({ error: 'Not an artist id' }) });

export const ARTIST_LIST_MAX_LIMIT = 50;

/** All artists by monthly listeners (browse asks for 4). */
export const artistListQuery = pageQuery(20, ARTIST_LIST_MAX_LIMIT);
export type ArtistListQuery = z.infer<typeof artistListQuery>;

export const artistPage = z
  .object({ artists: z.array(artistSummary), nextCursor: z.string().nullable() })
  .meta({ id: 'ArtistPage' });
export type ArtistPage = z.infer<typeof artistPage>;

export const ARTIST_TRACKS_MAX_LIMIT = 50;

export const artistTracksQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(ARTIST_TRACKS_MAX_LIMIT, { error: `limit must be at most ${ARTIST_TRACKS_MAX_LIMIT}` })
    .default(catalogLimits.artistTracks),
  /** Leaves this track out: the track page's "More from". */
  excludeTrackId: z.uuid({ error: 'Not a track id' }).optional(),
});
export type ArtistTracksQuery = z.infer<typeof artistTracksQuery>;

export const artistTracks = z
  .object({ tracks: z.array(trackSummary) })
  .meta({ id: 'ArtistTracks' });
export type ArtistTracks = z.infer<typeof artistTracks>;

export const followState = z
  .object({ following: z.boolean(), followerCount: z.number().int().nonnegative() })
  .meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followState>;

export const albumIdParams = z.object({ albumId: z.uuid({ error: 'Not an album id' }) });

/** A row of the album's tracks table: its number and the track. */
export const albumTrack = z
  .object({ trackNumber: z.number().int().nullable(), track: trackSummary })
  .meta({ id: 'AlbumTrack' });
export type AlbumTrack = z.infer<typeof albumTrack>;

export const albumDetail = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    coverUrl: z.string().nullable(),
    albumType: z.enum(albumTypes),
    releaseDate: z.iso.date().nullable(),
    year: z.number().int().nullable(),
    artist: artistSummary,
    /** Live tracks only, like the table below. */
    trackCount: z.number().int().nonnegative(),
    totalDurationMs: z.number().int().nonnegative(),
    likeCount: z.number().int().nonnegative(),
    /** Whether the caller likes the album; false for anonymous visitors. */
    liked: z.boolean(),
    tracks: z.array(albumTrack),
  })
  .meta({ id: 'AlbumDetail' });
export type AlbumDetail = z.infer<typeof albumDetail>;

/** An album as the library's Albums tab lists it. */
export const albumSummary = z
  .object({
    id: z.uuid(),
    title: z.string(),
    coverUrl: z.string().nullable(),
    albumType: z.enum(albumTypes),
    year: z.number().int().nullable(),
    artist: z.object({ id: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'AlbumSummary' });
export type AlbumSummary = z.infer<typeof albumSummary>;

/** GET /api/me/likes/albums: the albums the caller liked, newest like first. */
export const likedAlbums = z.object({ albums: z.array(albumSummary) }).meta({ id: 'LikedAlbums' });
export type LikedAlbums = z.infer<typeof likedAlbums>;

/** The browse page in one round trip. */
export const browse = z
  .object({
    /** True when the track sections were picked for the signed-in listener. */
    personalized: z.boolean(),
    quickPlaylists: z.array(playlistSummary),
    madeForYou: z.array(trackSummary),
    /** The caller's latest distinct tracks; empty for anonymous visitors. */
    recentlyPlayed: z.array(trackSummary),
    jumpBackIn: z.array(trackSummary),
    popularArtists: z.array(artistSummary),
    genres: z.array(genre),
  })
  .meta({ id: 'Browse' });
export type Browse = z.infer<typeof browse>;
