// The text layers as the artist edits them, before Save: plain data and pure functions, so that
// every edit (typing, marking a line, nudging a time, reading LRC) is tested without the page.
// The server checks everything again; these checks are the same contract functions, run early so
// the artist is told at once which line to fix.
import { parseLrc, toLrc } from '@sada/contracts/lrc';
import {
  canonicalLanguageTag,
  directionOf,
  LRC_MAX_LENGTH,
  normaliseLineText,
  TEXT_TIME_MAX_MS,
  textLayerMessages,
  type TextDirection,
  type TextLayer,
  type TextLayerInput,
  type TextLayerKind,
  type TrackTextUpdate,
} from '@sada/contracts/text-layers';

export interface DraftLine {
  startMs: number | null;
  endMs: number | null;
  text: string;
}

/** Lines typed (and synced here), or LRC text pasted or read from a file. */
export type DraftMode = 'lines' | 'lrc';

export interface DraftLayer {
  /** Stable while the layer is edited and moved (a React key), never sent. */
  key: string;
  kind: TextLayerKind;
  /** As typed; made canonical when sent. */
  language: string;
  direction: TextDirection;
  /** False while the direction follows the language. */
  directionChosen: boolean;
  mode: DraftMode;
  /** In `lines` mode: one per line of the text box, blank ones included while typing. */
  lines: DraftLine[];
  /** In `lrc` mode: the LRC as pasted or read. */
  lrc: string;
}

/** The languages offered first; any other BCP 47 tag can be typed. */
export const suggestedLanguages = ['ar', 'en', 'ur', 'id', 'tr', 'fr'] as const;

let lastKey = 0;
const newKey = () => `layer-${++lastKey}`;

export function draftFromLayers(layers: readonly TextLayer[]): DraftLayer[] {
  return layers.map((layer) => ({
    key: newKey(),
    kind: layer.kind,
    language: layer.language,
    direction: layer.direction,
    directionChosen: layer.direction !== directionOf(layer.language),
    mode: 'lines',
    lines: layer.lines.map((line) => ({ ...line })),
    lrc: '',
  }));
}

/** A new layer: the original in Arabic first, then a translation in a language not yet used. */
export function newLayer(existing: readonly DraftLayer[]): DraftLayer {
  const used = new Set(existing.map((layer) => `${layer.kind} ${layer.language}`));
  const kind: TextLayerKind = existing.length === 0 ? 'original' : 'translation';
  const language =
    existing.length === 0
      ? 'ar'
      : (suggestedLanguages.find((tag) => !used.has(`${kind} ${tag}`)) ?? '');
  return {
    key: newKey(),
    kind,
    language,
    direction: directionOf(language),
    directionChosen: false,
    mode: 'lines',
    lines: [],
    lrc: '',
  };
}

const isBlank = (line: DraftLine) => normaliseLineText(line.text) === '';

/** Where each line that counts (not blank) is in `lines`: the sync list shows these. */
export function keptIndexes(lines: readonly DraftLine[]): number[] {
  return lines.flatMap((line, index) => (isBlank(line) ? [] : [index]));
}

/** The lines a layer has now: typed ones without the blank, or those its LRC holds. */
export function currentLines(
  layer: DraftLayer,
): { ok: true; lines: DraftLine[] } | { ok: false; message: string; line: number | null } {
  if (layer.mode === 'lines') return { ok: true, lines: layer.lines.filter((l) => !isBlank(l)) };
  if (layer.lrc.length > LRC_MAX_LENGTH)
    return { ok: false, message: textLayerMessages.lrcTooLong, line: null };
  const parsed = parseLrc(layer.lrc);
  return parsed.ok ? { ok: true, lines: parsed.lines } : parsed;
}

export const textOfLines = (lines: readonly DraftLine[]) => lines.map((l) => l.text).join('\n');

/**
 * The lines of an edited text box. A line keeps its times while it is unchanged and where it
 * was, counted from the start or the end, and when lines were only edited in place (a typo);
 * a line added in between has none until it is marked.
 */
export function linesFromText(previous: readonly DraftLine[], text: string): DraftLine[] {
  const texts = text.split(/\r\n|\r|\n/);
  let prefix = 0;
  while (
    prefix < texts.length &&
    prefix < previous.length &&
    texts[prefix] === previous[prefix]?.text
  )
    prefix += 1;
  let suffix = 0;
  while (
    suffix < texts.length - prefix &&
    suffix < previous.length - prefix &&
    texts[texts.length - 1 - suffix] === previous[previous.length - 1 - suffix]?.text
  )
    suffix += 1;
  const inPlace = texts.length === previous.length;
  return texts.map((lineText, index) => {
    const fromEnd = texts.length - 1 - index;
    const old =
      index < prefix || inPlace
        ? previous[index]
        : fromEnd < suffix
          ? previous[previous.length - 1 - fromEnd]
          : undefined;
    return { startMs: old?.startMs ?? null, endMs: old?.endMs ?? null, text: lineText };
  });
}

