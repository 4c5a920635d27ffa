import type { ModerationQueueItem } from '@sada/contracts/moderation';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

import { VerifiedIcon } from '../../components/catalog/verified-badge';
import { TrackCover } from '../../components/ui/track-cover';
import { useFormat } from '../../lib/i18n/format';

interface QueueListProps {
  tracks: readonly ModerationQueueItem[];
  selectedId: string | null;
  onSelect: (trackId: string) => void;
}

/** The tracks waiting for review, in review order; the selected one is marked current. */
export function QueueList({ tracks, selectedId, onSelect }: QueueListProps) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <section aria-labelledby="moderation-queue-title">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id="moderation-queue-title" className="font-display text-xl font-semibold">
          {t('moderation.queue.title')}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('moderation.queue.count', {
            count: tracks.length,
            formatted: format.number(tracks.length),
          })}
        </p>
      </div>
      <ol className="space-y-2" data-testid="moderation-queue">
        {tracks.map((track) => {
          const selected = track.id === selectedId;
          return (
            <li key={track.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(track.id)}
                className={clsx(
                  'flex w-full items-center gap-3 rounded-xl border p-2.5 text-start transition-colors',
                  'outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                  selected ? 'border-primary bg-primary/5' : 'border-border bg-card hover:bg-muted',
                )}
              >
                <TrackCover src={track.coverUrl} className="size-12 shrink-0 rounded-lg" />
                <span className="min-w-0 flex-1 space-y-0.5">
                  <span dir="auto" className="block truncate font-semibold text-interface-start">
                    {track.title}
                  </span>
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <span dir="auto" className="truncate">
                      {track.artist.name}
                    </span>
                    {track.artist.verified ? <VerifiedIcon className="size-3.5" /> : null}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {[
                      t('moderation.queue.priority', {
                        priority: format.number(track.reviewPriority),
                      }),
                      t('moderation.queue.waitingSince', {
                        date: format.date(track.createdAt, { dateStyle: 'medium' }),
                      }),
                      track.status === 'processing' ? t('uploads.status.processing') : null,
                      track.editPending ? t('moderation.queue.edit') : null,
                    ]
                      .filter(Boolean)
                      .join(` ${format.separator} `)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
