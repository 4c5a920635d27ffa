import type { TrackSummary } from '@sada/contracts/tracks';

/** What the player keeps of a track: enough for the bar, the queue and the media session. */
export type PlayerTrack = Pick<
  TrackSummary,
  'id' | 'title' | 'artist' | 'album' | 'durationMs' | 'coverUrl'
>;

/** Drops the counters and flags a list carries, so the stored queue stays small. */
export function toPlayerTrack(track: PlayerTrack): PlayerTrack {
  const { id, title, artist, album, durationMs, coverUrl } = track;
  return {
    id,
    title,
    artist: { id: artist.id, name: artist.name, verified: artist.verified },
    album: album ? { id: album.id, title: album.title } : null,
    durationMs,
    coverUrl,
  };
}
