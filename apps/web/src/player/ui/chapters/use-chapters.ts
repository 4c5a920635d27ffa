import type { Chapter } from '@sada/contracts/chapters';
import { useQuery } from '@tanstack/react-query';

import { playerTrackQueryOptions } from '../../api/track-detail';
import { chapterIndexAt } from '../../state/chapter-at';
import { selectCurrentItem, usePlayerStore } from '../../state/player-store';

const none: readonly Chapter[] = Object.freeze([]);

/** The current track's chapters, read from its details once it plays; none until they are in. */
export function useCurrentChapters(): readonly Chapter[] {
  const trackId = usePlayerStore((state) => selectCurrentItem(state)?.track.id ?? null);
  const query = useQuery({
    ...playerTrackQueryOptions(trackId ?? ''),
    enabled: trackId !== null,
    select: (track) => track.chapters,
  });
  return trackId === null ? none : (query.data ?? none);
}

/** The index of the chapter playing now (-1 before the first); renders again only as it changes. */
export function useCurrentChapterIndex(chapters: readonly Chapter[]): number {
  return usePlayerStore((state) => chapterIndexAt(chapters, state.player.currentTime * 1000));
}

/** Moves to a chapter's start and plays from there. */
export function useJumpToChapter(): (chapter: Chapter) => void {
  const seek = usePlayerStore((state) => state.seek);
  const play = usePlayerStore((state) => state.play);
  return (chapter) => {
    seek(chapter.startMs / 1000);
    play();
  };
}
