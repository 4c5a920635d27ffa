import { describe, expect, it } from 'vitest';

import {
  episodeListening,
  playableEpisodes,
  seriesPlayState,
  seriesStart,
  withPlayed,
} from './episode-state';
import { makeEpisode, makeSeries } from './test-series';

const played = { positionMs: 0, played: true };
const halfway = { positionMs: 300_000, played: false };

describe('the main button of a series', () => {
  it('says Play and starts the first episode when nothing is started', () => {
    const series = makeSeries();
    expect(seriesPlayState(series)).toBe('play');
    expect(seriesStart(series)).toEqual({ index: 0, startAt: 0 });
  });

  it('says Continue and resumes the first unfinished episode where it was left', () => {
    const episodes = [makeEpisode(1, played), makeEpisode(2, halfway), makeEpisode(3)];
    const series = makeSeries({ episodes, continueTrackId: episodes[1]?.track.id });
    expect(seriesPlayState(series)).toBe('continue');
    expect(seriesStart(series)).toEqual({ index: 1, startAt: 300 });
  });

  it('continues from the start of the next episode after a played one', () => {
    const episodes = [makeEpisode(1, played), makeEpisode(2), makeEpisode(3)];
    const series = makeSeries({ episodes, continueTrackId: episodes[1]?.track.id });
    expect(seriesPlayState(series)).toBe('continue');
    expect(seriesStart(series)).toEqual({ index: 1, startAt: 0 });
  });

  it('says Play again from the first episode when all are played', () => {
    const episodes = [makeEpisode(1, played), makeEpisode(2, played)];
    const series = makeSeries({ episodes, continueTrackId: null });
    expect(seriesPlayState(series)).toBe('playAgain');
    expect(seriesStart(series)).toEqual({ index: 0, startAt: 0 });
  });

  it('counts only live episodes: the artist’s unpublished ones neither play nor count', () => {
    const episodes = [makeEpisode(1, null, 'qc'), makeEpisode(2), makeEpisode(3)];
    const series = makeSeries({ episodes, mine: true, continueTrackId: episodes[1]?.track.id });
    expect(playableEpisodes(series).map((episode) => episode.number)).toEqual([2, 3]);
    expect(seriesStart(series)).toEqual({ index: 0, startAt: 0 });
  });

  it('offers nothing to play without a live episode', () => {
    const series = makeSeries({ episodes: [makeEpisode(1, null, 'processing')] });
    expect(seriesPlayState(series)).toBe('empty');
    expect(seriesStart(series)).toBeNull();
  });
});

describe('how far the listener is in an episode', () => {
  it('is new, started with a share and the time left, or played', () => {
    expect(episodeListening(makeEpisode(1))).toEqual({ kind: 'new' });
    expect(episodeListening(makeEpisode(1, { positionMs: 0, played: false }))).toEqual({
      kind: 'new',
    });
    expect(episodeListening(makeEpisode(1, { positionMs: 150_000, played: false }))).toEqual({
      kind: 'started',
      share: 0.25,
      remainingMs: 450_000,
    });
    expect(episodeListening(makeEpisode(1, played))).toEqual({ kind: 'played' });
  });

  it('has no share or time left when the duration is not known', () => {
    const episode = makeEpisode(1, halfway);
    episode.track.durationMs = null;
    expect(episodeListening(episode)).toEqual({ kind: 'started', share: 0, remainingMs: null });
  });
});

describe('marking an episode', () => {
  it('played moves Continue to the next unfinished episode and starts it over', () => {
    const series = makeSeries({ episodes: [makeEpisode(1, halfway), makeEpisode(2)] });
    const first = series.episodes[0]?.track.id ?? '';
    const marked = withPlayed(series, first, true);
    expect(marked.episodes[0]?.progress).toEqual({ positionMs: 0, played: true });
    expect(marked.continueTrackId).toBe(series.episodes[1]?.track.id);
  });

  it('unplayed brings Continue back to it, from the beginning', () => {
    const episodes = [makeEpisode(1, played), makeEpisode(2, played)];
    const series = makeSeries({ episodes, continueTrackId: null });
    const marked = withPlayed(series, episodes[1]?.track.id ?? '', false);
    expect(marked.continueTrackId).toBe(episodes[1]?.track.id);
    expect(seriesStart(marked)).toEqual({ index: 1, startAt: 0 });
  });

  it('leaves the other episodes and the series as they were', () => {
    const series = makeSeries();
    const marked = withPlayed(series, series.episodes[2]?.track.id ?? '', true);
    expect(marked.episodes.slice(0, 2)).toEqual(series.episodes.slice(0, 2));
    expect(series.episodes[2]?.progress).toBeNull();
  });
});
