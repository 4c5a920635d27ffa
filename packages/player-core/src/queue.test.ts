import { describe, expect, it } from 'vitest';

import {
  addToQueue,
  clearQueue,
  closePlayer,
  createQueue,
  currentItem,
  cycleRepeat,
  hasNext,
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
  type RepeatMode,
} from './queue';
import { createIdFactory } from './random';
import { currentTitle, makeTrack, makeTracks, scripted, titles } from './test-helpers';

/** A queue playing `list` from `startIndex`, with deterministic ids and randomness. */
function start(
  list: string[],
  startIndex = 0,
  preferences: { shuffle?: boolean; repeat?: RepeatMode } = {},
) {
  const makeId = createIdFactory();
  const state = playNow(createQueue(preferences), makeTracks(...list), startIndex, {
    makeId,
    random: scripted(0.99),
  });
  return { state, makeId };
}

function itemId(state: QueueState, title: string): string {
  const item = state.items.find((candidate) => candidate.track.title === title);
  if (!item) throw new Error(`no item titled ${title}`);
  return item.id;
}

describe('creating and replacing the queue', () => {
  it('a new queue is empty with nothing current', () => {
    expect(createQueue()).toEqual({
      items: [],
      currentIndex: -1,
      shuffle: false,
      repeat: 'off',
      originalOrder: [],
      shuffledOrder: null,
    });
  });

  it('a new queue keeps restored shuffle and repeat preferences', () => {
    const state = createQueue({ shuffle: true, repeat: 'all' });
    expect([state.shuffle, state.repeat, state.shuffledOrder]).toEqual([true, 'all', []]);
  });

  it('playing a list replaces the queue and starts at the chosen track', () => {
    const { state, makeId } = start(['A', 'B']);
    const replaced = playNow(state, makeTracks('X', 'Y', 'Z'), 1, { makeId, random: scripted(0) });
    expect(titles(replaced)).toEqual(['X', 'Y', 'Z']);
    expect(currentTitle(replaced)).toBe('Y');
    expect(replaced.originalOrder).toEqual(replaced.items.map((item) => item.id));
  });

  it('a start index outside the list is clamped into it', () => {
    expect(currentTitle(start(['A', 'B', 'C'], 7).state)).toBe('C');
    expect(currentTitle(start(['A', 'B', 'C'], -2).state)).toBe('A');
    expect(currentTitle(start(['A', 'B', 'C'], Number.NaN).state)).toBe('A');
  });

  it('playing an empty list leaves an empty queue with nothing current', () => {
    const state = start([]).state;
    expect([state.items, state.currentIndex]).toEqual([[], -1]);
  });

  it('with shuffle on, playing a list starts at the chosen track and shuffles the rest', () => {
    const state = playNow(createQueue({ shuffle: true }), makeTracks('A', 'B', 'C', 'D'), 2, {
      makeId: createIdFactory(),
      random: scripted(0),
    });
    expect(titles(state)).toEqual(['C', 'B', 'D', 'A']);
    expect(state.currentIndex).toBe(0);
    const unshuffled = toggleShuffle(state, scripted(0));
    expect(titles(unshuffled)).toEqual(['A', 'B', 'C', 'D']);
    expect(currentTitle(unshuffled)).toBe('C');
  });
});

