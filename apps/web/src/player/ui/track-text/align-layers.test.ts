import type { TextLayer } from '@sada/contracts/text-layers';
import { describe, expect, it } from 'vitest';

import { alignLayers, currentGroup, nearestLine } from './align-layers';

function layer(
  kind: TextLayer['kind'],
  language: string,
  lines: [number | null, string][],
): TextLayer {
  return {
    kind,
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    synced: lines.some(([start]) => start !== null),
    lines: lines.map(([startMs, text]) => ({ startMs, endMs: null, text })),
  };
}

const arabic = layer('original', 'ar', [
  [1_000, 'سطر أول'],
  [5_000, 'سطر ثان'],
  [9_000, 'سطر ثالث'],
]);
const english = layer('translation', 'en', [
  [900, 'First line'],
  [5_100, 'Second line'],
  [8_700, 'Third line'],
]);
const latin = layer('transliteration', 'ar-Latn', [
  [null, 'satr awwal'],
  [null, 'satr thani'],
  [null, 'satr thalith'],
]);

const texts = (aligned: ReturnType<typeof alignLayers>) =>
  aligned.groups.map((group) => group.cells.map((cell) => cell.text));

describe('alignLayers', () => {
  it('puts the original above its transliteration above its translation, line by line', () => {
    // Given in another order: translation first.
    const aligned = alignLayers([english, latin, arabic]);
    expect(texts(aligned)).toEqual([
      ['سطر أول', 'satr awwal', 'First line'],
      ['سطر ثان', 'satr thani', 'Second line'],
      ['سطر ثالث', 'satr thalith', 'Third line'],
    ]);
    expect(aligned.groups.map((group) => group.startMs)).toEqual([1_000, 5_000, 9_000]);
    // Each cell knows its layer (here: index 2 is the Arabic).
    expect(aligned.groups[0]?.cells.map((cell) => cell.layer)).toEqual([2, 1, 0]);
    expect(aligned.apart).toEqual([]);
  });

  it('places the lines of another timed layer under the nearest line in time', () => {
    const loose = layer('translation', 'en', [
      [0, 'Before everything'],
      [4_800, 'Just before the second'],
      [6_500, 'Inside the second'],
      [20_000, 'Long after'],
    ]);
    expect(texts(alignLayers([arabic, loose]))).toEqual([
      ['سطر أول', 'Before everything'],
      ['سطر ثان', 'Just before the second', 'Inside the second'],
      ['سطر ثالث', 'Long after'],
    ]);
  });

  it('shows a plain layer of another length apart, whole', () => {
    const summary = layer('translation', 'ur', [[null, 'ایک سطر']]);
    const aligned = alignLayers([arabic, summary]);
    expect(texts(aligned)).toEqual([['سطر أول'], ['سطر ثان'], ['سطر ثالث']]);
    expect(aligned.apart).toEqual([1]);
  });

  it('without timed layers, pairs plain layers of the same length line by line', () => {
    const plainArabic = layer('original', 'ar', [
      [null, 'أ'],
      [null, 'ب'],
    ]);
    const plainEnglish = layer('translation', 'en', [
      [null, 'a'],
      [null, 'b'],
    ]);
    const aligned = alignLayers([plainEnglish, plainArabic]);
    expect(texts(aligned)).toEqual([
      ['أ', 'a'],
      ['ب', 'b'],
    ]);
    expect(aligned.timedLines).toEqual([]);
    expect(currentGroup(aligned, 10)).toBe(-1);
    expect(alignLayers([plainArabic]).apart).toEqual([0]);
  });
});

describe('currentGroup and nearestLine', () => {
  it('finds the line playing, none before the first', () => {
    const aligned = alignLayers([arabic]);
    expect(currentGroup(aligned, 0.5)).toBe(-1);
    expect(currentGroup(aligned, 1)).toBe(0);
    expect(currentGroup(aligned, 8.99)).toBe(1);
    expect(currentGroup(aligned, 60)).toBe(2);
  });

  it('takes the nearer of the lines around a time', () => {
    expect(nearestLine(arabic.lines, 4_900)).toBe(1);
    expect(nearestLine(arabic.lines, 2_000)).toBe(0);
    expect(nearestLine(arabic.lines, 0)).toBe(0);
  });
});
