import { createIdFactory } from '@sada/player-core';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import { createPlayerStore, type PlayerStore } from '../state/player-store';
import { shortcutFor, type ShortcutKeyEvent } from './keyboard-shortcuts';
import { usePlayerShortcuts } from './use-player-shortcuts';

function key(init: Partial<ShortcutKeyEvent> & { key: string }): ShortcutKeyEvent {
  return {
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: document.body,
    ...init,
  };
}

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  const target = host.querySelector('[data-target]');
  if (!target) throw new Error('no [data-target] in the markup');
  return target;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutFor', () => {
  it.each([
    [' ', false, 'togglePlay'],
    ['ArrowLeft', false, 'seekBack'],
    ['ArrowRight', false, 'seekForward'],
    ['ArrowLeft', true, 'previous'],
    ['ArrowRight', true, 'next'],
    ['m', false, 'toggleMute'],
    ['M', true, 'toggleMute'],
    ['l', false, 'toggleText'],
    ['L', true, 'toggleText'],
    ['[', false, 'markA'],
    [']', false, 'markB'],
    ['Escape', false, 'cancelPractice'],
    ['k', false, null],
  ])('%s (shift %s) on the page means %s', (pressed, shiftKey, expected) => {
    expect(shortcutFor(key({ key: pressed, shiftKey }))).toBe(expected);
  });

  it.each([
    ['ArrowLeft', false, 'seekForward'],
    ['ArrowRight', false, 'seekBack'],
    ['ArrowLeft', true, 'next'],
    ['ArrowRight', true, 'previous'],
  ])('right to left, %s (shift %s) means %s', (pressed, shiftKey, expected) => {
    expect(shortcutFor(key({ key: pressed, shiftKey }), 'rtl')).toBe(expected);
  });

  it.each([
    ['a text box', '<input data-target />'],
    ['a search box', '<input type="search" data-target />'],
    ['a text area', '<textarea data-target></textarea>'],
    ['a select', '<select data-target><option>a</option></select>'],
    ['an editable region', '<div contenteditable="true"><p data-target>x</p></div>'],
  ])('nothing while typing in %s', (_name, html) => {
    const target = element(html);
    for (const pressed of [' ', 'ArrowLeft', 'ArrowRight', 'm']) {
      expect(shortcutFor(key({ key: pressed, target }))).toBeNull();
    }
  });

  it.each(['ctrlKey', 'metaKey', 'altKey'] as const)('nothing with %s held', (modifier) => {
    for (const pressed of [' ', 'ArrowRight', 'm']) {
      expect(shortcutFor(key({ key: pressed, [modifier]: true }))).toBeNull();
    }
  });

  it.each([
    ['a button', '<button data-target>Go</button>'],
    ['a slider', '<span role="slider" tabindex="0" data-target></span>'],
    ['a menu item', '<div role="menu"><div role="menuitemradio" data-target>96</div></div>'],
  ])('Space and the arrows stay with %s that has the focus, M still mutes', (_name, html) => {
    const target = element(html);
    expect(shortcutFor(key({ key: ' ', target }))).toBeNull();
    expect(shortcutFor(key({ key: 'ArrowLeft', target }))).toBeNull();
    expect(shortcutFor(key({ key: 'ArrowRight', shiftKey: true, target }))).toBeNull();
    expect(shortcutFor(key({ key: 'm', target }))).toBe('toggleMute');
  });

  it('finds L, [ and ] by their place on a layout that types other letters there (Arabic)', () => {
    expect(shortcutFor(key({ key: 'م', code: 'KeyL' }))).toBe('toggleText');
    expect(shortcutFor(key({ key: 'ج', code: 'BracketLeft' }))).toBe('markA');
    expect(shortcutFor(key({ key: 'د', code: 'BracketRight' }))).toBe('markB');
    // A Latin character is taken as typed, wherever its key is (AZERTY, Dvorak).
    expect(shortcutFor(key({ key: 'p', code: 'KeyL' }))).toBeNull();
  });

  it('letters and brackets work on a focused control but not while typing', () => {
    const button = element('<button data-target>Go</button>');
    expect(shortcutFor(key({ key: 'l', target: button }))).toBe('toggleText');
    const input = element('<input data-target />');
    expect(shortcutFor(key({ key: '[', target: input }))).toBeNull();
    expect(shortcutFor(key({ key: 'Escape', target: input }))).toBeNull();
  });

  it('a key already handled elsewhere is left alone', () => {
    expect(shortcutFor(key({ key: ' ', defaultPrevented: true }))).toBeNull();
  });
});

describe('usePlayerShortcuts', () => {
  let store: PlayerStore;
  beforeEach(() => {
    store = createPlayerStore({ makeId: createIdFactory() });
    store.getState().playTracks([makeTrack(1), makeTrack(2)]);
    store.getState().dispatch({ type: 'metadataLoaded', duration: 100 });
  });

  function press(target: EventTarget, init: KeyboardEventInit): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  }

  it('drives the store from the document and keeps Space from scrolling', () => {
    renderHook(() => usePlayerShortcuts(store, true));
    const event = press(document.body, { key: ' ', code: 'Space' });
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState().playIntent).toBe(false);
    press(document.body, { key: 'ArrowRight' });
    expect(store.getState().player.currentTime).toBe(5);
    press(document.body, { key: 'ArrowLeft' });
    expect(store.getState().player.currentTime).toBe(0);
    press(document.body, { key: 'm' });
    expect(store.getState().muted).toBe(true);
    press(document.body, { key: 'ArrowRight', shiftKey: true });
    expect(store.getState().player.currentTrack?.title).toBe('Track 2');
  });

  it('follows the page direction: right to left, ← seeks forward', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderHook(() => usePlayerShortcuts(store, true));
      press(document.body, { key: 'ArrowLeft' });
      expect(store.getState().player.currentTime).toBe(5);
      press(document.body, { key: 'ArrowRight' });
      expect(store.getState().player.currentTime).toBe(0);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('is ignored while typing', () => {
    renderHook(() => usePlayerShortcuts(store, true));
    const input = element('<input data-target />');
    const event = press(input, { key: ' ' });
    press(input, { key: 'm' });
    expect(event.defaultPrevented).toBe(false);
    expect(store.getState().playIntent).toBe(true);
    expect(store.getState().muted).toBe(false);
  });

  it('L toggles the text, [ and ] set A and B (and so start a loop), Escape ends it', () => {
    renderHook(() => usePlayerShortcuts(store, true));
    press(document.body, { key: 'l' });
    expect(store.getState().textOpen).toBe(true);
    press(document.body, { key: 'l' });
    expect(store.getState().textOpen).toBe(false);
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 10 });
    press(document.body, { key: '[' });
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 15 });
    press(document.body, { key: ']' });
    expect(store.getState().marks).toEqual({ a: 10, b: 15 });
    expect(store.getState().practice?.plan.kind).toBe('ab');
    const escape = press(document.body, { key: 'Escape' });
    expect(escape.defaultPrevented).toBe(true);
    expect(store.getState().practice).toBeNull();
  });

  it('leaves Escape alone when no repeat runs', () => {
    renderHook(() => usePlayerShortcuts(store, true));
    const escape = press(document.body, { key: 'Escape' });
    expect(escape.defaultPrevented).toBe(false);
  });

  it('does nothing without a track', () => {
    renderHook(() => usePlayerShortcuts(store, false));
    press(document.body, { key: 'm' });
    expect(store.getState().muted).toBe(false);
  });
});
