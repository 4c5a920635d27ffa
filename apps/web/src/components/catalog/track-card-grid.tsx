import type { TrackSummary } from '@sada/contracts/tracks';

import { usePlayerStore } from '../../player/state/player-store';
import { TrackCard } from '../tracks/track-card';

/** Track cards in a grid; Play queues the whole grid from that card on. */
export function TrackCardGrid({ tracks }: { tracks: readonly TrackSummary[] }) {
  const playTracks = usePlayerStore((state) => state.playTracks);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
      {tracks.map((track, index) => (
        <TrackCard key={track.id} track={track} onPlay={() => playTracks(tracks, index)} />
      ))}
    </div>
  );
}
