import { shuffled, type Random } from './random';

/**
 * The queue and its transitions (docs/product/listening.md, "Queue"), as pure functions over plain
 * data.
 *
 * Model: `items` is the play order — what the queue drawer lists, what drag and drop reorders
 * and what next/previous walk — and `currentIndex` points into it (-1: nothing current).
 * Turning shuffle on reorders `items` (current track first); `originalOrder` keeps the item ids
 * in their unshuffled order so that turning shuffle off can restore it, and `shuffledOrder`
 * says, for each position of `items`, which position of `originalOrder` it came from.
 * While shuffle is off, `originalOrder` always equals the ids of `items` and `shuffledOrder` is
 * null. Every transition returns a new state (or the same one when nothing changes) and never
 * mutates its input.
 */

export interface QueueTrack {
  id: string;
  title: string;
  artist: { id?: string; name: string };
  album?: { id?: string; title: string } | null;
  durationMs: number | null;
  coverUrl: string | null;
}

/** One entry of the queue: its own id, so the same track can be queued twice. */
export interface QueueItem<T extends { id: string } = QueueTrack> {
  readonly id: string;
  readonly track: T;
}

export type RepeatMode = 'off' | 'all' | 'one';

export interface QueueState<T extends { id: string } = QueueTrack> {
  readonly items: readonly QueueItem<T>[];
  readonly currentIndex: number;
  readonly shuffle: boolean;
  readonly repeat: RepeatMode;
  readonly originalOrder: readonly string[];
  readonly shuffledOrder: readonly number[] | null;
}

/** Makes a fresh queue item id (e.g. `crypto.randomUUID` or `createIdFactory()`). */
export type MakeId = () => string;

/** What next/previous return: the new state and the item to play, or null when there is none. */
export interface StepResult<T extends { id: string } = QueueTrack> {
  state: QueueState<T>;
  item: QueueItem<T> | null;
}

const NEXT_REPEAT: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };

export function createQueue<T extends { id: string } = QueueTrack>(
  preferences: { shuffle?: boolean; repeat?: RepeatMode } = {},
): QueueState<T> {
  const shuffle = preferences.shuffle ?? false;
  return {
    items: [],
    currentIndex: -1,
    shuffle,
    repeat: preferences.repeat ?? 'off',
    originalOrder: [],
    shuffledOrder: shuffle ? [] : null,
  };
}

/** Rebuilds the derived order fields so they always agree with `items`. */
function withItems<T extends { id: string }>(
  state: QueueState<T>,
  items: readonly QueueItem<T>[],
  currentIndex: number,
  originalOrder: readonly string[],
): QueueState<T> {
  const ids = items.map((item) => item.id);
  if (!state.shuffle) {
    return { ...state, items, currentIndex, originalOrder: ids, shuffledOrder: null };
  }
  const position = new Map(originalOrder.map((id, index) => [id, index]));
  const shuffledOrder = ids.map((id) => position.get(id) ?? -1);
  return { ...state, items, currentIndex, originalOrder, shuffledOrder };
}

function makeItems<T extends { id: string }>(
  tracks: readonly T[],
  makeId: MakeId,
  existing: readonly QueueItem<T>[],
): QueueItem<T>[] {
  const taken = new Set(existing.map((item) => item.id));
  return tracks.map((track) => {
    const id = makeId();
    // Two items sharing an id would make removal and reordering ambiguous: fail loudly.
    if (taken.has(id)) throw new Error(`makeId returned a queue item id already in use: ${id}`);
    taken.add(id);
    return { id, track };
  });
}

function clampIndex(index: number, length: number): number {
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  return Math.min(Math.max(whole, 0), length - 1);
}

/** The item at `index` first, the others in random order after it. */
function currentFirst<T extends { id: string }>(
  items: readonly QueueItem<T>[],
  index: number,
  random: Random,
): QueueItem<T>[] {
  const first = items[index];
  const rest = items.filter((_, i) => i !== index);
  return first ? [first, ...shuffled(rest, random)] : shuffled(rest, random);
}

/**
 * Replaces the queue with `tracks` and starts at `startIndex` (clamped into the list). Shuffle
 * and repeat are preferences and carry over; with shuffle on, the start track plays first and
 * the others follow in random order.
 */
