/** The player's keyboard shortcuts on the whole page. */
export type PlayerShortcut =
  'togglePlay' | 'seekBack' | 'seekForward' | 'previous' | 'next' | 'toggleMute';

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
 * Which shortcut a key press means, or null: Space play/pause, ←/→ seek, Shift+←/→
 * previous/next, M mute. Nothing while typing, with Ctrl/Meta/Alt held, or — for Space and the
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

  if (event.key === 'm' || event.key === 'M') return event.repeat ? null : 'toggleMute';

  const isSpace = event.key === ' ' || event.code === 'Space';
  const isArrow = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  if (!isSpace && !isArrow) return null;
  if (isOnControl(element)) return null;
  if (isSpace) return event.repeat || event.shiftKey ? null : 'togglePlay';
  const forward = event.key === (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
  if (event.shiftKey) return forward ? 'next' : 'previous';
  return forward ? 'seekForward' : 'seekBack';
}
