// An independent reckoning of prayer times for the tests, written from the standard formulas and
// sharing no code with adhan: the sun's declination and the equation of time from the U.S.
// Naval Observatory's approximate solar coordinates (good to about a minute of arc between 1950
// and 2050), and the hour angle at which the sun reaches a given altitude.

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** Julian day at 0h UT of a Gregorian calendar date (Meeus, Astronomical Algorithms, 7.1). */
export function julianDay(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const m = month <= 2 ? month + 12 : month;
  const a = Math.floor(y / 100);
  const b = 2 - a + Math.floor(a / 4);
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524.5;
}

/** Declination (radians) and equation of time (hours) at a Julian day. */
function sun(jd: number): { declination: number; equationOfTime: number } {
  const d = jd - 2451545.0;
  const g = rad(357.529 + 0.98560028 * d);
  const q = 280.459 + 0.98564736 * d;
  const lambda = rad(q + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g));
  const e = rad(23.439 - 0.00000036 * d);
  const rightAscension = deg(Math.atan2(Math.cos(e) * Math.sin(lambda), Math.cos(lambda))) / 15;
  const declination = Math.asin(Math.sin(e) * Math.sin(lambda));
  const equationOfTime = ((((q / 15 - rightAscension) % 24) + 36) % 24) - 12;
  return { declination, equationOfTime };
}

interface Site {
  latitude: number;
  longitude: number;
  year: number;
  month: number;
  day: number;
}

/** Solar noon, in hours of UT on the site's date. */
function noonAt(site: Site, hoursUt: number): number {
  const { equationOfTime } = sun(julianDay(site.year, site.month, site.day) + hoursUt / 24);
  return 12 - equationOfTime - site.longitude / 15;
}

/**
 * When the sun's centre is at `altitude` (degrees; negative below the horizon) before noon
 * (side −1) or after it (side +1), in hours of UT; NaN when it never gets there that day.
 * `altitude` may depend on the declination (Asr), so both are iterated together.
 */
function timeAtAltitude(
  site: Site,
  altitude: (declination: number) => number,
  side: -1 | 1,
): number {
  const jd0 = julianDay(site.year, site.month, site.day);
  const phi = rad(site.latitude);
  let hours = noonAt(site, 12) + side * 6;
  for (let i = 0; i < 6; i += 1) {
    const { declination, equationOfTime } = sun(jd0 + hours / 24);
    const noon = 12 - equationOfTime - site.longitude / 15;
    const cosH =
      (Math.sin(rad(altitude(declination))) - Math.sin(phi) * Math.sin(declination)) /
      (Math.cos(phi) * Math.cos(declination));
    if (cosH < -1 || cosH > 1) return Number.NaN;
    hours = noon + (side * deg(Math.acos(cosH))) / 15;
  }
  return hours;
}

export interface ReferenceMethod {
  fajrAngle: number;
  /** Isha at this depression angle, or `ishaMinutes` after sunset when that is given. */
  ishaAngle?: number;
  ishaMinutes?: number;
  /** 1 for the majority's Asr, 2 for the Hanafi one. */
  shadow: 1 | 2;
  /** Where twilight never ends, Fajr and Isha at a seventh of the night from sunrise and sunset. */
  seventhOfTheNight?: boolean;
}

export interface ReferenceTimes {
  fajr: Date;
  sunrise: Date;
  dhuhr: Date;
  asr: Date;
  maghrib: Date;
  isha: Date;
}

/** Sunrise and sunset use the standard −0.833° (refraction and the sun's radius). */
const HORIZON = -0.833;

export function referenceTimes(site: Site, method: ReferenceMethod): ReferenceTimes {
  const at = (hoursUt: number) =>
    new Date(Date.UTC(site.year, site.month - 1, site.day) + hoursUt * 3_600_000);
  const sunrise = timeAtAltitude(site, () => HORIZON, -1);
  const sunset = timeAtAltitude(site, () => HORIZON, 1);
  const next = new Date(Date.UTC(site.year, site.month - 1, site.day + 1));
  const tomorrow = {
    ...site,
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  };
  const night = timeAtAltitude(tomorrow, () => HORIZON, -1) + 24 - sunset;

  let fajr = timeAtAltitude(site, () => -method.fajrAngle, -1);
  let isha =
    method.ishaMinutes !== undefined
      ? sunset + method.ishaMinutes / 60
      : timeAtAltitude(site, () => -(method.ishaAngle ?? 0), 1);
  if (method.seventhOfTheNight) {
    const earliestFajr = sunrise - night / 7;
    const latestIsha = sunset + night / 7;
    fajr = Number.isNaN(fajr) ? earliestFajr : Math.max(fajr, earliestFajr);
    isha = Number.isNaN(isha) ? latestIsha : Math.min(isha, latestIsha);
  }
  const asr = timeAtAltitude(
    site,
    (declination) =>
      deg(Math.atan(1 / (method.shadow + Math.tan(Math.abs(rad(site.latitude) - declination))))),
    1,
  );
  return {
    fajr: at(fajr),
    sunrise: at(sunrise),
    dhuhr: at(noonAt(site, noonAt(site, 12))),
    asr: at(asr),
    maghrib: at(sunset),
    isha: at(isha),
  };
}
