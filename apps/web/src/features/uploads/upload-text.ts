// The text layers an artist adds with an upload, as LRC pasted or read from a file, checked in
// the browser before the upload starts (the server reads the LRC again when they are saved).
import { parseLrc } from '@sada/contracts/lrc';
import {
  canonicalLanguageTag,
  directionOf,
  LRC_MAX_LENGTH,
  normaliseLines,
  TEXT_LAYERS_MAX,
  TEXT_TOTAL_MAX_LENGTH,
  textLayerMessages,
  type TextLayerKind,
  type TrackTextUpdate,
} from '@sada/contracts/text-layers';

export interface UploadTextLayer {
  key: string;
  kind: TextLayerKind;
  language: string;
  lrc: string;
}

export interface UploadTextProblem {
  field: 'language' | 'lrc';
  message: string;
}

export const suggestedLanguages = ['ar', 'en', 'ur', 'id', 'tr', 'fr'] as const;

let lastKey = 0;

/** The next layer: the Arabic original first, then an English translation. */
export function newUploadTextLayer(existing: readonly UploadTextLayer[]): UploadTextLayer {
  const first = existing.length === 0;
  return {
    key: `upload-text-${++lastKey}`,
    kind: first ? 'original' : 'translation',
    language: first ? 'ar' : 'en',
    lrc: '',
  };
}

export const canAddLayer = (layers: readonly UploadTextLayer[]) => layers.length < TEXT_LAYERS_MAX;

/** How many lines each layer's LRC holds and whether they are timed, when it reads. */
export function readLayer(
  layer: UploadTextLayer,
): { ok: true; lines: number; timed: boolean } | { ok: false } {
  const parsed = parseLrc(layer.lrc);
  if (!parsed.ok) return { ok: false };
  return {
    ok: true,
    lines: parsed.lines.filter((line) => line.text.trim() !== '').length,
    timed: parsed.lines.some((line) => line.startMs !== null),
  };
}

/**
 * The first problem of each layer (by key), in the server's words: the language, a second layer
 * of one kind and language, the LRC (naming its line), its lines against the audio's length.
 */
export function uploadTextProblems(
  layers: readonly UploadTextLayer[],
  durationMs: number | null,
): Map<string, UploadTextProblem> {
  const problems = new Map<string, UploadTextProblem>();
  const seen = new Set<string>();
  let total = 0;
  for (const layer of layers) {
    const problem = (field: UploadTextProblem['field'], message: string) =>
      problems.set(layer.key, { field, message });
    const language = canonicalLanguageTag(layer.language.trim());
    if (!language) {
      problem('language', textLayerMessages.languageInvalid);
      continue;
    }
    const id = `${layer.kind} ${language.toLowerCase()}`;
    if (seen.has(id)) {
      problem('language', textLayerMessages.duplicateLayer);
      continue;
    }
    seen.add(id);
    if (layer.lrc.length > LRC_MAX_LENGTH) {
      problem('lrc', textLayerMessages.lrcTooLong);
      continue;
    }
    const parsed = parseLrc(layer.lrc);
    if (!parsed.ok) {
      problem('lrc', parsed.message);
      continue;
    }
    const result = normaliseLines(parsed.lines, durationMs);
    if ('problem' in result) {
      problem('lrc', result.problem);
      continue;
    }
    total += result.lines.reduce((sum, line) => sum + line.text.length, 0);
    if (total > TEXT_TOTAL_MAX_LENGTH) problem('lrc', textLayerMessages.textTooLong);
  }
  return problems;
}

/** The PUT of the layers once the track exists; null when there are none. */
export function uploadTextUpdate(layers: readonly UploadTextLayer[]): TrackTextUpdate | null {
  if (layers.length === 0) return null;
  return {
    layers: layers.map((layer) => {
      const language = canonicalLanguageTag(layer.language.trim()) ?? layer.language.trim();
      return { kind: layer.kind, language, direction: directionOf(language), lrc: layer.lrc };
    }),
  };
}
