import type { Chapter } from '@sada/contracts/chapters';

/**
 * The index of the chapter playing at `ms`: the last one started by then; -1 before the first
 * (a track whose first chapter starts after its beginning) or without chapters. The chapters are
 * in order of their starts, as the server keeps them.
 */
export function chapterIndexAt(chapters: readonly Chapter[], ms: number): number {
  let found = -1;
  for (const [index, chapter] of chapters.entries()) {
    if (chapter.startMs > ms) break;
    found = index;
  }
  return found;
}

/** Where each chapter starts along a track of `durationMs`, as a share from 0 to 1. */
export function chapterMarks(
  chapters: readonly Chapter[],
  durationMs: number,
): { startMs: number; share: number }[] {
  if (!(durationMs > 0)) return [];
  return chapters
    .filter((chapter) => chapter.startMs > 0 && chapter.startMs < durationMs)
    .map((chapter) => ({ startMs: chapter.startMs, share: chapter.startMs / durationMs }));
}
