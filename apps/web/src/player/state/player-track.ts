import type { TrackDetail, TrackSummary } from '@sada/contracts/tracks';

/** The series a track is an episode of. */
export interface PlayerSeries {
  id: string;
  title: string;
}

/**
 * What the player keeps of a track: enough for the bar, the queue and the media session. The
 * kind (`contentType`) comes along where the source knows it (a track's page): the speed is
 * remembered per kind, and a track played from a list, whose summary lacks it, plays at 1×. The
 * series comes along where the source knows the track is an episode (Continue listening): the
 * speed is then remembered for the series, and the place in it is kept whatever its length.
 */
export type PlayerTrack = Pick<
  TrackSummary,
  'id' | 'title' | 'artist' | 'album' | 'durationMs' | 'coverUrl'
> & { contentType?: TrackDetail['contentType']; series?: PlayerSeries };

/** Drops the counters and flags a list carries, so the stored queue stays small. */
export function toPlayerTrack(track: PlayerTrack): PlayerTrack {
  const { id, title, artist, album, durationMs, coverUrl, contentType, series } = track;
  return {
    id,
    title,
    artist: { id: artist.id, name: artist.name, verified: artist.verified },
    album: album ? { id: album.id, title: album.title } : null,
    durationMs,
    coverUrl,
    ...(contentType ? { contentType } : {}),
    ...(series ? { series: { id: series.id, title: series.title } } : {}),
  };
}
