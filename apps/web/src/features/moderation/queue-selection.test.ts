import { describe, expect, it } from 'vitest';

import { nextAfterDecision, selectedTrackId } from './queue-selection';

describe('nextAfterDecision', () => {
  it('moves on to the next track in the queue', () => {
    expect(nextAfterDecision(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextAfterDecision(['a', 'b', 'c'], 'b')).toBe('c');
  });

  it('goes back to the one before when the last track was decided', () => {
    expect(nextAfterDecision(['a', 'b', 'c'], 'c')).toBe('b');
  });

  it('selects nothing once the queue is empty', () => {
    expect(nextAfterDecision(['a'], 'a')).toBeNull();
    expect(nextAfterDecision([], 'a')).toBeNull();
  });

  it('starts from the top when the decided track is no longer listed', () => {
    expect(nextAfterDecision(['b', 'c'], 'a')).toBe('b');
  });
});

describe('selectedTrackId', () => {
  it('keeps the chosen track while it is in the queue, else shows the first', () => {
    expect(selectedTrackId(['a', 'b'], 'b')).toBe('b');
    expect(selectedTrackId(['a', 'b'], 'x')).toBe('a');
    expect(selectedTrackId(['a', 'b'], null)).toBe('a');
    expect(selectedTrackId([], null)).toBeNull();
  });
});
