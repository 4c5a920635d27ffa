// What is wrong with a draft's layers, found in the browser with the contracts' own checks as
// the server would find it, and where the server's field errors belong.
import {
  canonicalLanguageTag,
  normaliseLines,
  TEXT_TOTAL_MAX_LENGTH,
  textLayerMessages,
} from '@sada/contracts/text-layers';

import { currentLines, type DraftLayer } from './text-draft';

/** What is wrong with a layer, and where: the field, and the line (1-based) when there is one. */
export interface LayerProblem {
  field: 'language' | 'lines' | 'lrc' | 'layer';
  message: string;
  line: number | null;
}

/**
 * The first problem of each layer (by key), as the server would find it: the language, a layer
 * of the same kind and language above it, the LRC, the lines, the text in all.
 */
export function draftProblems(
  layers: readonly DraftLayer[],
  durationMs: number | null,
): Map<string, LayerProblem> {
  const problems = new Map<string, LayerProblem>();
  const seen = new Set<string>();
  let total = 0;
  for (const layer of layers) {
    const problem = (field: LayerProblem['field'], message: string, line: number | null = null) =>
      problems.set(layer.key, { field, message, line });
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
    const field = layer.mode === 'lrc' ? 'lrc' : 'lines';
    const current = currentLines(layer);
    if (!current.ok) {
      problem('lrc', current.message, current.line);
      continue;
    }
    const result = normaliseLines(current.lines, durationMs);
    if ('problem' in result) {
      problem(field, result.problem, result.line);
      continue;
    }
    total += result.lines.reduce((sum, line) => sum + line.text.length, 0);
    if (total > TEXT_TOTAL_MAX_LENGTH) problem(field, textLayerMessages.textTooLong);
  }
  return problems;
}

/**
 * Where a server's field error belongs: `layers.2.lines.3` is the fourth line of the third layer,
 * `layers.0.lrc` its LRC, `layers.1.language` its language.
 */
export function problemAt(
  path: string,
  message: string,
): { layer: number; problem: LayerProblem } | null {
  const match = /^layers\.(\d+)(?:\.(language|lrc|lines|kind|direction)(?:\.(\d+))?)?/.exec(path);
  if (!match) return null;
  const field = match[2];
  const line = match[3] === undefined ? null : Number(match[3]) + 1;
  return {
    layer: Number(match[1]),
    problem: {
      field:
        field === 'language' || field === 'lrc' || field === 'lines' ? field : ('layer' as const),
      message,
      line,
    },
  };
}
