// Chapters of a long track (a lecture, an episode): a title and where it starts. Entered by the
// artist (typed, as a `mm:ss Title` list, or read from the file's own chapter marks while it is
// processed), shown on the progress bar and as a list to jump to, and reviewed with the track.
import { z } from 'zod';

export const CHAPTERS_MAX = 200;
export const CHAPTER_TITLE_MAX_LENGTH = 120;
export const CHAPTER_LIST_MAX_LENGTH = 30_000;

export const chapterMessages = {
  titleRequired: 'Give each chapter a title',
  titleTooLong: `A chapter title can be at most ${CHAPTER_TITLE_MAX_LENGTH} characters`,
  tooMany: `A track can have at most ${CHAPTERS_MAX} chapters`,
  listTooLong: `The list can be at most ${CHAPTER_LIST_MAX_LENGTH.toLocaleString('en')} characters`,
  timeInvalid: 'Chapter times must be whole milliseconds from 0',
  sameTime: (chapter: number) => `Chapter ${chapter} starts at the same time as the one above it`,
  unordered: (chapter: number) => `Chapter ${chapter} starts before the one above it`,
  pastEnd: (chapter: number, end: string) =>
    `Chapter ${chapter} starts after the track ends (${end})`,
  badLine: (line: number) =>
    `Line ${line}: write each chapter as a time and a title, such as 12:30 Questions`,
  saved: 'Chapters saved',
  savedForReview: 'Chapters saved. Listeners see them once a reviewer approves them.',
} as const;

export const chapter = z
  .object({
    title: z.string(),
    startMs: z.number().int().nonnegative(),
  })
  .meta({ id: 'Chapter' });
export type Chapter = z.infer<typeof chapter>;

const chapterInput = z
  .object({
    title: z
      .string({ error: chapterMessages.titleRequired })
      .max(CHAPTER_TITLE_MAX_LENGTH * 4, { error: chapterMessages.titleTooLong }),
    startMs: z
      .number({ error: chapterMessages.timeInvalid })
      .int({ error: chapterMessages.timeInvalid })
      .min(0, { error: chapterMessages.timeInvalid })
      .max(48 * 3600 * 1000, { error: chapterMessages.timeInvalid }),
  })
  .strict();

/** PUT /api/me/tracks/{trackId}/chapters: the chapters, or a `mm:ss Title` list to read. */
export const chaptersUpdate = z.union([
  z
    .object({
      chapters: z.array(chapterInput).max(CHAPTERS_MAX, { error: chapterMessages.tooMany }),
    })
    .strict(),
  z
    .object({
      list: z.string().max(CHAPTER_LIST_MAX_LENGTH, { error: chapterMessages.listTooLong }),
    })
    .strict(),
]);
export type ChaptersUpdate = z.infer<typeof chaptersUpdate>;

/** GET and PUT /api/me/tracks/{trackId}/chapters. */
export const myTrackChapters = z
  .object({
    trackId: z.uuid(),
    chapters: z.array(chapter),
    /** A change of a live track's chapters waiting for review; null when none is. */
    pendingChapters: z.array(chapter).nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'MyTrackChapters' });
export type MyTrackChapters = z.infer<typeof myTrackChapters>;

const listLine = /^\s*(?:\[?)((?:\d{1,2}:)?\d{1,3}:\d{2}(?:\.\d{1,3})?)\]?\s*[-–—:.)]?\s+(.+)$/;

/** `h:mm:ss`, `mm:ss` or `m:ss.xx` as milliseconds; null when it is not such a time. */
export function clockToMs(clock: string): number | null {
  const [main = '', fraction] = clock.split('.');
  const parts = main.split(':').map(Number);
  if (parts.some((n) => !Number.isInteger(n))) return null;
  const seconds = parts.at(-1) ?? 0;
  const minutes = parts.at(-2) ?? 0;
  if (seconds >= 60 || (parts.length === 3 && minutes >= 60)) return null;
  const total = parts.reduce((sum, part) => sum * 60 + part, 0);
  return total * 1000 + (fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0);
}

/** A `mm:ss Title` list (one chapter a line, as podcasts and video descriptions write them). */
export function parseChapterList(
  text: string,
): { ok: true; chapters: Chapter[] } | { ok: false; line: number; message: string } {
  const chapters: Chapter[] = [];
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    if (!raw.trim()) continue;
    const match = listLine.exec(raw);
    const startMs = match ? clockToMs(match[1] ?? '') : null;
    if (!match || startMs === null)
      return { ok: false, line: index + 1, message: chapterMessages.badLine(index + 1) };
    chapters.push({ startMs, title: (match[2] ?? '').trim() });
  }
  return { ok: true, chapters };
}

/** m:ss (or h:mm:ss) of milliseconds. */
export function msToClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The chapters as they are stored, or the first problem, named by its chapter (1-based): titles
 * trimmed and required, starts in order, none at the same time as another or past the end.
 */
export function normaliseChapters(
  input: readonly { title: string; startMs: number }[],
  durationMs: number | null,
): { chapters: Chapter[] } | { problem: string; chapter: number | null } {
  if (input.length > CHAPTERS_MAX) return { problem: chapterMessages.tooMany, chapter: null };
  const chapters: Chapter[] = [];
  for (const [index, item] of input.entries()) {
    const number = index + 1;
    const title = item.title.replace(/\s+/g, ' ').trim();
    if (!title) return { problem: chapterMessages.titleRequired, chapter: number };
    if ([...title].length > CHAPTER_TITLE_MAX_LENGTH)
      return { problem: chapterMessages.titleTooLong, chapter: number };
    const previous = chapters.at(-1);
    if (previous && item.startMs === previous.startMs)
      return { problem: chapterMessages.sameTime(number), chapter: number };
    if (previous && item.startMs < previous.startMs)
      return { problem: chapterMessages.unordered(number), chapter: number };
    if (durationMs !== null && item.startMs >= durationMs)
      return { problem: chapterMessages.pastEnd(number, msToClock(durationMs)), chapter: number };
    chapters.push({ title, startMs: item.startMs });
  }
  return { chapters };
}

/** Podcasting 2.0 JSON chapters (`podcast:chapters`), as podcast apps read them. */
export const podcastChapters = z
  .object({
    version: z.literal('1.2.0'),
    chapters: z.array(z.object({ startTime: z.number().nonnegative(), title: z.string() })),
  })
  .meta({ id: 'PodcastChapters' });
