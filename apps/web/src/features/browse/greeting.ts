export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** Before 12:00 morning, before 17:00 afternoon, otherwise evening (local time). */
export function getTimeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
