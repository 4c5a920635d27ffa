import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import '../lib/i18n/i18n';
import { resetPlayerStore } from '../player/state/player-store';

afterEach(() => {
  cleanup();
  resetPlayerStore();
});

// jsdom has no ResizeObserver; Radix measures sliders and popovers with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