describe('playing from elsewhere and adding', () => {
  it('playing a track from elsewhere keeps the queue and puts the track in front, current', () => {
    const { state, makeId } = start(['A', 'B', 'C', 'D'], 1);
    const played = playFromElsewhere(state, makeTrack('X'), { makeId });
    // In front of what is to come: what was playing, and what followed it, come next.
    expect(titles(played)).toEqual(['A', 'X', 'B', 'C', 'D']);
    expect(currentTitle(played)).toBe('X');
    expect(titles({ ...played, items: upNext(played) })).toEqual(['B', 'C', 'D']);
    expect(currentTitle(next(played).state)).toBe('B');
  });

  it('a track from elsewhere into an empty queue is the queue', () => {
    const played = playFromElsewhere(createQueue(), makeTrack('X'), {
      makeId: createIdFactory(),
    });
    expect(titles(played)).toEqual(['X']);
    expect(played.currentIndex).toBe(0);
  });

  it('with shuffle on, a track from elsewhere plays now and keeps its place when unshuffled', () => {
    const { state, makeId } = start(['A', 'B', 'C'], 1);
    const shuffledState = toggleShuffle(state, scripted(0));
    const played = playFromElsewhere(shuffledState, makeTrack('X'), { makeId });
    expect(currentTitle(played)).toBe('X');
    expect(played.items).toHaveLength(4);
    const unshuffled = toggleShuffle(played, scripted(0));
    expect(titles(unshuffled)).toEqual(['A', 'X', 'B', 'C']);
    expect(currentTitle(unshuffled)).toBe('X');
  });

  it('adding without play-now appends and keeps the current track', () => {
    const { state, makeId } = start(['A', 'B'], 0);
    const added = addToQueue(state, makeTracks('X', 'Y'), { makeId });
    expect(titles(added)).toEqual(['A', 'B', 'X', 'Y']);
    expect(currentTitle(added)).toBe('A');
  });

  it('adding with play-now starts the added track', () => {
    const { state, makeId } = start(['A', 'B', 'C'], 0);
    const added = addToQueue(state, [makeTrack('X')], { makeId, playNow: true });
    expect(currentTitle(added)).toBe('X');
    expect(titles(added)).toEqual(['A', 'X', 'B', 'C']);
    expect(upNext(added).map((item) => item.track.title)).toEqual(['B', 'C']);
  });

  it('adding several tracks with play-now starts the first of them', () => {
    const { state, makeId } = start(['A', 'B'], 1);
    const added = addToQueue(state, makeTracks('X', 'Y'), { makeId, playNow: true });
    expect(titles(added)).toEqual(['A', 'B', 'X', 'Y']);
    expect(currentTitle(added)).toBe('X');
  });

  it('adding with play-now to an empty queue appends it and starts it', () => {
    const added = addToQueue(createQueue(), [makeTrack('X')], {
      makeId: createIdFactory(),
      playNow: true,
    });
    expect(titles(added)).toEqual(['X']);
    expect(added.currentIndex).toBe(0);
  });

  it('adding to an empty queue without play-now starts nothing', () => {
    const added = addToQueue(createQueue(), [makeTrack('X')], { makeId: createIdFactory() });
    expect(titles(added)).toEqual(['X']);
    expect(added.currentIndex).toBe(-1);
  });

  it('adding no tracks changes nothing', () => {
    const { state, makeId } = start(['A']);
    expect(addToQueue(state, [], { makeId, playNow: true })).toBe(state);
  });

  it('the same track can be queued twice with distinct item ids', () => {
    const { state, makeId } = start(['A']);
    const twice = addToQueue(state, [makeTrack('A')], { makeId });
    const [first, second] = twice.items;
    expect(first?.track.id).toBe(second?.track.id);
    expect(first?.id).not.toBe(second?.id);
    const afterRemoval = removeItem(twice, second?.id ?? '');
    expect(afterRemoval.items.map((item) => item.id)).toEqual([first?.id]);
  });

  it('an item id factory that repeats an id is rejected', () => {
    const { state } = start(['A']);
    const repeated = () => state.items[0]?.id ?? '';
    expect(() => addToQueue(state, [makeTrack('B')], { makeId: repeated })).toThrow(/already/);
  });
});

describe('removing items', () => {
  it('removing an earlier item shifts the current index down', () => {
    const { state } = start(['A', 'B', 'C', 'D'], 2);
    const removed = removeItem(state, itemId(state, 'A'));
    expect(removed.currentIndex).toBe(1);
    expect(currentTitle(removed)).toBe('C');
  });

  it('removing a later item keeps the current index', () => {
    const { state } = start(['A', 'B', 'C', 'D'], 1);
    const removed = removeItem(state, itemId(state, 'D'));
    expect([removed.currentIndex, currentTitle(removed)]).toEqual([1, 'B']);
  });

  it('removing the current item clamps the current index', () => {
    const middle = start(['A', 'B', 'C'], 1).state;
    const removedMiddle = removeItem(middle, itemId(middle, 'B'));
    expect([removedMiddle.currentIndex, currentTitle(removedMiddle)]).toEqual([1, 'C']);

    const last = start(['A', 'B', 'C'], 2).state;
    const removedLast = removeItem(last, itemId(last, 'C'));
    expect([removedLast.currentIndex, currentTitle(removedLast)]).toEqual([1, 'B']);
  });

  it('removing the last remaining item leaves an empty queue at -1', () => {
    const { state } = start(['A']);
    const removed = removeItem(state, itemId(state, 'A'));
    expect([removed.items, removed.currentIndex, removed.originalOrder]).toEqual([[], -1, []]);
  });

  it('removing an unknown item changes nothing', () => {
    const { state } = start(['A', 'B']);
    expect(removeItem(state, 'no-such-item')).toBe(state);
  });
});

