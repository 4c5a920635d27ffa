import { useEffect, useRef } from 'react';

/** After the listener scrolls the text, it stays where they put it for this long. */
export const FOLLOW_PAUSE_MS = 4_000;
/** A scroll event this soon after ours is ours still moving (a smooth scroll). */
const OWN_SCROLL_MS = 1_000;

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls `scroller` so that the middle of `line` comes to its middle; false when it is there. */
function centre(scroller: HTMLElement, line: HTMLElement): boolean {
  const box = scroller.getBoundingClientRect();
  const target = line.getBoundingClientRect();
  const offset = target.top + target.height / 2 - (box.top + box.height / 2);
  if (Math.abs(offset) < 1) return false;
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  if (typeof scroller.scrollBy === 'function') scroller.scrollBy({ top: offset, behavior });
  else scroller.scrollTop += offset;
  return true;
}

/**
 * Keeps the current line in the middle of the text's own scroller as it plays (only that
 * scroller: the page around an inline panel does not move under the reader), except for a few
 * seconds after the listener has scrolled it themselves.
 */
export function useFollowScroll(
  scroller: HTMLElement | null,
  current: HTMLElement | null,
  now: () => number = Date.now,
): void {
  const userScrolledAt = useRef(-Infinity);
  const ownScrollAt = useRef(-Infinity);

  useEffect(() => {
    if (!scroller) return;
    const handleUser = () => {
      userScrolledAt.current = now();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) handleUser();
    };
    // Dragging the scroll bar gives only scroll events: one not caused by us is the listener's.
    const handleScroll = () => {
      if (now() - ownScrollAt.current > OWN_SCROLL_MS) handleUser();
    };
    scroller.addEventListener('wheel', handleUser, { passive: true });
    scroller.addEventListener('touchmove', handleUser, { passive: true });
    scroller.addEventListener('keydown', handleKey);
    scroller.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      scroller.removeEventListener('wheel', handleUser);
      scroller.removeEventListener('touchmove', handleUser);
      scroller.removeEventListener('keydown', handleKey);
      scroller.removeEventListener('scroll', handleScroll);
    };
  }, [scroller, now]);

  useEffect(() => {
    if (!scroller || !current) return;
    if (now() - userScrolledAt.current < FOLLOW_PAUSE_MS) return;
    if (centre(scroller, current)) ownScrollAt.current = now();
  }, [scroller, current, now]);
}
