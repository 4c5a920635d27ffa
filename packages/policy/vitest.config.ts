import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'policy', environment: 'node', include: ['src/**/*.test.ts'] },
});