describe('reordering', () => {
  it('reordering keeps the index on the playing track when the playing item moves', () => {
    const { state } = start(['A', 'B', 'C', 'D'], 1);
    const moved = moveItem(state, 1, 3);
    expect(titles(moved)).toEqual(['A', 'C', 'D', 'B']);
    expect([moved.currentIndex, currentTitle(moved)]).toEqual([3, 'B']);
  });

  it('reordering keeps the index on the playing track when an item moves from before it to after it', () => {
    const { state } = start(['A', 'B', 'C', 'D'], 2);
    const moved = moveItem(state, 0, 3);
    expect(titles(moved)).toEqual(['B', 'C', 'D', 'A']);
    expect([moved.currentIndex, currentTitle(moved)]).toEqual([1, 'C']);
  });

  it('reordering keeps the index on the playing track when an item moves from after it to before it', () => {
    const { state } = start(['A', 'B', 'C', 'D'], 1);
    const moved = moveItem(state, 3, 0);
    expect(titles(moved)).toEqual(['D', 'A', 'B', 'C']);
    expect([moved.currentIndex, currentTitle(moved)]).toEqual([2, 'B']);
  });

  it('reordering items on one side of the playing track keeps the current index', () => {
    const { state } = start(['A', 'B', 'C', 'D'], 0);
    const moved = moveItem(state, 3, 1);
    expect(titles(moved)).toEqual(['A', 'D', 'B', 'C']);
    expect(moved.currentIndex).toBe(0);
  });

  it('a move to the same index changes nothing', () => {
    const { state } = start(['A', 'B', 'C'], 1);
    expect(moveItem(state, 2, 2)).toBe(state);
  });

  it('a move from or to an index outside the list changes nothing', () => {
    const { state } = start(['A', 'B', 'C'], 1);
    expect(moveItem(state, -1, 1)).toBe(state);
    expect(moveItem(state, 0, 3)).toBe(state);
    expect(moveItem(state, 0.5, 2)).toBe(state);
  });
});

describe('next and previous', () => {
  it('next advances to the following track', () => {
    const { state } = start(['A', 'B', 'C'], 0);
    const result = next(state);
    expect(result.item?.track.title).toBe('B');
    expect(result.state.currentIndex).toBe(1);
  });

  it('repeat one repeats the same track on next', () => {
    const { state } = start(['A', 'B', 'C'], 1, { repeat: 'one' });
    const result = next(state);
    expect(result.item?.id).toBe(itemId(state, 'B'));
    expect(result.state.currentIndex).toBe(1);
  });

  it('at the end of the list repeat all wraps to the start', () => {
    const { state } = start(['A', 'B', 'C'], 2, { repeat: 'all' });
    const result = next(state);
    expect(result.item?.track.title).toBe('A');
    expect(result.state.currentIndex).toBe(0);
  });

  it('at the end with repeat off there is no next track', () => {
    const { state } = start(['A', 'B', 'C'], 2);
    const result = next(state);
    expect(result.item).toBeNull();
    expect(result.state).toBe(state);
    expect(hasNext(state)).toBe(false);
    expect(hasNext(start(['A', 'B', 'C'], 1).state)).toBe(true);
  });

  it('with nothing current, next starts at the first item', () => {
    const queued = addToQueue(createQueue(), makeTracks('A', 'B'), { makeId: createIdFactory() });
    expect(next(queued).item?.track.title).toBe('A');
    expect(next({ ...queued, repeat: 'one' }).item?.track.title).toBe('A');
  });

  it('an empty queue has neither a next nor a previous track', () => {
    const empty = createQueue({ repeat: 'all' });
    expect(next(empty)).toEqual({ state: empty, item: null });
    expect(previous(empty)).toEqual({ state: empty, item: null });
  });

  it('previous goes back one track', () => {
    const { state } = start(['A', 'B', 'C'], 2);
    const result = previous(state);
    expect([result.item?.track.title, result.state.currentIndex]).toEqual(['B', 1]);
  });

  it('previous wraps to the last track', () => {
    const { state } = start(['A', 'B', 'C'], 0);
    const result = previous(state);
    expect([result.item?.track.title, result.state.currentIndex]).toEqual(['C', 2]);
  });

  it('previous moves back even with repeat one', () => {
    const { state } = start(['A', 'B', 'C'], 1, { repeat: 'one' });
    expect(previous(state).item?.track.title).toBe('A');
  });

  it('repeat cycles off → all → one → off', () => {
    const off = createQueue();
    const all = cycleRepeat(off);
    const one = cycleRepeat(all);
    expect([off.repeat, all.repeat, one.repeat, cycleRepeat(one).repeat]).toEqual([
      'off',
      'all',
      'one',
      'off',
    ]);
  });
});

