/** The player's keyboard shortcuts on the whole page. */
export type PlayerShortcut =
  | 'togglePlay'
  | 'seekBack'
  | 'seekForward'
  | 'previous'
  | 'next'
  | 'toggleMute'
  | 'toggleText'
  | 'markA'
  | 'markB'
  | 'cancelPractice';

export const SHORTCUT_SEEK_SECONDS = 5;

export interface ShortcutKeyEvent {
  key: string;
  code?: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

const TYPING_SELECTOR = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Controls that use Space and the arrow keys themselves. */
const CONTROL_SELECTOR = [
  'button',
  'summary',
  '[role="button"]',
  '[role="slider"]',
  '[role="scrollbar"]',
  '[role="spinbutton"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="menuitem"]',
  '[role="menuitemradio"]',
  '[role="menuitemcheckbox"]',
  '[role="treeitem"]',
  '[role="gridcell"]',
].join(', ');

function asElement(target: EventTarget | null): Element | null {
  return typeof Element !== 'undefined' && target instanceof Element ? target : null;
}

function isTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.closest(TYPING_SELECTOR) !== null;
}

function isOnControl(element: Element | null): boolean {
  return element?.closest(CONTROL_SELECTOR) != null;
}

/**
 * The letter and bracket keys by the character typed, or else by the key's place: on an Arabic
 * layout the key marked L types م and [ types ج.
 */
const KEYS_BY_PLACE: Record<string, PlayerShortcut> = {
  KeyM: 'toggleMute',
  KeyL: 'toggleText',
  BracketLeft: 'markA',
  BracketRight: 'markB',
};
const KEYS_BY_CHARACTER: Record<string, PlayerShortcut> = {
  m: 'toggleMute',
  M: 'toggleMute',
  l: 'toggleText',
  L: 'toggleText',
  '[': 'markA',
  ']': 'markB',
};

function letterShortcut(event: ShortcutKeyEvent): PlayerShortcut | null {
  const byCharacter = Object.hasOwn(KEYS_BY_CHARACTER, event.key)
    ? KEYS_BY_CHARACTER[event.key]
    : undefined;
  const isLatin = /^[\x20-\x7e]$/.test(event.key);
  const byPlace =
    !isLatin && event.code && Object.hasOwn(KEYS_BY_PLACE, event.code)
      ? KEYS_BY_PLACE[event.code]
      : undefined;
  return byCharacter ?? byPlace ?? null;
}

/**
 * Which shortcut a key press means, or null: Space play/pause, ←/→ seek, Shift+←/→
 * previous/next, M mute, L the text, [ and ] points A and B, Escape ends a repeat (the caller
 * knows whether one runs). Nothing while typing, with Ctrl/Meta/Alt held, or — for Space and the
 * arrows — while a control that uses those keys has the focus. Right to left the seek slider
 * fills from the right, so ← moves forward, as it does on the focused slider.
 */
export function shortcutFor(
  event: ShortcutKeyEvent,
  direction: 'ltr' | 'rtl' = 'ltr',
): PlayerShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const element = asElement(event.target);
  if (isTyping(element)) return null;

  if (event.key === 'Escape') return event.repeat ? null : 'cancelPractice';
  const letter = letterShortcut(event);
  if (letter) return event.repeat ? null : letter;

  const isSpace = event.key === ' ' || event.code === 'Space';
  const isArrow = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  if (!isSpace && !isArrow) return null;
  if (isOnControl(element)) return null;
  if (isSpace) return event.repeat || event.shiftKey ? null : 'togglePlay';
  const forward = event.key === (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
  if (event.shiftKey) return forward ? 'next' : 'previous';
  return forward ? 'seekForward' : 'seekBack';
}
