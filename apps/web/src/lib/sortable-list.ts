// What the sortable lists (the queue, a playlist) share: pointer and keyboard sensors, and what a
// screen reader hears while an item is moved.
import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';

/** A drag starts after 4 px of movement, so a click on the handle stays a click. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** The announcements and instructions of a list of `ids`, each named by `titleOf`. */
export function sortableAccessibility(
  t: TFunction,
  ids: readonly string[],
  titleOf: (id: UniqueIdentifier) => string,
) {
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('queue.dnd.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('queue.dnd.over', {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: ids.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('queue.dnd.end', {
        title: titleOf(active.id),
        position: positionOf(over?.id ?? active.id),
        total: ids.length,
      }),
    onDragCancel: ({ active }) => t('queue.dnd.cancel', { title: titleOf(active.id) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('queue.dnd.instructions') } };
}
