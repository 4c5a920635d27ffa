import { createIdFactory, createSeededRandom, currentItem, SLEEP_FADE_MS } from '@sada/player-core';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import { completeMarks, isPracticePause, NO_MARKS, withMark } from './listening-aids';
import { createPlayerStore, type PlayerStore } from './player-store';

const lecture = makeTrack(1, { title: 'Lecture', contentType: 'lecture' });
const nasheed = makeTrack(2, { title: 'Nasheed', contentType: 'nasheed' });
const listed = makeTrack(3, { title: 'From a list' });

let clock: number;
let store: PlayerStore;

function newStore(): PlayerStore {
  return createPlayerStore({
    makeId: createIdFactory(),
    random: createSeededRandom(5),
    now: () => clock,
  });
}

/** The engine's part: the track's metadata is in and it plays. */
function loaded(duration = 120): void {
  store.getState().dispatch({ type: 'metadataLoaded', duration });
  store.getState().dispatch({ type: 'play' });
}

/** The element reports `time`, as its time updates do; the wall clock moves with it. */
function playTo(time: number): void {
  const before = store.getState().player.currentTime;
  clock += Math.max(time - before, 0) * 1000;
  store.getState().dispatch({ type: 'timeUpdate', currentTime: time });
}

function lastSeek(): number | undefined {
  return store.getState().seekRequest?.time;
}

beforeEach(() => {
  clock = 1_000_000;
  store = newStore();
});

describe('marks A and B', () => {
  it('a mark on the wrong side of the other one clears it', () => {
    expect(withMark({ a: 10, b: 20 }, 'a', 25)).toEqual({ a: 25, b: null });
    expect(withMark({ a: 10, b: 20 }, 'b', 5)).toEqual({ a: null, b: 5 });
    expect(withMark(NO_MARKS, 'a', -3)).toEqual({ a: 0, b: null });
    expect(completeMarks({ a: 10, b: 10 })).toBeNull();
    expect(completeMarks({ a: 10, b: 12 })).toEqual({ a: 10, b: 12 });
  });

  it('setting A then B at the current time starts a loop of them, until stopped', () => {
    store.getState().playTracks([lecture]);
    loaded();
    playTo(10);
    store.getState().setMark('a');
    expect(store.getState().practice).toBeNull();
    playTo(14);
    store.getState().setMark('b');
    const { practice, marks } = store.getState();
    expect(marks).toEqual({ a: 10, b: 14 });
    expect(practice?.plan).toMatchObject({ kind: 'ab', a: 10, b: 14, times: Infinity });
    // B is reached: back to A, again and again.
    playTo(14);
    expect(lastSeek()).toBe(10);
    expect(store.getState().practice?.repetition).toBe(2);
    playTo(14);
    expect(store.getState().practice?.repetition).toBe(3);
  });

  it('new marks move a running loop, keeping its settings', () => {
    store.getState().playTracks([lecture]);
    loaded();
    store.getState().startPractice({
      kind: 'ab',
      a: 5,
      b: 9,
      times: 4,
      pause: { kind: 'none' },
      then: 'stop',
    });
    store.getState().setMarks(20, 30);
    expect(store.getState().practice?.plan).toMatchObject({ a: 20, b: 30, times: 4, then: 'stop' });
  });

  it('belong to their track: another track clears them and the practice', () => {
    store.getState().playTracks([lecture, nasheed]);
    loaded();
    store.getState().setMarks(1, 3);
    expect(store.getState().practice).not.toBeNull();
    store.getState().next();
    expect(store.getState().marks).toEqual(NO_MARKS);
    expect(store.getState().practice).toBeNull();
  });

  it('need a track', () => {
    store.getState().setMark('a', 4);
    expect(store.getState().marks).toEqual(NO_MARKS);
  });
});

