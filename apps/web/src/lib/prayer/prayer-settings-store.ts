import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { findCity } from './cities';
import {
  type HighLatitudeChoice,
  isHighLatitudeChoice,
  isMethodChoice,
  type MethodChoice,
} from './methods';

/**
 * Where prayer times are computed for. A position shared by the browser stays in this device's
 * storage and is never sent to the server.
 */
export type PrayerLocation =
  | { kind: 'default' }
  | { kind: 'city'; cityId: string }
  | { kind: 'device'; latitude: number; longitude: number; timeZone: string };

export interface PrayerSettings {
  location: PrayerLocation;
  method: MethodChoice;
  highLatitudeRule: HighLatitudeChoice;
  /** Pause the player when a prayer time comes (and offer to resume). */
  pauseAtPrayer: boolean;
}

interface PrayerSettingsState extends PrayerSettings {
  setLocation: (location: PrayerLocation) => void;
  setMethod: (method: MethodChoice) => void;
  setHighLatitudeRule: (rule: HighLatitudeChoice) => void;
  setPauseAtPrayer: (pause: boolean) => void;
}

export const defaultPrayerSettings: PrayerSettings = {
  location: { kind: 'default' },
  method: 'auto',
  highLatitudeRule: 'recommended',
  pauseAtPrayer: false,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function parseLocation(value: unknown): PrayerLocation | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'default') return { kind: 'default' };
  if (value.kind === 'city' && typeof value.cityId === 'string' && findCity(value.cityId)) {
    return { kind: 'city', cityId: value.cityId };
  }
  const { latitude, longitude, timeZone } = value;
  if (
    value.kind === 'device' &&
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    isValidTimeZone(timeZone)
  ) {
    return { kind: 'device', latitude, longitude, timeZone };
  }
  return null;
}

/** Reads stored settings; anything unknown or malformed keeps its default. */
export function parsePrayerSettings(value: unknown): PrayerSettings {
  if (!isRecord(value)) return defaultPrayerSettings;
  return {
    location: parseLocation(value.location) ?? defaultPrayerSettings.location,
    method: isMethodChoice(value.method) ? value.method : defaultPrayerSettings.method,
    highLatitudeRule: isHighLatitudeChoice(value.highLatitudeRule)
      ? value.highLatitudeRule
      : defaultPrayerSettings.highLatitudeRule,
    pauseAtPrayer:
      typeof value.pauseAtPrayer === 'boolean'
        ? value.pauseAtPrayer
        : defaultPrayerSettings.pauseAtPrayer,
  };
}

/** Prayer-time choices kept on this device, like the theme and the calendar. */
export const usePrayerSettingsStore = create<PrayerSettingsState>()(
  persist(
    (set) => ({
      ...defaultPrayerSettings,
      setLocation: (location) => set({ location }),
      setMethod: (method) => set({ method }),
      setHighLatitudeRule: (highLatitudeRule) => set({ highLatitudeRule }),
      setPauseAtPrayer: (pauseAtPrayer) => set({ pauseAtPrayer }),
    }),
    {
      name: 'sada.prayer',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ location, method, highLatitudeRule, pauseAtPrayer }) => ({
        location,
        method,
        highLatitudeRule,
        pauseAtPrayer,
      }),
      merge: (persisted, current) => ({ ...current, ...parsePrayerSettings(persisted) }),
    },
  ),
);
