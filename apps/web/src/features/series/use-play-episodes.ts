import type { SeriesDetail } from '@sada/contracts/series';

import { usePlayerStore } from '../../player/state/player-store';
import { playableEpisodes } from './episode-state';
import { playEpisodes } from './play-episodes';

/**
 * Plays the series' live episodes from the one at `index` (into the live ones), from `startAt`
 * seconds; an ordered series in order.
 */
export function usePlayEpisodes(series: SeriesDetail) {
  const playTracks = usePlayerStore((state) => state.playTracks);
  const playTrack = usePlayerStore((state) => state.playTrack);
  const clear = usePlayerStore((state) => state.clear);
  const addToQueue = usePlayerStore((state) => state.addToQueue);
  return (index: number, startAt = 0) =>
    playEpisodes(
      { playTracks, playTrack, clear, addToQueue },
      playableEpisodes(series).map((episode) => episode.track),
      index,
      { startAt, ordered: series.ordering === 'ordered' },
    );
}
