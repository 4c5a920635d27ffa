import { selectCurrentItem, usePlayerStore } from '../../player/state/player-store';

/** Whether `trackId` is the player's current track, and whether it is meant to be playing. */
export function useTrackPlayback(trackId: string) {
  const isCurrent = usePlayerStore((state) => selectCurrentItem(state)?.track.id === trackId);
  const isPlaying = usePlayerStore((state) => state.playIntent) && isCurrent;
  const togglePlay = usePlayerStore((state) => state.togglePlay);
  return { isCurrent, isPlaying, togglePlay };
}
