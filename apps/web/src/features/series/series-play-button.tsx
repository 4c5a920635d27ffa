import type { SeriesDetail } from '@sada/contracts/series';
import { Play, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { playableEpisodes, seriesPlayState, seriesStart } from './episode-state';
import { usePlayEpisodes } from './use-play-episodes';

const labels = {
  play: 'series.play',
  continue: 'series.continue',
  playAgain: 'series.playAgain',
  empty: 'series.play',
} as const;

/**
 * 'Play' from the first episode when none is started, 'Continue' from where the listener left
 * the first unfinished one, 'Play again' from the start when all are done.
 */
export function SeriesPlayButton({ series }: { series: SeriesDetail }) {
  const { t } = useTranslation();
  const upNextId = useId();
  const play = usePlayEpisodes(series);
  const state = seriesPlayState(series);
  const start = seriesStart(series);
  const next = start && state === 'continue' ? playableEpisodes(series)[start.index] : undefined;

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="lg"
        disabled={start === null}
        onClick={() => start && play(start.index, start.startAt)}
        aria-describedby={next ? upNextId : undefined}
      >
        {state === 'playAgain' ? (
          <RotateCcw aria-hidden />
        ) : (
          <Play aria-hidden className="fill-current" />
        )}
        {t(labels[state])}
      </Button>
      {next ? (
        <p id={upNextId} className="max-w-64 truncate text-xs text-muted-foreground">
          {t('series.upNext', { number: next.number, title: next.track.title })}
        </p>
      ) : null}
    </div>
  );
}
