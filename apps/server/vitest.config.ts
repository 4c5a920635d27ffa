import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's module graph: no server test mocks modules or stubs globals, and each
    // file opens its own database, so isolation only repeated the import of the whole server.
    isolate: false,
    // Files and tests run in a shuffled order: a test that passes only after another one fails.
    sequence: { shuffle: true },
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
