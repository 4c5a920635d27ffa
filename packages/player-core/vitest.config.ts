import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'player-core', environment: 'node', include: ['src/**/*.test.ts'] },
});
