import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CALENDARS = ['gregorian', 'hijri'] as const;
export type Calendar = (typeof CALENDARS)[number];

export function isCalendar(value: unknown): value is Calendar {
  return typeof value === 'string' && (CALENDARS as readonly string[]).includes(value);
}

interface CalendarState {
  calendar: Calendar;
  setCalendar: (calendar: Calendar) => void;
}

/** Which calendar dates are shown in; remembered between visits. */
export const useCalendarStore = create<CalendarState>()(
  persist(
    (set) => ({
      calendar: 'gregorian',
      setCalendar: (calendar) => set({ calendar }),
    }),
    {
      name: 'sada.calendar',
      storage: createJSONStorage(() => localStorage),
      // A stored value from elsewhere (or an older shape) falls back to the Gregorian calendar.
      merge: (persisted, current) => {
        const stored =
          typeof persisted === 'object' && persisted !== null && 'calendar' in persisted
            ? persisted.calendar
            : undefined;
        return { ...current, calendar: isCalendar(stored) ? stored : current.calendar };
      },
    },
  ),
);
