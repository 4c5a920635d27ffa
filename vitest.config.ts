import { defineConfig } from 'vitest/config';

// Two cores: keep parallelism modest. Server integration files each start their own database.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
