import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, ListPlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/state-message';
import { TrackStatusBadge } from '../../../components/uploads/track-status-badge';
import { useFormat } from '../../../lib/i18n/format';
import { sortableAccessibility, useSortableSensors } from '../../../lib/sortable-list';
import { FieldMessage } from '../field-message';
import type { DraftTrack } from './draft-track';

interface EpisodeDraftListProps {
  ids: readonly string[];
  tracks: ReadonlyMap<string, DraftTrack>;
  /** The server's message about a track, by its id. */
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (trackId: string) => void;
}

const iconButton =
  'flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-30';

/**
 * The episodes in order: dragged by their handle (pointer or keyboard), or moved one place with
 * the arrow buttons; removed with ×. Focus stays on the button used as its episode moves.
 */
export function EpisodeDraftList({
  ids,
  tracks,
  errors,
  disabled,
  onMove,
  onRemove,
}: EpisodeDraftListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSortableSensors();
  const titleOf = (id: UniqueIdentifier) => tracks.get(String(id))?.title ?? '';

  const focus = (key: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();

  const handleStep = (index: number, step: -1 | 1) => {
    const id = ids[index];
    if (id === undefined) return;
    const to = index + step;
    flushSync(() => onMove(index, to));
    // At either end the button used is disabled: focus the other one.
    const atEdge = to === 0 || to === ids.length - 1;
    focus(`${id}:${atEdge ? (step < 0 ? 'down' : 'up') : step < 0 ? 'up' : 'down'}`);
  };
  const handleRemove = (index: number) => {
    const id = ids[index];
    if (id === undefined) return;
    const neighbour = ids[index + 1] ?? ids[index - 1];
    flushSync(() => onRemove(id));
    if (neighbour) focus(`${neighbour}:remove`);
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (ids.length === 0) {
    return (
      <EmptyState
        icon={ListPlus}
        title={t('series.editor.empty')}
        description={t('series.editor.emptyHint')}
      />
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={sortableAccessibility(t, ids, titleOf)}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} aria-label={t('series.episodes')} className="space-y-1.5">
          {ids.map((id, index) => (
            <DraftRow
              key={id}
              id={id}
              track={tracks.get(id)}
              position={index + 1}
              total={ids.length}
              error={errors[id]}
              disabled={disabled}
              onStep={(step) => handleStep(index, step)}
              onRemove={() => handleRemove(index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface DraftRowProps {
  id: string;
  track: DraftTrack | undefined;
  position: number;
  total: number;
  error: string | undefined;
  disabled: boolean;
  onStep: (step: -1 | 1) => void;
  onRemove: () => void;
}

function DraftRow({
  id,
  track,
  position,
  total,
  error,
  disabled,
  onStep,
  onRemove,
}: DraftRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorId = useId();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const title = track?.title ?? t('series.editor.unknownTrack');

  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
      }}
      className={clsx(
        'rounded-xl border bg-card px-2 py-1.5',
        error ? 'border-destructive/60' : 'border-border',
        isDragging && 'relative z-10 shadow-lg ring-1 ring-border',
      )}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('series.editor.reorder', { title })}
          className="flex h-10 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:text-foreground active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <span className="w-7 shrink-0 text-center text-sm text-muted-foreground tabular-nums">
          {format.number(position)}
        </span>
        <div className="min-w-0 flex-1">
          <p
            dir="auto"
            title={title}
            className="truncate text-sm font-semibold text-interface-start"
          >
            {title}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {track && track.status !== 'live' ? <TrackStatusBadge status={track.status} /> : null}
            <span className="tabular-nums">{format.itemDuration(track?.durationMs)}</span>
          </p>
        </div>
        <button
          type="button"
          data-focus-key={`${id}:up`}
          disabled={disabled || position === 1}
          onClick={() => onStep(-1)}
          aria-label={t('series.editor.moveUp', { title })}
          title={t('series.editor.moveUpShort')}
          className={iconButton}
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          data-focus-key={`${id}:down`}
          disabled={disabled || position === total}
          onClick={() => onStep(1)}
          aria-label={t('series.editor.moveDown', { title })}
          title={t('series.editor.moveDownShort')}
          className={iconButton}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          data-focus-key={`${id}:remove`}
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('series.editor.remove', { title })}
          title={t('series.editor.removeShort')}
          className={clsx(iconButton, 'hover:text-destructive')}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <FieldMessage id={errorId} message={error} />
    </li>
  );
}
