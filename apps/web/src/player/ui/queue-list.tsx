import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { QueueItem } from '@sada/player-core';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { AudioLines, GripVertical, X } from 'lucide-react';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TrackCover } from '../../components/ui/track-cover';
import { fillIn } from '../../lib/i18n/fill-in';
import { type Formatters, useFormat } from '../../lib/i18n/format';
import { sortableMessages, usePointerSortableSensors } from '../../lib/sortable-list';
import { usePlayerStore } from '../state/player-store';
import type { PlayerTrack } from '../state/player-track';
import { useKeyboardReorder } from './queue-keyboard-reorder';

/** A row's height before one is measured: a 40 px cover and its padding. */
const ESTIMATED_ROW_PX = 52;
const ROW_GAP_PX = 2;
/** Rows rendered beyond each edge of the view, so a fast scroll rarely shows a blank. */
const OVERSCAN_ROWS = 5;

/**
 * What every row writes, made once for the list: a hook per row (translation, formatters) was
 * a good part of rendering a screenful of new rows after a jump through the queue.
 */
interface RowTexts {
  reorder: (title: string) => string;
  remove: (title: string) => string;
  current: string;
  duration: Formatters['itemDuration'];
}

interface QueueRowProps {
  item: QueueItem<PlayerTrack>;
  texts: RowTexts;
  index: number;
  total: number;
  /** The row's offset from the top of the list. */
  top: number;
  isCurrent: boolean;
  isLifted: boolean;
  instructionsId: string;
  onJump: (itemId: string) => void;
  onRemove: (itemId: string) => void;
  onHandleKeyDown: (itemId: string, event: React.KeyboardEvent) => void;
  onHandleBlur: (itemId: string) => void;
}

interface QueueRowBodyProps {
  item: QueueItem<PlayerTrack>;
  texts: RowTexts;
  isCurrent: boolean;
  onJump: (itemId: string) => void;
  onRemove: (itemId: string) => void;
}

/** What a row shows: the track to jump to, and its remove button. */
const QueueRowBody = memo(function QueueRowBody({
  item,
  texts,
  isCurrent,
  onJump,
  onRemove,
}: QueueRowBodyProps) {
  const { track } = item;
  const removeLabel = texts.remove(track.title);
  return (
    <>
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
          {isCurrent ? <span className="sr-only">{texts.current}</span> : null}
        </span>
        <span className="shrink-0 px-1 text-xs text-muted-foreground tabular-nums">
          {texts.duration(track.durationMs)}
        </span>
      </button>
      <button
        type="button"
        onClick={() => onRemove(item.id)}
        aria-label={removeLabel}
        title={removeLabel}
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground"
      >
        <X aria-hidden className="size-4" />
      </button>
    </>
  );
});

/**
 * One row: the drag handle and the row's place in the list. Every row re-renders when the list
 * is reordered (dnd-kit's context changes); the body does only when its own props change.
 */
