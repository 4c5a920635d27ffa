import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // A test that replaces fetch, EventSource or navigator gets the real one back after it, so no
    // stub outlives the test that made it (the files share globals: see the root config).
    unstubGlobals: true,
  },
});
