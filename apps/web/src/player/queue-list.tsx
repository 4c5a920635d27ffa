import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { QueueItem } from '@sada/player-core';
import { clsx } from 'clsx';
import { AudioLines, GripVertical, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TrackCover } from '../components/tracks/track-cover';
import { useFormat } from '../lib/i18n/format';
import { sortableAccessibility, useSortableSensors } from '../lib/sortable-list';
import { usePlayerStore } from './player-store';
import type { PlayerTrack } from './player-track';

interface QueueRowProps {
  item: QueueItem<PlayerTrack>;
  isCurrent: boolean;
  onJump: (itemId: string) => void;
  onRemove: (itemId: string) => void;
}

function QueueRow({ item, isCurrent, onJump, onRemove }: QueueRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { track } = item;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-current={isCurrent ? 'true' : undefined}
      data-testid="queue-item"
      className={clsx(
        'group relative flex items-center gap-1 rounded-xl py-1 pe-1 ps-0.5',
        isCurrent ? 'bg-primary/10' : 'hover:bg-muted',
        isDragging && 'z-10 bg-card shadow-lg ring-1 ring-border',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('queue.reorder', { title: track.title })}
        className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:text-foreground active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => onJump(item.id)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg py-0.5 text-start"
      >
        <TrackCover src={track.coverUrl} className="size-10 rounded-md" />
        <span className="min-w-0 flex-1">
          <span
            className={clsx(
              'flex items-center gap-1.5 truncate text-sm font-semibold',
              isCurrent && 'text-primary',
            )}
          >
            {isCurrent ? <AudioLines aria-hidden className="size-3.5 shrink-0" /> : null}
            <span dir="auto" className="truncate" data-testid="queue-item-title">
              {track.title}
            </span>
          </span>
          <span
            dir="auto"
            className="block truncate text-xs text-muted-foreground text-interface-start"
          >
            {track.artist.name}
          </span>
          {isCurrent ? <span className="sr-only">{t('queue.current')}</span> : null}
        </span>
        <span className="shrink-0 px-1 text-xs text-muted-foreground tabular-nums">
          {format.itemDuration(track.durationMs)}
        </span>
      </button>
      <button
        type="button"
        onClick={() => onRemove(item.id)}
        aria-label={t('queue.remove', { title: track.title })}
        title={t('queue.remove', { title: track.title })}
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/** The queue in play order; drag the handle (or use Space and the arrows on it) to reorder. */
export function QueueList() {
  const { t } = useTranslation();
  const items = usePlayerStore((state) => state.queue.items);
  const currentIndex = usePlayerStore((state) => state.queue.currentIndex);
  const jumpTo = usePlayerStore((state) => state.jumpTo);
  const remove = usePlayerStore((state) => state.remove);
  const move = usePlayerStore((state) => state.move);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  // Announcements live inside the dialog: outside it, the modal hides them from screen readers.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);

  const sensors = useSortableSensors();
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.track.title ?? '';

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        container: liveRegion ?? undefined,
        ...sortableAccessibility(t, ids, titleOf),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('queue.title')} className="flex flex-col gap-0.5">
          {items.map((item, index) => (
            <QueueRow
              key={item.id}
              item={item}
              isCurrent={index === currentIndex}
              onJump={jumpTo}
              onRemove={remove}
            />
          ))}
        </ol>
      </SortableContext>
      <div ref={setLiveRegion} />
    </DndContext>
  );
}
