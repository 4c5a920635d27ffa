// Moving a queue item with the keyboard. The queue list renders only the rows in view, so the
// keyboard path cannot measure neighbouring rows as a drag does: a lifted item moves by index in
// the store, one place per arrow key, and the list scrolls to follow it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type ReorderKeyAction = 'lift' | 'drop' | 'cancel' | 'up' | 'down' | null;

/** What a key on a handle does, given whether its item is lifted. */
export function reorderKeyAction(key: string, lifted: boolean): ReorderKeyAction {
  if (key === ' ' || key === 'Enter') return lifted ? 'drop' : 'lift';
  if (!lifted) return null;
  if (key === 'Escape') return 'cancel';
  if (key === 'ArrowUp') return 'up';
  if (key === 'ArrowDown') return 'down';
  return null;
}

/** Where one step `up` or `down` from `index` lands in a list of `length`; null at either end. */
export function stepTarget(index: number, direction: 'up' | 'down', length: number): number | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  return target < 0 || target >= length ? null : target;
}

interface Lifted {
  id: string;
  from: number;
}

interface KeyboardReorderOptions {
  /** The item's place in the list, or -1. */
  indexOf: (id: string) => number;
  count: number;
  move: (from: number, to: number) => void;
  /** Called with what a screen reader should hear, as the item is picked up, moved and dropped. */
  onLift: (id: string, position: number) => void;
  onMove: (id: string, position: number) => void;
  onDrop: (id: string, position: number) => void;
  onCancel: (id: string) => void;
  /** Brings the item at `index` into view and focuses its handle once it is rendered there. */
  reveal: (id: string, index: number) => void;
}

/**
 * Keyboard reordering for a list of `count` items: Space or Enter on a handle lifts its item,
 * the up and down arrows move it, Space or Enter drops it, Escape puts it back where it was.
 * Focus leaving the handle drops the item where it is.
 */
export function useKeyboardReorder(options: KeyboardReorderOptions) {
  const [liftedId, setLiftedId] = useState<string | null>(null);
  // Read by handlers that run after a render (the blur check), so it is kept outside the state.
  const lifted = useRef<Lifted | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const lift = useCallback((next: Lifted | null) => {
    lifted.current = next;
    setLiftedId(next?.id ?? null);
  }, []);

  const finish = useCallback(
    (how: 'drop' | 'cancel') => {
      const item = lifted.current;
      if (!item) return;
      lift(null);
      const { indexOf, move, reveal, onDrop, onCancel } = latest.current;
      const index = indexOf(item.id);
      if (index === -1) return;
      if (how === 'drop') {
        onDrop(item.id, index + 1);
        return;
      }
      if (index !== item.from) {
        move(index, item.from);
        reveal(item.id, item.from);
      }
      onCancel(item.id);
    },
    [lift],
  );

  // Escape would also close the drawer: the window hears it before the dialog's document listener.
  useEffect(() => {
    if (!liftedId) return;
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      finish('cancel');
    };
    window.addEventListener('keydown', handleEscape, true);
    return () => window.removeEventListener('keydown', handleEscape, true);
  }, [liftedId, finish]);

  // Stable, so that rows that did not change are not rendered again.
  const handleKeyDown = useCallback(
    (id: string, event: React.KeyboardEvent) => {
      const action = reorderKeyAction(event.key, lifted.current?.id === id);
      if (!action) return;
      // The player's shortcuts (Space plays and pauses) ignore a key that was handled.
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat && (action === 'lift' || action === 'drop')) return;
      const { indexOf, count, move, onLift, onMove, reveal } = latest.current;
      const index = indexOf(id);
      if (index === -1) return;
      if (action === 'lift') {
        lift({ id, from: index });
        onLift(id, index + 1);
      } else if (action === 'drop' || action === 'cancel') {
        finish(action);
      } else {
        const target = stepTarget(index, action, count);
        if (target === null) return;
        move(index, target);
        reveal(id, target);
        onMove(id, target + 1);
      }
    },
    [finish, lift],
  );

  // A moved row can lose focus for a moment while the list re-renders; only focus that stays
  // elsewhere drops the item.
  const handleBlur = useCallback(
    (id: string) => {
      if (lifted.current?.id !== id) return;
      setTimeout(() => {
        const active = document.activeElement;
        const onHandle = active instanceof HTMLElement && active.dataset.reorderHandle === id;
        if (lifted.current?.id === id && !onHandle) finish('drop');
      }, 0);
    },
    [finish],
  );

  return { liftedId, handleKeyDown, handleBlur };
}
