// How a track's text layers are shown together: line by line, the original above its
// transliteration above its translations, each line of the others placed by time under the line
// of the first timed layer it belongs to.
import {
  lineAt,
  type TextLayer,
  type TextLayerKind,
  type TextLine,
} from '@sada/contracts/text-layers';

/** One line of one layer inside a group. */
export interface AlignedCell {
  /** The layer's index in the list given to {@link alignLayers}. */
  layer: number;
  text: string;
}

/** What is read together: a line of the leading layer and what goes with it. */
export interface LineGroup {
  /** The leading line's start, in ms; null for plain text. */
  startMs: number | null;
  endMs: number | null;
  cells: AlignedCell[];
}

export interface AlignedText {
  groups: LineGroup[];
  /** The leading layer's lines (for lineAt): empty when no shown layer is timed. */
  timedLines: readonly TextLine[];
  /** Layers that cannot be matched line by line, shown whole after the groups. */
  apart: number[];
}

const KIND_ORDER: Record<TextLayerKind, number> = {
  original: 0,
  transliteration: 1,
  translation: 2,
};

/** Layer indexes, originals first, then transliterations, then translations; else as given. */
function readingOrder(layers: readonly TextLayer[]): number[] {
  return layers
    .map((_, index) => index)
    .sort((a, b) => {
      const kindA = layers[a]?.kind ?? 'translation';
      const kindB = layers[b]?.kind ?? 'translation';
      return KIND_ORDER[kindA] - KIND_ORDER[kindB] || a - b;
    });
}

/**
 * The group a line starting at `ms` belongs to: the leading line nearest in time, so that a
 * translation timed a little before its original still goes with it.
 */
export function nearestLine(lines: readonly TextLine[], ms: number): number {
  const at = lineAt(lines, ms);
  if (at === -1) return 0;
  const next = lines[at + 1]?.startMs;
  const start = lines[at]?.startMs ?? ms;
  return next != null && next - ms < ms - start ? at + 1 : at;
}

/** Groups by line number: for plain layers of the same length (a line-by-line translation). */
function byIndex(layers: readonly TextLayer[], order: number[]): LineGroup[] {
  const length = layers[order[0] ?? 0]?.lines.length ?? 0;
  return Array.from({ length }, (_, line) => ({
    startMs: null,
    endMs: null,
    cells: order.map((layer) => ({ layer, text: layers[layer]?.lines[line]?.text ?? '' })),
  }));
}

export function alignLayers(layers: readonly TextLayer[]): AlignedText {
  const order = readingOrder(layers);
  const leading = order.find((index) => layers[index]?.synced);
  const lead = leading === undefined ? undefined : layers[leading];
  if (leading === undefined || !lead) {
    const sameLength = order.every(
      (index) => layers[index]?.lines.length === layers[order[0] ?? 0]?.lines.length,
    );
    if (order.length > 1 && sameLength) {
      return { groups: byIndex(layers, order), timedLines: [], apart: [] };
    }
    return { groups: [], timedLines: [], apart: order };
  }

  const groups: LineGroup[] = lead.lines.map((line) => ({
    startMs: line.startMs,
    endMs: line.endMs,
    cells: [],
  }));
  const apart: number[] = [];
  for (const index of order) {
    const layer = layers[index];
    if (!layer) continue;
    if (index === leading) {
      layer.lines.forEach((line, i) => groups[i]?.cells.push({ layer: index, text: line.text }));
    } else if (layer.synced) {
      for (const line of layer.lines) {
        const group = groups[nearestLine(lead.lines, line.startMs ?? 0)];
        group?.cells.push({ layer: index, text: line.text });
      }
    } else if (layer.lines.length === lead.lines.length) {
      layer.lines.forEach((line, i) => groups[i]?.cells.push({ layer: index, text: line.text }));
    } else {
      apart.push(index);
    }
  }
  return { groups, timedLines: lead.lines, apart };
}

/** The group playing at `seconds`, or -1 (before the first line, or no timed layer). */
export function currentGroup(aligned: AlignedText, seconds: number): number {
  return aligned.timedLines.length === 0 ? -1 : lineAt(aligned.timedLines, seconds * 1000);
}
