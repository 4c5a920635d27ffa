import { describe, expect, it } from 'vitest';

import { hasControlCharacter, MAX_NESTING_DEPTH, textProblem } from './text';

describe('hasControlCharacter', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'])(
    'finds %j',
    (control) => {
      expect(hasControlCharacter(`a${control}b`)).toBe(true);
    },
  );

  it.each(['plain', 'two\nlines', 'a\ttab', 'crlf\r\n', 'صدى', '𝕊𝕒𝕕𝕒', '\u202e', '\ufeff'])(
    'lets %j through',
    (text) => {
      expect(hasControlCharacter(text)).toBe(false);
    },
  );
});

const at = (path: string) => ({ kind: 'controlCharacter', path });

/** `depth` arrays, one inside another, around `inner`. */
function nested(depth: number, inner: unknown = 0): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('textProblem', () => {
  it('names the field, nested fields with dots', () => {
    expect(textProblem({ name: 'ok', profile: { bio: 'a\u0000b' } })).toEqual(at('profile.bio'));
    expect(textProblem({ ids: ['x', 'y\u0001'] })).toEqual(at('ids.1'));
    expect(textProblem('a\u0000')).toEqual(at(''));
    expect(textProblem({ 'bad\u0000key': 1 })).toEqual(at('bad\u0000key'));
  });

  it('names the first field in the order the text reads', () => {
    expect(textProblem({ a: ['ok', { b: 'x\u0000' }], 'c\u0001': 'y\u0000', d: '\u0000' })).toEqual(
      at('a.1.b'),
    );
    expect(textProblem({ a: 'ok', 'c\u0001': 'y\u0000', d: '\u0000' })).toEqual(at('c\u0001'));
  });

  it('looks into objects without a prototype chain, as parsed queries are', () => {
    const query = Object.assign(Object.create(Object.create(null) as object) as object, {
      q: 'a\u0000b',
    });
    expect(textProblem(query)).toEqual(at('q'));
  });

  it('finds half a surrogate pair, alone or at either end, and lets whole pairs through', () => {
    expect(textProblem({ reason: '\ud800' })).toEqual({ kind: 'malformed', path: 'reason' });
    expect(textProblem({ a: ['ok', 'x\udc00'] })).toEqual({ kind: 'malformed', path: 'a.1' });
    expect(textProblem({ ['k\ud83d']: 'v' })).toEqual({ kind: 'malformed', path: 'k\ud83d' });
    expect(textProblem({ emoji: 'حسن 😊 \ud83d\ude0a', flag: '🇸🇦' })).toBeNull();
  });

  it('is null for clean values and for what it does not look into', () => {
    expect(textProblem({ name: 'ok', n: 1, list: [true, null] })).toBeNull();
    expect(textProblem(undefined)).toBeNull();
    expect(textProblem(new Uint8Array([97, 0, 98]))).toBeNull();
  });

  it(`allows ${MAX_NESTING_DEPTH} arrays and objects one inside another, not one more`, () => {
    expect(textProblem(nested(MAX_NESTING_DEPTH, 'ok'))).toBeNull();
    expect(textProblem({ a: nested(MAX_NESTING_DEPTH - 1) })).toBeNull();
    expect(textProblem(nested(MAX_NESTING_DEPTH + 1))).toEqual({ kind: 'nestedTooDeeply' });
    expect(textProblem({ a: nested(MAX_NESTING_DEPTH) })).toEqual({ kind: 'nestedTooDeeply' });
  });

  it('walks a parsed body of any nesting without running out of stack', () => {
    const levels = 50_000;
    const body: unknown = JSON.parse(`{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`);
    expect(textProblem(body)).toEqual({ kind: 'nestedTooDeeply' });
    const wide = JSON.parse(
      `[${Array.from({ length: 50_000 }, () => '[""]').join(',')}]`,
    ) as unknown;
    expect(textProblem(wide)).toBeNull();
  }, 20_000);
});
