// A recitation's provenance as the track's columns hold it: what the upload stores, an edit
// changes and every view presents (contracts/recitation.ts).
import type { RecitationDetails, RecitationProvenance, Riwayah } from '@sada/contracts/recitation';
import { sql } from 'drizzle-orm';

import { tracks } from '../db/schema';

/** The provenance columns, named as the contracts name the fields. */
export const recitationColumns = {
  reciter: tracks.reciter,
  riwayah: tracks.riwayah,
  surah: tracks.surah,
  ayahFrom: tracks.ayahFrom,
  ayahTo: tracks.ayahTo,
  recitationLicence: tracks.recitationLicence,
};

/** The same as SQL expressions, for selects that take only those. */
export const recitationSql = {
  reciter: sql<string | null>`${tracks.reciter}`,
  riwayah: sql<Riwayah | null>`${tracks.riwayah}`,
  surah: sql<number | null>`${tracks.surah}`,
  ayahFrom: sql<number | null>`${tracks.ayahFrom}`,
  ayahTo: sql<number | null>`${tracks.ayahTo}`,
  recitationLicence: sql<string | null>`${tracks.recitationLicence}`,
};

/** The columns' values: all set for a recitation, all null otherwise. */
export type RecitationRow = { [K in keyof RecitationProvenance]: RecitationProvenance[K] | null };

export const noRecitation: RecitationRow = {
  reciter: null,
  riwayah: null,
  surah: null,
  ayahFrom: null,
  ayahTo: null,
  recitationLicence: null,
};

/** The values to store for a provenance, or for none. */
export const recitationValues = (provenance: RecitationProvenance | null): RecitationRow =>
  provenance ?? noRecitation;

/** The provenance shown, or null when the track has none (or, from before, only part of one). */
export function toRecitation(row: RecitationRow): RecitationDetails | null {
  const { reciter, riwayah, surah, ayahFrom, ayahTo, recitationLicence } = row;
  if (
    reciter === null ||
    riwayah === null ||
    surah === null ||
    ayahFrom === null ||
    ayahTo === null ||
    recitationLicence === null
  ) {
    return null;
  }
  return {
    reciter,
    riwayah,
    surah,
    ayahFrom,
    ayahTo,
    licence: recitationLicence,
  };
}
