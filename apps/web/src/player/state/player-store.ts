import type { StreamQuality } from '@sada/contracts/streaming';
import {
  addToQueue,
  clearQueue,
  closePlayer,
  createPlayerState,
  createQueue,
  currentItem,
  cycleRepeat,
  DEFAULT_VOLUME,
  jumpTo,
  type MakeId,
  moveItem,
  next,
  type PlayerEvent,
  playerReducer,
  type PlayerState,
  playFromElsewhere,
  playNow,
  practiceOnEnded,
  practiceOnSeek,
  practiceOnTime,
  previous,
  type QueueState,
  type Random,
  removeItem,
  toggleShuffle,
} from '@sada/player-core';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

import {
  initialListeningAids,
  listeningAidActions,
  type ListeningAidsActions,
  type ListeningAidsData,
  practiceStep,
  type SeekTo,
} from './listening-aid-actions';
import { NO_MARKS, speedForQueue } from './listening-aids';
import { defaultPersistedPlayer, type PersistedPlayer } from './persistence';
import { type PlayerTrack, toPlayerTrack } from './player-track';

/** A seek the audio engine has yet to apply; `id` grows so that the same time can repeat. */
export interface SeekRequest {
  time: number;
  id: number;
}

/** What the audio element was given for a queue item: the file's bitrate and the others. */
export interface PlayingStream {
  itemId: string;
  /** The bitrate of the file that plays; null when unknown. */
  bitrateKbps: number | null;
  /** The bitrates the track has, best first (the stream URL answer's `qualities`). */
  qualities: number[];
}

export interface PlayerStoreState extends ListeningAidsData, ListeningAidsActions {
  queue: QueueState<PlayerTrack>;
  /** What the audio element reports. */
  player: PlayerState<PlayerTrack>;
  muted: boolean;
  quality: StreamQuality;
  /** The file the audio engine loaded last; for the current item only when its itemId says so. */
  stream: PlayingStream | null;
  /** Whether the listener wants sound; the audio engine makes the element follow it. */
  playIntent: boolean;
  seekRequest: SeekRequest | null;
  queueOpen: boolean;

