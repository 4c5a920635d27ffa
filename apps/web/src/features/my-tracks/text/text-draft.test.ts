import { lrcMessages } from '@sada/contracts/lrc';
import { textLayerMessages, type TextLayer } from '@sada/contracts/text-layers';
import { describe, expect, it } from 'vitest';

import { draftProblems, problemAt } from './layer-problems';
import {
  draftFromLayers,
  draftReducer,
  fingerprint,
  linesFromText,
  newLayer,
  toUpdate,
  type DraftAction,
  type DraftLayer,
  type DraftLine,
} from './text-draft';

const timed = (startMs: number | null, text: string, endMs: number | null = null): DraftLine => ({
  startMs,
  endMs,
  text,
});

const arabic: TextLayer = {
  kind: 'original',
  language: 'ar',
  direction: 'rtl',
  synced: true,
  lines: [timed(1000, 'سطر أول'), timed(4000, 'سطر ثان'), timed(8000, 'سطر ثالث')],
};

function layerWith(values: Partial<DraftLayer> = {}): DraftLayer {
  return { ...newLayer([]), ...values };
}

const run = (layers: DraftLayer[], ...actions: DraftAction[]) =>
  actions.reduce(draftReducer, layers);

describe('editing the text box', () => {
  const before = [timed(1000, 'One'), timed(2000, 'Two'), timed(3000, 'Three')];

  it('keeps the times of lines left as they were', () => {
    expect(linesFromText(before, 'One\nTwo\nThree')).toEqual(before);
  });

  it('keeps a line its time when only its words change (a typo fixed)', () => {
    expect(linesFromText(before, 'One\nTwo!\nThree')[1]).toEqual(timed(2000, 'Two!'));
  });

  it('gives a line added in between no time, and the lines after it keep theirs', () => {
    expect(linesFromText(before, 'One\nNew\nTwo\nThree')).toEqual([
      timed(1000, 'One'),
      timed(null, 'New'),
      timed(2000, 'Two'),
      timed(3000, 'Three'),
    ]);
  });

  it('drops the time of a removed line and keeps the others', () => {
    expect(linesFromText(before, 'One\nThree')).toEqual([timed(1000, 'One'), timed(3000, 'Three')]);
  });
});

describe('tap to sync', () => {
  const typed = () =>
    layerWith({ lines: [timed(null, 'One'), timed(null, ''), timed(null, 'Two')] });

  it('marks the lines that count, skipping the blank one', () => {
    const start = typed();
    const [marked] = run(
      [start],
      { type: 'mark', key: start.key, line: 0, ms: 1234.4 },
      { type: 'mark', key: start.key, line: 1, ms: 5000 },
    );
    expect(marked?.lines).toEqual([timed(1234, 'One'), timed(null, ''), timed(5000, 'Two')]);
  });

  it('nudges a start by a tenth of a second, never below zero', () => {
    const start = layerWith({ lines: [timed(50, 'One'), timed(2000, 'Two')] });
    const [nudged] = run(
      [start],
      { type: 'nudge', key: start.key, line: 0, byMs: -100 },
      { type: 'nudge', key: start.key, line: 1, byMs: 100 },
      { type: 'nudge', key: start.key, line: 1, byMs: 100 },
    );
    expect(nudged?.lines.map((line) => line.startMs)).toEqual([0, 2200]);
  });

  it('drops an end that a new start passes, so the line does not end before it starts', () => {
    const start = layerWith({ lines: [timed(1000, 'One', 3000)] });
    const [marked] = run([start], { type: 'mark', key: start.key, line: 0, ms: 3500 });
    expect(marked?.lines[0]).toEqual(timed(3500, 'One'));
  });

  it('leaves a line without a time alone when nudged', () => {
    const start = layerWith({ lines: [timed(null, 'One')] });
    expect(run([start], { type: 'nudge', key: start.key, line: 0, byMs: 100 })).toEqual([start]);
  });

  it('clears every time', () => {
    const [layer] = draftFromLayers([arabic]);
    if (!layer) throw new Error('no layer');
    const [cleared] = run([layer], { type: 'clearTimes', key: layer.key });
    expect(cleared?.lines.every((line) => line.startMs === null)).toBe(true);
  });
});

describe('layers', () => {
  it('start as the original in Arabic, then a translation in a language not yet used', () => {
    const first = newLayer([]);
    expect(first).toMatchObject({ kind: 'original', language: 'ar', direction: 'rtl' });
    const second = newLayer([first]);
    expect(second).toMatchObject({ kind: 'translation', language: 'ar', direction: 'rtl' });
    const third = newLayer([first, second]);
    expect(third).toMatchObject({ kind: 'translation', language: 'en', direction: 'ltr' });
  });

  it('take their direction from the language until the artist chooses one', () => {
    const start = layerWith({ language: 'en', direction: 'ltr' });
    const [urdu] = run([start], { type: 'language', key: start.key, language: 'UR' });
    expect(urdu?.direction).toBe('rtl');
    const [chosen] = run(
      [start],
      { type: 'direction', key: start.key, direction: 'rtl' },
      { type: 'language', key: start.key, language: 'fr' },
    );
    expect(chosen?.direction).toBe('rtl');
  });

  it('move up and down and are removed', () => {
    const a = layerWith();
    const b = layerWith();
    const c = layerWith();
    expect(run([a, b, c], { type: 'move', key: c.key, by: -1 })).toEqual([a, c, b]);
    expect(run([a, b, c], { type: 'move', key: a.key, by: -1 })).toEqual([a, b, c]);
    expect(run([a, b, c], { type: 'remove', key: b.key })).toEqual([a, c]);
  });

  it('keep a direction that differs from the language as chosen when loaded', () => {
    const [layer] = draftFromLayers([{ ...arabic, language: 'en', direction: 'rtl' }]);
    expect(layer?.directionChosen).toBe(true);
  });
});

