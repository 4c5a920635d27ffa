// The calculation methods adhan offers, the high-latitude rules, and which method a place uses
// when the listener leaves the choice to Sada.

/** adhan's CalculationMethod names, less `Other` (zero angles, only a base for custom methods). */
export const METHOD_IDS = [
  'MuslimWorldLeague',
  'Egyptian',
  'Karachi',
  'UmmAlQura',
  'Dubai',
  'MoonsightingCommittee',
  'NorthAmerica',
  'Kuwait',
  'Qatar',
  'Singapore',
  'Tehran',
  'Turkey',
] as const;
export type MethodId = (typeof METHOD_IDS)[number];

export type MethodChoice = 'auto' | MethodId;

export function isMethodChoice(value: unknown): value is MethodChoice {
  return value === 'auto' || (METHOD_IDS as readonly unknown[]).includes(value);
}

/** adhan's HighLatitudeRule values, with `recommended` resolved per place by adhan itself. */
export const HIGH_LATITUDE_RULES = [
  'recommended',
  'middleofthenight',
  'seventhofthenight',
  'twilightangle',
] as const;
export type HighLatitudeChoice = (typeof HIGH_LATITUDE_RULES)[number];

export function isHighLatitudeChoice(value: unknown): value is HighLatitudeChoice {
  return (HIGH_LATITUDE_RULES as readonly unknown[]).includes(value);
}

/** Minutes added to each time, as adhan's `adjustments` take them. */
export interface Adjustments {
  fajr: number;
  sunrise: number;
  dhuhr: number;
  asr: number;
  maghrib: number;
  isha: number;
}

export interface RegionalMethod {
  method: MethodId;
  adjustments?: Adjustments;
}

// Indonesia's Ministry of Religious Affairs (Kemenag) uses the Singapore angles (Fajr 20°,
// Isha 18°) and adds a two-minute precaution (ihtiyat) to every time.
const KEMENAG_IHTIYAT: Adjustments = {
  fajr: 2,
  sunrise: -2,
  dhuhr: 2,
  asr: 2,
  maghrib: 2,
  isha: 2,
};

const METHOD_BY_COUNTRY: Readonly<Record<string, MethodId>> = {
  SA: 'UmmAlQura',
  YE: 'UmmAlQura',
  BH: 'UmmAlQura',
  AE: 'Dubai',
  KW: 'Kuwait',
  QA: 'Qatar',
  EG: 'Egyptian',
  SD: 'Egyptian',
  LY: 'Egyptian',
  TN: 'Egyptian',
  DZ: 'Egyptian',
  MA: 'Egyptian',
  MR: 'Egyptian',
  SY: 'Egyptian',
  LB: 'Egyptian',
  JO: 'Egyptian',
  PS: 'Egyptian',
  IQ: 'Egyptian',
  PK: 'Karachi',
  IN: 'Karachi',
  BD: 'Karachi',
  AF: 'Karachi',
  LK: 'Karachi',
  NP: 'Karachi',
  MV: 'Karachi',
  SG: 'Singapore',
  MY: 'Singapore',
  ID: 'Singapore',
  BN: 'Singapore',
  TR: 'Turkey',
  AZ: 'Turkey',
  IR: 'Tehran',
  US: 'NorthAmerica',
  CA: 'NorthAmerica',
};

/** The country of the time zones that name one, for places known only by coordinates. */
const COUNTRY_BY_TIME_ZONE: Readonly<Record<string, string>> = {
  'Asia/Riyadh': 'SA',
  'Asia/Aden': 'YE',
  'Asia/Bahrain': 'BH',
  'Asia/Dubai': 'AE',
  'Asia/Muscat': 'OM',
  'Asia/Kuwait': 'KW',
  'Asia/Qatar': 'QA',
  'Africa/Cairo': 'EG',
  'Africa/Khartoum': 'SD',
  'Africa/Tripoli': 'LY',
  'Africa/Tunis': 'TN',
  'Africa/Algiers': 'DZ',
  'Africa/Casablanca': 'MA',
  'Africa/El_Aaiun': 'MA',
  'Africa/Nouakchott': 'MR',
  'Asia/Damascus': 'SY',
  'Asia/Beirut': 'LB',
  'Asia/Amman': 'JO',
  'Asia/Gaza': 'PS',
  'Asia/Hebron': 'PS',
  'Asia/Baghdad': 'IQ',
  'Asia/Karachi': 'PK',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Dhaka': 'BD',
  'Asia/Kabul': 'AF',
  'Asia/Colombo': 'LK',
  'Asia/Kathmandu': 'NP',
  'Indian/Maldives': 'MV',
  'Asia/Singapore': 'SG',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Kuching': 'MY',
  'Asia/Jakarta': 'ID',
  'Asia/Pontianak': 'ID',
  'Asia/Makassar': 'ID',
  'Asia/Jayapura': 'ID',
  'Asia/Brunei': 'BN',
  'Europe/Istanbul': 'TR',
  'Asia/Istanbul': 'TR',
  'Asia/Baku': 'AZ',
  'Asia/Tehran': 'IR',
};

export function countryFromTimeZone(timeZone: string): string | null {
  return COUNTRY_BY_TIME_ZONE[timeZone] ?? null;
}

interface RegionQuery {
  countryCode: string | null;
  latitude: number;
  longitude: number;
}

/**
 * The method a place uses by default: by its country where that is known, otherwise North
 * America's for coordinates there, otherwise the Muslim World League's (Europe, the Far East,
 * most of Africa and the rest of the world).
 */
export function regionalMethod({ countryCode, latitude, longitude }: RegionQuery): RegionalMethod {
  if (countryCode === 'ID') return { method: 'Singapore', adjustments: KEMENAG_IHTIYAT };
  const byCountry = countryCode ? METHOD_BY_COUNTRY[countryCode] : undefined;
  if (byCountry) return { method: byCountry };
  if (!countryCode && latitude >= 14 && latitude <= 84 && longitude >= -170 && longitude <= -50) {
    return { method: 'NorthAmerica' };
  }
  return { method: 'MuslimWorldLeague' };
}
