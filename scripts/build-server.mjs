// `npm start` runs the server from one bundle (apps/server/dist/main.mjs) rather than from its
// TypeScript sources through tsx: resolving and transforming some three hundred modules took
// about 2.5 s of a 3.8 s start. The workspace packages (TypeScript) are bundled in; everything
// from node_modules stays outside and is loaded by Node as usual. The bundle sits at the depth
// of apps/server/src, so the paths the server finds from its own location (config.ts) hold.
// Built in well under a second, at every start: nothing to go stale.
import { join } from 'node:path';

import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const server = join(root, 'apps/server');
// --outdir NAME: another folder of apps/server (the tests build one of their own).
const at = process.argv.indexOf('--outdir');
const outdir = at === -1 ? 'dist' : process.argv[at + 1];
if (!outdir || outdir.includes('/')) {
  console.error('Usage: node scripts/build-server.mjs [--outdir NAME]  (a folder of apps/server)');
  process.exit(2);
}

await build({
  // The server, and the audio workers for machines of their own (`node …/worker.mjs`).
  entryPoints: { main: join(server, 'src/main.ts'), worker: join(server, 'src/worker.ts') },
  outdir: join(server, outdir),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  // A CommonJS dependency bundled into ESM may call require(): give it one.
  banner: {
    js: "import { createRequire as sadaRequire } from 'node:module'; const require = sadaRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'node-modules-outside',
      setup(b) {
        // Bare imports (packages) stay imports, but for the workspace's own TypeScript packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sada/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
