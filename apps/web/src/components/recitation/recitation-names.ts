// Riwayat and surahs by name in the interface language: Arabic names in Arabic, English
// transliterations otherwise.
import { isArabic } from '@sada/contracts/messages-ar';
import { riwayahNames, type Riwayah } from '@sada/contracts/recitation';
import { surahAt } from '@sada/contracts/surahs';

export function riwayahName(riwayah: Riwayah, language: string): string {
  return riwayahNames[riwayah][isArabic(language) ? 'ar' : 'en'];
}

/** The surah's name, or its number when there is no such surah. */
export function surahName(number: number, language: string): string {
  const surah = surahAt(number);
  if (!surah) return String(number);
  return isArabic(language) ? surah.ar : surah.en;
}
