import type { MyTrack } from '@sada/contracts/uploads';
import type { UseQueryResult } from '@tanstack/react-query';
import { Music, Plus, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/ui/button';
import { FilterInput } from '../../../components/ui/filter-input';
import { QueryState } from '../../../components/ui/query-state';
import { TrackRowsSkeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/state-message';
import { TrackCover } from '../../../components/ui/track-cover';
import { TrackStatusBadge } from '../../../components/uploads/track-status-badge';
import { filterByText } from '../../../lib/filter-by-text';
import { useFormat } from '../../../lib/i18n/format';

interface TrackPickerProps {
  query: UseQueryResult<MyTrack[]>;
  /** The tracks already episodes of the draft, which the picker leaves out. */
  chosen: readonly string[];
  disabled: boolean;
  onAdd: (trackId: string) => void;
}

/** The artist's tracks not yet in the list, searched by title, each with Add. */
export function TrackPicker({ query, chosen, disabled, onAdd }: TrackPickerProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);

  return (
    <div ref={rootRef} className="space-y-4">
      <FilterInput
        value={filter}
        onChange={setFilter}
        label={t('series.editor.search')}
        className="w-full"
      />
      <QueryState
        query={query}
        loading={<TrackRowsSkeleton label={t('app.loading')} />}
        errorMessage={t('series.editor.tracksLoadError')}
      >
        {(tracks) => {
          if (tracks.length === 0) {
            return (
              <EmptyState
                icon={Music}
                title={t('series.editor.noTracks')}
                action={<ButtonLink to="/upload">{t('pages.upload')}</ButtonLink>}
              />
            );
          }
          const left = tracks.filter((track) => !chosen.includes(track.id));
          const shown = filterByText(left, filter, (track) => [track.title]);
          if (left.length === 0) {
            return <EmptyState icon={Music} title={t('series.editor.allAdded')} />;
          }
          if (shown.length === 0) {
            return <EmptyState icon={SearchX} title={t('series.editor.noMatch')} />;
          }
          // Added, the track leaves the list: focus goes to the one that takes its place.
          const handleAdd = (index: number) => {
            const track = shown[index];
            if (!track) return;
            const neighbour = shown[index + 1] ?? shown[index - 1];
            flushSync(() => onAdd(track.id));
            const next = neighbour
              ? rootRef.current?.querySelector<HTMLElement>(`[data-add="${neighbour.id}"]`)
              : rootRef.current?.querySelector<HTMLElement>('input[type="search"]');
            next?.focus();
          };
          return (
            <ul
              aria-label={t('series.editor.yourTracks')}
              className="max-h-[32rem] space-y-1 overflow-y-auto rounded-xl"
            >
              {shown.map((track, index) => (
                <PickerRow
                  key={track.id}
                  track={track}
                  disabled={disabled}
                  onAdd={() => handleAdd(index)}
                />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </div>
  );
}

function PickerRow({
  track,
  disabled,
  onAdd,
}: {
  track: MyTrack;
  disabled: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-muted">
      <TrackCover src={track.coverUrl} className="size-10 rounded-md" />
      <div className="min-w-0 flex-1">
        <p
          dir="auto"
          title={track.title}
          className="truncate text-sm font-semibold text-interface-start"
        >
          {track.title}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {track.status !== 'live' ? <TrackStatusBadge status={track.status} /> : null}
          <span className="tabular-nums">{format.itemDuration(track.durationMs)}</span>
        </p>
      </div>
      <button
        type="button"
        data-add={track.id}
        disabled={disabled}
        onClick={onAdd}
        aria-label={t('series.editor.add', { title: track.title })}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-border bg-card px-3 text-sm font-semibold hover:bg-muted disabled:opacity-50"
      >
        <Plus aria-hidden className="size-4" />
        {t('series.editor.addShort')}
      </button>
    </li>
  );
}
