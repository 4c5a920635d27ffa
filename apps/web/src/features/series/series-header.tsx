import type { SeriesDetail } from '@sada/contracts/series';
import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { mySeriesEpisodesPath } from '../../components/catalog/api/series';
import { SeriesCover } from '../../components/catalog/series-cover';
import { VerifiedIcon } from '../../components/catalog/verified-badge';
import { ButtonLink } from '../../components/ui/button';
import { useFormat } from '../../lib/i18n/format';
import { FollowSeriesButton } from './follow-series-button';
import { PodcastFeed } from './podcast-feed';
import { SeriesPlayButton } from './series-play-button';
import { SeriesReviewStatus } from './series-review-status';

const pill =
  'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap';

/** Cover, kind and ordering, title, artist, language, counts, description and the actions. */
export function SeriesHeader({ series }: { series: SeriesDetail }) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <header className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-start">
      <SeriesCover
        src={series.coverUrl}
        className="aspect-square w-full max-w-56 self-center rounded-2xl shadow-xl sm:size-52 sm:self-auto"
      />
      <div className="min-w-0 flex-1">
        <p className="mb-2 flex flex-wrap gap-2">
          <span className={`${pill} bg-gold/15 text-gold-text uppercase`}>
            {t(`series.kinds.${series.kind}`)}
          </span>
          <span className={`${pill} bg-muted text-muted-foreground`}>
            {t(`series.orderings.${series.ordering}`)}
          </span>
        </p>
        <h1
          dir="auto"
          className="font-display text-3xl font-semibold tracking-tight break-words text-interface-start sm:text-5xl"
        >
          {series.title}
        </h1>
        {/* Only its artist is told: listeners never see a series before it is approved. */}
        {series.mine ? <SeriesReviewStatus review={series.review} /> : null}
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <Link
            to={`/artist/${series.artist.id}`}
            className="inline-flex items-center gap-1 font-semibold text-foreground hover:underline"
          >
            <span dir="auto">{series.artist.name}</span>
            {series.artist.verified ? <VerifiedIcon /> : null}
          </Link>
          <span aria-hidden>{format.separator}</span>
          <span>{t(`catalog.languages.${series.language}`)}</span>
          <span aria-hidden>{format.separator}</span>
          <span>{t('series.episodeCount', format.counted(series.episodeCount))}</span>
          <span aria-hidden>{format.separator}</span>
          <span data-testid="series-follower-count">
            {t('series.followers', format.counted(series.followerCount))}
          </span>
        </p>
        {series.description ? (
          <p
            dir="auto"
            className="mt-3 max-w-2xl leading-relaxed whitespace-pre-line text-muted-foreground text-interface-start"
          >
            {series.description}
          </p>
        ) : null}
        <PodcastFeed feedUrl={series.feedUrl}>
          <SeriesPlayButton series={series} />
          <FollowSeriesButton series={series} />
          {series.mine ? (
            <ButtonLink to={mySeriesEpisodesPath(series.id)} variant="outline" size="lg">
              <ListOrdered aria-hidden />
              {t('series.manage')}
            </ButtonLink>
          ) : null}
        </PodcastFeed>
      </div>
    </header>
  );
}
