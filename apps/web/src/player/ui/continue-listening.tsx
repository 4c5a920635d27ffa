// Continue listening: the listener's unfinished episodes and long tracks, each resumed where it
// was left. Part of the player (it is how places are shown and resumed); Home and Browse place
// it in a section of theirs.
import { appPages } from '@sada/contracts/app-pages';
import type { ContinueListening } from '@sada/contracts/positions';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Skeleton } from '../../components/ui/skeleton';
import { TrackCover } from '../../components/ui/track-cover';
import { useFormat } from '../../lib/i18n/format';
import { continueListeningQueryOptions } from '../api/continue-listening';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';

export type ContinueItem = ContinueListening['items'][number];

/**
 * Continue listening for a signed-in listener, inside the page's own section (`wrap`, given the
 * cards or their placeholders). Nothing for a visitor, with nothing in progress, or when the list
 * fails to load: it is a shortcut, and the page stands without it.
 */
export function ContinueListeningSection({
  signedIn,
  wrap,
}: {
  signedIn: boolean;
  wrap: (content: ReactNode) => ReactNode;
}) {
  const query = useQuery({ ...continueListeningQueryOptions(), enabled: signedIn });
  if (!signedIn || query.isError || (query.data && query.data.items.length === 0)) return null;
  return wrap(
    query.data ? (
      <ContinueListeningCards items={query.data.items} />
    ) : (
      <ContinueListeningSkeleton />
    ),
  );
}

function seriesPath(seriesId: string): string {
  return appPages.series.replace(':id', encodeURIComponent(seriesId));
}

/** The share heard, 0–100, and the minutes left (rounded up), of an item. */
export function progressOf(item: Pick<ContinueItem, 'positionMs' | 'track'>): {
  percent: number;
  leftMs: number | null;
} {
  const durationMs = item.track.durationMs;
  if (durationMs === null || durationMs <= 0) return { percent: 0, leftMs: null };
  const percent = Math.min(100, Math.max(0, (item.positionMs / durationMs) * 100));
  const left = Math.max(0, durationMs - item.positionMs);
  return { percent, leftMs: Math.max(60_000, Math.ceil(left / 60_000) * 60_000) };
}

/** Cards of the items: Play resumes each where it was left. */
export function ContinueListeningCards({ items }: { items: readonly ContinueItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {items.map((item) => (
        <ContinueCard key={item.track.id} item={item} />
      ))}
    </ul>
  );
}

function ContinueCard({ item }: { item: ContinueItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { track, series } = item;
  const playTrack = usePlayerStore((state) => state.playTrack);
  const togglePlay = usePlayerStore((state) => state.togglePlay);
  const isCurrent = usePlayerStore((state) => selectCurrentItem(state)?.track.id === track.id);
  const isPlaying = usePlayerStore((state) => state.playIntent) && isCurrent;
  const { percent, leftMs } = progressOf(item);
  const left =
    leftMs === null ? null : t('longForm.continue.left', { time: format.totalDuration(leftMs) });

  const handlePlay = () => {
    // The current track goes on from where the player has it, which is the newest place.
    if (isCurrent) togglePlay();
    else
      playTrack({ ...track, ...(series ? { series } : {}) }, { startAt: item.positionMs / 1000 });
  };
  const label = isPlaying
    ? t('longForm.continue.pause', { title: track.title })
    : t('longForm.continue.resume', {
        title: track.title,
        time: format.duration(item.positionMs),
      });

  return (
    <li className="group relative flex min-w-0 items-center gap-3 rounded-2xl bg-card p-3 shadow-sm ring-1 ring-border/70 transition-colors focus-within:bg-muted/60 hover:bg-muted/60">
      <div className="relative shrink-0">
        <TrackCover src={track.coverUrl} className="size-16 rounded-xl" />
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center rounded-xl bg-black/35 text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
        >
          {isPlaying ? (
            <Pause className="size-6 fill-current" />
          ) : (
            <Play className="size-6 fill-current" />
          )}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <h3 dir="auto" className="truncate text-sm font-semibold text-interface-start">
          {/* The button's box covers the card: a click anywhere but the links resumes. */}
          <button
            type="button"
            onClick={handlePlay}
            aria-label={label}
            className="text-start group-hover:underline after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-ring/50"
          >
            {track.title}
          </button>
        </h3>
        <p dir="auto" className="truncate text-xs text-muted-foreground text-interface-start">
          {track.artist.name}
          {series ? (
            <>
              {` ${format.separator} `}
              <Link
                to={seriesPath(series.id)}
                className="relative z-10 rounded hover:text-foreground hover:underline"
              >
                {series.title}
              </Link>
            </>
          ) : null}
        </p>
        <div className="mt-2 flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t('longForm.continue.progress', { title: track.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            aria-valuetext={left ?? undefined}
            className="h-1 flex-1 overflow-hidden rounded-full bg-foreground/15"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          {left ? (
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{left}</span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Placeholder cards while the list loads, announced as loading. */
export function ContinueListeningSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('longForm.continue.loading')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3"
    >
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-[5.5rem] w-full rounded-2xl" />
      ))}
    </div>
  );
}
