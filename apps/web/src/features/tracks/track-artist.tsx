import { catalogLimits } from '@sada/contracts/catalog';
import type { TrackSummary } from '@sada/contracts/tracks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { artistQueryOptions, artistTracksQueryOptions } from '../../components/catalog/api/artist';
import { ArtistAvatar } from '../../components/catalog/artist-avatar';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { VerifiedIcon } from '../../components/catalog/verified-badge';
import { TrackRow } from '../../components/tracks/track-row';
import { ButtonLink } from '../../components/ui/button';
import { Skeleton, TrackRowsSkeleton } from '../../components/ui/skeleton';
import { useFormat } from '../../lib/i18n/format';
import { usePlayerStore } from '../../player/state/player-store';

/** The artist card beside a track: picture, name, listeners, the start of the bio. */
export function TrackArtistCard({ artistId }: { artistId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: artist, isPending, isError } = useQuery(artistQueryOptions(artistId));

  return (
    <CatalogSection title={t('track.aboutArtist')}>
      {isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">{t('artist.loadError')}</p>
      ) : (
        <div className="rounded-2xl bg-card p-5 shadow-sm ring-1 ring-border/70">
          <div className="flex items-center gap-4">
            <ArtistAvatar name={artist.name} src={artist.avatarUrl} className="size-20 text-2xl" />
            <div className="min-w-0">
              <p className="flex items-center gap-1 font-display text-xl font-semibold">
                <span dir="auto" className="truncate">
                  {artist.name}
                </span>
                {artist.verified ? <VerifiedIcon /> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('catalog.monthlyListeners', format.counted(artist.monthlyListeners))}
              </p>
            </div>
          </div>
          {artist.bio ? (
            <p
              dir="auto"
              className="mt-4 line-clamp-4 text-sm leading-relaxed text-muted-foreground"
            >
              {artist.bio}
            </p>
          ) : null}
          <ButtonLink to={`/artist/${artist.id}`} variant="outline" size="sm" className="mt-5">
            {t('track.viewArtist')}
          </ButtonLink>
        </div>
      )}
    </CatalogSection>
  );
}

/** Up to five other live tracks by the same artist. */
export function MoreFromArtist({ track }: { track: TrackSummary }) {
  const { t } = useTranslation();
  const playTracks = usePlayerStore((state) => state.playTracks);
  const query = useQuery(
    artistTracksQueryOptions(track.artist.id, {
      limit: catalogLimits.moreFromArtist,
      excludeTrackId: track.id,
    }),
  );
  if (query.isError || (query.isSuccess && query.data.tracks.length === 0)) return null;

  return (
    <CatalogSection title={t('track.moreFrom', { artist: track.artist.name })}>
      {query.isPending ? (
        <TrackRowsSkeleton label={t('app.loading')} />
      ) : (
        <ol className="space-y-0.5">
          {query.data.tracks.map((related, index) => (
            <TrackRow
              key={related.id}
              track={related}
              position={index + 1}
              onPlay={() => playTracks(query.data.tracks, index)}
            />
          ))}
        </ol>
      )}
    </CatalogSection>
  );
}