const clampTime = (ms: number) => Math.min(TEXT_TIME_MAX_MS, Math.max(0, Math.round(ms)));

/** The line's new start; an end no longer after it is dropped. */
function startAt(line: DraftLine, ms: number): DraftLine {
  const startMs = clampTime(ms);
  return {
    ...line,
    startMs,
    endMs: line.endMs !== null && line.endMs <= startMs ? null : line.endMs,
  };
}

/** Changes the `kept`-th line that counts (as the sync list numbers them, from 0). */
function changeKept(layer: DraftLayer, kept: number, change: (line: DraftLine) => DraftLine) {
  const index = keptIndexes(layer.lines)[kept];
  if (index === undefined) return layer;
  return { ...layer, lines: layer.lines.map((line, i) => (i === index ? change(line) : line)) };
}

export type DraftAction =
  | { type: 'reset'; layers: DraftLayer[] }
  | { type: 'add'; layer: DraftLayer }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'kind'; key: string; kind: TextLayerKind }
  | { type: 'language'; key: string; language: string }
  | { type: 'direction'; key: string; direction: TextDirection }
  | { type: 'mode'; key: string; mode: DraftMode }
  | { type: 'text'; key: string; text: string }
  | { type: 'lrc'; key: string; lrc: string }
  | { type: 'mark'; key: string; line: number; ms: number }
  | { type: 'nudge'; key: string; line: number; byMs: number }
  | { type: 'clearTimes'; key: string };

function changeLayer(layer: DraftLayer, action: DraftAction): DraftLayer {
  switch (action.type) {
    case 'kind':
      return { ...layer, kind: action.kind };
    case 'language': {
      const tag = canonicalLanguageTag(action.language.trim()) ?? action.language.trim();
      return {
        ...layer,
        language: action.language,
        direction: layer.directionChosen ? layer.direction : directionOf(tag),
      };
    }
    case 'direction':
      return { ...layer, direction: action.direction, directionChosen: true };
    case 'mode': {
      if (action.mode === layer.mode) return layer;
      if (action.mode === 'lrc') {
        const lines = layer.lines.filter((line) => !isBlank(line));
        return { ...layer, mode: 'lrc', lrc: lines.length > 0 ? toLrc(lines) : '' };
      }
      // LRC that cannot be read stays, with its problem shown, rather than being lost.
      const parsed = currentLines(layer);
      return parsed.ok ? { ...layer, mode: 'lines', lines: parsed.lines } : layer;
    }
    case 'text':
      return { ...layer, lines: linesFromText(layer.lines, action.text) };
    case 'lrc':
      return { ...layer, lrc: action.lrc };
    case 'mark':
      return changeKept(layer, action.line, (line) => startAt(line, action.ms));
    case 'nudge':
      return changeKept(layer, action.line, (line) =>
        line.startMs === null ? line : startAt(line, line.startMs + action.byMs),
      );
    case 'clearTimes':
      return {
        ...layer,
        lines: layer.lines.map((line) => ({ ...line, startMs: null, endMs: null })),
      };
    default:
      return layer;
  }
}

export function draftReducer(layers: DraftLayer[], action: DraftAction): DraftLayer[] {
  switch (action.type) {
    case 'reset':
      return action.layers;
    case 'add':
      return [...layers, action.layer];
    case 'remove':
      return layers.filter((layer) => layer.key !== action.key);
    case 'move': {
      const from = layers.findIndex((layer) => layer.key === action.key);
      const to = from + action.by;
      const moving = layers[from];
      if (from < 0 || to < 0 || to >= layers.length || !moving) return layers;
      const rest = layers.filter((_, index) => index !== from);
      return [...rest.slice(0, to), moving, ...rest.slice(to)];
    }
    default:
      return layers.map((layer) => (layer.key === action.key ? changeLayer(layer, action) : layer));
  }
}

/** A layer as PUT sends it: its lines, or its LRC for the server to read again. */
export function toInput(layer: DraftLayer): TextLayerInput {
  const head = {
    kind: layer.kind,
    language: canonicalLanguageTag(layer.language.trim()) ?? layer.language.trim(),
    direction: layer.direction,
  };
  if (layer.mode === 'lrc') return { ...head, lrc: layer.lrc };
  return {
    ...head,
    lines: layer.lines
      .filter((line) => !isBlank(line))
      .map(({ startMs, endMs, text }) => ({ startMs, endMs, text })),
  };
}

export function toUpdate(layers: readonly DraftLayer[]): TrackTextUpdate {
  return { layers: layers.map(toInput) };
}

/** What the layers say, whatever the way they are written: equal for no change to save. */
export function fingerprint(layers: readonly DraftLayer[]): string {
  return JSON.stringify(
    layers.map((layer) => {
      const current = currentLines(layer);
      return [
        layer.kind,
        layer.language.trim(),
        layer.direction,
        current.ok
          ? current.lines.map((line) => [line.startMs, line.endMs, normaliseLineText(line.text)])
          : layer.lrc,
      ];
    }),
  );
}
