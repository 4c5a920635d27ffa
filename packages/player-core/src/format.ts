/** Formatting of spec 000 §2 (queue drawer) and §9 (business constants). */

function isUsableNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Milliseconds as m:ss, seconds zero-padded, minutes unbounded (an hour is 60:00). Whole
 * seconds are truncated, as a playing clock shows them. Not a number, or negative: 0:00. */
export function formatDuration(ms: number | null | undefined): string {
  const totalSeconds = isUsableNumber(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** A queue item's duration: m:ss, or '--:--' when it is missing (null, not a number, negative). */
export function formatItemDuration(ms: number | null | undefined): string {
  return isUsableNumber(ms) && ms >= 0 ? formatDuration(ms) : '--:--';
}

/** A total as 'Xh Ym' from one hour up, otherwise 'Ym'; partial minutes are truncated. */
export function formatQueueDuration(ms: number | null | undefined): string {
  const totalMinutes = isUsableNumber(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/**
 * Counts abbreviated with K from 1,000 and M from 1,000,000, with one decimal rounded half up
 * (1,250 → 1.3K). A count that rounds up to the next unit moves to it (999,950 → 1.0M).
 * Below 1,000 the whole number is shown; negatives keep their sign; not a number → '0'.
 */
export function formatCount(count: number): string {
  if (!isUsableNumber(count)) return '0';
  const whole = Math.trunc(count);
  if (whole < 0) return `-${formatCount(-whole)}`;
  if (whole < 1_000) return String(whole);
  const tenthsOfThousands = Math.round(whole / 100);
  if (tenthsOfThousands < 10_000) return `${(tenthsOfThousands / 10).toFixed(1)}K`;
  return `${(Math.round(whole / 100_000) / 10).toFixed(1)}M`;
}

/** Queue drawer header, verbatim from spec 000 §2. */
export function queueHeader(count: number): string {
  return `${count} songs`;
}

/** Queue drawer "up next" header, verbatim from spec 000 §2. */
export function upNextHeader(count: number): string {
  return `Up next: ${count} songs`;
}
