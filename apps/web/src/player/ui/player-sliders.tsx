import type { Chapter } from '@sada/contracts/chapters';
import { clsx } from 'clsx';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Slider } from '../../components/ui/slider';
import { useFormat } from '../../lib/i18n/format';
import { chapterIndexAt, chapterMarks } from '../state/chapter-at';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';
import { useCurrentChapters } from './chapters/use-chapters';
import { IconButton } from './player-controls';

/** The progress slider moves in steps of 0.1 of 100. */
const PROGRESS_STEP = 0.1;
/** The volume slider moves in steps of 1 of 100. */
const VOLUME_STEP = 1;

/** Elapsed time, the seek slider and the total time, as m:ss. */
export function ProgressControl({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currentTime = usePlayerStore((state) => state.player.currentTime);
  const duration = usePlayerStore((state) => state.player.duration);
  const listedMs = usePlayerStore((state) => selectCurrentItem(state)?.track.durationMs ?? null);
  const seek = usePlayerStore((state) => state.seek);
  const chapters = useCurrentChapters();
  // While dragging, the thumb follows the pointer and the audio seeks once, on release.
  const [dragPercent, setDragPercent] = useState<number | null>(null);

  const totalSeconds = duration > 0 ? duration : (listedMs ?? 0) / 1000;
  const percent =
    totalSeconds > 0 ? Math.min(Math.round((currentTime / totalSeconds) * 1000) / 10, 100) : 0;
  const shownPercent = dragPercent ?? percent;
  const shownSeconds = dragPercent === null ? currentTime : (dragPercent / 100) * totalSeconds;
  const elapsed = format.duration(shownSeconds * 1000);
  const total = format.duration(totalSeconds * 1000);
  const chapter = chapters[chapterIndexAt(chapters, shownSeconds * 1000)];
  const valueText = t('player.seekValue', { elapsed, total });

  return (
    <div className={clsx('flex w-full items-center gap-2 text-xs tabular-nums', className)}>
      <span className="min-w-9 text-end text-muted-foreground">{elapsed}</span>
      <div className="relative flex min-w-0 flex-1 items-center">
        <Slider
          value={shownPercent}
          min={0}
          max={100}
          step={PROGRESS_STEP}
          label={t('player.seek')}
          valueText={
            chapter
              ? t('longForm.chapters.seekValue', { time: valueText, chapter: chapter.title })
              : valueText
          }
          disabled={!(duration > 0)}
          className="flex-1"
          onValueChange={setDragPercent}
          onValueCommit={(value) => {
            setDragPercent(null);
            seek((value / 100) * duration);
          }}
        />
        <ChapterMarks chapters={chapters} durationMs={totalSeconds * 1000} />
      </div>
      <span className="min-w-9 text-muted-foreground">{total}</span>
    </div>
  );
}

/**
 * A notch in the progress line where each chapter starts. Drawn over the slider and passing
 * clicks through; the chapters menu is the way to reach them by keyboard.
 */
function ChapterMarks({
  chapters,
  durationMs,
}: {
  chapters: readonly Chapter[];
  durationMs: number;
}) {
  const marks = chapterMarks(chapters, durationMs);
  if (marks.length === 0) return null;
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-x-0 top-1/2 h-2 -translate-y-1/2"
    >
      {marks.map((mark) => (
        <span
          key={mark.startMs}
          data-testid="chapter-mark"
          className="absolute top-0 h-2 w-0.5 -translate-x-1/2 rounded-full bg-card ring-1 ring-foreground/30 rtl:translate-x-1/2"
          style={{ insetInlineStart: `${mark.share * 100}%` }}
        />
      ))}
    </div>
  );
}

/** Mute toggle and volume slider (0–100, default 75). */
export function VolumeControl({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const volume = usePlayerStore((state) => state.player.volume);
  const muted = usePlayerStore((state) => state.muted);
  const setVolume = usePlayerStore((state) => state.setVolume);
  const toggleMute = usePlayerStore((state) => state.toggleMute);
  const shown = muted ? 0 : Math.round(volume * 100);
  const Icon = shown === 0 ? VolumeX : shown < 50 ? Volume1 : Volume2;

  return (
    <div className={clsx('flex items-center gap-1', className)}>
      <IconButton label={t('player.mute')} aria-pressed={muted} onClick={toggleMute}>
        <Icon aria-hidden />
      </IconButton>
      <Slider
        value={shown}
        min={0}
        max={100}
        step={VOLUME_STEP}
        label={t('player.volume')}
        valueText={format.number(shown / 100, { style: 'percent' })}
        onValueChange={(value) => setVolume(value / 100)}
        className="w-24 shrink-0"
      />
    </div>
  );
}
