import { describe, expect, it } from 'vitest';

import { controlCharacterPath, hasControlCharacter } from './text';

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

describe('controlCharacterPath', () => {
  it('names the field, nested fields with dots', () => {
    expect(controlCharacterPath({ name: 'ok', profile: { bio: 'a\u0000b' } })).toBe('profile.bio');
    expect(controlCharacterPath({ ids: ['x', 'y\u0001'] })).toBe('ids.1');
    expect(controlCharacterPath('a\u0000')).toBe('');
    expect(controlCharacterPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
  });

  it('looks into objects without a prototype chain, as parsed queries are', () => {
    const query = Object.assign(Object.create(Object.create(null) as object) as object, {
      q: 'a\u0000b',
    });
    expect(controlCharacterPath(query)).toBe('q');
  });

  it('is null for clean values and for what it does not look into', () => {
    expect(controlCharacterPath({ name: 'ok', n: 1, list: [true, null] })).toBeNull();
    expect(controlCharacterPath(undefined)).toBeNull();
    expect(controlCharacterPath(new Uint8Array([97, 0, 98]))).toBeNull();
  });
});
