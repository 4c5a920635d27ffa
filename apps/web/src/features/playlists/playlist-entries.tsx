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
import { playlistQueue } from './playlist-queue';

interface EntryRowProps {
  entry: PlaylistEntry;
  position: number;
  onPlay: () => void;
  onRemove: () => void;
  /** Why it cannot be played, if it cannot. */
  unavailable: string | undefined;
}

/** Plays the playlist from one of its entries, skipping those outside the listener's rule. */
function usePlayFrom(entries: readonly PlaylistEntry[]) {
  const playTracks = usePlayerStore((state) => state.playTracks);
  return (entryId: string) => {
    const queue = playlistQueue(entries, entryId);
    if (queue) playTracks(queue.tracks, queue.startIndex);
  };
}

/** Why an entry is greyed: outside what the listener chose to hear. */
function useUnavailableReason() {
  const { t } = useTranslation();
  const reason = t('listeningRule.outsideRule');
  return (entry: PlaylistEntry) => (entry.outsideRule ? reason : undefined);
}

/** The owner's row: a drag handle before it and "Remove from this playlist" in its menu. */
function SortableEntryRow({ entry, position, onPlay, onRemove, unavailable }: EntryRowProps) {
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
      unavailable={unavailable}
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
  const remove = useRemoveEntry(playlist.id);
  const move = useMoveEntry(playlist.id);
  const { entries } = playlist;
  const playFrom = usePlayFrom(entries);
  const unavailableReason = useUnavailableReason();
  const ids = entries.map((entry) => entry.entryId);
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
              onPlay={() => playFrom(entry.entryId)}
              onRemove={() => remove.mutate(entry.entryId)}
              unavailable={unavailableReason(entry)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/**
 * The tracks in position order; its owner drags them into another order or removes them. Those
 * outside what the listener chose to hear are greyed with the reason, and never played.
 */
export function PlaylistEntries({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const playFrom = usePlayFrom(playlist.entries);
  const unavailableReason = useUnavailableReason();

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
          onPlay={() => playFrom(entry.entryId)}
          unavailable={unavailableReason(entry)}
        />
      ))}
    </ol>
  );
}
