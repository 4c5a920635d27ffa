import { describe, expect, it } from 'vitest';

import {
  practiceOnCancel,
  practiceOnClock,
  practiceOnEnded,
  practiceOnSeek,
  practiceOnTime,
  practiceProgress,
  startPractice,
  type PracticeState,
} from './practice';
import type { PracticePause, PracticePlan, PracticeSpan, PracticeThen } from './practice-plan';
import { runTimeline } from './practice-timeline';

interface Extras {
  pause?: PracticePause;
  then?: PracticeThen;
}

const NO_PAUSE: PracticePause = { kind: 'none' };

function ab(a: number, b: number, times: number, extras: Extras = {}): PracticePlan {
  return { kind: 'ab', a, b, times, pause: NO_PAUSE, then: 'continue', ...extras };
}

function eachLine(lines: PracticeSpan[], times: number, extras: Extras = {}): PracticePlan {
  return { kind: 'eachLine', lines, times, pause: NO_PAUSE, then: 'continue', ...extras };
}

function range(start: number, end: number, times: number, extras: Extras = {}): PracticePlan {
  return { kind: 'range', start, end, times, pause: NO_PAUSE, then: 'continue', ...extras };
}

const threeLines: PracticeSpan[] = [
  { start: 0, end: 5 },
  { start: 5, end: 10 },
  { start: 10, end: 15 },
];

/** The state after starting `plan` with the audio at `at`. */
function started(plan: PracticePlan, at = 0): PracticeState {
  const { state } = startPractice(plan, at);
  if (!state) throw new Error('practice did not start');
  return state;
}

function at(state: PracticeState | null): [number, number] | null {
  return state ? [state.segment, state.repetition] : null;
}

describe('A–B', () => {
  it('A–B ×3 plays A to B exactly three times, then plays on past B', () => {
    const run = runTimeline(ab(10, 20, 3), { playOnUpdates: 4 });
    expect(run.passes.map((pass) => pass.repetition)).toEqual([1, 2, 3]);
    for (const pass of run.passes) expect([pass.from, pass.to]).toEqual([10, 20]);
    // The first seek starts practice; the other two are the wraps from B back to A.
    expect(run.log).toEqual(['seek 10', 'seek 10', 'seek 10', 'finish continue 20']);
    expect(run.state).toBeNull();
    expect(run.audio).toEqual({ time: 21, playing: true });
  });

  it('A–B ×3 then stop pauses where the last pass ended', () => {
    const run = runTimeline(ab(10, 20, 3, { then: 'stop' }), { playOnUpdates: 4 });
    expect(run.passes).toHaveLength(3);
    expect(run.log.at(-1)).toBe('finish stop');
    expect(run.audio).toEqual({ time: 20, playing: false });
  });

  it('starting between A and B plays on and counts that pass as the first', () => {
    expect(startPractice(ab(10, 20, 2), 15).command).toEqual({ kind: 'none' });
    const run = runTimeline(ab(10, 20, 2), { startAt: 15 });
    expect(run.passes.map((pass) => [pass.from, pass.to])).toEqual([
      [15, 20],
      [10, 20],
    ]);
  });

  it('starting before A, at B or after it jumps to A', () => {
    for (const time of [0, 9.9, 19.96, 20, 300]) {
      expect(startPractice(ab(10, 20, 2), time).command).toEqual({ kind: 'seek', time: 10 });
    }
  });

  it('a pass counts 0.05 s before B, where the last time update before B may land', () => {
    const state = started(ab(10, 20, 2), 10);
    expect(at(practiceOnTime(state, 19.94, 0).state)).toEqual([0, 1]);
    expect(at(practiceOnTime(state, 19.96, 0).state)).toEqual([0, 2]);
  });
});

