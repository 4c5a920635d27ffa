// Which riwayat a search text names: 'Warsh', 'ورش', 'Qalun an Nafi' or 'riwayat Hafs'. Compared
// as words, folded as search folds every text, so 'Warsh' is not found inside another word.
import { riwayahAliases, riwayahNames, riwayat, type Riwayah } from './recitation';
import { foldForSearch } from './search';

/** Folded words; ʿayn, hamza and apostrophes are dropped, not word breaks ('Shu'bah' → shubah). */
function wordsOf(text: string): string[] {
  return foldForSearch(text)
    .replace(/['`ʿʾ]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const aliasWords: [Riwayah, string[]][] = riwayat.flatMap((riwayah) => {
  const names = [riwayahNames[riwayah].en, riwayahNames[riwayah].ar, riwayah.replace(/_/g, ' ')];
  return [...names, ...riwayahAliases[riwayah]].map((alias): [Riwayah, string[]] => [
    riwayah,
    wordsOf(alias),
  ]);
});

/** Where `run` starts in `words`, or -1. */
const indexOfRun = (words: string[], run: string[]) =>
  run.length === 0
    ? -1
    : words.findIndex((_, start) => run.every((word, i) => words[start + i] === word));

/**
 * The riwayat `text` names, in the order of `riwayat`; none for most texts. A longer name wins
 * over a shorter one inside it: 'ad-Duri an Abi Amr' is that riwayah alone, 'Duri' both.
 */
export function riwayatNamedIn(text: string): Riwayah[] {
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const found: { riwayah: Riwayah; start: number; end: number }[] = [];
  for (const [riwayah, run] of aliasWords) {
    const start = indexOfRun(words, run);
    if (start >= 0) found.push({ riwayah, start, end: start + run.length });
  }
  const inside = (a: (typeof found)[number], b: (typeof found)[number]) =>
    b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  const named = new Set(
    found.filter((a) => !found.some((b) => inside(a, b))).map((match) => match.riwayah),
  );
  return riwayat.filter((riwayah) => named.has(riwayah));
}