describe('LRC', () => {
  it('turns typed lines into LRC and reads it back', () => {
    const start = layerWith({ lines: [timed(1500, 'One'), timed(62_300, 'Two')] });
    const [asLrc] = run([start], { type: 'mode', key: start.key, mode: 'lrc' });
    expect(asLrc?.lrc).toBe('[00:01.50]One\n[01:02.30]Two\n');
    const [back] = run(asLrc ? [asLrc] : [], { type: 'mode', key: start.key, mode: 'lines' });
    expect(back?.lines).toEqual(start.lines);
  });

  it('stays LRC, with its problem, when it cannot be read', () => {
    const start = layerWith({ mode: 'lrc', lrc: '[00:01.00]One\n[1:7x.00]Two' });
    expect(run([start], { type: 'mode', key: start.key, mode: 'lines' })).toEqual([start]);
    expect(draftProblems([start], null).get(start.key)).toEqual({
      field: 'lrc',
      message: lrcMessages.badTime(2, '[1:7x.00]'),
      line: 2,
    });
  });
});

describe('problems', () => {
  it('names a language that is not a tag, and a second layer of one kind and language', () => {
    const bad = layerWith({ language: 'arabic!', lines: [timed(null, 'x')] });
    const first = layerWith({ language: 'en', kind: 'translation', lines: [timed(null, 'x')] });
    const again = layerWith({ language: 'EN', kind: 'translation', lines: [timed(null, 'y')] });
    const problems = draftProblems([bad, first, again], null);
    expect(problems.get(bad.key)?.message).toBe(textLayerMessages.languageInvalid);
    expect(problems.has(first.key)).toBe(false);
    expect(problems.get(again.key)).toMatchObject({
      field: 'language',
      message: textLayerMessages.duplicateLayer,
    });
  });

  it('names the line that starts before the one above it, counting only lines that count', () => {
    const layer = layerWith({
      lines: [timed(5000, 'One'), timed(null, ' '), timed(4000, 'Two')],
    });
    expect(draftProblems([layer], null).get(layer.key)).toEqual({
      field: 'lines',
      message: textLayerMessages.unordered(2),
      line: 2,
    });
  });

  it('asks for every line to have a time or none, and for lines at all', () => {
    const half = layerWith({ lines: [timed(1000, 'One'), timed(null, 'Two')] });
    const empty = layerWith({ language: 'en' });
    const problems = draftProblems([half, empty], null);
    expect(problems.get(half.key)?.message).toBe(textLayerMessages.mixedTimes);
    expect(problems.get(empty.key)?.message).toBe(textLayerMessages.noLines);
  });

  it('knows the track’s length', () => {
    const layer = layerWith({ lines: [timed(1000, 'One'), timed(99_000, 'Two')] });
    expect(draftProblems([layer], 95_000).get(layer.key)?.message).toBe(
      textLayerMessages.pastEnd(2, '1:35'),
    );
  });

  it('places the server’s field errors on their layer and line', () => {
    expect(problemAt('layers.1.lines.3', 'Line 4 starts before the line above it')).toEqual({
      layer: 1,
      problem: { field: 'lines', message: 'Line 4 starts before the line above it', line: 4 },
    });
    expect(problemAt('layers.0.lrc', 'bad')).toEqual({
      layer: 0,
      problem: { field: 'lrc', message: 'bad', line: null },
    });
    expect(problemAt('layers.2', 'too long')?.problem.field).toBe('layer');
    expect(problemAt('title', 'x')).toBeNull();
  });
});

describe('what Save sends', () => {
  it('sends typed lines without the blank ones, LRC as it is, languages made canonical', () => {
    const typed = layerWith({
      language: 'AR',
      lines: [timed(1000, 'One'), timed(null, ''), timed(2000, 'Two')],
    });
    const lrc = layerWith({
      kind: 'translation',
      language: 'en',
      direction: 'ltr',
      mode: 'lrc',
      lrc: '[00:01.00]One',
    });
    expect(toUpdate([typed, lrc])).toEqual({
      layers: [
        {
          kind: 'original',
          language: 'ar',
          direction: 'rtl',
          lines: [
            { startMs: 1000, endMs: null, text: 'One' },
            { startMs: 2000, endMs: null, text: 'Two' },
          ],
        },
        { kind: 'translation', language: 'en', direction: 'ltr', lrc: '[00:01.00]One' },
      ],
    });
  });

  it('sees no change in a switch between typed lines and the same LRC', () => {
    const [layer] = draftFromLayers([arabic]);
    if (!layer) throw new Error('no layer');
    const asLrc = run([layer], { type: 'mode', key: layer.key, mode: 'lrc' });
    expect(fingerprint(asLrc)).toBe(fingerprint([layer]));
    const marked = run([layer], { type: 'nudge', key: layer.key, line: 0, byMs: 100 });
    expect(fingerprint(marked)).not.toBe(fingerprint([layer]));
  });
});
