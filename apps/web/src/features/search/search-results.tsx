import type { SearchResults } from '@sada/contracts/search';
import { useTranslation } from 'react-i18next';

import { ArtistCard } from '../../components/catalog/artist-card';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { PlaylistCard } from '../../components/catalog/playlist-card';
import { SeriesCardGrid } from '../../components/catalog/series-card';
import { TrackRow } from '../../components/tracks/track-row';

export function hasResults(results: SearchResults): boolean {
  const { tracks, artists, playlists, series } = results;
  return tracks.length + artists.length + playlists.length + series.length > 0;
}

/** Tracks, Artists, Playlists and Series, each shown only when something matched. */
export function SearchResultSections({ results }: { results: SearchResults }) {
  const { t } = useTranslation();
  const { tracks, artists, playlists, series } = results;

  return (
    <>
      {tracks.length > 0 ? (
        <CatalogSection title={t('search.tracks')}>
          <ul className="space-y-0.5">
            {tracks.map((track, index) => (
              <TrackRow key={track.id} track={track} position={index + 1} />
            ))}
          </ul>
        </CatalogSection>
      ) : null}
      {artists.length > 0 ? (
        <CatalogSection title={t('search.artists')}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {artists.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} />
            ))}
          </div>
        </CatalogSection>
      ) : null}
      {playlists.length > 0 ? (
        <CatalogSection title={t('search.playlists')}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {playlists.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist} />
            ))}
          </div>
        </CatalogSection>
      ) : null}
      {series.length > 0 ? (
        <CatalogSection title={t('search.series')}>
          <SeriesCardGrid series={series} />
        </CatalogSection>
      ) : null}
    </>
  );
}
