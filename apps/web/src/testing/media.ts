// jsdom has media elements but does not play them: these stand in for play() and pause(), firing
// the events a browser fires, so components that play audio can be tested.
import { vi } from 'vitest';

function setPaused(element: HTMLMediaElement, paused: boolean) {
  Object.defineProperty(element, 'paused', { configurable: true, get: () => paused });
  element.dispatchEvent(new Event(paused ? 'pause' : 'play'));
}

/**
 * Makes every media element's play() resolve and start it, and pause() stop it. The web tests
 * share one jsdom, so call `restore` after each test (the spies are returned to assert on).
 */
export function stubMediaPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, false);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, true);
  });
  return {
    play,
    pause,
    restore: () => {
      play.mockRestore();
      pause.mockRestore();
    },
  };
}

/** Moves a media element to `seconds`, as playing there would, and says so (timeupdate). */
export function playedTo(element: HTMLMediaElement, seconds: number) {
  element.currentTime = seconds;
  element.dispatchEvent(new Event('timeupdate'));
}
