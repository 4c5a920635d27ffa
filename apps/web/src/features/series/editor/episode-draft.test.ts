import { describe, expect, it } from 'vitest';

import {
  addItem,
  errorsOfSave,
  moveItem,
  NO_ERRORS,
  removeItem,
  sameOrder,
  withoutTrackError,
} from './episode-draft';

const ids = Object.freeze(['a', 'b', 'c', 'd']);

describe('editing the list of episodes', () => {
  it('moves an item down and up, shifting those between', () => {
    expect(moveItem(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(ids, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('keeps the list when a move goes nowhere or out of range', () => {
    expect(moveItem(ids, 1, 1)).toEqual(ids);
    expect(moveItem(ids, 0, -1)).toEqual(ids);
    expect(moveItem(ids, 3, 4)).toEqual(ids);
  });

  it('adds a track last, once', () => {
    expect(addItem(ids, 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(addItem(ids, 'b')).toEqual(ids);
  });

  it('removes a track, and compares orders', () => {
    expect(removeItem(ids, 'b')).toEqual(['a', 'c', 'd']);
    expect(sameOrder(ids, ['a', 'b', 'c', 'd'])).toBe(true);
    expect(sameOrder(ids, ['b', 'a', 'c', 'd'])).toBe(false);
    expect(sameOrder(ids, ['a', 'b', 'c'])).toBe(false);
  });
});

describe('the server’s refusal of a save', () => {
  it('puts each trackIds.N message on the track that was sent at N', () => {
    const errors = errorsOfSave(
      {
        'trackIds.1': 'Only your own tracks can be episodes of your series',
        'trackIds.3': 'Each track can be in the list once',
      },
      ids,
    );
    expect(errors).toEqual({
      byTrack: {
        b: 'Only your own tracks can be episodes of your series',
        d: 'Each track can be in the list once',
      },
      list: null,
    });
  });

  it('keeps a message about the whole list apart', () => {
    expect(errorsOfSave({ trackIds: 'A series can have at most 500 episodes' }, ids)).toEqual({
      byTrack: {},
      list: 'A series can have at most 500 episodes',
    });
  });

  it('forgets a track’s message once the track is removed', () => {
    const errors = errorsOfSave({ 'trackIds.0': 'Each track can be in the list once' }, ids);
    expect(withoutTrackError(errors, 'a')).toEqual(NO_ERRORS);
    expect(withoutTrackError(errors, 'b')).toBe(errors);
  });
});
