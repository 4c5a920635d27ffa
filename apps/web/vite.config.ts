import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { WEB_DEV_PORT, WEB_PREVIEW_PORT } from '@sada/contracts/dev-servers';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { prerenderLanding } from './vite/prerender-landing';

/**
 * Writes a .br and a .gz copy beside every text file of the build, once, at the highest
 * levels; the server sends them to browsers that accept them (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sada-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const path = join(outDir, file);
        const data = await readFile(path);
        if (data.length < 1024) continue;
        await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
        await writeFile(
          `${path}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// The API server (apps/server) listens on 3000 and adds the hash of index.html's inline theme
// script to its Content-Security-Policy; the dev and preview servers proxy /api to it so
// the session cookie stays same-origin. Outside production the API server trusts the Origin of
// pages on these two ports (packages/contracts/src/dev-servers.ts).
export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // The modules the app starts with, in one chunk rather than forty: requesting forty was the
    // landing page's longest task after its first paint, at a phone's CPU.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  server: { port: WEB_DEV_PORT, proxy: apiProxy },
  preview: { port: WEB_PREVIEW_PORT, proxy: apiProxy },
});
