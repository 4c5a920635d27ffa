import { describe, expect, it } from 'vitest';

import {
  clampSpeed,
  DEFAULT_SPEED,
  formatSpeed,
  parseSpeedMemory,
  rememberSpeed,
  speedFor,
  SPEED_STEPS,
  stepSpeed,
} from './speed';
import { deepFreeze } from './test-helpers';

describe('speed steps', () => {
  it('the steps run from 0.5× to 2× and the default is 1×', () => {
    expect(SPEED_STEPS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(DEFAULT_SPEED).toBe(1);
  });

  it('a speed snaps to the nearest step, a tie to the slower one', () => {
    expect(clampSpeed(1.3)).toBe(1.25);
    expect(clampSpeed(1.4)).toBe(1.5);
    expect(clampSpeed(0.625)).toBe(0.5);
    expect(clampSpeed(0.875)).toBe(0.75);
    expect(clampSpeed(1.125)).toBe(1);
    expect(clampSpeed(1.875)).toBe(1.75);
    for (const step of SPEED_STEPS) expect(clampSpeed(step)).toBe(step);
  });

  it('speeds beyond the ends stop at them; not a number is 1×', () => {
    expect(clampSpeed(0.1)).toBe(0.5);
    expect(clampSpeed(-2)).toBe(0.5);
    expect(clampSpeed(16)).toBe(2);
    expect(clampSpeed(Infinity)).toBe(2);
    expect(clampSpeed(-Infinity)).toBe(0.5);
    expect(clampSpeed(Number.NaN)).toBe(1);
  });

  it('stepping goes one step faster or slower and stays at the ends', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    // From between steps it steps from the nearest one.
    expect(stepSpeed(1.3, 1)).toBe(1.5);
    expect(stepSpeed(Number.NaN, 1)).toBe(1.25);
  });

  it('shows as the step with as few decimals as it needs', () => {
    expect(SPEED_STEPS.map(formatSpeed)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    expect(formatSpeed(Number.NaN)).toBe('1×');
    expect(formatSpeed(1.3)).toBe('1.25×');
  });
});

describe('speed remembered by kind', () => {
  it('a lecture at 1.5× does not make the next nasheed fast', () => {
    const memory = rememberSpeed({}, 'lecture', 1.5);
    expect(speedFor(memory, 'lecture')).toBe(1.5);
    expect(speedFor(memory, 'nasheed')).toBe(1);
  });

  it('a track without a kind plays at 1× and changes no memory', () => {
    const memory = deepFreeze(rememberSpeed({}, 'lecture', 1.5));
    expect(speedFor(memory, null)).toBe(1);
    expect(rememberSpeed(memory, null, 2)).toBe(memory);
  });

  it('remembering makes a new memory, snaps the speed, and 1× removes the entry', () => {
    const memory = deepFreeze({ lecture: 1.5, quran: 0.75 });
    const faster = rememberSpeed(memory, 'lecture', 1.8);
    expect(faster).toEqual({ lecture: 1.75, quran: 0.75 });
    expect(memory).toEqual({ lecture: 1.5, quran: 0.75 });
    expect(rememberSpeed(memory, 'lecture', 1)).toEqual({ quran: 0.75 });
    expect(rememberSpeed(memory, 'nasheed', 1)).toEqual(memory);
  });

  it('kinds named like Object members are ordinary kinds', () => {
    expect(speedFor({}, 'constructor')).toBe(1);
    expect(speedFor({}, 'toString')).toBe(1);
    const memory = rememberSpeed({}, '__proto__', 2);
    expect(Object.getPrototypeOf(memory)).toBe(Object.prototype);
    expect(speedFor(memory, '__proto__')).toBe(2);
  });
});

describe('reading stored speeds', () => {
  it('reads an object of speeds, parsed or as JSON text', () => {
    const stored = { lecture: 1.5, quran: 0.75 };
    expect(parseSpeedMemory(stored)).toEqual(stored);
    expect(parseSpeedMemory(JSON.stringify(stored))).toEqual(stored);
  });

  it('drops entries that are not numbers, snaps the others and leaves out 1×', () => {
    const stored = { a: '1.5', b: null, c: Number.NaN, d: 1.3, e: 9, f: 1, g: [2], h: 0.5 };
    expect(parseSpeedMemory(stored)).toEqual({ d: 1.25, e: 2, h: 0.5 });
  });

  it('anything but an object is an empty memory', () => {
    for (const value of [null, undefined, 1.5, true, [1.5, 2], 'not json', '[1.5]', '"x"']) {
      expect(parseSpeedMemory(value)).toEqual({});
    }
  });

  it('a stored __proto__ key stays a plain entry', () => {
    const memory = parseSpeedMemory('{"__proto__": 1.5, "lecture": 2}');
    expect(Object.getPrototypeOf(memory)).toBe(Object.prototype);
    expect(speedFor(memory, '__proto__')).toBe(1.5);
    expect(speedFor(memory, 'lecture')).toBe(2);
  });
});