describe('each line', () => {
  it('each line ×2 over three lines plays lines 0, 0, 1, 1, 2, 2 in order', () => {
    const run = runTimeline(eachLine(threeLines, 2));
    expect(run.passes.map((pass) => pass.segment)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(run.passes.map((pass) => pass.repetition)).toEqual([1, 2, 1, 2, 1, 2]);
    // A line repeats with a seek back; the next line follows on where the audio already is.
    expect(run.log).toEqual(['seek 0', 'seek 5', 'seek 10', 'finish continue 15']);
  });

  it('a gap before the next line is skipped with a seek to its start', () => {
    const lines = [
      { start: 0, end: 4 },
      { start: 6, end: 9 },
    ];
    expect(runTimeline(eachLine(lines, 1)).log).toEqual(['seek 6', 'finish continue 9']);
  });

  it('starts at the line that is playing, or at the first line when none is', () => {
    expect(at(startPractice(eachLine(threeLines, 2), 7).state)).toEqual([1, 1]);
    expect(startPractice(eachLine(threeLines, 2), 7).command).toEqual({ kind: 'none' });
    const gapped = eachLine([{ start: 2, end: 4 }, ...threeLines.slice(1)], 2);
    expect(startPractice(gapped, 4.5)).toMatchObject({
      state: { segment: 0, repetition: 1 },
      command: { kind: 'seek', time: 2 },
    });
  });

  it('progress reads as line n of m and pass k of times', () => {
    const state = practiceOnTime(started(eachLine(threeLines, 5), 7), 9.98, 0).state;
    expect(state && practiceProgress(state)).toEqual({
      segment: 2,
      segments: 3,
      repetition: 2,
      times: 5,
    });
  });
});

describe('range', () => {
  it('a range ×2 plays twice and plays on from its end', () => {
    const run = runTimeline(range(30, 42.5, 2));
    expect(run.passes.map((pass) => [pass.from, pass.to])).toEqual([
      [30, 42.5],
      [30, 42.5],
    ]);
    expect(run.log).toEqual(['seek 30', 'seek 30', 'finish continue 42.5']);
  });
});

describe('pauses between passes', () => {
  it('a fixed 2 s pause pauses the audio at the start of the next pass and resumes 2 s later', () => {
    const state = started(ab(10, 20, 3, { pause: { kind: 'fixed', seconds: 2 } }), 10);
    const { state: paused, command } = practiceOnTime(state, 19.96, 50_000);
    expect(command).toEqual({ kind: 'pauseThenSeek', time: 10, resumeAtMs: 52_000 });
    if (!paused) throw new Error('practice ended');
    expect(paused).toMatchObject({ repetition: 2, pausedUntilMs: 52_000 });
    // The audio is paused: its time updates (the seek's among them) change nothing.
    expect(practiceOnTime(paused, 10, 50_100)).toEqual({
      state: paused,
      command: { kind: 'none' },
    });
    expect(practiceOnTime(paused, 19.99, 50_200).state).toBe(paused);
    expect(practiceOnClock(paused, 51_999)).toEqual({ state: paused, command: { kind: 'none' } });
    const resumed = practiceOnClock(paused, 52_000);
    expect(resumed.command).toEqual({ kind: 'resume' });
    expect(resumed.state).toMatchObject({ repetition: 2, pausedUntilMs: null });
  });

  it('the clock does nothing while no pause runs', () => {
    const state = started(ab(10, 20, 3), 10);
    expect(practiceOnClock(state, 1e12)).toEqual({ state, command: { kind: 'none' } });
  });

  it('pauses come between passes and between lines, never after the last pass', () => {
    const run = runTimeline(eachLine(threeLines, 2, { pause: { kind: 'fixed', seconds: 2 } }));
    expect(run.log.filter((text) => text.startsWith('pause'))).toHaveLength(5);
    expect(run.log.slice(-3)).toEqual(['pause 10 until 35000', 'resume', 'finish continue 15']);
    expect(run.log.at(-1)).toBe('finish continue 15');
    expect(run.pausedMs).toBe(5 * 2000);
    expect(run.passes.map((pass) => pass.segment)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('a line-length pause lasts as long as the line just played', () => {
    const lines = [
      { start: 0, end: 3 },
      { start: 3, end: 7.5 },
    ];
    const run = runTimeline(eachLine(lines, 2, { pause: { kind: 'lineLength' } }));
    expect(run.log).toEqual([
      'pause 0 until 6000', // line 0 is 3 s long and was heard by 3000 ms
      'resume',
      'pause 3 until 12000',
      'resume',
      'pause 3 until 21000',
      'resume',
      'finish continue 7.5',
    ]);
    expect(run.pausedMs).toBe(3000 + 3000 + 4500);
  });

  it('the track ending during a pause changes nothing', () => {
    const plan = ab(10, 20, 3, { pause: { kind: 'fixed', seconds: 2 } });
    const paused = practiceOnTime(started(plan, 10), 20, 0).state;
    if (!paused) throw new Error('practice ended');
    expect(practiceOnEnded(paused, 100)).toEqual({ state: paused, command: { kind: 'none' } });
    const run = runTimeline(plan, { duration: 20 });
    expect(run.passes).toHaveLength(3);
  });
});

describe('the end of the track', () => {
  // Updates every 0.3 s from A = 10 land on 19.9 and then past the end: only `ended` reaches B.
  const everyThirdOfASecond = { duration: 20, interval: () => 0.3 };

  it('with B at the end, the ended event counts the pass and wraps to A', () => {
    const run = runTimeline(ab(10, 20, 3), { ...everyThirdOfASecond, timeUpdateAtEnd: false });
    expect(run.passes.map((pass) => pass.by)).toEqual(['ended', 'ended', 'ended']);
    expect(run.log).toEqual(['seek 10', 'seek 10', 'seek 10', 'finish continue 20']);
  });

  it('a time update at the very end and the ended event after it count one pass, not two', () => {
    const run = runTimeline(ab(10, 20, 3), everyThirdOfASecond);
    expect(run.passes.map((pass) => [pass.repetition, pass.by])).toEqual([
      [1, 'time'],
      [2, 'time'],
      [3, 'time'],
    ]);
    const counted = practiceOnTime(started(ab(10, 20, 3), 10), 20, 0).state;
    if (!counted) throw new Error('practice ended');
    const ended = practiceOnEnded(counted, 0);
    expect([at(ended.state), ended.command]).toEqual([[0, 2], { kind: 'none' }]);
    // Once the audio has been heard inside the segment again, the next `ended` counts.
    const playing = practiceOnTime(counted, 12, 0).state;
    expect(playing && at(practiceOnEnded(playing, 0).state)).toEqual([0, 3]);
  });

  it('the last line ending with the track finishes practice', () => {
    const lines = [
      { start: 0, end: 4 },
      { start: 4, end: 8 },
    ];
    const run = runTimeline(eachLine(lines, 2), { duration: 8, interval: () => 0.3 });
    expect(run.passes.map((pass) => pass.segment)).toEqual([0, 0, 1, 1]);
    expect(run.log.at(-1)).toBe('finish continue 8');
  });
});

describe('seeks by the listener', () => {
  it('a seek to another line moves there and counts from 1 again', () => {
    const state = practiceOnTime(started(eachLine(threeLines, 3)), 4.96, 0).state;
    if (!state) throw new Error('practice ended');
    expect(at(state)).toEqual([0, 2]);
    expect(practiceOnSeek(state, 12)).toEqual({
      state: { ...state, segment: 2, repetition: 1, justCounted: false },
      command: { kind: 'none' },
    });
    expect(at(practiceOnSeek(state, 5).state)).toEqual([1, 1]);
  });

  it('a seek into a gap between lines goes to the line that comes next', () => {
    const lines = [
      { start: 0, end: 5 },
      { start: 8, end: 10 },
    ];
    const state = started(eachLine(lines, 2));
    expect(at(practiceOnSeek(state, 6).state)).toEqual([1, 1]);
  });

  it('a seek inside A–B restarts the count', () => {
    const state = practiceOnTime(started(ab(10, 20, 3), 10), 19.99, 0).state;
    if (!state) throw new Error('practice ended');
    expect(at(practiceOnSeek(state, 10).state)).toEqual([0, 1]);
    expect(at(practiceOnSeek(state, 19.9).state)).toEqual([0, 1]);
  });

  it('a seek outside the practised stretch ends practice', () => {
    const state = started(ab(10, 20, 3), 10);
    for (const time of [0, 9.99, 20, 25]) {
      expect(practiceOnSeek(state, time)).toEqual({ state: null, command: { kind: 'none' } });
    }
  });

  it('a seek during a pause ends the pause and plays, inside or outside', () => {
    const plan = ab(10, 20, 3, { pause: { kind: 'fixed', seconds: 5 } });
    const paused = practiceOnTime(started(plan, 10), 19.96, 0).state;
    if (!paused) throw new Error('practice ended');
    expect(practiceOnSeek(paused, 15)).toMatchObject({
      state: { repetition: 1, pausedUntilMs: null },
      command: { kind: 'resume' },
    });
    expect(practiceOnSeek(paused, 30)).toEqual({ state: null, command: { kind: 'resume' } });
  });

  it('cancelling ends practice, and plays if a pause was running', () => {
    const plan = ab(10, 20, 3, { pause: { kind: 'fixed', seconds: 5 } });
    const playing = started(plan, 10);
    expect(practiceOnCancel(playing)).toEqual({ state: null, command: { kind: 'none' } });
    const paused = practiceOnTime(playing, 19.96, 0).state;
    if (!paused) throw new Error('practice ended');
    expect(practiceOnCancel(paused)).toEqual({ state: null, command: { kind: 'resume' } });
  });
});

describe('time updates', () => {
  it('updates every 0.25 s count each pass once and hear every line to its end', () => {
    const lines = [
      { start: 1.1, end: 3.37 },
      { start: 3.37, end: 6.02 },
      { start: 7, end: 9.9 },
    ];
    const run = runTimeline(eachLine(lines, 3), { startAt: 1.1 });
    expect(run.passes.map((pass) => pass.segment)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    for (const pass of run.passes) {
      const line = lines[pass.segment] ?? { start: NaN, end: NaN };
      expect(pass.from).toBeLessThanOrEqual(line.start + 0.25);
      expect(pass.to).toBeGreaterThanOrEqual(line.end - 0.05);
      expect(pass.to).toBeLessThan(line.end + 0.25);
    }
  });
});

describe('endless repeats', () => {
  it('Infinity repetitions never finish', () => {
    const run = runTimeline(ab(10, 12, Infinity), { maxUpdates: 5_000 });
    expect(run.passes.length).toBeGreaterThan(500);
    expect(run.log.some((text) => text.startsWith('finish'))).toBe(false);
    expect(run.state && practiceProgress(run.state)).toEqual({
      segment: 1,
      segments: 1,
      repetition: run.passes.length + 1,
      times: Infinity,
    });
  });
});

describe('defensive', () => {
  it('an invalid plan does not start', () => {
    expect(() => startPractice(ab(20, 10, 3), 0)).toThrow('B must be after A');
    expect(() => startPractice(eachLine([], 3), 0)).toThrow('Choose at least one line');
  });

  it('audio times that are not a number or negative count as 0', () => {
    expect(startPractice(ab(10, 20, 2), Number.NaN).command).toEqual({ kind: 'seek', time: 10 });
    expect(startPractice(ab(0, 20, 2), -4).command).toEqual({ kind: 'none' });
    const state = started(ab(0, 20, 2));
    expect(practiceOnTime(state, Number.NaN, 0).state).toBe(state);
    expect(at(practiceOnSeek(state, -3).state)).toEqual([0, 1]);
    expect(practiceOnSeek(started(ab(10, 20, 2)), Number.NaN).state).toBeNull();
  });

  it('a clock that is not a number neither hangs a pause nor ends it early', () => {
    const plan = ab(10, 20, 3, { pause: { kind: 'fixed', seconds: 2 } });
    const paused = practiceOnTime(started(plan, 10), 20, Number.NaN);
    expect(paused.command).toEqual({ kind: 'pauseThenSeek', time: 10, resumeAtMs: 2000 });
    if (!paused.state) throw new Error('practice ended');
    expect(practiceOnClock(paused.state, Number.NaN).command).toEqual({ kind: 'none' });
    expect(practiceOnClock(paused.state, 5_000).command).toEqual({ kind: 'resume' });
  });
});
