// An artist's layers as they are stored: LRC read into lines, the language tag made canonical,
// the direction taken from the language unless given, lines checked and tidied
// (contracts/text-layers). The first problem is answered with the path of the field it is in.
import { parseLrc } from '@sada/contracts/lrc';
import {
  canonicalLanguageTag,
  directionOf,
  normaliseLines,
  TEXT_TOTAL_MAX_LENGTH,
  textLayerMessages,
  type TextLayer,
  type TextLayerInput,
} from '@sada/contracts/text-layers';

import { AppError } from '../../http/errors';

const invalid = (path: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [path]: message });

export function normaliseLayers(
  inputs: readonly TextLayerInput[],
  durationMs: number | null,
): TextLayer[] {
  const layers: TextLayer[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const [index, input] of inputs.entries()) {
    const at = `layers.${index}`;
    const language = canonicalLanguageTag(input.language);
    if (!language) throw invalid(`${at}.language`, textLayerMessages.languageInvalid);
    const key = `${input.kind} ${language.toLowerCase()}`;
    if (seen.has(key)) throw invalid(`${at}.language`, textLayerMessages.duplicateLayer);
    seen.add(key);

    let raw: { startMs?: number | null; endMs?: number | null; text: string }[];
    if ('lrc' in input) {
      const parsed = parseLrc(input.lrc);
      if (!parsed.ok) throw invalid(`${at}.lrc`, parsed.message);
      raw = parsed.lines;
    } else raw = input.lines;

    const result = normaliseLines(raw, durationMs);
    if ('problem' in result) {
      const where =
        'lrc' in input ? `${at}.lrc` : `${at}.lines${result.line ? `.${result.line - 1}` : ''}`;
      throw invalid(where, result.problem);
    }
    total += result.lines.reduce((sum, line) => sum + line.text.length, 0);
    if (total > TEXT_TOTAL_MAX_LENGTH) throw invalid(at, textLayerMessages.textTooLong);
    layers.push({
      kind: input.kind,
      language,
      direction: input.direction ?? directionOf(language),
      synced: result.synced,
      lines: result.lines,
    });
  }
  return layers;
}
