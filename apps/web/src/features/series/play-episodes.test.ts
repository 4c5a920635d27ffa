import { afterEach, describe, expect, it } from 'vitest';

import { playerStore } from '../../player/state/player-store';
import { makeTrack } from '../../testing/tracks';
import { playEpisodes } from './play-episodes';

const episodes = [1, 2, 3, 4].map((n) =>
  makeTrack(n, { title: `Lesson ${n}`, durationMs: 600_000 }),
);
const state = () => playerStore.getState();
const titles = () => state().queue.items.map((item) => item.track.title);
const current = () => state().queue.items[state().queue.currentIndex]?.track.title;

afterEach(() => {
  state().close();
});

describe('playing the episodes of a series', () => {
  it('queues every episode and plays from the one chosen', () => {
    playEpisodes(state(), episodes, 2);
    expect(titles()).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3', 'Lesson 4']);
    expect(current()).toBe('Lesson 3');
    expect(state().playIntent).toBe(true);
  });

  it('plays an ordered series in order even when shuffle was on', () => {
    state().playTracks([makeTrack(9)], 0, { shuffle: true });
    playEpisodes(state(), episodes, 0, { ordered: true });
    expect(state().queue.shuffle).toBe(false);
    expect(titles()).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3', 'Lesson 4']);
  });

  it('resumes an episode where it was left, with the later episodes after it', () => {
    state().playTracks([makeTrack(9, { title: 'Something else' })], 0);
    playEpisodes(state(), episodes, 1, { startAt: 312 });
    expect(titles()).toEqual(['Lesson 2', 'Lesson 3', 'Lesson 4']);
    expect(current()).toBe('Lesson 2');
    expect(state().seekRequest?.time).toBe(312);
    expect(state().playIntent).toBe(true);
  });

  it('does nothing for an episode that is not there', () => {
    playEpisodes(state(), episodes, 7);
    expect(titles()).toEqual([]);
  });
});
