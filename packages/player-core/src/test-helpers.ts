import type { QueueState, QueueTrack } from './queue';

/** Freezes a value and everything reachable from it, so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function makeTrack(title: string, durationMs: number | null = 180_000): QueueTrack {
  return {
    id: `track-${title}`,
    title,
    artist: { id: 'artist-1', name: 'Test Artist' },
    album: null,
    durationMs,
    coverUrl: null,
  };
}

export function makeTracks(...titles: string[]): QueueTrack[] {
  return titles.map((title) => makeTrack(title));
}

/** A random source that replays `values` in a loop. */
export function scripted(...values: number[]): () => number {
  let i = 0;
  return () => {
    const value = values[i % values.length] ?? 0;
    i += 1;
    return value;
  };
}

export function titles(state: QueueState): string[] {
  return state.items.map((item) => item.track.title);
}

export function currentTitle(state: QueueState): string | null {
  return state.items[state.currentIndex]?.track.title ?? null;
}

/** Every way the queue's fields can disagree with each other; empty when consistent. */
export function invariantProblems(state: QueueState): string[] {
  const problems: string[] = [];
  const ids = state.items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) problems.push('item ids are not unique');
  if (state.currentIndex < -1 || state.currentIndex >= ids.length) {
    problems.push(`currentIndex ${state.currentIndex} outside -1..${ids.length - 1}`);
  }
  if (ids.length === 0 && state.currentIndex !== -1) problems.push('empty queue with a current');
  if ([...state.originalOrder].sort().join() !== [...ids].sort().join()) {
    problems.push('originalOrder is not a permutation of the item ids');
  }
  if (!state.shuffle) {
    if (state.shuffledOrder !== null) problems.push('shuffledOrder set while shuffle is off');
    if (state.originalOrder.join() !== ids.join()) problems.push('originalOrder != items');
  } else {
    const order = state.shuffledOrder ?? [];
    if (state.shuffledOrder === null) problems.push('shuffledOrder missing while shuffle is on');
    if (order.map((i) => state.originalOrder[i]).join() !== ids.join()) {
      problems.push('shuffledOrder does not map originalOrder onto items');
    }
  }
  return problems;
}