describe('repeat practice', () => {
  beforeEach(() => {
    store.getState().playTracks([lecture, nasheed]);
    loaded();
  });

  it('an invalid plan says why and starts nothing', () => {
    const problem = store.getState().startPractice({
      kind: 'ab',
      a: 9,
      b: 5,
      times: 2,
      pause: { kind: 'none' },
      then: 'stop',
    });
    expect(problem).toBe('B must be after A');
    expect(store.getState().practice).toBeNull();
  });

  it('each line plays every line the times asked, then stops', () => {
    store.getState().pause();
    const problem = store.getState().startPractice({
      kind: 'eachLine',
      lines: [
        { start: 2, end: 4 },
        { start: 4, end: 7 },
      ],
      times: 2,
      pause: { kind: 'none' },
      then: 'stop',
    });
    expect(problem).toBeNull();
    // Starting plays, from the first line.
    expect(store.getState().playIntent).toBe(true);
    expect(lastSeek()).toBe(2);
    playTo(4);
    expect(lastSeek()).toBe(2);
    expect(store.getState().practice).toMatchObject({ segment: 0, repetition: 2 });
    playTo(4);
    expect(store.getState().practice).toMatchObject({ segment: 1, repetition: 1 });
    playTo(7);
    expect(lastSeek()).toBe(4);
    playTo(7);
    expect(store.getState().practice).toBeNull();
    expect(store.getState().playIntent).toBe(false);
  });

  it('a pause between passes holds the sound, then the clock resumes it', () => {
    store.getState().startPractice({
      kind: 'range',
      start: 10,
      end: 12,
      times: 3,
      pause: { kind: 'fixed', seconds: 2 },
      then: 'continue',
    });
    playTo(12);
    const { practice } = store.getState();
    expect(isPracticePause(practice)).toBe(true);
    // The listener still wants sound: the engine keeps the element silent for the pause.
    expect(store.getState().playIntent).toBe(true);
    expect(lastSeek()).toBe(10);
    clock += 1_000;
    store.getState().practiceClock();
    expect(isPracticePause(store.getState().practice)).toBe(true);
    clock += 1_000;
    store.getState().practiceClock();
    expect(isPracticePause(store.getState().practice)).toBe(false);
    expect(store.getState().practice?.repetition).toBe(2);
  });

  it('finishing with continue plays on after the range', () => {
    store.getState().startPractice({
      kind: 'range',
      start: 10,
      end: 12,
      times: 1,
      pause: { kind: 'none' },
      then: 'continue',
    });
    playTo(12);
    expect(store.getState().practice).toBeNull();
    expect(store.getState().playIntent).toBe(true);
  });

  it("the listener's seek inside the stretch moves there, outside it ends the practice", () => {
    store.getState().startPractice({
      kind: 'eachLine',
      lines: [
        { start: 2, end: 4 },
        { start: 4, end: 7 },
      ],
      times: 3,
      pause: { kind: 'none' },
      then: 'stop',
    });
    store.getState().seek(5);
    expect(store.getState().practice).toMatchObject({ segment: 1, repetition: 1 });
    store.getState().seek(60);
    expect(store.getState().practice).toBeNull();
    expect(store.getState().player.currentTime).toBe(60);
  });

  it('cancelling during a pause lets the sound play again', () => {
    store.getState().startPractice({
      kind: 'ab',
      a: 1,
      b: 2,
      times: 3,
      pause: { kind: 'lineLength' },
      then: 'stop',
    });
    playTo(2);
    expect(isPracticePause(store.getState().practice)).toBe(true);
    store.getState().cancelPractice();
    expect(store.getState().practice).toBeNull();
    expect(store.getState().playIntent).toBe(true);
  });

  it('a stretch up to the end of the track loops over the end instead of moving on', () => {
    store.getState().startPractice({
      kind: 'ab',
      a: 110,
      b: 120,
      times: 2,
      pause: { kind: 'none' },
      then: 'continue',
    });
    store.getState().handleEnded();
    expect(currentItem(store.getState().queue)?.track.title).toBe('Lecture');
    expect(lastSeek()).toBe(110);
    expect(store.getState().practice?.repetition).toBe(2);
    // The last pass ends: practice is over and the queue moves on as usual.
    store.getState().handleEnded();
    expect(currentItem(store.getState().queue)?.track.title).toBe('Nasheed');
    expect(store.getState().practice).toBeNull();
  });

  it('next and previous end the practice', () => {
    store.getState().setMarks(1, 3);
    store.getState().previous();
    expect(store.getState().practice).toBeNull();
  });
});

