// The words of a track, in layers a listener follows while it plays (decision 018): the original
// (often Arabic), a transliteration and translations, each a list of lines in its own language
// and direction, timed to the audio (each line's start, optionally its end) or plain (no times).
// They are a reviewed detail of the track like its title: a change to a live track's text waits
// for review, and nobody reads the text of a track they may not play.
import { z } from 'zod';

import { msToClock } from './chapters';
import { hasControlCharacter } from './text';

export const textLayerKinds = ['original', 'transliteration', 'translation'] as const;
export type TextLayerKind = (typeof textLayerKinds)[number];

export const textDirections = ['rtl', 'ltr'] as const;
export type TextDirection = (typeof textDirections)[number];

export const TEXT_LAYERS_MAX = 6;
export const TEXT_LINES_MAX = 1000;
export const TEXT_LINE_MAX_LENGTH = 500;
/** All layers of a track together, in characters of their lines. */
export const TEXT_TOTAL_MAX_LENGTH = 100_000;
/** What an LRC file (or pasted LRC) may be, in characters. */
export const LRC_MAX_LENGTH = 200_000;
/** Twelve hours: no track is longer, and a larger time is a typo. */
export const TEXT_TIME_MAX_MS = 12 * 60 * 60 * 1000;

export const textLayerMessages = {
  notFound: 'This track has no text you can read',
  tooManyLayers: `A track can have at most ${TEXT_LAYERS_MAX} text layers`,
  duplicateLayer: 'Each language can have one layer of each kind',
  tooManyLines: `A layer can have at most ${TEXT_LINES_MAX.toLocaleString('en')} lines`,
  lineTooLong: `A line can be at most ${TEXT_LINE_MAX_LENGTH} characters`,
  textTooLong: `The text can be at most ${TEXT_TOTAL_MAX_LENGTH.toLocaleString('en')} characters in all`,
  lrcTooLong: `The LRC text can be at most ${LRC_MAX_LENGTH.toLocaleString('en')} characters`,
  noLines: 'Add at least one line',
  languageInvalid: 'Enter a language tag such as ar, en or ur',
  kindInvalid: 'Choose original, transliteration or translation',
  directionInvalid: 'Choose right to left or left to right',
  timeInvalid: 'Times must be whole milliseconds from 0 to 12 hours',
  mixedTimes: 'Either every line has a time or none does',
  unordered: (line: number) => `Line ${line} starts before the line above it`,
  endBeforeStart: (line: number) => `Line ${line} ends before it starts`,
  pastEnd: (line: number, end: string) => `Line ${line} starts after the track ends (${end})`,
  saved: 'Text saved',
  savedForReview: 'Text saved. Listeners see it once a reviewer approves it.',
} as const;

/** Bidirectional formatting characters: the layer's direction sets the text's; these are dropped. */

const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A line as it is stored: spaces collapsed, bidi controls dropped; markup stays text. */
export function normaliseLineText(text: string): string {
  return text.replace(bidiControls, '').replace(/\s+/g, ' ').trim();
}

/** Languages written right to left, by their primary subtag. */
const rightToLeft = new Set(['ar', 'ur', 'fa', 'ps', 'sd', 'ug', 'ckb', 'dv', 'he', 'yi', 'ku']);

/** Scripts written right to left, by their BCP 47 script subtag. */
const rightToLeftScripts = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm']);

/**
 * The direction a language is written in, from its BCP 47 tag: its script subtag when it has one
 * (`ar-Latn`, Arabic in Latin letters, reads left to right), else its language.
 */
export function directionOf(language: string): TextDirection {
  const [primary = '', ...rest] = language.toLowerCase().split('-');
  const script = rest.find((subtag) => /^[a-z]{4}$/.test(subtag));
  if (script) return rightToLeftScripts.has(script) ? 'rtl' : 'ltr';
  return rightToLeft.has(primary) ? 'rtl' : 'ltr';
}

/** The canonical form of a BCP 47 tag (`AR-eg` → `ar-EG`), or null when it is not one. */
export function canonicalLanguageTag(tag: string): string | null {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) || tag.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

const timeMs = z
  .number({ error: textLayerMessages.timeInvalid })
  .int({ error: textLayerMessages.timeInvalid })
  .min(0, { error: textLayerMessages.timeInvalid })
  .max(TEXT_TIME_MAX_MS, { error: textLayerMessages.timeInvalid });

/** One line: its text, and where it starts (and ends) in the audio, or no times when plain. */
export const textLine = z
  .object({
    startMs: timeMs.nullable(),
    endMs: timeMs.nullable(),
    text: z.string(),
  })
  .meta({ id: 'TextLine' });
export type TextLine = z.infer<typeof textLine>;

export const textLayer = z
  .object({
    kind: z.enum(textLayerKinds),
    /** BCP 47 language tag, canonical (`ar`, `en`, `ur`, `id`, `tr`, `fr`, `ar-Latn` …). */
    language: z.string(),
    direction: z.enum(textDirections),
    /** Whether the lines carry times (every line) or not (none). */
    synced: z.boolean(),
    lines: z.array(textLine),
  })
  .meta({ id: 'TextLayer' });
