import {
  practiceOnClock,
  practiceOnEnded,
  practiceOnTime,
  startPractice,
  type PracticeCommand,
  type PracticeState,
  type PracticeStep,
} from './practice';
import type { PracticePlan } from './practice-plan';

/**
 * A fake audio element for the practice tests: it plays at 1×, reports its time every
 * `interval()` seconds, fires `ended` at the track's end (after a last time update at the very
 * end, as browsers do, unless `timeUpdateAtEnd` is false), obeys every command, and runs a
 * 250 ms clock while a pause between passes runs.
 */
export interface TimelineOptions {
  startAt?: number;
  duration?: number;
  interval?: () => number;
  timeUpdateAtEnd?: boolean;
  startMs?: number;
  maxUpdates?: number;
  /** Time updates to play on for after practice finishes. */
  playOnUpdates?: number;
}

/** One pass as heard: the stretch of audio it played and what counted it. */
export interface HeardPass {
  segment: number;
  repetition: number;
  from: number;
  to: number;
  by: 'time' | 'ended';
}

export interface TimelineRun {
  passes: HeardPass[];
  /** Every command but 'none', as text: 'seek 10', 'pause 10 until 2000', 'finish stop'. */
  log: string[];
  state: PracticeState | null;
  audio: { time: number; playing: boolean };
  nowMs: number;
  /** Wall time spent paused between passes. */
  pausedMs: number;
}

function describeCommand(command: PracticeCommand): string | null {
  switch (command.kind) {
    case 'none':
      return null;
    case 'seek':
      return `seek ${command.time}`;
    case 'pauseThenSeek':
      return `pause ${command.time} until ${command.resumeAtMs}`;
    case 'resume':
      return 'resume';
    case 'finish':
      return `finish ${command.then}${command.time === null ? '' : ` ${command.time}`}`;
  }
}

export function runTimeline(plan: PracticePlan, options: TimelineOptions = {}): TimelineRun {
  const duration = options.duration ?? 600;
  const interval = options.interval ?? (() => 0.25);
  const audio = { time: options.startAt ?? 0, playing: true };
  const run: TimelineRun = {
    passes: [],
    log: [],
    state: null,
    audio,
    nowMs: options.startMs ?? 0,
    pausedMs: 0,
  };
  let from = audio.time;

  function apply(step: PracticeStep, heardAt: number, by: HeardPass['by']): void {
    const before = run.state;
    const after = step.state;
    const moved =
      before !== null &&
      (after === null ||
        after.segment !== before.segment ||
        after.repetition !== before.repetition);
    if (before && moved) {
      const { segment, repetition } = before;
      run.passes.push({ segment, repetition, from, to: heardAt, by });
    }
    run.state = after;
    const { command } = step;
    const text = describeCommand(command);
    if (text) run.log.push(text);
    if (command.kind === 'seek' || command.kind === 'pauseThenSeek') audio.time = command.time;
    if (command.kind === 'finish' && command.time !== null) audio.time = command.time;
    if (
      command.kind === 'pauseThenSeek' ||
      (command.kind === 'finish' && command.then === 'stop')
    ) {
      audio.playing = false;
    }
    if (command.kind === 'seek' || command.kind === 'resume') audio.playing = true;
    if (moved) from = audio.time;
  }

  apply(startPractice(plan, audio.time), audio.time, 'time');
  from = audio.time;
  for (let update = 0; update < (options.maxUpdates ?? 10_000) && run.state; update += 1) {
    if (run.state.pausedUntilMs !== null) {
      run.nowMs += 250;
      run.pausedMs += 250;
      apply(practiceOnClock(run.state, run.nowMs), audio.time, 'time');
      continue;
    }
    const dt = interval();
    run.nowMs += dt * 1000;
    audio.time = Math.min(audio.time + dt, duration);
    if (audio.time < duration) {
      apply(practiceOnTime(run.state, audio.time, run.nowMs), audio.time, 'time');
      continue;
    }
    if (options.timeUpdateAtEnd ?? true) {
      apply(practiceOnTime(run.state, duration, run.nowMs), duration, 'time');
    }
    // Heard up to where the audio is: a seek made by the time update above has moved it.
    if (run.state) apply(practiceOnEnded(run.state, run.nowMs), audio.time, 'ended');
  }
  for (let update = 0; update < (options.playOnUpdates ?? 0) && audio.playing; update += 1) {
    audio.time = Math.min(audio.time + interval(), duration);
  }
  return run;
}
