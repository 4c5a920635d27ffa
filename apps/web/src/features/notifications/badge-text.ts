import { NOTIFICATION_BADGE_MAX } from '@sada/contracts/notifications';

/** The badge on the bell: nothing at zero, the count up to 99, then 99+. */
export function badgeText(count: number, formatNumber: (value: number) => string): string | null {
  if (!(count > 0)) return null;
  return count > NOTIFICATION_BADGE_MAX
    ? `${formatNumber(NOTIFICATION_BADGE_MAX)}+`
    : formatNumber(count);
}
