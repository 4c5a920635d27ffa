import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FOLLOW_PAUSE_MS, useFollowScroll } from './use-follow-scroll';

/** An element at `top` (px from the viewport's top), `height` high. */
function box(top: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 100, height });
  return element;
}

function scroller() {
  const element = box(0, 400);
  const scrollBy = vi.fn();
  Object.assign(element, { scrollBy });
  return { element, scrollBy };
}

describe('useFollowScroll', () => {
  it('brings each new current line to the middle of the scroller', () => {
    const { element, scrollBy } = scroller();
    const { rerender } = renderHook(({ line }) => useFollowScroll(element, line), {
      initialProps: { line: box(500, 40) },
    });
    // The line's middle (520) to the scroller's (200).
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 320, behavior: 'smooth' });
    rerender({ line: box(150, 100) });
    expect(scrollBy).toHaveBeenCalledTimes(1);
    rerender({ line: box(300, 40) });
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 120, behavior: 'smooth' });
  });

  it('leaves the text where the listener scrolled it for a few seconds', () => {
    let now = 10_000;
    const clock = () => now;
    const { element, scrollBy } = scroller();
    const { rerender } = renderHook(({ line }) => useFollowScroll(element, line, clock), {
      initialProps: { line: null as HTMLElement | null },
    });
    element.dispatchEvent(new Event('wheel'));
    now += FOLLOW_PAUSE_MS - 1;
    rerender({ line: box(500, 40) });
    expect(scrollBy).not.toHaveBeenCalled();
    now += 1;
    rerender({ line: box(600, 40) });
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('takes its own smooth scroll for its own, and a later one for the listener’s', () => {
    let now = 10_000;
    const clock = () => now;
    const { element, scrollBy } = scroller();
    const { rerender } = renderHook(({ line }) => useFollowScroll(element, line, clock), {
      initialProps: { line: box(500, 40) },
    });
    element.dispatchEvent(new Event('scroll'));
    now += 500;
    rerender({ line: box(700, 40) });
    expect(scrollBy).toHaveBeenCalledTimes(2);
    now += 2_000;
    element.dispatchEvent(new Event('scroll'));
    rerender({ line: box(800, 40) });
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
});
