import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import '../lib/i18n/i18n';
import { LISTENING_RULE_STORAGE_KEY, useDeviceRule } from '../lib/listening-rule/device-rule';
import { resetPlayerStore } from '../player/state/player-store';

// Test files share their modules (isolate: false): what one leaves in a store, the next finds.
afterEach(() => {
  cleanup();
  resetPlayerStore();
  localStorage.removeItem(LISTENING_RULE_STORAGE_KEY);
  useDeviceRule.setState({ rule: null });
});

// jsdom has no ResizeObserver; Radix measures sliders and popovers with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
