import { describe, expect, it } from 'vitest';

import { reorderKeyAction, stepTarget } from './queue-keyboard-reorder';

describe('reorderKeyAction', () => {
  it('Space and Enter lift an item, then drop it', () => {
    expect(reorderKeyAction(' ', false)).toBe('lift');
    expect(reorderKeyAction('Enter', false)).toBe('lift');
    expect(reorderKeyAction(' ', true)).toBe('drop');
    expect(reorderKeyAction('Enter', true)).toBe('drop');
  });

  it('the arrows and Escape act only on a lifted item', () => {
    expect(reorderKeyAction('ArrowUp', true)).toBe('up');
    expect(reorderKeyAction('ArrowDown', true)).toBe('down');
    expect(reorderKeyAction('Escape', true)).toBe('cancel');
    for (const key of ['ArrowUp', 'ArrowDown', 'Escape']) {
      expect(reorderKeyAction(key, false)).toBeNull();
    }
  });

  it('other keys are left to the page', () => {
    for (const key of ['Tab', 'ArrowLeft', 'Home', 'a']) {
      expect(reorderKeyAction(key, true)).toBeNull();
    }
  });
});

describe('stepTarget', () => {
  it('moves one place and stops at either end', () => {
    expect(stepTarget(3, 'up', 10)).toBe(2);
    expect(stepTarget(3, 'down', 10)).toBe(4);
    expect(stepTarget(0, 'up', 10)).toBeNull();
    expect(stepTarget(9, 'down', 10)).toBeNull();
    expect(stepTarget(0, 'down', 1)).toBeNull();
  });
});
