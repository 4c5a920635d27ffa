// Series and episodes for the tests of the series pages, valid by the contracts' schemas.
import type { TrackStatus } from '@sada/contracts/enums';
import type { EpisodeProgress, SeriesDetail, SeriesEpisode } from '@sada/contracts/series';

import { makeTrack } from '../../testing/tracks';

export const SERIES_ID = '00000000-0000-4000-8000-00000000a001';
export const ARTIST_ID = '00000000-0000-4000-9000-00000000a002';

/** Episode `n` (1-based) of the series: track `100 + n`, ten minutes long. */
export function makeEpisode(
  n: number,
  progress: EpisodeProgress | null = null,
  status: TrackStatus = 'live',
): SeriesEpisode {
  const track = makeTrack(100 + n, {
    title: `Lesson ${n}`,
    artist: { id: ARTIST_ID, name: 'Shaykh Yusuf', verified: true },
    durationMs: 600_000,
  });
  return {
    number: n,
    track: {
      ...track,
      explicit: false,
      status,
      playCount: 0,
      likeCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    progress,
  };
}

export function makeSeries(overrides: Partial<SeriesDetail> = {}): SeriesDetail {
  const episodes = overrides.episodes ?? [1, 2, 3].map((n) => makeEpisode(n));
  return {
    id: SERIES_ID,
    title: 'Stories of the Prophets',
    description: 'One prophet a week.',
    kind: 'stories',
    language: 'english',
    ordering: 'ordered',
    artist: { id: ARTIST_ID, name: 'Shaykh Yusuf', verified: true },
    coverUrl: null,
    episodeCount: episodes.filter((episode) => episode.track.status === 'live').length,
    followerCount: 12,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    episodes,
    following: false,
    mine: false,
    continueTrackId: episodes[0]?.track.id ?? null,
    feedUrl: `https://sada.example/api/series/${SERIES_ID}/feed.xml`,
    ...overrides,
  };
}
