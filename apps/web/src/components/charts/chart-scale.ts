/**
 * The top of a bar chart's scale: the smallest of 1, 2 or 5 times a power of ten that is at
 * least the largest value, so the top line reads as a round number. 1 when every value is 0.
 */
export function niceMax(values: readonly number[]): number {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= largest) return step * power;
  }
  return 10 * power;
}

export interface Bar<T> {
  item: T;
  /** Share of the chart's height, 0–1. */
  height: number;
}

/** Each value as a share of the scale's top; a value above 0 stays visible as a sliver. */
export function scaleBars<T>(items: readonly T[], valueOf: (item: T) => number) {
  const max = niceMax(items.map(valueOf));
  const bars: Bar<T>[] = items.map((item) => {
    const value = Math.max(0, valueOf(item));
    const height = value / max;
    return { item, height: value > 0 ? Math.max(height, 0.02) : 0 };
  });
  return { max, bars };
}

/** The busiest entry (the first of equals), or null when there are none or all are 0. */
export function peakOf<T>(items: readonly T[], valueOf: (item: T) => number): T | null {
  let peak: T | null = null;
  for (const item of items) {
    if (valueOf(item) > 0 && (peak === null || valueOf(item) > valueOf(peak))) peak = item;
  }
  return peak;
}