export function playNow<T extends { id: string }>(
  state: QueueState<T>,
  tracks: readonly T[],
  startIndex: number,
  deps: { makeId: MakeId; random: Random },
): QueueState<T> {
  const items = makeItems(tracks, deps.makeId, []);
  if (items.length === 0) return clearQueue(state);
  const start = clampIndex(startIndex, items.length);
  const originalOrder = items.map((item) => item.id);
  if (!state.shuffle) return withItems(state, items, start, originalOrder);
  return withItems(state, currentFirst(items, start, deps.random), 0, originalOrder);
}

/**
 * Playing a track from elsewhere inserts it at the front and makes it current. The
 * front is the front of what is to come: the track goes in at the current position, so what was
 * playing and what followed it come next, and what was played before stays behind it. The queue
 * keeps every item. With nothing current it leads the queue.
 */
export function playFromElsewhere<T extends { id: string }>(
  state: QueueState<T>,
  track: T,
  deps: { makeId: MakeId },
): QueueState<T> {
  const [item] = makeItems([track], deps.makeId, state.items);
  if (!item) return state;
  const at = Math.max(state.currentIndex, 0);
  const current = currentItem(state);
  const originalAt = current ? Math.max(state.originalOrder.indexOf(current.id), 0) : 0;
  return withItems(state, [...state.items.slice(0, at), item, ...state.items.slice(at)], at, [
    ...state.originalOrder.slice(0, originalAt),
    item.id,
    ...state.originalOrder.slice(originalAt),
  ]);
}

/**
 * Without play-now the tracks are appended. With play-now they are inserted right after the
 * current item (appended when the queue is empty) and the first of them becomes current, so
 * what was already up next stays up next.
 */
export function addToQueue<T extends { id: string }>(
  state: QueueState<T>,
  tracks: readonly T[],
  options: { makeId: MakeId; playNow?: boolean },
): QueueState<T> {
  const added = makeItems(tracks, options.makeId, state.items);
  if (added.length === 0) return state;
  const addedIds = added.map((item) => item.id);
  if (!options.playNow) {
    return withItems(state, [...state.items, ...added], state.currentIndex, [
      ...state.originalOrder,
      ...addedIds,
    ]);
  }
  const at = state.currentIndex + 1;
  const current = currentItem(state);
  const originalAt = current ? state.originalOrder.indexOf(current.id) + 1 : 0;
  return withItems(state, [...state.items.slice(0, at), ...added, ...state.items.slice(at)], at, [
    ...state.originalOrder.slice(0, originalAt),
    ...addedIds,
    ...state.originalOrder.slice(originalAt),
  ]);
}

/**
 * Removing an earlier item shifts the current index down; removing the current item keeps the
 * index (the following item becomes current), clamped to the new end of the list; removing the
 * last remaining item leaves an empty queue at -1. An unknown id changes nothing.
 */
export function removeItem<T extends { id: string }>(
  state: QueueState<T>,
  itemId: string,
): QueueState<T> {
  const index = state.items.findIndex((item) => item.id === itemId);
  if (index === -1) return state;
  const items = state.items.filter((item) => item.id !== itemId);
  let currentIndex = state.currentIndex;
  if (index < currentIndex) currentIndex -= 1;
  else if (index === currentIndex) currentIndex = Math.min(currentIndex, items.length - 1);
  const originalOrder = state.originalOrder.filter((id) => id !== itemId);
  return withItems(state, items, currentIndex, originalOrder);
}

/**
 * Moves the item at `from` to `to` (positions in `items`, as a drag and drop reports them).
 * A move needs different, valid indexes, otherwise nothing changes. The current
 * index follows the playing item. With shuffle on, a move reorders the shuffled play order
 * only; turning shuffle off still restores the original order.
 */
export function moveItem<T extends { id: string }>(
  state: QueueState<T>,
  from: number,
  to: number,
): QueueState<T> {
  const length = state.items.length;
  const valid = (i: number) => Number.isInteger(i) && i >= 0 && i < length;
  if (from === to || !valid(from) || !valid(to)) return state;
  const items = [...state.items];
  const [moved] = items.splice(from, 1);
  if (!moved) return state;
  items.splice(to, 0, moved);
  const current = currentItem(state);
  const currentIndex = current ? items.findIndex((item) => item.id === current.id) : -1;
  return withItems(state, items, currentIndex, state.originalOrder);
}

