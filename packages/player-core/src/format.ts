/** Durations, counts and the queue drawer's texts (docs/product/listening.md, "Formats"). */

function isUsableNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Milliseconds as m:ss, seconds zero-padded, minutes unbounded (an hour is 60:00). Whole
 * seconds are truncated, as a playing clock shows them. Not a number, or negative: 0:00. */
export function formatDuration(ms: number | null | undefined): string {
  const { minutes, seconds } = durationParts(ms);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The minutes and seconds that formatDuration shows, for formatters in other languages. */
export function durationParts(ms: number | null | undefined): { minutes: number; seconds: number } {
  const totalSeconds = isUsableNumber(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

/** Whether a queue item's duration is known; formatItemDuration shows '--:--' when it is not. */
export function hasItemDuration(ms: number | null | undefined): ms is number {
  return isUsableNumber(ms) && ms >= 0;
}

/** A queue item's duration: m:ss, or '--:--' when it is missing (null, not a number, negative). */
export function formatItemDuration(ms: number | null | undefined): string {
  return hasItemDuration(ms) ? formatDuration(ms) : '--:--';
}

/** A total as 'Xh Ym' from one hour up, otherwise 'Ym'; partial minutes are truncated. */
export function formatQueueDuration(ms: number | null | undefined): string {
  const { hours, minutes } = totalDurationParts(ms);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** The hours and minutes that formatQueueDuration shows (hours 0: it shows minutes only). */
export function totalDurationParts(ms: number | null | undefined): {
  hours: number;
  minutes: number;
} {
  const totalMinutes = isUsableNumber(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/**
 * Counts abbreviated with K from 1,000 and M from 1,000,000, with one decimal rounded half up
 * (1,250 → 1.3K). A count that rounds up to the next unit moves to it (999,950 → 1.0M).
 * Below 1,000 the whole number is shown; negatives keep their sign; not a number → '0'.
 */
export function formatCount(count: number): string {
  const { value, unit } = countParts(count);
  if (unit === '') return String(value);
  const sign = value < 0 ? '-' : '';
  return `${sign}${Math.abs(value).toFixed(1)}${unit}`;
}

export type CountUnit = '' | 'K' | 'M';

/**
 * What formatCount shows, as a number and its unit: 1,250 → { value: 1.3, unit: 'K' }. With a
 * unit, the value has one decimal (shown even when it is 0); without, it is a whole number.
 */
export function countParts(count: number): { value: number; unit: CountUnit } {
  if (!isUsableNumber(count)) return { value: 0, unit: '' };
  const whole = Math.trunc(count);
  if (whole < 0) {
    const parts = countParts(-whole);
    return { value: -parts.value, unit: parts.unit };
  }
  if (whole < 1_000) return { value: whole, unit: '' };
  const tenthsOfThousands = Math.round(whole / 100);
  if (tenthsOfThousands < 10_000) return { value: tenthsOfThousands / 10, unit: 'K' };
  return { value: Math.round(whole / 100_000) / 10, unit: 'M' };
}

/** Queue drawer header, word for word. */
export function queueHeader(count: number): string {
  return `${count} songs`;
}

/** Queue drawer "up next" header, word for word. */
export function upNextHeader(count: number): string {
  return `Up next: ${count} songs`;
}
