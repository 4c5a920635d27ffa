import { clsx } from 'clsx';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Slider } from '../../components/ui/slider';
import { useFormat } from '../../lib/i18n/format';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';
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
  // While dragging, the thumb follows the pointer and the audio seeks once, on release.
  const [dragPercent, setDragPercent] = useState<number | null>(null);

  const totalSeconds = duration > 0 ? duration : (listedMs ?? 0) / 1000;
  const percent =
    totalSeconds > 0 ? Math.min(Math.round((currentTime / totalSeconds) * 1000) / 10, 100) : 0;
  const shownPercent = dragPercent ?? percent;
  const shownSeconds = dragPercent === null ? currentTime : (dragPercent / 100) * totalSeconds;
  const elapsed = format.duration(shownSeconds * 1000);
  const total = format.duration(totalSeconds * 1000);

  return (
    <div className={clsx('flex w-full items-center gap-2 text-xs tabular-nums', className)}>
      <span className="min-w-9 text-end text-muted-foreground">{elapsed}</span>
      <Slider
        value={shownPercent}
        min={0}
        max={100}
        step={PROGRESS_STEP}
        label={t('player.seek')}
        valueText={t('player.seekValue', { elapsed, total })}
        disabled={!(duration > 0)}
        className="flex-1"
        onValueChange={setDragPercent}
        onValueCommit={(value) => {
          setDragPercent(null);
          seek((value / 100) * duration);
        }}
      />
      <span className="min-w-9 text-muted-foreground">{total}</span>
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
