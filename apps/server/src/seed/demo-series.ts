// A demo series, so that the series page, 'Continue' and chapters show on first start: the demo
// speaker's Seerah Notes talks as ordered episodes, each with chapters. The chapter titles are
// invented for this demo and spread over the generated audio, which has no words.
import type { Chapter } from '@sada/contracts/chapters';

import type { Executor } from '../db/client';
import { series, seriesEpisodes } from '../db/schema';

export const demoSeries = {
  title: 'Seerah Notes',
  description:
    'Short talks on the life of the Prophet ﷺ, one episode after another. A demo series: its audio is generated ambience, not speech.',
  kind: 'seerah' as const,
  language: 'english' as const,
  ordering: 'ordered' as const,
  episodeTitles: [
    'Seerah Notes: The Early Years',
    'Seerah Notes: Trust and Honesty',
    'Seerah Notes: Migration',
    'Seerah Notes: Building a Community',
    'Seerah Notes: Mercy',
  ],
};

const chapterTitles = ['Opening words', 'The story', 'What it teaches', 'Closing reflection'];

/** The chapters of a demo track: four at even points of an episode, on whole seconds. */
export function demoChapters(title: string, durationMs: number): Chapter[] | null {
  if (!demoSeries.episodeTitles.includes(title)) return null;
  return chapterTitles.map((chapter, i) => ({
    title: chapter,
    startMs: Math.floor((durationMs * i) / chapterTitles.length / 1000) * 1000,
  }));
}

/** Makes the demo series of the artist `artistId` from its tracks, reviewed at `at`. */
export async function insertDemoSeries(
  tx: Executor,
  artistId: string,
  episodes: { id: string; title: string }[],
  at: Date,
): Promise<void> {
  const ordered = demoSeries.episodeTitles.map((title) => {
    const episode = episodes.find((track) => track.title === title);
    if (!episode) throw new Error(`The demo series names unknown track ${title}`);
    return episode;
  });
  const [row] = await tx
    .insert(series)
    .values({
      artistId,
      title: demoSeries.title,
      description: demoSeries.description,
      kind: demoSeries.kind,
      language: demoSeries.language,
      ordering: demoSeries.ordering,
      approvedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: series.id });
  if (!row) throw new Error('The demo series was not made');
  await tx
    .insert(seriesEpisodes)
    .values(ordered.map((track, position) => ({ seriesId: row.id, trackId: track.id, position })));
}
