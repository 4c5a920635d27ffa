import type { PlayerStoreState } from '../../player/state/player-store';
import type { PlayerTrack } from '../../player/state/player-track';

type QueueActions = Pick<PlayerStoreState, 'playTracks' | 'playTrack' | 'clear' | 'addToQueue'>;

interface PlayEpisodesOptions {
  /** Seconds into the episode to start at. */
  startAt?: number;
  /** An ordered series (a course) is heard in order, so shuffle is turned off for it. */
  ordered?: boolean;
}

/**
 * Queues the episodes and plays the one at `index`, from `startAt` seconds when given. The store
 * seeks a track that has not loaded only through `playTrack`, so a resumed episode leads a fresh
 * queue and the episodes after it follow; those before it are the ones already heard.
 */
export function playEpisodes(
  actions: QueueActions,
  tracks: readonly PlayerTrack[],
  index: number,
  { startAt = 0, ordered = false }: PlayEpisodesOptions = {},
): void {
  const track = tracks[index];
  if (!track) return;
  if (!(startAt > 0)) {
    actions.playTracks(tracks, index, ordered ? { shuffle: false } : undefined);
    return;
  }
  actions.clear();
  actions.playTrack(track, { startAt });
  for (const next of tracks.slice(index + 1)) actions.addToQueue(next);
}