describe('shuffle', () => {
  it('turning shuffle on puts the current track first', () => {
    const { state } = start(['A', 'B', 'C', 'D', 'E'], 2);
    const shuffledA = toggleShuffle(state, scripted(0));
    expect(titles(shuffledA)).toEqual(['C', 'B', 'D', 'E', 'A']);
    expect([shuffledA.shuffle, shuffledA.currentIndex]).toEqual([true, 0]);
    expect(shuffledA.shuffledOrder).toEqual([2, 1, 3, 4, 0]);
    const shuffledB = toggleShuffle(state, scripted(0.99));
    expect(titles(shuffledB)).toEqual(['C', 'A', 'B', 'D', 'E']);
  });

  it('turning shuffle on with nothing current shuffles every item', () => {
    const queued = addToQueue(createQueue(), makeTracks('A', 'B', 'C'), {
      makeId: createIdFactory(),
    });
    const shuffled = toggleShuffle(queued, scripted(0));
    expect(titles(shuffled)).toEqual(['B', 'C', 'A']);
    expect(shuffled.currentIndex).toBe(-1);
  });

  it('turning shuffle off restores the original order and keeps the current item', () => {
    const { state } = start(['A', 'B', 'C', 'D', 'E'], 2);
    const advanced = next(toggleShuffle(state, scripted(0))).state;
    expect(currentTitle(advanced)).toBe('B');
    const restored = toggleShuffle(advanced, scripted(0));
    expect(titles(restored)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect([restored.shuffle, restored.shuffledOrder, currentTitle(restored)]).toEqual([
      false,
      null,
      'B',
    ]);
  });

  it('items added and removed while shuffled are kept when shuffle is turned off', () => {
    const { state, makeId } = start(['A', 'B', 'C', 'D', 'E'], 2);
    let shuffled = toggleShuffle(state, scripted(0));
    shuffled = addToQueue(shuffled, [makeTrack('F')], { makeId });
    shuffled = removeItem(shuffled, itemId(shuffled, 'D'));
    shuffled = addToQueue(shuffled, [makeTrack('G')], { makeId, playNow: true });
    expect(titles(shuffled)).toEqual(['C', 'G', 'B', 'E', 'A', 'F']);
    const restored = toggleShuffle(shuffled, scripted(0));
    expect(titles(restored)).toEqual(['A', 'B', 'C', 'G', 'E', 'F']);
    expect(currentTitle(restored)).toBe('G');
  });

  it('a move made while shuffled reorders only the shuffled play order', () => {
    const { state } = start(['A', 'B', 'C', 'D', 'E'], 2);
    const moved = moveItem(toggleShuffle(state, scripted(0)), 4, 1);
    expect(titles(moved)).toEqual(['C', 'A', 'B', 'D', 'E']);
    const restored = toggleShuffle(moved, scripted(0));
    expect(titles(restored)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(currentTitle(restored)).toBe('C');
  });

  it('a random source outside [0, 1) still yields every item exactly once', () => {
    const { state } = start(['A', 'B', 'C', 'D'], 0);
    for (const random of [scripted(1), scripted(Number.NaN), scripted(-3)]) {
      expect(titles(toggleShuffle(state, random)).sort()).toEqual(['A', 'B', 'C', 'D']);
    }
  });
});

describe('reading the queue, clearing and closing', () => {
  it('up next lists the items after the current one in play order', () => {
    const { state } = start(['A', 'B', 'C', 'D', 'E'], 2);
    expect(upNext(state).map((item) => item.track.title)).toEqual(['D', 'E']);
    const shuffled = toggleShuffle(state, scripted(0));
    expect(upNext(shuffled).map((item) => item.track.title)).toEqual(['B', 'D', 'E', 'A']);
  });

  it('with nothing current every item is up next and there is no current item', () => {
    const queued = addToQueue(createQueue(), makeTracks('A', 'B'), { makeId: createIdFactory() });
    expect(upNext(queued)).toHaveLength(2);
    expect(currentItem(queued)).toBeNull();
  });

  it('jumping to an item makes it current; an unknown item changes nothing', () => {
    const { state } = start(['A', 'B', 'C'], 0);
    expect(currentTitle(jumpTo(state, itemId(state, 'C')))).toBe('C');
    expect(jumpTo(state, 'no-such-item')).toBe(state);
  });

  it('the total duration skips items without a duration', () => {
    const queue = playNow(
      createQueue(),
      [makeTrack('A', 180_000), makeTrack('B', null), makeTrack('C', 200_000)],
      0,
      { makeId: createIdFactory(), random: scripted(0) },
    );
    expect(queueDurationMs(queue)).toBe(380_000);
  });

  it('clearing the queue empties it and keeps shuffle and repeat', () => {
    const { state } = start(['A', 'B'], 1, { repeat: 'all' });
    const cleared = clearQueue(toggleShuffle(state, scripted(0)));
    expect(cleared).toEqual({
      items: [],
      currentIndex: -1,
      shuffle: true,
      repeat: 'all',
      originalOrder: [],
      shuffledOrder: [],
    });
  });

  it('closing the player clears the queue', () => {
    const { state } = start(['A', 'B'], 1);
    const closed = closePlayer(state);
    expect([closed.items, closed.currentIndex, currentItem(closed)]).toEqual([[], -1, null]);
  });
});