/** Makes the item with `itemId` current (clicking an entry in the queue drawer). */
export function jumpTo<T extends { id: string }>(
  state: QueueState<T>,
  itemId: string,
): QueueState<T> {
  const index = state.items.findIndex((item) => item.id === itemId);
  if (index === -1 || index === state.currentIndex) return state;
  return { ...state, currentIndex: index };
}

function stepTo<T extends { id: string }>(state: QueueState<T>, index: number): StepResult<T> {
  const item = state.items[index] ?? null;
  if (!item) return { state, item: null };
  return { state: index === state.currentIndex ? state : { ...state, currentIndex: index }, item };
}

/**
 * With repeat one, the same track; at the end of the list repeat all wraps to the
 * start, otherwise there is no next track (`item: null`, state unchanged). With nothing current
 * yet, next starts at the first item.
 */
export function next<T extends { id: string }>(state: QueueState<T>): StepResult<T> {
  if (state.repeat === 'one' && currentItem(state)) return stepTo(state, state.currentIndex);
  const target = state.currentIndex + 1;
  if (target < state.items.length) return stepTo(state, target);
  if (state.repeat === 'all') return stepTo(state, 0);
  return { state, item: null };
}

/** Whether `next` would give a track — for disabling the next button. */
export function hasNext<T extends { id: string }>(state: QueueState<T>): boolean {
  return next(state).item !== null;
}

/**
 * Previous track wraps to the last track. It goes one item back; from the first item (or with
 * nothing current) it wraps to the last, whatever the repeat mode, because the product wraps it
 * unconditionally (docs/product/listening.md, "Shuffle and repeat"). Repeat one does not pin
 * previous: pressing it is an explicit request for another track.
 */
export function previous<T extends { id: string }>(state: QueueState<T>): StepResult<T> {
  const target = state.currentIndex <= 0 ? state.items.length - 1 : state.currentIndex - 1;
  return stepTo(state, target);
}

/** Repeat cycles off → all → one → off. */
export function cycleRepeat<T extends { id: string }>(state: QueueState<T>): QueueState<T> {
  return { ...state, repeat: NEXT_REPEAT[state.repeat] };
}

/**
 * Turning shuffle on puts the current item first and the others in random order after it
 * (with nothing current, all items are shuffled). Turning it off restores the original order
 * and keeps the current item current.
 */
export function toggleShuffle<T extends { id: string }>(
  state: QueueState<T>,
  random: Random,
): QueueState<T> {
  if (!state.shuffle) {
    const on: QueueState<T> = { ...state, shuffle: true };
    const originalOrder = state.items.map((item) => item.id);
    if (state.currentIndex < 0) {
      return withItems(on, shuffled(state.items, random), -1, originalOrder);
    }
    return withItems(on, currentFirst(state.items, state.currentIndex, random), 0, originalOrder);
  }
  const byId = new Map(state.items.map((item) => [item.id, item]));
  const items = state.originalOrder.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const current = currentItem(state);
  const currentIndex = current ? items.findIndex((item) => item.id === current.id) : -1;
  return withItems({ ...state, shuffle: false }, items, currentIndex, state.originalOrder);
}

/** Empties the queue; shuffle and repeat are preferences and stay as they are. */
export function clearQueue<T extends { id: string }>(state: QueueState<T>): QueueState<T> {
  return withItems(state, [], -1, []);
}

/**
 * Closing the player stops audio and clears the queue. The queue side is the same
 * as `clearQueue`; stopping audio is the player's `close` event.
 */
export function closePlayer<T extends { id: string }>(state: QueueState<T>): QueueState<T> {
  return clearQueue(state);
}

export function currentItem<T extends { id: string }>(state: QueueState<T>): QueueItem<T> | null {
  return state.items[state.currentIndex] ?? null;
}

/** The items after the current one in play order (shuffled order while shuffle is on). */
export function upNext<T extends { id: string }>(state: QueueState<T>): readonly QueueItem<T>[] {
  return state.items.slice(state.currentIndex + 1);
}

/** Total known duration of the queue; items without a duration count as 0. */
export function queueDurationMs<T extends { id: string; durationMs: number | null }>(
  state: QueueState<T>,
): number {
  return state.items.reduce((sum, { track }) => {
    const ms = track.durationMs;
    return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? sum + ms : sum;
  }, 0);
}