describe('speed', () => {
  it('is remembered for the kind of track, and a track of another kind plays at its own', () => {
    store.getState().playTracks([lecture, nasheed, listed]);
    store.getState().setSpeed(1.5);
    expect(store.getState().speed).toBe(1.5);
    expect(store.getState().speedMemory).toEqual({ lecture: 1.5 });
    store.getState().next();
    expect(store.getState().speed).toBe(1);
    store.getState().setSpeed(0.75);
    store.getState().previous();
    expect(store.getState().speed).toBe(1.5);
    // A track from a list, whose kind the player does not know: 1×, and nothing remembered.
    store.getState().jumpTo(store.getState().queue.items[2]?.id ?? '');
    expect(store.getState().speed).toBe(1);
    store.getState().setSpeed(2);
    expect(store.getState().speed).toBe(2);
    expect(store.getState().speedMemory).toEqual({ lecture: 1.5, nasheed: 0.75 });
  });

  it('snaps to the steps', () => {
    store.getState().playTracks([lecture]);
    store.getState().setSpeed(1.3);
    expect(store.getState().speed).toBe(1.25);
    store.getState().setSpeed(9);
    expect(store.getState().speed).toBe(2);
  });

  it('put back at start applies to the current track', () => {
    store.getState().playTracks([lecture]);
    store.getState().setSpeedMemory({ lecture: 1.75 });
    expect(store.getState().speed).toBe(1.75);
  });

  it("of an episode is remembered for its series, apart from its kind's", () => {
    const seerah = { id: '00000000-0000-4000-8000-00000000e001', title: 'Seerah' };
    const tafsir = { id: '00000000-0000-4000-8000-00000000e002', title: 'Tafsir' };
    const episode = makeTrack(11, { contentType: 'lecture', series: seerah });
    const nextEpisode = makeTrack(12, { series: seerah });
    const otherSeries = makeTrack(13, { contentType: 'lecture', series: tafsir });
    store.getState().setSpeedMemory({ lecture: 1.25 });
    store.getState().playTracks([episode, nextEpisode, otherSeries, lecture]);
    // A series with no speed of its own yet plays at 1×, not at its kind's.
    expect(store.getState().speed).toBe(1);
    store.getState().setSpeed(1.5);
    expect(store.getState().speedMemory).toEqual({
      lecture: 1.25,
      [`series:${seerah.id}`]: 1.5,
    });
    store.getState().next();
    expect(store.getState().speed).toBe(1.5);
    store.getState().next();
    expect(store.getState().speed).toBe(1);
    store.getState().next();
    expect(store.getState().speed).toBe(1.25);
  });

  it('keeps the series of a track it is given, and drops an empty one', () => {
    const series = { id: '00000000-0000-4000-8000-00000000e001', title: 'Seerah' };
    store.getState().playTrack(makeTrack(11, { series }));
    expect(currentItem(store.getState().queue)?.track.series).toEqual(series);
    store.getState().playTrack(makeTrack(12, { series: undefined }));
    expect(currentItem(store.getState().queue)?.track).not.toHaveProperty('series');
  });
});

describe('sleep timer', () => {
  beforeEach(() => {
    store.getState().playTracks([lecture, nasheed]);
    loaded(600);
  });

  it('fades the sound over its last seconds, then pauses and gives the volume back', () => {
    store.getState().setSleepTimer({ kind: 'minutes', minutes: 15 });
    clock += 15 * 60_000 - SLEEP_FADE_MS - 1;
    store.getState().sleepTick();
    expect(store.getState().fade).toBe(1);
    clock += SLEEP_FADE_MS / 2 + 1;
    store.getState().sleepTick();
    expect(store.getState().fade).toBeCloseTo(0.5);
    clock += SLEEP_FADE_MS / 2;
    store.getState().sleepTick();
    expect(store.getState().playIntent).toBe(false);
    expect(store.getState().sleepTimer).toBeNull();
    expect(store.getState().fade).toBe(1);
  });

  it('can be turned off', () => {
    store.getState().setSleepTimer({ kind: 'minutes', minutes: 30 });
    store.getState().setSleepTimer(null);
    clock += 31 * 60_000;
    store.getState().sleepTick();
    expect(store.getState().playIntent).toBe(true);
  });

  it('at the end of the track fades by the time left at the speed playing', () => {
    store.getState().setSleepTimer({ kind: 'endOfTrack' });
    store.getState().setSpeed(2);
    playTo(590);
    store.getState().sleepTick();
    // 10 s of audio at 2× is 5 s: half-way through the fade.
    expect(store.getState().fade).toBeCloseTo(0.5);
  });

  it('at the end of the track stops there: the next track is ready but does not play', () => {
    store.getState().setSleepTimer({ kind: 'endOfTrack' });
    store.getState().handleEnded();
    expect(currentItem(store.getState().queue)?.track.title).toBe('Nasheed');
    expect(store.getState().playIntent).toBe(false);
    expect(store.getState().sleepTimer).toBeNull();
  });
});

describe('playing a track from a moment', () => {
  it('asks the engine to start there once the track has loaded', () => {
    store.getState().playTracks([nasheed]);
    store.getState().playTrack(lecture, { startAt: 83 });
    expect(currentItem(store.getState().queue)?.track.title).toBe('Lecture');
    expect(store.getState().player.currentTime).toBe(83);
    expect(lastSeek()).toBe(83);
    expect(store.getState().playIntent).toBe(true);
  });

  it('never past the listed duration', () => {
    store.getState().playTrack(lecture, { startAt: 500 });
    expect(lastSeek()).toBe(120);
  });

  it('keeps the kind of track it is given', () => {
    store.getState().playTrack({ ...lecture, contentType: 'dua' });
    expect(currentItem(store.getState().queue)?.track.contentType).toBe('dua');
  });
});