const QueueRow = memo(function QueueRow({
  item,
  texts,
  index,
  total,
  top,
  isCurrent,
  isLifted,
  instructionsId,
  onJump,
  onRemove,
  onHandleKeyDown,
  onHandleBlur,
}: QueueRowProps) {
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
      data-index={index}
      data-item-id={item.id}
      aria-posinset={index + 1}
      aria-setsize={total}
      // The list positions the row; a drag shifts it from there.
      style={{ top, transform: CSS.Translate.toString(transform), transition }}
      aria-current={isCurrent ? 'true' : undefined}
      data-testid="queue-item"
      className={clsx(
        'group absolute inset-x-0 flex items-center gap-1 rounded-xl py-1 pe-1 ps-0.5',
        isCurrent ? 'bg-primary/10' : 'hover:bg-muted',
        (isDragging || isLifted) && 'z-10 bg-card shadow-lg ring-1 ring-border',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-describedby={instructionsId}
        aria-pressed={isDragging || isLifted || undefined}
        data-reorder-handle={item.id}
        onKeyDown={(event) => onHandleKeyDown(item.id, event)}
        onBlur={() => onHandleBlur(item.id)}
        aria-label={texts.reorder(item.track.title)}
        className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:text-foreground active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <QueueRowBody
        item={item}
        texts={texts}
        isCurrent={isCurrent}
        onJump={onJump}
        onRemove={onRemove}
      />
    </li>
  );
});

/** Home or End with nothing else held: scroll the queue to its start or its end. */
function jumpsToAnEnd(event: React.KeyboardEvent): boolean {
  return (
    (event.key === 'Home' || event.key === 'End') &&
    !event.defaultPrevented &&
    !event.altKey &&
    !event.shiftKey &&
    !event.metaKey
  );
}

/**
 * Home and End as the browser does them, without its smooth scroll: through a long queue that
 * animation passes thousands of rows, each frame rendering a screenful nobody can read.
 */
function jumpToAnEnd(scroller: HTMLElement, end: 'start' | 'end') {
  scroller.scrollTo({ top: end === 'start' ? 0 : scroller.scrollHeight, behavior: 'instant' });
}

/** The queue item whose row holds `element`, if any. */
function rowItemIdOf(element: EventTarget | null): string | null {
  if (!(element instanceof HTMLElement)) return null;
  return element.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? null;
}

/**
 * The queue in play order, for queues of any length: only the rows in view (and a few beyond)
 * are rendered, plus the row holding focus and the one being moved, so a keyboard user never
 * loses their place. Drag a handle to reorder, or use Space and the arrows on it.
 */
export function QueueList({ scroller }: { scroller: HTMLElement | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const texts = useMemo<RowTexts>(
    () => ({
      reorder: fillIn(t, 'queue.reorder', 'title'),
      remove: fillIn(t, 'queue.remove', 'title'),
      current: t('queue.current'),
      duration: format.itemDuration,
    }),
    [t, format],
  );
  const items = usePlayerStore((state) => state.queue.items);
  const currentIndex = usePlayerStore((state) => state.queue.currentIndex);
  const jumpTo = usePlayerStore((state) => state.jumpTo);
  const remove = usePlayerStore((state) => state.remove);
  const move = usePlayerStore((state) => state.move);
  const instructionsId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // The list sits below the now-playing panel inside the scroller.
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [draggedId, setDraggedId] = useState<string | null>(null);
  // Every row is one line of title and one of artist, so one row measured gives them all.
  const [rowSize, setRowSize] = useState(ESTIMATED_ROW_PX);

  const titleOf = (id: string | number) => items.find((item) => item.id === id)?.track.title ?? '';
  const say = sortableMessages(t, items.length, titleOf);
  // Asked only about the few items a handler or the focus names: no list of every id is built
  // again for each move.
  const indexOf = (id: UniqueIdentifier | null) =>
    id === null ? -1 : items.findIndex((item) => item.id === String(id));

  const pendingFocus = useRef<string | null>(null);
  const keyboard = useKeyboardReorder({
    indexOf,
    count: items.length,
    move,
    onLift: (id, position) => setAnnouncement(say.over(id, position)),
    onMove: (id, position) => setAnnouncement(say.over(id, position)),
    onDrop: (id, position) => setAnnouncement(say.end(id, position)),
    onCancel: (id) => setAnnouncement(say.cancel(id)),
    reveal: (id, index) => {
      pendingFocus.current = id;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
  });
  const focusedIndex = indexOf(focusedId);
  const liftedIndex = indexOf(keyboard.liftedId);
  const draggedIndex = indexOf(draggedId);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      const before = indexes.size;
      for (const index of [focusedIndex, liftedIndex, draggedIndex]) {
        if (index >= 0 && index < range.count) indexes.add(index);
      }
      return indexes.size === before ? [...indexes] : [...indexes].sort((a, b) => a - b);
    },
    [focusedIndex, liftedIndex, draggedIndex],
  );

  // The virtualizer's methods are not memoisable, which the React Compiler would need; this
  // project does not use the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: () => rowSize,
    // Its measurements stay keyed by index (the default, not the item): every row is one height,
    // and a moved item then does not make it lay out all the rows again.
    gap: ROW_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    rangeExtractor,
    // Rows follow a scroll in React's own time rather than synchronously inside each scroll
    // event, so a long jump (End, Home) does not hold up the keys pressed after it.
    useFlushSync: false,
  });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !scroller) return;
    const measure = () =>
      setScrollMargin(
        list.getBoundingClientRect().top -
          scroller.getBoundingClientRect().top +
          scroller.scrollTop,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (list.previousElementSibling) observer.observe(list.previousElementSibling);
    return () => observer.disconnect();
  }, [scroller]);

  // A moved row is re-rendered in its new place; its handle keeps the focus.
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const handle = [
      ...(listRef.current?.querySelectorAll<HTMLElement>('[data-reorder-handle]') ?? []),
    ].find((element) => element.dataset.reorderHandle === id);
    if (!handle) return;
    pendingFocus.current = null;
    if (document.activeElement !== handle) handle.focus({ preventScroll: true });
  });

  const sensors = usePointerSortableSensors();
  const handleDragStart = ({ active }: DragStartEvent) => {
    setDraggedId(String(active.id));
    setAnnouncement(say.start(active.id));
  };
  const handleDragOver = ({ active, over }: DragOverEvent) => {
    if (over) setAnnouncement(say.over(active.id, indexOf(over.id) + 1));
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggedId(null);
    const from = indexOf(active.id);
    const to = over ? indexOf(over.id) : from;
    if (from !== to && to !== -1) move(from, to);
    setAnnouncement(say.end(active.id, to + 1));
  };
  const handleDragCancel = () => {
    if (draggedId) setAnnouncement(say.cancel(draggedId));
    setDraggedId(null);
  };

  const rows = virtualizer.getVirtualItems();
  const hasRows = rows.length > 0;
  // dnd-kit is given the rendered rows only, the only ones it can measure and drop on: with all
  // the queue's ids every row looked itself up in and copied the whole list on each move.
  // Keyed by content, so that a render that changes no row leaves dnd-kit's context as it was.
  const renderedKey = JSON.stringify(rows.flatMap((row) => items[row.index]?.id ?? []));
  const renderedIds = useMemo(() => JSON.parse(renderedKey) as string[], [renderedKey]);
  useLayoutEffect(() => {
    const measured = listRef.current?.querySelector('li')?.offsetHeight;
    if (hasRows && measured && measured !== rowSize) setRowSize(measured);
  }, [hasRows, rowSize]);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowSize]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
      // The list has its own live region and instructions below, for the keyboard path the
      // library does not drive; the library's own region is kept silent and out of the dialog.
      accessibility={{
        container: document.body,
        announcements: silentAnnouncements,
        screenReaderInstructions: { draggable: '' },
      }}
    >
      <SortableContext items={renderedIds} strategy={verticalListSortingStrategy}>
        <ol
          ref={listRef}
          aria-label={t('queue.title')}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
          onFocus={(event) => setFocusedId(rowItemIdOf(event.target))}
          onKeyDown={(event) => {
            if (scroller && jumpsToAnEnd(event)) {
              event.preventDefault();
              jumpToAnEnd(scroller, event.key === 'Home' ? 'start' : 'end');
            }
          }}
          onBlur={(event) => {
            if (listRef.current?.contains(event.relatedTarget as Node | null)) return;
            // A row moved down by keyboard is taken out and put back by React, which blurs its
            // handle until the focus is restored in the same commit: only focus that stays
            // outside the list forgets the row, without rendering the list twice for each move.
            setTimeout(() => {
              if (!listRef.current?.contains(document.activeElement)) setFocusedId(null);
            }, 0);
          }}
        >
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <QueueRow
                key={item.id}
                item={item}
                texts={texts}
                index={row.index}
                total={items.length}
                top={row.start - scrollMargin}
                isCurrent={row.index === currentIndex}
                isLifted={item.id === keyboard.liftedId}
                instructionsId={instructionsId}
                onJump={jumpTo}
                onRemove={remove}
                onHandleKeyDown={keyboard.handleKeyDown}
                onHandleBlur={keyboard.handleBlur}
              />
            );
          })}
        </ol>
      </SortableContext>
      <p id={instructionsId} hidden>
        {t('queue.dnd.instructions')}
      </p>
      <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </DndContext>
  );
}

const silentAnnouncements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
