import { describe, expect, it } from 'vitest';

import {
  addToQueue,
  clearQueue,
  closePlayer,
  createQueue,
  currentItem,
  cycleRepeat,
  jumpTo,
  moveItem,
  next,
  playFromElsewhere,
  playNow,
  previous,
  queueDurationMs,
  removeItem,
  toggleShuffle,
  upNext,
  type QueueState,
} from './queue';
import { createIdFactory, createSeededRandom } from './random';
import { deepFreeze, invariantProblems, makeTrack, makeTracks, scripted } from './test-helpers';

function frozenQueues(): QueueState[] {
  const makeId = createIdFactory('frozen-');
  const plain = playNow(createQueue(), makeTracks('A', 'B', 'C', 'D'), 1, {
    makeId,
    random: scripted(0),
  });
  const shuffled = toggleShuffle(plain, scripted(0));
  const repeatOne: QueueState = { ...plain, repeat: 'one' };
  return [createQueue(), plain, shuffled, repeatOne].map(deepFreeze);
}

describe('purity', () => {
  it('transitions never mutate their input', () => {
    for (const state of frozenQueues()) {
      const before = JSON.stringify(state);
      const makeId = createIdFactory('new-');
      const first = state.items[0]?.id ?? '';
      const last = state.items.at(-1)?.id ?? '';
      const results = [
        playNow(state, makeTracks('X', 'Y'), 1, { makeId, random: scripted(0.3) }),
        playFromElsewhere(state, makeTrack('X'), { makeId }),
        addToQueue(state, makeTracks('X'), { makeId }),
        addToQueue(state, makeTracks('X'), { makeId, playNow: true }),
        removeItem(state, first),
        removeItem(state, last),
        moveItem(state, 0, 3),
        moveItem(state, 3, 0),
        jumpTo(state, last),
        next(state).state,
        next({ ...state, repeat: 'all', currentIndex: state.items.length - 1 }).state,
        previous(state).state,
        cycleRepeat(state),
        toggleShuffle(state, scripted(0.3)),
        clearQueue(state),
        closePlayer(state),
      ];
      currentItem(state);
      upNext(state);
      queueDurationMs(state);
      expect(JSON.stringify(state)).toBe(before);
      for (const result of results) expect(invariantProblems(result)).toEqual([]);
    }
  });
});

describe('playing a track from elsewhere', () => {
  it('keeps every item of any queue, in order, and makes the new one current before the rest', () => {
    for (const state of frozenQueues()) {
      const played = playFromElsewhere(state, makeTrack('X'), { makeId: createIdFactory('x-') });
      const added = played.items[played.currentIndex];
      expect(added?.track.title).toBe('X');
      expect(played.items.filter((item) => item !== added)).toEqual(state.items);
      // What was current comes right after it; with nothing current, it leads the queue.
      const current = currentItem(state);
      if (current) expect(played.items[played.currentIndex + 1]?.id).toBe(current.id);
      else expect(played.currentIndex).toBe(0);
    }
  });
});

describe('consistency', () => {
  it('a long random sequence of transitions keeps every field consistent', () => {
    const random = createSeededRandom(42);
    const makeId = createIdFactory();
    const pick = (n: number) => Math.floor(random() * n);
    let state: QueueState = createQueue();
    let shuffledSteps = 0;
    for (let step = 0; step < 2_000; step += 1) {
      const size = state.items.length;
      const transitions: Array<() => QueueState> = [
        () => addToQueue(state, [makeTrack(`t${step}`)], { makeId, playNow: random() < 0.5 }),
        () => playFromElsewhere(state, makeTrack(`e${step}`), { makeId }),
        () => removeItem(state, state.items[pick(size)]?.id ?? ''),
        () => moveItem(state, pick(size), pick(size)),
        () => next(state).state,
        () => previous(state).state,
        () => cycleRepeat(state),
        () => toggleShuffle(state, random),
        () => (random() < 0.1 ? clearQueue(state) : state),
        () => playNow(state, makeTracks('p', 'q', 'r'), pick(3), { makeId, random }),
      ];
      const transition = transitions[pick(transitions.length)];
      if (!transition) throw new Error('no transition picked');
      state = transition();
      if (state.shuffle && state.items.length > 1) shuffledSteps += 1;
      expect(invariantProblems(state), `after step ${step}`).toEqual([]);
    }
    // The sequence must really exercise the shuffled bookkeeping, or it proves little.
    expect(shuffledSteps).toBeGreaterThan(200);
  });
});
