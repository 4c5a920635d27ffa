import type { TrackStatus } from '@sada/contracts/enums';
import type { SeriesEpisode } from '@sada/contracts/series';
import type { MyTrack } from '@sada/contracts/uploads';

/** What the editor shows of a track, whether it came from the series or from the artist's list. */
export interface DraftTrack {
  id: string;
  title: string;
  status: TrackStatus;
  durationMs: number | null;
  coverUrl: string | null;
}

const toDraftTrack = ({ id, title, status, durationMs, coverUrl }: DraftTrack): DraftTrack => ({
  id,
  title,
  status,
  durationMs,
  coverUrl,
});

/** Every track the editor may show, by id: the artist's tracks, and the episodes as saved. */
export function draftTracksById(
  episodes: readonly SeriesEpisode[],
  mine: readonly MyTrack[],
): ReadonlyMap<string, DraftTrack> {
  const byId = new Map<string, DraftTrack>();
  for (const { track } of episodes) byId.set(track.id, toDraftTrack(track));
  for (const track of mine) byId.set(track.id, toDraftTrack(track));
  return byId;
}
