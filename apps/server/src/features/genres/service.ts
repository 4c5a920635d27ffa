// Genre rules: the genre's own popular live tracks (24), public playlists featuring them (8) and
// the other genres; an unknown genre is not found. Its Play All queues the genre's live tracks,
// most played first.
import {
  catalogLimits,
  catalogMessages,
  type Genre,
  type GenrePage,
} from '@sada/contracts/catalog';
import type { PlayableTracks } from '@sada/contracts/tracks';

import type { Hearing } from '../../catalog/listening-rule';
import { listGenres, toPlaylistSummary, toTrackSummary } from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { playlistsFeaturing, popularTracks } from './repository';

export function createGenreService(db: Database) {
  async function find(slug: string) {
    const all = await listGenres(db);
    const genre = all.find((g) => g.slug === slug);
    if (!genre) throw notFound(catalogMessages.genreNotFound);
    return { genre, all };
  }

  return {
    list: (): Promise<Genre[]> => listGenres(db),

    async page(slug: string, hearing: Hearing): Promise<GenrePage> {
      const { genre, all } = await find(slug);
      const [trackRows, playlistRows] = await Promise.all([
        popularTracks(db, hearing, slug, catalogLimits.genreTracks),
        playlistsFeaturing(db, slug, catalogLimits.genrePlaylists),
      ]);
      return {
        genre,
        tracks: trackRows.map(toTrackSummary),
        playlists: playlistRows.map(toPlaylistSummary),
        otherGenres: all.filter((g) => g.slug !== slug),
      };
    },

    async playAll(slug: string, hearing: Hearing): Promise<PlayableTracks> {
      await find(slug);
      const rows = await popularTracks(db, hearing, slug, catalogLimits.genrePlayAll);
      return { tracks: rows.map(toTrackSummary) };
    },
  };
}
