// The chapters editor's rows: a time and a title as typed, read into chapters as the server
// checks them, with the first problem named by its row.
import {
  type Chapter,
  chapterMessages,
  clockToMs,
  msToClock,
  normaliseChapters,
} from '@sada/contracts/chapters';

export interface ChapterRow {
  /** Stable across edits, for React and for the row a problem belongs to. */
  key: string;
  /** As typed: m:ss, h:mm:ss or m:ss.xx. */
  time: string;
  title: string;
}

/** A problem of one row: which field, and the message (the contract's English, or a key). */
export interface RowProblem {
  key: string;
  field: 'time' | 'title';
  /** A message of the contracts (localised where shown), or 'timeInvalid'. */
  message: string;
}

let lastKey = 0;
const nextKey = () => `chapter-${(lastKey += 1)}`;

/** A time as the editor writes it: m:ss (h:mm:ss), with the milliseconds a file's marks carry. */
export function clockOf(ms: number): string {
  const fraction = Math.round(ms) % 1000;
  return fraction === 0
    ? msToClock(ms)
    : `${msToClock(ms)}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
}

export function rowsFromChapters(chapters: readonly Chapter[]): ChapterRow[] {
  return chapters.map((chapter) => ({
    key: nextKey(),
    time: clockOf(chapter.startMs),
    title: chapter.title,
  }));
}

export function newRow(time = ''): ChapterRow {
  return { key: nextKey(), time, title: '' };
}

/** What a save compares: the rows as they would be sent. */
export function fingerprint(rows: readonly ChapterRow[]): string {
  return JSON.stringify(rows.map((row) => [row.time.trim(), row.title.trim()]));
}

const isBlank = (row: ChapterRow) => !row.time.trim() && !row.title.trim();

/**
 * The chapters the rows make, or the first problem. Rows left wholly blank are skipped; a time
 * must read as m:ss; then the contract's own check (titles, order, within the track).
 */
export function readRows(
  rows: readonly ChapterRow[],
  durationMs: number | null,
): { chapters: Chapter[] } | { problem: RowProblem } {
  const filled = rows.filter((row) => !isBlank(row));
  const input: Chapter[] = [];
  for (const row of filled) {
    const startMs = clockToMs(row.time.trim());
    if (startMs === null)
      return { problem: { key: row.key, field: 'time', message: 'timeInvalid' } };
    input.push({ startMs, title: row.title });
  }
  const checked = normaliseChapters(input, durationMs);
  if ('chapters' in checked) return { chapters: checked.chapters };
  const row = checked.chapter === null ? undefined : filled[checked.chapter - 1];
  const key = row?.key ?? filled[0]?.key ?? '';
  return { problem: { key, field: fieldOf(checked.problem), message: checked.problem } };
}

/** The field a message of the contract's check is about. */
export function fieldOf(message: string): RowProblem['field'] {
  const titleProblems: string[] = [chapterMessages.titleRequired, chapterMessages.titleTooLong];
  return titleProblems.includes(message) ? 'title' : 'time';
}

/**
 * The row a field of the server's 400 names (`chapters.3` or `chapters.3.title`, 0-based over
 * the chapters sent, which skip blank rows).
 */
export function rowOfField(rows: readonly ChapterRow[], path: string): ChapterRow | null {
  const match = /^chapters\.(\d+)/.exec(path);
  if (!match) return null;
  return rows.filter((row) => !isBlank(row))[Number(match[1])] ?? null;
}
