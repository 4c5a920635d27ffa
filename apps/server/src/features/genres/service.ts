// Genre rules (001 §2 Genre page, §9): the genre's own popular live tracks (24), public
// playlists featuring them (8) and the other genres; an unknown genre is not found.
import {
  catalogLimits,
  catalogMessages,
  type Genre,
  type GenrePage,
} from '@sada/contracts/catalog';

import type { Database } from '../../db/client';
import { listGenres, toPlaylistSummary, toTrackSummary } from '../../lib/catalog-summaries';
import { notFound } from '../../lib/errors';
import { playlistsFeaturing, popularTracks } from './repository';

export function createGenreService(db: Database) {
  return {
    list: (): Promise<Genre[]> => listGenres(db),

    async page(slug: string): Promise<GenrePage> {
      const all = await listGenres(db);
      const genre = all.find((g) => g.slug === slug);
      if (!genre) throw notFound(catalogMessages.genreNotFound);
      const [trackRows, playlistRows] = await Promise.all([
        popularTracks(db, slug, catalogLimits.genreTracks),
        playlistsFeaturing(db, slug, catalogLimits.genrePlaylists),
      ]);
      return {
        genre,
        tracks: trackRows.map(toTrackSummary),
        playlists: playlistRows.map(toPlaylistSummary),
        otherGenres: all.filter((g) => g.slug !== slug),
      };
    },
  };
}
