// Who hears of a new episode: the followers of the series it belongs to.
import { and, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { series, seriesEpisodes, seriesFollows } from '../../db/schema';
import type { NewNotification } from '../notifications';

/** The followers of the series each of `trackIds` is an episode of, told it is out. */
export async function newEpisodeNotifications(
  db: Executor,
  episodes: readonly { id: string; title: string }[],
): Promise<NewNotification[]> {
  if (episodes.length === 0) return [];
  const rows = await db
    .select({
      trackId: seriesEpisodes.trackId,
      seriesId: series.id,
      seriesTitle: series.title,
      userId: seriesFollows.userId,
    })
    .from(seriesEpisodes)
    .innerJoin(series, eq(series.id, seriesEpisodes.seriesId))
    .innerJoin(seriesFollows, eq(seriesFollows.seriesId, series.id))
    .where(
      and(
        inArray(
          seriesEpisodes.trackId,
          episodes.map((e) => e.id),
        ),
      ),
    );
  const titles = new Map(episodes.map((e) => [e.id, e.title]));
  return rows.map((row) => {
    const trackTitle = titles.get(row.trackId) ?? '';
    return {
      userId: row.userId,
      kind: 'new_episode' as const,
      title: 'New episode',
      message: `New episode of ${row.seriesTitle}: "${trackTitle}".`,
      link: `/track/${row.trackId}`,
      data: {
        seriesTitle: row.seriesTitle,
        trackTitle,
        seriesId: row.seriesId,
        trackId: row.trackId,
      },
    };
  });
}