  /** Replaces the queue with `tracks` and plays from `startIndex`. */
  playTracks: (
    tracks: readonly PlayerTrack[],
    startIndex?: number,
    options?: { shuffle?: boolean },
  ) => void;
  /**
   * Plays a track from elsewhere: inserted at the front of the queue and made current; from
   * `startAt` seconds when given (a line of its text, a link to a moment, a chapter, a place to
   * resume). Given, even as 0, it is the listener's choice: no saved place moves it.
   */
  playTrack: (track: PlayerTrack, options?: { startAt?: number }) => void;
  /**
   * Moves the current item `itemId` to `time` seconds without it counting as the listener's
   * seek (a saved place restored); returns the seek request's id, or null when that item is no
   * longer current.
   */
  resumeAt: (itemId: string, time: number) => number | null;
  addToQueue: (track: PlayerTrack, options?: { playNow?: boolean }) => void;
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  next: () => void;
  previous: () => void;
  jumpTo: (itemId: string) => void;
  seek: (time: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  toggleShuffle: () => void;
  cycleRepeat: () => void;
  setQuality: (quality: StreamQuality) => void;
  /** For the audio engine: the file it gave the element. */
  setStream: (stream: PlayingStream | null) => void;
  remove: (itemId: string) => void;
  move: (from: number, to: number) => void;
  clear: () => void;
  close: () => void;
  setQueueOpen: (open: boolean) => void;
  /** Puts back what the last visit left, unless something has been queued since. */
  restore: (saved: PersistedPlayer) => void;

  /** For the audio engine: an audio event or a failure. Failures also drop the play intent. */
  dispatch: (event: PlayerEvent<PlayerTrack>) => void;
  /** For the audio engine: the element is loading again (new source for the same item). */
  markLoading: () => void;
  /** For the audio engine: the current track finished; moves on by the repeat rules. */
  handleEnded: () => void;
}

export type PlayerStore = StoreApi<PlayerStoreState>;

/** The state without its actions: what a store starts from, and what a reset puts back. */
type PlayerData = ListeningAidsData &
  Pick<
    PlayerStoreState,
    'queue' | 'player' | 'muted' | 'quality' | 'stream' | 'playIntent' | 'seekRequest' | 'queueOpen'
  >;

export interface PlayerStoreOptions {
  initial?: PersistedPlayer;
  makeId?: MakeId;
  random?: Random;
  /** The wall clock, in milliseconds (the repeat pauses and the sleep timer). */
  now?: () => number;
}

function defaultMakeId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const failureEvents = new Set<PlayerEvent['type']>(['audioError', 'playRejected', 'loadFailed']);

function initialPlayer(initial: PersistedPlayer): PlayerState<PlayerTrack> {
  const base = createPlayerState<PlayerTrack>(initial.volume);
  const item = currentItem(initial.queue);
  if (!item) return base;
  // The duration is unknown until the metadata loads, so the restored position is set as is.
  return {
    ...playerReducer(base, { type: 'load', track: item.track }),
    currentTime: initial.position,
  };
}

function initialData(initial: PersistedPlayer): PlayerData {
  return {
    queue: initial.queue,
    player: initialPlayer(initial),
    muted: initial.muted,
    quality: initial.quality,
    stream: null,
    playIntent: false,
    seekRequest: null,
    queueOpen: false,
    ...initialListeningAids(initial.queue),
  };
}

export function createPlayerStore(options: PlayerStoreOptions = {}): PlayerStore {
  const initial = options.initial ?? defaultPersistedPlayer();
  const makeId = options.makeId ?? defaultMakeId;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let seekId = 0;

  return createStore<PlayerStoreState>()((set, get) => {
    /** Sets the queue; when the current item changes the player loads it (or closes). */
    const withQueue = (
      state: PlayerStoreState,
      queue: QueueState<PlayerTrack>,
    ): Partial<PlayerStoreState> => {
      const before = currentItem(state.queue);
      const after = currentItem(queue);
      if (before?.id === after?.id) return { queue };
      // Marks and practice belong to the track they were made on.
      const leftBehind = { practice: null, marks: NO_MARKS };
      if (!after) {
        return {
          queue,
          player: playerReducer(state.player, { type: 'close' }),
          playIntent: false,
          seekRequest: null,
          ...leftBehind,
        };
      }
      return {
        queue,
        player: playerReducer(state.player, { type: 'load', track: after.track }),
        seekRequest: null,
        speed: speedForQueue(state.speedMemory, queue),
        ...leftBehind,
      };
    };

    /**
     * The player at `time` of a track whose audio has not loaded yet. The duration is unknown
     * until the metadata loads: the engine starts there once it is in (a time past the end is cut
     * to it then).
     */
    const startFrom = (
      player: PlayerState<PlayerTrack>,
      track: PlayerTrack,
      time: number,
    ): Pick<PlayerStoreState, 'player'> & { seekRequest: SeekRequest } => {
      const listed = track.durationMs === null ? Infinity : track.durationMs / 1000;
      const at = Math.min(Math.max(time, 0), listed);
      seekId += 1;
      return { player: { ...player, currentTime: at }, seekRequest: { time: at, id: seekId } };
    };

    /**
     * Moves the audio to `time`: a seek the engine applies, outside the practice's rules. Before
     * the metadata is in (a restored track, a moment link played at once) the duration is not
     * known yet, so the track's listed length bounds the time rather than a duration of zero.
     */
    const seekTo: SeekTo = (state, time) => {
      const track = state.player.currentTrack;
      if (state.player.duration <= 0 && track && !Number.isNaN(time)) {
        return startFrom(state.player, track, time);
      }
      const player = playerReducer(state.player, { type: 'seek', time });
      seekId += 1;
      return { player, seekRequest: { time: player.currentTime, id: seekId } };
    };

    const restart = (state: PlayerStoreState): Partial<PlayerStoreState> => ({
      ...seekTo(state, 0),
      playIntent: true,
      practice: null,
    });

    return {
      ...initialData(initial),
      ...listeningAidActions({ set, get, seekTo, now }),

      playTracks: (tracks, startIndex = 0, playOptions = {}) =>
        set((state) => {
          const base =
            playOptions.shuffle === undefined
              ? state.queue
              : createQueue<PlayerTrack>({
                  shuffle: playOptions.shuffle,
                  repeat: state.queue.repeat,
                });
          const queue = playNow(base, tracks.map(toPlayerTrack), startIndex, { makeId, random });
          return { ...withQueue(state, queue), playIntent: queue.items.length > 0 };
        }),

      playTrack: (track, playOptions = {}) =>
        set((state) => {
          const playing = {
            ...withQueue(state, playFromElsewhere(state.queue, toPlayerTrack(track), { makeId })),
            playIntent: true,
          };
          const { startAt } = playOptions;
          if (startAt === undefined || !(startAt >= 0) || !playing.player) return playing;
          return { ...playing, ...startFrom(playing.player, track, startAt) };
        }),

      resumeAt: (itemId, time) => {
        const state = get();
        const item = currentItem(state.queue);
        if (item?.id !== itemId || !(time >= 0)) return null;
        const moved =
          state.player.duration > 0
            ? seekTo(state, time)
            : startFrom(state.player, item.track, time);
        set(moved);
        return moved.seekRequest.id;
      },

      addToQueue: (track, addOptions = {}) =>
        set((state) => {
          const playNowFlag = addOptions.playNow ?? false;
          let queue = addToQueue(state.queue, [toPlayerTrack(track)], {
            makeId,
            playNow: playNowFlag,
          });
          // Adding to an empty queue loads the track (paused), so the player bar appears.
          const first = queue.items[0];
          if (queue.currentIndex === -1 && first) queue = jumpTo(queue, first.id);
          return { ...withQueue(state, queue), playIntent: playNowFlag || state.playIntent };
        }),

      play: () =>
        set((state) => {
          if (currentItem(state.queue)) return { playIntent: true };
          const first = state.queue.items[0];
          if (!first) return {};
          return { ...withQueue(state, jumpTo(state.queue, first.id)), playIntent: true };
        }),

      pause: () => set({ playIntent: false }),

      togglePlay: () => {
        if (get().playIntent) get().pause();
        else get().play();
      },

      next: () =>
        set((state) => {
          const step = next(state.queue);
          if (!step.item) return {};
          if (step.item.id === currentItem(state.queue)?.id) return restart(state);
          return { ...withQueue(state, step.state), playIntent: true };
        }),

      previous: () =>
        set((state) => {
          const step = previous(state.queue);
          if (!step.item) return {};
          if (step.item.id === currentItem(state.queue)?.id) return restart(state);
          return { ...withQueue(state, step.state), playIntent: true };
        }),

      jumpTo: (itemId) =>
        set((state) => ({ ...withQueue(state, jumpTo(state.queue, itemId)), playIntent: true })),

      seek: (time) =>
        set((state) => {
          if (!currentItem(state.queue)) return {};
          const moved = seekTo(state, time);
          if (!state.practice) return moved;
          // The listener's seek: inside the practised stretch it moves there, outside it ends it.
          return {
            ...moved,
            practice: practiceOnSeek(state.practice, moved.player.currentTime).state,
          };
        }),

      setVolume: (volume) =>
        set((state) => {
          const player = playerReducer(state.player, { type: 'setVolume', volume });
          return { player, muted: player.volume === 0 ? state.muted : false };
        }),

      toggleMute: () =>
        set((state) => {
          if (state.muted) {
            const player =
              state.player.volume === 0
                ? playerReducer(state.player, { type: 'setVolume', volume: DEFAULT_VOLUME })
                : state.player;
            return { muted: false, player };
          }
          return { muted: true };
        }),

      toggleShuffle: () => set((state) => ({ queue: toggleShuffle(state.queue, random) })),

      cycleRepeat: () => set((state) => ({ queue: cycleRepeat(state.queue) })),

      setQuality: (quality) => set({ quality }),

      setStream: (stream) => set({ stream }),

      remove: (itemId) => set((state) => withQueue(state, removeItem(state.queue, itemId))),

      move: (from, to) => set((state) => ({ queue: moveItem(state.queue, from, to) })),

      clear: () => set((state) => withQueue(state, clearQueue(state.queue))),

      close: () =>
        set((state) => ({ ...withQueue(state, closePlayer(state.queue)), queueOpen: false })),

      setQueueOpen: (open) => set({ queueOpen: open }),

      restore: (saved) =>
        set((state) =>
          state.queue.items.length > 0
            ? {}
            : {
                queue: saved.queue,
                player: initialPlayer(saved),
                muted: saved.muted,
                quality: saved.quality,
                speed: speedForQueue(state.speedMemory, saved.queue),
              },
        ),

      dispatch: (event) =>
        set((state) => {
          const player = playerReducer(state.player, event);
          const reported = failureEvents.has(event.type)
            ? { player, playIntent: false }
            : { player };
          if (event.type !== 'timeUpdate' || !state.practice) return reported;
          const step = practiceOnTime(state.practice, player.currentTime, now());
          return { ...reported, ...practiceStep({ ...state, ...reported }, step, seekTo) };
        }),

      markLoading: () =>
        set((state) =>
          state.player.isLoading ? {} : { player: { ...state.player, isLoading: true } },
        ),

      handleEnded: () =>
        set((state) => {
          if (state.practice) {
            const practised = practiceOnEnded(state.practice, now());
            const { command } = practised;
            // Practice goes on (or has already gone back, at the time update before), or stops.
            const movesOn = command.kind === 'finish' && command.then === 'continue';
            if (!movesOn) return practiceStep(state, practised, seekTo);
          }
          const ended = {
            ...state,
            practice: null,
            player: playerReducer(state.player, { type: 'ended' }),
          };
          const step = next(state.queue);
          if (state.sleepTimer?.kind === 'endOfTrack') {
            // The timer was for this track: the next one is made ready but does not play.
            const stopped = { sleepTimer: null, fade: 1, playIntent: false };
            if (!step.item || step.item.id === currentItem(state.queue)?.id) {
              seekId += 1;
              const rewound = { time: 0, id: seekId };
              return { ...stopped, player: ended.player, seekRequest: rewound, practice: null };
            }
            return { player: ended.player, ...withQueue(ended, step.state), ...stopped };
          }
          if (!step.item) {
            // Stopped at the end: the element is rewound so that Play starts the track again.
            seekId += 1;
            return {
              player: ended.player,
              playIntent: false,
              seekRequest: { time: 0, id: seekId },
              practice: null,
            };
          }
          if (step.item.id === currentItem(state.queue)?.id) return restart(ended);
          return { player: ended.player, ...withQueue(ended, step.state), playIntent: true };
        }),
    };
  });
}

/** The app's one player; PlayerRoot restores the last visit's queue into it. */
export const playerStore = createPlayerStore();

/**
 * Puts the app's player back as a first visit finds it (empty queue, default volume, quality
 * and modes), so that no test sees what an earlier one left.
 */
export function resetPlayerStore(): void {
  playerStore.setState(initialData(defaultPersistedPlayer()));
}

export function usePlayerStore<T>(selector: (state: PlayerStoreState) => T): T {
  return useStore(playerStore, selector);
}

export function selectCurrentItem(state: PlayerStoreState) {
  return currentItem(state.queue);
}
