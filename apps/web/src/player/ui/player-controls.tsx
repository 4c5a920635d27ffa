import { hasNext } from '@sada/player-core';
import { clsx } from 'clsx';
import {
  ListMusic,
  LoaderCircle,
  Pause,
  Play,
  Repeat,
  Repeat1,
  ScrollText,
  Shuffle,
  SkipBack,
  SkipForward,
  X,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { usePlayerStore } from '../state/player-store';

type IconButtonProps = ComponentProps<'button'> & { label: string; active?: boolean };

/** A round icon-only button: its label is its accessible name and its tooltip. */
export function IconButton({ label, active, className, children, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={clsx(
        'relative flex size-9 shrink-0 items-center justify-center rounded-full transition-colors disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-[1.15rem]',
        active
          ? 'text-primary hover:bg-muted'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        className,
      )}
      {...props}
    >
      {children}
      {active ? (
        <span aria-hidden className="absolute bottom-0.5 size-1 rounded-full bg-current" />
      ) : null}
    </button>
  );
}

export function PlayPauseButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const playIntent = usePlayerStore((state) => state.playIntent);
  const isLoading = usePlayerStore((state) => state.player.isLoading);
  const togglePlay = usePlayerStore((state) => state.togglePlay);
  const label = playIntent ? t('player.pause') : t('player.play');
  const Icon = playIntent ? Pause : Play;
  return (
    <button
      type="button"
      onClick={togglePlay}
      aria-label={label}
      title={label}
      className={clsx(
        'relative flex size-10 shrink-0 items-center justify-center rounded-full bg-foreground text-background shadow-sm transition-transform hover:scale-105 active:scale-95',
        className,
      )}
    >
      <Icon aria-hidden className="size-5 fill-current" />
      {isLoading && playIntent ? (
        <LoaderCircle
          aria-hidden
          className="pointer-events-none absolute -inset-1 size-12 animate-spin text-primary opacity-80"
          strokeWidth={1.5}
        />
      ) : null}
    </button>
  );
}

export function PreviousButton() {
  const { t } = useTranslation();
  const previous = usePlayerStore((state) => state.previous);
  return (
    <IconButton label={t('player.previous')} onClick={previous}>
      <SkipBack aria-hidden className="fill-current rtl:-scale-x-100" />
    </IconButton>
  );
}

export function NextButton() {
  const { t } = useTranslation();
  const canGoNext = usePlayerStore((state) => hasNext(state.queue));
  const goNext = usePlayerStore((state) => state.next);
  return (
    <IconButton label={t('player.next')} onClick={goNext} disabled={!canGoNext}>
      <SkipForward aria-hidden className="fill-current rtl:-scale-x-100" />
    </IconButton>
  );
}

export function ShuffleButton() {
  const { t } = useTranslation();
  const shuffle = usePlayerStore((state) => state.queue.shuffle);
  const toggleShuffle = usePlayerStore((state) => state.toggleShuffle);
  return (
    <IconButton
      label={t('player.shuffle')}
      aria-pressed={shuffle}
      active={shuffle}
      onClick={toggleShuffle}
    >
      <Shuffle aria-hidden />
    </IconButton>
  );
}

export function RepeatButton() {
  const { t } = useTranslation();
  const repeat = usePlayerStore((state) => state.queue.repeat);
  const cycleRepeat = usePlayerStore((state) => state.cycleRepeat);
  const Icon = repeat === 'one' ? Repeat1 : Repeat;
  return (
    <IconButton
      label={t(`player.repeat.${repeat}`)}
      aria-pressed={repeat !== 'off'}
      active={repeat !== 'off'}
      onClick={cycleRepeat}
      data-mode={repeat}
    >
      <Icon aria-hidden />
    </IconButton>
  );
}

/**
 * Shuffle, previous, play/pause, next, repeat. Right to left the row and the seek slider run
 * from the right, so previous and next point outwards along that timeline; the play triangle,
 * a symbol rather than a direction, is never mirrored.
 */
export function TransportControls({ className }: { className?: string }) {
  return (
    <div className={clsx('flex items-center justify-center gap-1 sm:gap-2', className)}>
      <ShuffleButton />
      <PreviousButton />
      <PlayPauseButton />
      <NextButton />
      <RepeatButton />
    </div>
  );
}

export function QueueButton() {
  const { t } = useTranslation();
  const queueOpen = usePlayerStore((state) => state.queueOpen);
  const setQueueOpen = usePlayerStore((state) => state.setQueueOpen);
  return (
    <IconButton
      label={t('player.queue')}
      aria-haspopup="dialog"
      aria-expanded={queueOpen}
      onClick={() => setQueueOpen(true)}
    >
      <ListMusic aria-hidden />
    </IconButton>
  );
}

/**
 * Opens (and closes) the text of the current track on the bar; L does the same. From the queue
 * sheet, which would cover it, it closes the queue first.
 */
export function TextButton({
  className,
  fromQueue = false,
}: {
  className?: string;
  fromQueue?: boolean;
}) {
  const { t } = useTranslation();
  const textOpen = usePlayerStore((state) => state.textOpen);
  const setTextOpen = usePlayerStore((state) => state.setTextOpen);
  const setQueueOpen = usePlayerStore((state) => state.setQueueOpen);
  const handleClick = () => {
    if (fromQueue) setQueueOpen(false);
    setTextOpen(fromQueue || !textOpen);
  };
  return (
    <IconButton
      label={t('follow.text.button')}
      aria-haspopup="dialog"
      aria-expanded={textOpen}
      aria-keyshortcuts="L"
      active={textOpen}
      onClick={handleClick}
      className={className}
    >
      <ScrollText aria-hidden />
    </IconButton>
  );
}

export function ClosePlayerButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const close = usePlayerStore((state) => state.close);
  return (
    <IconButton label={t('player.close')} onClick={close} className={className}>
      <X aria-hidden />
    </IconButton>
  );
}
