import { defineConfig } from 'vitest/config';

// Two cores, four workers: the server's integration files spend much of their time waiting on
// their database, ffmpeg and timers rather than computing, so two more workers fill the gaps
// (the server project took 3m33s with four, 5m08s with two, on the same machine).
export default defineConfig({
  test: {
    maxWorkers: 4,
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
