// The store's part for listening to learn: A–B marks, repeat practice, speed, the sleep timer and
// the text panel. Spread into the player store; the audio engine and its clock carry it out.
import {
  clampSpeed,
  currentItem,
  type PracticePlan,
  practiceOnCancel,
  practiceOnClock,
  type PracticeState,
  type PracticeStep,
  type QueueState,
  rememberSpeed,
  type SleepTimer,
  type SleepTimerChoice,
  sleepTimerEffect,
  type SpeedMemory,
  startPractice,
  startSleepTimer,
  validatePracticePlan,
} from '@sada/player-core';

import {
  type AbMarks,
  completeMarks,
  DEFAULT_PRACTICE_OPTIONS,
  NO_MARKS,
  optionsOf,
  speedForQueue,
  speedKeyOf,
  withMark,
} from './listening-aids';
import type { PlayerStoreState, SeekRequest } from './player-store';
import type { PlayerTrack } from './player-track';

export interface ListeningAidsData {
  /** Whether the text of the current track is open beside the bar. */
  textOpen: boolean;
  /** Points A and B on the current track; cleared when another track becomes current. */
  marks: AbMarks;
  /** The repeat plan being practised on the current track; null when none. */
  practice: PracticeState | null;
  /** The playback rate, a step of 0.5–2. */
  speed: number;
  /** Speeds remembered per kind of track (lecture, nasheed…) and per series; saved apart. */
  speedMemory: SpeedMemory;
  sleepTimer: SleepTimer;
  /** What the sleep timer's fade multiplies the listener's volume by: 1 until its last seconds. */
  fade: number;
}

export interface ListeningAidsActions {
  setTextOpen: (open: boolean) => void;
  /**
   * Sets A or B (at the current time unless `time` is given). Once both are set, A before B, a
   * loop of them starts, unless another kind of practice runs; a running loop takes them on.
   */
  setMark: (which: 'a' | 'b', time?: number) => void;
  /** Sets both marks at once (a range of lines), with the same effect as setting them in turn. */
  setMarks: (a: number, b: number) => void;
  clearMarks: () => void;
  /** Starts practising a plan and plays; returns the plan's problem (nothing starts), else null. */
  startPractice: (plan: PracticePlan) => string | null;
  cancelPractice: () => void;
  /** Sets the speed, remembered for the current track's series or kind when it is known. */
  setSpeed: (speed: number) => void;
  /** Puts back the remembered speeds (at start), and the speed they give the current track. */
  setSpeedMemory: (memory: SpeedMemory) => void;
  /** Starts the sleep timer, or turns it off (null). */
  setSleepTimer: (choice: SleepTimerChoice | null) => void;
  /** For the engine's clock: a pause between repetitions may be over. */
  practiceClock: () => void;
  /** For the engine's clock: the sleep timer fades the sound out, then pauses. */
  sleepTick: () => void;
}

export function initialListeningAids(queue: QueueState<PlayerTrack>): ListeningAidsData {
  return {
    textOpen: false,
    marks: NO_MARKS,
    practice: null,
    speed: speedForQueue({}, queue),
    speedMemory: {},
    sleepTimer: null,
    fade: 1,
  };
}

/** Moves the audio to `time` (a seek the engine applies), outside the practice's rules. */
export type SeekTo = (
  state: PlayerStoreState,
  time: number,
) => Pick<PlayerStoreState, 'player'> & { seekRequest: SeekRequest };

/** A practice step: its state kept, its command carried out. */
export function practiceStep(
  state: PlayerStoreState,
  step: PracticeStep,
  seekTo: SeekTo,
): Partial<PlayerStoreState> {
  const { command } = step;
  const practice = step.state;
  switch (command.kind) {
    case 'none':
    case 'resume':
      // A pause between passes ends with the state the step gives (no pausedUntilMs).
      return { practice };
    case 'seek':
    case 'pauseThenSeek':
      return { practice, ...seekTo(state, command.time) };
    case 'finish': {
      const moved = command.time === null ? {} : seekTo(state, command.time);
      return command.then === 'stop'
        ? { practice, ...moved, playIntent: false }
        : { practice, ...moved };
    }
  }
}

interface AidTools {
  set: (partial: Partial<PlayerStoreState>) => void;
  get: () => PlayerStoreState;
  seekTo: SeekTo;
  now: () => number;
}

export function listeningAidActions({ set, get, seekTo, now }: AidTools): ListeningAidsActions {
  /** Starts `plan` (and plays), or says what is wrong with it. */
  const practise = (
    state: PlayerStoreState,
    plan: PracticePlan,
  ): { problem: string } | Partial<PlayerStoreState> => {
    const problem = validatePracticePlan(plan);
    if (problem) return { problem };
    return {
      ...practiceStep(state, startPractice(plan, state.player.currentTime), seekTo),
      playIntent: true,
    };
  };

  /** New marks; once complete they start (or move) a loop, unless other practice runs. */
  const withMarks = (state: PlayerStoreState, marks: AbMarks): Partial<PlayerStoreState> => {
    const stretch = completeMarks(marks);
    const running = state.practice?.plan;
    if (!stretch || (running && running.kind !== 'ab')) return { marks };
    const options = running ? optionsOf(running) : DEFAULT_PRACTICE_OPTIONS;
    const started = practise(state, { kind: 'ab', a: stretch.a, b: stretch.b, ...options });
    return 'problem' in started ? { marks } : { ...started, marks };
  };

  const hasTrack = () => currentItem(get().queue) !== null;

  return {
    setTextOpen: (open) => set({ textOpen: open }),

    setMark: (which, time) => {
      if (!hasTrack()) return;
      const state = get();
      set(withMarks(state, withMark(state.marks, which, time ?? state.player.currentTime)));
    },

    setMarks: (a, b) => {
      if (hasTrack()) set(withMarks(get(), { a, b }));
    },

    clearMarks: () => set({ marks: NO_MARKS }),

    startPractice: (plan) => {
      if (!hasTrack()) return null;
      const started = practise(get(), plan);
      if ('problem' in started) return started.problem;
      set(started);
      return null;
    },

    cancelPractice: () => {
      const state = get();
      if (state.practice) set(practiceStep(state, practiceOnCancel(state.practice), seekTo));
    },

    setSpeed: (speed) => {
      const state = get();
      const key = speedKeyOf(currentItem(state.queue)?.track);
      const snapped = clampSpeed(speed);
      set({ speed: snapped, speedMemory: rememberSpeed(state.speedMemory, key, snapped) });
    },

    setSpeedMemory: (memory) =>
      set({ speedMemory: memory, speed: speedForQueue(memory, get().queue) }),

    setSleepTimer: (choice) =>
      set({ sleepTimer: choice ? startSleepTimer(choice, now()) : null, fade: 1 }),

    practiceClock: () => {
      const state = get();
      if (state.practice) set(practiceStep(state, practiceOnClock(state.practice, now()), seekTo));
    },

    sleepTick: () => {
      const { sleepTimer, player, speed, fade, playIntent } = get();
      if (!sleepTimer) return;
      // While paused the end of the track comes no nearer.
      const remainingMs =
        playIntent && player.duration > 0
          ? ((player.duration - player.currentTime) / speed) * 1000
          : null;
      const effect = sleepTimerEffect(sleepTimer, now(), remainingMs);
      if (effect.stop) {
        // Paused before the listener's volume comes back, so that nothing is heard at full.
        set({ playIntent: false });
        set({ sleepTimer: null, fade: 1 });
        return;
      }
      if (effect.volumeFactor !== fade) set({ fade: effect.volumeFactor });
    },
  };
}
