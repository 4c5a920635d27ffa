import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { configDefaults, defineConfig } from 'vitest/config';

import web from './apps/web/vitest.config';

// Four workers on two cores: the server's integration files mostly wait on their database,
// ffmpeg and timers rather than compute (the server project: 3m33s with four, 5m08s with one).
// The count is given on the command line (package.json's test:unit): a maxWorkers here does not
// reach the projects, which then take the default of one worker on a two-core machine.

// The web tests share one module graph and jsdom per worker (setting up jsdom for every file was
// three quarters of their time), except the files that replace modules with vi.mock: a module
// another file has already imported would stay unmocked, so those run isolated. Their files and
// tests run in a shuffled order, so a test that passes only after another one fails early.
const webDir = 'apps/web';
const webTests = readdirSync(join(webDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('src', file));
const mockingWebTests = webTests.filter((file) =>
  readFileSync(join(webDir, file), 'utf8').includes('vi.mock('),
);

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      // The benchmark's own logic (judging, parsing /proc, tables); the benchmark is `npm run bench`.
      { test: { name: 'bench', include: ['bench/lib/*.test.ts'], environment: 'node' } },
      // Spread rather than `extends`, which would add to the include list instead of replacing it.
      {
        ...web,
        root: webDir,
        test: {
          ...web.test,
          name: 'web',
          isolate: false,
          sequence: { shuffle: true },
          exclude: [...configDefaults.exclude, ...mockingWebTests],
        },
      },
      {
        ...web,
        root: webDir,
        test: {
          ...web.test,
          name: 'web-isolated',
          include: mockingWebTests,
          sequence: { shuffle: true },
        },
      },
    ],
  },
});
