import type { SeriesDetail } from '@sada/contracts/series';
import { ListOrdered, ListVideo } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { mySeriesEpisodesPath } from '../../components/catalog/api/series';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/state-message';
import { useSession } from '../../lib/session/use-session';
import { useMarkPlayed } from './api/mark-played';
import { EpisodeRow } from './episode-row';
import { playableEpisodes } from './episode-state';
import { usePlayEpisodes } from './use-play-episodes';

/**
 * The episodes in order; a click plays the series from that one. The artist also sees the
 * episodes not live yet, with their status, which do not play.
 */
export function EpisodeList({ series }: { series: SeriesDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { user } = useSession();
  const play = usePlayEpisodes(series);
  const mark = useMarkPlayed(series.id);
  const playable = playableEpisodes(series).map((episode) => episode.track.id);
  const manage = series.mine ? (
    <ButtonLink to={mySeriesEpisodesPath(series.id)} variant="outline" size="sm">
      <ListOrdered aria-hidden />
      {t('series.manage')}
    </ButtonLink>
  ) : undefined;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-display text-2xl font-semibold tracking-tight">
        {t('series.episodes')}
      </h2>
      {series.episodes.length === 0 ? (
        <EmptyState
          icon={ListVideo}
          title={t('series.noEpisodes')}
          description={series.mine ? t('series.noEpisodesMine') : undefined}
          action={manage}
        />
      ) : (
        <ol aria-labelledby={headingId} className="space-y-0.5">
          {series.episodes.map((episode) => {
            const index = playable.indexOf(episode.track.id);
            return (
              <EpisodeRow
                key={episode.track.id}
                episode={episode}
                onPlay={index === -1 ? undefined : () => play(index)}
                onMark={
                  user && index !== -1
                    ? (played) => mark.mutate({ trackId: episode.track.id, played })
                    : undefined
                }
              />
            );
          })}
        </ol>
      )}
    </section>
  );
}
