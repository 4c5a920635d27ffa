import type { Formatters } from '../i18n/format';

const MINUTE_MS = 60_000;

/**
 * The time left until a prayer as whole minutes, counted up: 59 s left reads '1m', never '0m',
 * and the count reaches 0 only when the prayer time has come.
 */
export function remainingMinutes(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / MINUTE_MS) : 0;
}

/** 'Xh Ym' or 'Ym', in the interface language's digits and units. */
export function formatRemaining(ms: number, format: Pick<Formatters, 'totalDuration'>): string {
  return format.totalDuration(remainingMinutes(ms) * MINUTE_MS);
}
