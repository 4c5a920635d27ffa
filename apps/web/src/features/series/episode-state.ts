// What the series page works out from the episodes: which ones play, what the main button says
// and where it starts, and how far the listener is in each episode.
import type { SeriesDetail, SeriesEpisode } from '@sada/contracts/series';

/** The episodes listeners can play: live ones (the artist also sees the others). */
export function playableEpisodes(series: SeriesDetail): SeriesEpisode[] {
  return series.episodes.filter((episode) => episode.track.status === 'live');
}

function started(episode: SeriesEpisode): boolean {
  const { progress } = episode;
  return progress !== null && (progress.played || progress.positionMs > 0);
}

/**
 * What the main button offers: 'play' when nothing is started, 'continue' part-way through,
 * 'playAgain' when every episode is done, and nothing ('empty') without an episode to play.
 */
export type SeriesPlayState = 'empty' | 'play' | 'continue' | 'playAgain';

export function seriesPlayState(series: SeriesDetail): SeriesPlayState {
  const playable = playableEpisodes(series);
  if (playable.length === 0) return 'empty';
  if (series.continueTrackId === null) return 'playAgain';
  return playable.some(started) ? 'continue' : 'play';
}

/** Where the main button starts: an index into the playable episodes and a time in seconds. */
export interface SeriesStart {
  index: number;
  startAt: number;
}

export function seriesStart(series: SeriesDetail): SeriesStart | null {
  const playable = playableEpisodes(series);
  if (playable.length === 0) return null;
  const index = playable.findIndex((episode) => episode.track.id === series.continueTrackId);
  if (index === -1) return { index: 0, startAt: 0 };
  const progress = playable[index]?.progress;
  const resume = progress && !progress.played && progress.positionMs > 0;
  return { index, startAt: resume ? progress.positionMs / 1000 : 0 };
}

/** How far the listener is in an episode. */
export type EpisodeListening =
  | { kind: 'new' }
  | { kind: 'played' }
  | { kind: 'started'; share: number; remainingMs: number | null };

export function episodeListening(episode: SeriesEpisode): EpisodeListening {
  const { progress, track } = episode;
  if (!progress) return { kind: 'new' };
  if (progress.played) return { kind: 'played' };
  if (progress.positionMs <= 0) return { kind: 'new' };
  const duration = track.durationMs;
  if (duration === null || duration <= 0) {
    return { kind: 'started', share: 0, remainingMs: null };
  }
  const share = Math.min(1, progress.positionMs / duration);
  return { kind: 'started', share, remainingMs: Math.max(0, duration - progress.positionMs) };
}

/**
 * The series after marking one episode played or unplayed: either starts it over (position 0),
 * and 'Continue' moves to the first live episode not played, as the server works it out.
 */
export function withPlayed(series: SeriesDetail, trackId: string, played: boolean): SeriesDetail {
  const episodes = series.episodes.map((episode) =>
    episode.track.id === trackId ? { ...episode, progress: { positionMs: 0, played } } : episode,
  );
  const next = episodes.find(
    (episode) => episode.track.status === 'live' && !(episode.progress?.played ?? false),
  );
  return { ...series, episodes, continueTrackId: next?.track.id ?? null };
}
