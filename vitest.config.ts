import { defineConfig } from 'vitest/config';

// Four workers on two cores: the server's integration files mostly wait on their database,
// ffmpeg and timers rather than compute (the server project: 3m33s with four, 5m08s with one).
// The count is given on the command line (package.json's test:unit): a maxWorkers here does not
// reach the projects, which then take the default of one worker on a two-core machine.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
