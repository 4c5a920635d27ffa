import { describe, expect, it } from 'vitest';

import { parseLrc, toLrc } from './lrc';
import {
  canonicalLanguageTag,
  directionOf,
  lineAt,
  normaliseLines,
  normaliseLineText,
  TEXT_LINE_MAX_LENGTH,
  textLayerMessages,
  trackTextUpdate,
} from './text-layers';

const line = (startMs: number | null, text: string, endMs: number | null = null) => ({
  startMs,
  endMs,
  text,
});

describe('normaliseLines', () => {
  it('keeps timed lines, cutting an end that runs into the next line', () => {
    expect(normaliseLines([line(0, 'a', 5000), line(3000, 'b')], 10_000)).toEqual({
      synced: true,
      lines: [line(0, 'a', 3000), line(3000, 'b')],
    });
  });

  it('turns an empty timed line into the end of the line before it, and drops blank lines', () => {
    expect(
      normaliseLines([line(1000, 'a'), line(2000, ''), line(null, '  '), line(3000, 'b')], null),
    ).toEqual({
      synced: true,
      lines: [line(1000, 'a', 2000), line(3000, 'b')],
    });
  });

  it('round-trips a layer through LRC', () => {
    const lines = [line(1000, 'a', 2500), line(4000, 'b'), line(5000, 'c', 9000)];
    const back = parseLrc(toLrc(lines));
    expect(back.ok && normaliseLines(back.lines, 10_000)).toEqual({ synced: true, lines });
  });

  it('keeps plain lines plain', () => {
    expect(normaliseLines([line(null, 'a'), line(null, 'b')], 1000)).toEqual({
      synced: false,
      lines: [line(null, 'a'), line(null, 'b')],
    });
  });

  it('names the line that starts before the one above it', () => {
    expect(normaliseLines([line(5000, 'a'), line(4000, 'b')], null)).toEqual({
      problem: textLayerMessages.unordered(2),
      line: 2,
    });
  });

  it('names a line that ends before it starts, or starts after the track ends', () => {
    expect(normaliseLines([line(5000, 'a', 5000)], null)).toEqual({
      problem: textLayerMessages.endBeforeStart(1),
      line: 1,
    });
    expect(normaliseLines([line(0, 'a'), line(95_000, 'b')], 90_000)).toEqual({
      problem: textLayerMessages.pastEnd(2, '1:30'),
      line: 2,
    });
  });

  it('refuses a mix of timed and plain lines, no lines, and a line too long', () => {
    expect(normaliseLines([line(0, 'a'), line(null, 'b')], null)).toMatchObject({
      problem: textLayerMessages.mixedTimes,
    });
    expect(normaliseLines([line(null, ' ')], null)).toMatchObject({
      problem: textLayerMessages.noLines,
    });
    expect(normaliseLines([line(null, 'x'.repeat(TEXT_LINE_MAX_LENGTH + 1))], null)).toEqual({
      problem: textLayerMessages.lineTooLong,
      line: 1,
    });
  });

  it('drops direction controls and collapses spaces, but keeps markup as text', () => {
    expect(normaliseLineText('\u202Ehello\u200F   <i>world</i>\u2066 ')).toBe('hello <i>world</i>');
  });
});

describe('language tags and directions', () => {
  it('makes tags canonical and refuses what is not one', () => {
    expect(canonicalLanguageTag('AR-eg')).toBe('ar-EG');
    expect(canonicalLanguageTag('ar-Latn')).toBe('ar-Latn');
    expect(canonicalLanguageTag('en')).toBe('en');
    expect(canonicalLanguageTag('english!')).toBeNull();
    expect(canonicalLanguageTag('')).toBeNull();
    expect(canonicalLanguageTag('a')).toBeNull();
  });

  it('writes Arabic, Urdu and Persian right to left, the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ur-PK')).toBe('rtl');
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('ar-Latn')).toBe('ltr');
    expect(directionOf('ur-Arab-PK')).toBe('rtl');
    expect(directionOf('pa-Arab')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('id')).toBe('ltr');
  });
});

describe('lineAt', () => {
  const lines = [line(1000, 'a'), line(3000, 'b'), line(6000, 'c')];
  it('finds the line playing at a time', () => {
    expect(lineAt(lines, 0)).toBe(-1);
    expect(lineAt(lines, 1000)).toBe(0);
    expect(lineAt(lines, 5999)).toBe(1);
    expect(lineAt(lines, 60_000)).toBe(2);
    expect(lineAt([], 10)).toBe(-1);
  });
});

describe('trackTextUpdate', () => {
  it('takes lines or LRC per layer, and nothing else', () => {
    expect(
      trackTextUpdate.safeParse({
        layers: [
          { kind: 'original', language: 'ar', lrc: '[00:01.00]x' },
          { kind: 'translation', language: 'en', lines: [{ startMs: 1000, text: 'x' }] },
        ],
      }).success,
    ).toBe(true);
    expect(
      trackTextUpdate.safeParse({ layers: [{ kind: 'original', language: 'ar' }] }).success,
    ).toBe(false);
    expect(
      trackTextUpdate.safeParse({ layers: [{ kind: 'lyrics', language: 'ar', lrc: 'x' }] }).success,
    ).toBe(false);
  });
});
