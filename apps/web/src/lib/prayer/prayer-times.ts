// The five daily prayers for a place and a day, computed with adhan, and the next prayer
// (the first not yet passed today, otherwise Fajr tomorrow; docs/product/prayer-times.md).
import {
  CalculationMethod,
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PolarCircleResolution,
  PrayerTimes,
} from 'adhan';

import type { Adjustments, HighLatitudeChoice, MethodId } from './methods';

export const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type PrayerName = (typeof PRAYERS)[number];

/** The prayers' Arabic names, shown beside the translated ones outside the Arabic interface. */
export const ARABIC_PRAYER_NAMES: Readonly<Record<PrayerName, string>> = {
  fajr: 'الفجر',
  dhuhr: 'الظهر',
  asr: 'العصر',
  maghrib: 'المغرب',
  isha: 'العشاء',
};

export type AsrMadhab = 'shafi' | 'hanafi';

/** The Hanafi school prays Asr later; every other at one shadow (docs/product/prayer-times.md). */
export function asrMadhabFor(islamicSchool: string | null | undefined): AsrMadhab {
  return islamicSchool === 'hanafi' ? 'hanafi' : 'shafi';
}

export interface PrayerPlace {
  latitude: number;
  longitude: number;
  /** IANA zone whose calendar day the times belong to. */
  timeZone: string;
}

export interface Calculation {
  method: MethodId;
  madhab: AsrMadhab;
  highLatitudeRule: HighLatitudeChoice;
  adjustments?: Adjustments;
}

/** A calendar day (month 1–12), independent of any time zone. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export type DayTimes = Record<PrayerName, Date>;

const civilFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day that `instant` falls on in `timeZone`. */
export function civilDateIn(timeZone: string, instant: Date): CivilDate {
  let format = civilFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    civilFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The five prayer times of one calendar day at a place. */
export function prayerTimesOn(place: PrayerPlace, date: CivilDate, calc: Calculation): DayTimes {
  const coordinates = new Coordinates(place.latitude, place.longitude);
  const params = CalculationMethod[calc.method]();
  params.madhab = calc.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  params.highLatitudeRule =
    calc.highLatitudeRule === 'recommended'
      ? HighLatitudeRule.recommended(coordinates)
      : calc.highLatitudeRule;
  // Where the sun does not rise or set that day, the nearest day that has both stands in.
  params.polarCircleResolution = PolarCircleResolution.AqrabYaum;
  if (calc.adjustments) params.adjustments = { ...calc.adjustments };
  // adhan reads only the year, month and day of the local Date it is given.
  const times = new PrayerTimes(coordinates, new Date(date.year, date.month - 1, date.day), params);
  return {
    fajr: times.fajr,
    dhuhr: times.dhuhr,
    asr: times.asr,
    maghrib: times.maghrib,
    isha: times.isha,
  };
}

export interface NextPrayer {
  prayer: PrayerName;
  time: Date;
  /** True when every prayer of today has passed and this is Fajr of the next day. */
  tomorrow: boolean;
}

export interface PrayerDay {
  /** The place's calendar day at `now`. */
  date: CivilDate;
  times: DayTimes;
  next: NextPrayer;
}

function isValid(date: Date): boolean {
  return Number.isFinite(date.getTime());
}

/** Today's prayers at the place and the next one, as of `now`. */
export function prayerDay(place: PrayerPlace, calc: Calculation, now: Date): PrayerDay {
  const date = civilDateIn(place.timeZone, now);
  const times = prayerTimesOn(place, date, calc);
  return { date, times, next: nextPrayerFrom(times, () => tomorrowFajr(place, date, calc), now) };
}

function tomorrowFajr(place: PrayerPlace, today: CivilDate, calc: Calculation): Date {
  return prayerTimesOn(place, addDays(today, 1), calc).fajr;
}

/** The first prayer of `times` not yet passed at `now`, otherwise Fajr of the next day. */
export function nextPrayerFrom(times: DayTimes, fajrTomorrow: () => Date, now: Date): NextPrayer {
  for (const prayer of PRAYERS) {
    const time = times[prayer];
    if (isValid(time) && time.getTime() > now.getTime()) return { prayer, time, tomorrow: false };
  }
  return { prayer: 'fajr', time: fajrTomorrow(), tomorrow: true };
}
