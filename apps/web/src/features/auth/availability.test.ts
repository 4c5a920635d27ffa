import { describe, expect, it } from 'vitest';

import { deriveAvailability } from './availability';

const base = { response: undefined, failed: false };

describe('deriveAvailability', () => {
  it('is idle while the field is empty or blank', () => {
    expect(deriveAvailability({ ...base, raw: '', normalized: null, debounced: null })).toEqual({
      status: 'idle',
    });
    expect(
      deriveAvailability({ ...base, raw: '  ', normalized: null, debounced: null }).status,
    ).toBe('idle');
  });

  it('is invalid while the value breaks a rule, and never asks the server', () => {
    expect(
      deriveAvailability({ ...base, raw: 'ab', normalized: null, debounced: null }).status,
    ).toBe('invalid');
  });

  it('is valid during the pause after typing', () => {
    expect(
      deriveAvailability({ ...base, raw: 'amina', normalized: 'amina', debounced: 'amin' }).status,
    ).toBe('valid');
  });

  it('is checking once the pause is over and no answer has come', () => {
    expect(
      deriveAvailability({ ...base, raw: 'amina', normalized: 'amina', debounced: 'amina' }).status,
    ).toBe('checking');
  });

  it('is available or taken by the answer, keeping the server message for taken', () => {
    const settled = { raw: 'Amina', normalized: 'amina', debounced: 'amina', failed: false };
    expect(
      deriveAvailability({ ...settled, response: { available: true, message: 'free' } }),
    ).toEqual({ status: 'available' });
    expect(
      deriveAvailability({
        ...settled,
        response: { available: false, message: 'This username is already taken' },
      }),
    ).toEqual({ status: 'taken', message: 'This username is already taken' });
    expect(deriveAvailability({ ...settled, response: { available: false, message: '' } })).toEqual(
      { status: 'taken', message: undefined },
    );
  });

  it('is error when the check failed', () => {
    expect(
      deriveAvailability({
        raw: 'a@b.co',
        normalized: 'a@b.co',
        debounced: 'a@b.co',
        response: undefined,
        failed: true,
      }).status,
    ).toBe('error');
  });
});