export type TextLayer = z.infer<typeof textLayer>;

/** GET /api/tracks/{trackId}/text: the text listeners read, in the artist's order of layers. */
export const trackText = z
  .object({
    trackId: z.uuid(),
    layers: z.array(textLayer),
  })
  .meta({ id: 'TrackText' });
export type TrackText = z.infer<typeof trackText>;

/** GET and PUT /api/me/tracks/{trackId}/text: what listeners read, and the change under review. */
export const myTrackText = z
  .object({
    trackId: z.uuid(),
    /** What listeners read now (or will, for a track not yet live). */
    layers: z.array(textLayer),
    /** A change of a live track's text waiting for review; null when none is. */
    pendingLayers: z.array(textLayer).nullable(),
    /** Where a change waits for review, the words the artist reads about it. */
    message: z.string().nullable(),
  })
  .meta({ id: 'MyTrackText' });
export type MyTrackText = z.infer<typeof myTrackText>;

const lineInput = z
  .object({
    startMs: timeMs.nullable().optional(),
    endMs: timeMs.nullable().optional(),
    text: z
      .string({ error: 'Each line needs its text' })
      .max(TEXT_LINE_MAX_LENGTH * 4, { error: textLayerMessages.lineTooLong }),
  })
  .strict();

const layerFields = {
  kind: z.enum(textLayerKinds, { error: textLayerMessages.kindInvalid }),
  language: z
    .string({ error: textLayerMessages.languageInvalid })
    .max(35, { error: textLayerMessages.languageInvalid }),
  direction: z.enum(textDirections, { error: textLayerMessages.directionInvalid }).optional(),
};

/** A layer as the artist sends it: its lines, or LRC text the server reads into lines. */
export const textLayerInput = z.union([
  z.object({ ...layerFields, lines: z.array(lineInput).max(TEXT_LINES_MAX * 2) }).strict(),
  z
    .object({
      ...layerFields,
      lrc: z.string().max(LRC_MAX_LENGTH, { error: textLayerMessages.lrcTooLong }),
    })
    .strict(),
]);
export type TextLayerInput = z.infer<typeof textLayerInput>;

/** PUT /api/me/tracks/{trackId}/text: every layer the track is to have (none removes the text). */
export const trackTextUpdate = z
  .object({
    layers: z
      .array(textLayerInput)
      .max(TEXT_LAYERS_MAX, { error: textLayerMessages.tooManyLayers }),
  })
  .strict();
export type TrackTextUpdate = z.infer<typeof trackTextUpdate>;

export type TextProblemAt = { path: string; message: string };

/**
 * The lines of a layer as they are stored, or the first problem, named by its line (1-based,
 * counting the lines kept). Blank lines are dropped, except that a blank timed line ends the
 * line before it (LRC's way of marking a pause); an end past the next line's start is cut there.
 * `durationMs` (when known) bounds the starts.
 */
export function normaliseLines(
  input: readonly { startMs?: number | null; endMs?: number | null; text: string }[],
  durationMs: number | null,
): { lines: TextLine[]; synced: boolean } | { problem: string; line: number | null } {
  const lines: TextLine[] = [];
  for (const raw of input) {
    const text = normaliseLineText(raw.text);
    const startMs = raw.startMs ?? null;
    const endMs = raw.endMs ?? null;
    if (!text) {
      const previous = lines.at(-1);
      if (startMs !== null && previous && previous.startMs !== null && previous.endMs === null)
        previous.endMs = startMs;
      continue;
    }
    if (hasControlCharacter(text))
      return { problem: 'Must not contain control characters', line: lines.length + 1 };
    lines.push({ startMs, endMs, text });
  }
  if (lines.length === 0) return { problem: textLayerMessages.noLines, line: null };
  if (lines.length > TEXT_LINES_MAX) return { problem: textLayerMessages.tooManyLines, line: null };
  const timed = lines.filter((line) => line.startMs !== null).length;
  if (timed !== 0 && timed !== lines.length)
    return { problem: textLayerMessages.mixedTimes, line: null };
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if ([...line.text].length > TEXT_LINE_MAX_LENGTH)
      return { problem: textLayerMessages.lineTooLong, line: number };
    if (line.startMs === null) {
      line.endMs = null;
      continue;
    }
    const previous = lines[index - 1];
    if (previous?.startMs != null && line.startMs < previous.startMs)
      return { problem: textLayerMessages.unordered(number), line: number };
    if (line.endMs !== null && line.endMs <= line.startMs)
      return { problem: textLayerMessages.endBeforeStart(number), line: number };
    if (durationMs !== null && line.startMs >= durationMs)
      return { problem: textLayerMessages.pastEnd(number, msToClock(durationMs)), line: number };
    if (previous?.endMs != null && previous.endMs > line.startMs) previous.endMs = line.startMs;
    if (durationMs !== null && line.endMs !== null && line.endMs > durationMs)
      line.endMs = durationMs;
  }
  return { lines, synced: timed > 0 };
}

/** The index of the line playing at `ms` in a synced layer, or -1 before the first. */
export function lineAt(lines: readonly TextLine[], ms: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = lines[middle]?.startMs ?? Infinity;
    if (start <= ms) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
