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

// One object each for every render: new options give dnd-kit new sensors, and then new context
// for every sortable item, which renders them all again.
/** A drag starts after 4 px of movement, so a click on the handle stays a click. */
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** Pointer dragging only, for a list that moves its items by keyboard itself (the queue). */
export function usePointerSortableSensors() {
  return useSensors(useSensor(PointerSensor, pointerOptions));
}

export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
}

/** What a screen reader hears as an item of a list of `total`, named by `titleOf`, is moved. */
export function sortableMessages(
  t: TFunction,
  total: number,
  titleOf: (id: UniqueIdentifier) => string,
) {
  return {
    start: (id: UniqueIdentifier) => t('queue.dnd.start', { title: titleOf(id) }),
    over: (id: UniqueIdentifier, position: number) =>
      t('queue.dnd.over', { title: titleOf(id), position, total }),
    end: (id: UniqueIdentifier, position: number) =>
      t('queue.dnd.end', { title: titleOf(id), position, total }),
    cancel: (id: UniqueIdentifier) => t('queue.dnd.cancel', { title: titleOf(id) }),
  };
}

/** The announcements and instructions of a list of `ids`, each named by `titleOf`. */
export function sortableAccessibility(
  t: TFunction,
  ids: readonly string[],
  titleOf: (id: UniqueIdentifier) => string,
) {
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const say = sortableMessages(t, ids.length, titleOf);
  const announcements: Announcements = {
    onDragStart: ({ active }) => say.start(active.id),
    onDragOver: ({ active, over }) => (over ? say.over(active.id, positionOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => say.end(active.id, positionOf(over?.id ?? active.id)),
    onDragCancel: ({ active }) => say.cancel(active.id),
  };
  return { announcements, screenReaderInstructions: { draggable: t('queue.dnd.instructions') } };
}
