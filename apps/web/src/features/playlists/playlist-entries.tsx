import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PlaylistDetail, PlaylistEntry } from '@sada/contracts/playlists';
import { clsx } from 'clsx';
import { Compass, GripVertical, ListMusic, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { TrackRow } from '../../components/tracks/track-row';
import { ButtonLink } from '../../components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '../../components/ui/dropdown-menu';
import { EmptyState } from '../../components/ui/state-message';
import { sortableAccessibility, useSortableSensors } from '../../lib/sortable-list';
import { usePlayerStore } from '../../player/state/player-store';
import { useMoveEntry, useRemoveEntry } from './api/edit-playlist';

interface EntryRowProps {
  entry: PlaylistEntry;
  position: number;
  onPlay: () => void;
  onRemove: () => void;
}

/** The owner's row: a drag handle before it and "Remove from this playlist" in its menu. */
function SortableEntryRow({ entry, position, onPlay, onRemove }: EntryRowProps) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entry.entryId });

  return (
    <TrackRow
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(isDragging && 'relative z-10 bg-card shadow-lg ring-1 ring-border')}
      track={entry.track}
      position={position}
      onPlay={onPlay}
      leading={
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('playlist.reorder', { title: entry.track.title })}
          className="-me-2 flex h-10 w-6 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:text-foreground active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      }
      menuItems={
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onRemove}>
            <Trash2 aria-hidden />
            {t('playlist.removeTrack')}
          </DropdownMenuItem>
        </>
      }
    />
  );
}

function SortableEntries({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const playTracks = usePlayerStore((state) => state.playTracks);
  const remove = useRemoveEntry(playlist.id);
  const move = useMoveEntry(playlist.id);
  const { entries } = playlist;
  const ids = entries.map((entry) => entry.entryId);
  const tracks = entries.map((entry) => entry.track);
  const sensors = useSortableSensors();
  const titleOf = (id: UniqueIdentifier) =>
    entries.find((entry) => entry.entryId === id)?.track.title ?? '';

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    move.mutate({ entryId: String(active.id), from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={sortableAccessibility(t, ids, titleOf)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('playlist.tracks')} className="space-y-0.5">
          {entries.map((entry, index) => (
            <SortableEntryRow
              key={entry.entryId}
              entry={entry}
              position={index + 1}
              onPlay={() => playTracks(tracks, index)}
              onRemove={() => remove.mutate(entry.entryId)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** The tracks in position order; its owner drags them into another order or removes them. */
export function PlaylistEntries({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const playTracks = usePlayerStore((state) => state.playTracks);
  const tracks = playlist.entries.map((entry) => entry.track);

  if (playlist.entries.length === 0) {
    return (
      <EmptyState
        icon={ListMusic}
        title={t('playlist.empty')}
        description={playlist.canAddTracks ? t('playlist.emptyHint') : undefined}
        action={
          playlist.canAddTracks ? (
            <ButtonLink to="/browse" variant="outline">
              <Compass aria-hidden />
              {t('notFound.browse')}
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  if (playlist.canEdit) return <SortableEntries playlist={playlist} />;
  return (
    <ol aria-label={t('playlist.tracks')} className="space-y-0.5">
      {playlist.entries.map((entry, index) => (
        <TrackRow
          key={entry.entryId}
          track={entry.track}
          position={index + 1}
          onPlay={() => playTracks(tracks, index)}
        />
      ))}
    </ol>
  );
}
