import { describe, expect, it } from 'vitest';

import {
  practiceOnCancel,
  practiceOnClock,
  practiceOnEnded,
  practiceOnSeek,
  practiceOnTime,
  practiceProgress,
  startPractice,
} from './practice';
import type { PracticePause, PracticePlan, PracticeSpan } from './practice-plan';
import { runTimeline } from './practice-timeline';
import { createSeededRandom } from './random';
import { deepFreeze } from './test-helpers';

const NO_PAUSE: PracticePause = { kind: 'none' };

function eachLine(lines: PracticeSpan[], times: number, pause = NO_PAUSE): PracticePlan {
  return { kind: 'eachLine', lines, times, pause, then: 'continue' };
}

describe('purity', () => {
  it('no transition changes the state it is given', () => {
    const plans: PracticePlan[] = [
      { kind: 'ab', a: 10, b: 20, times: 2, pause: { kind: 'fixed', seconds: 1 }, then: 'stop' },
      eachLine(
        [
          { start: 0, end: 5 },
          { start: 5, end: 10 },
        ],
        2,
      ),
      { kind: 'range', start: 0, end: 5, times: Infinity, pause: NO_PAUSE, then: 'stop' },
    ];
    for (const plan of plans.map(deepFreeze)) {
      const { state: startedState } = startPractice(plan, 2);
      if (!startedState) throw new Error('practice did not start');
      const state = deepFreeze(startedState);
      const paused = deepFreeze({ ...state, pausedUntilMs: 100 });
      const before = JSON.stringify([state, paused]);
      for (const s of [state, paused]) {
        practiceOnTime(s, 4.99, 0);
        practiceOnTime(s, 19.99, 0);
        practiceOnEnded(s, 0);
        practiceOnSeek(s, 3);
        practiceOnClock(s, 200);
        practiceOnCancel(s);
        practiceProgress(s);
      }
      expect(JSON.stringify([state, paused])).toBe(before);
    }
  });
});

describe('counting passes', () => {
  it('uneven updates (15 to 250 ms) over random plans never skip or double count a pass', () => {
    const random = createSeededRandom(7);
    let countedByEnded = 0;
    let followedOn = 0;
    let countedAtTheVeryEnd = 0;
    for (let trial = 0; trial < 300; trial += 1) {
      const lines: PracticeSpan[] = [];
      let time = random() < 0.5 ? 0 : random() * 3;
      for (let n = 1 + Math.floor(random() * 4); n > 0; n -= 1) {
        const end = time + 0.3 + random() * 4;
        lines.push({ start: time, end });
        time = random() < 0.5 ? end : end + random() * 2;
      }
      const times = 1 + Math.floor(random() * 3);
      const pause: PracticePause =
        random() < 0.5 ? NO_PAUSE : { kind: 'fixed', seconds: 0.5 + random() };
      const duration = random() < 0.3 ? time : time + 5;
      const run = runTimeline(eachLine(lines, times, pause), {
        duration,
        interval: () => 0.015 + random() * 0.235,
        timeUpdateAtEnd: random() < 0.5,
      });
      const expected = lines.flatMap((_, segment) =>
        Array.from({ length: times }, (__, i) => [segment, i + 1]),
      );
      expect(run.passes.map((pass) => [pass.segment, pass.repetition])).toEqual(expected);
      for (const pass of run.passes) {
        const line = lines[pass.segment] ?? { start: NaN, end: NaN };
        expect(pass.from).toBeLessThanOrEqual(line.start + 0.25);
        expect(pass.to).toBeGreaterThanOrEqual(line.end - 0.05);
      }
      expect(run.log.at(-1)).toMatch(/^finish continue/);
      countedByEnded += run.passes.filter((pass) => pass.by === 'ended').length;
      // A time update at the track's end, then `ended`, with passes still to play.
      countedAtTheVeryEnd += run.passes
        .slice(0, -1)
        .filter((pass) => pass.by === 'time' && pass.to === duration).length;
      followedOn += run.passes.filter(
        (pass) =>
          pass.repetition === 1 && pass.segment > 0 && pass.from !== lines[pass.segment]?.start,
      ).length;
    }
    // The trials must really reach the track's end both ways and follow on from line to line.
    expect(countedByEnded).toBeGreaterThan(20);
    expect(countedAtTheVeryEnd).toBeGreaterThan(20);
    expect(followedOn).toBeGreaterThan(20);
  });
});
