import type { SeriesSummary } from '@sada/contracts/series';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormat } from '../../lib/i18n/format';
import { seriesPath } from './api/series';
import { SeriesCover } from './series-cover';

interface SeriesCardProps {
  series: SeriesSummary;
  /** Leaves out the artist's name where the page is the artist's own. */
  showArtist?: boolean;
}

/** Cover, title, kind and episode count (and the artist); the whole card opens the series. */
export function SeriesCard({ series, showArtist = true }: SeriesCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const details = [
    t(`series.kinds.${series.kind}`),
    t('series.episodeCount', format.counted(series.episodeCount)),
  ].join(` ${format.separator} `);
  return (
    <article className="group relative flex min-w-0 flex-col gap-3 rounded-2xl bg-card p-3 shadow-sm ring-1 ring-border/70 transition-colors focus-within:bg-muted/60 hover:bg-muted/60">
      <SeriesCover src={series.coverUrl} className="aspect-square w-full rounded-xl" />
      <div className="min-w-0">
        <h3 dir="auto" className="truncate text-sm font-semibold text-interface-start">
          {/* The link's box covers the card, so a click anywhere opens the series. */}
          <Link
            to={seriesPath(series.id)}
            className="group-hover:underline after:absolute after:inset-0 after:rounded-2xl"
          >
            {series.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted-foreground">{details}</p>
        {showArtist ? (
          <p dir="auto" className="truncate text-xs text-muted-foreground text-interface-start">
            {series.artist.name}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Series cards in the grid the catalogue's cards use. */
export function SeriesCardGrid({
  series,
  showArtist,
}: {
  series: readonly SeriesSummary[];
  showArtist?: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {series.map((item) => (
        <SeriesCard key={item.id} series={item} showArtist={showArtist} />
      ))}
    </div>
  );
}
