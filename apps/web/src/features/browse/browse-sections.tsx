import type { Browse } from '@sada/contracts/catalog';
import type { GenreSlug } from '@sada/contracts/genres';
import { useTranslation } from 'react-i18next';

import { ArtistCard } from '../../components/catalog/artist-card';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { GenreTile } from '../../components/catalog/genre-tile';
import { TrackCardGrid } from '../../components/catalog/track-card-grid';
import { ContinueListeningSection } from '../../player/ui/continue-listening';
import { QuickPlaylists } from './quick-playlists';
import { RecentSeries } from './recent-series';

interface BrowseSectionsProps {
  browse: Browse;
  signedIn: boolean;
  genreSlugs: readonly GenreSlug[];
}

/**
 * Quick tiles, Continue listening, the track sections, popular artists, series and the Browse all
 * genre tiles.
 */
export function BrowseSections({ browse, signedIn, genreSlugs }: BrowseSectionsProps) {
  const { t } = useTranslation();
  const tiles = genreSlugs.flatMap((slug) => browse.genres.filter((g) => g.slug === slug));

  return (
    <>
      <QuickPlaylists playlists={browse.quickPlaylists} />

      <ContinueListeningSection
        signedIn={signedIn}
        wrap={(content) => (
          <CatalogSection title={t('longForm.continue.title')}>{content}</CatalogSection>
        )}
      />

      <CatalogSection title={t('browse.madeForYou')} showAllTo="/all/tracks?category=popular">
        {browse.madeForYou.length > 0 ? (
          <TrackCardGrid tracks={browse.madeForYou} />
        ) : (
          <p className="py-4 text-muted-foreground">{t('browse.noTracks')}</p>
        )}
      </CatalogSection>

      {signedIn && browse.recentlyPlayed.length > 0 ? (
        <CatalogSection title={t('browse.recentlyPlayed')} showAllTo="/recently-played">
          <TrackCardGrid tracks={browse.recentlyPlayed} />
        </CatalogSection>
      ) : null}

      {browse.jumpBackIn.length > 0 ? (
        <CatalogSection title={t('browse.jumpBackIn')} showAllTo="/all/tracks?category=recent">
          <TrackCardGrid tracks={browse.jumpBackIn} />
        </CatalogSection>
      ) : null}

      {browse.popularArtists.length > 0 ? (
        <CatalogSection title={t('browse.popularArtists')} showAllTo="/all/artists">
          <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
            {browse.popularArtists.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} />
            ))}
          </div>
        </CatalogSection>
      ) : null}

      <RecentSeries />

      <CatalogSection title={t('browse.browseAll')}>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {tiles.map((genre) => (
            <GenreTile key={genre.slug} genre={genre} />
          ))}
        </div>
      </CatalogSection>
    </>
  );
}
