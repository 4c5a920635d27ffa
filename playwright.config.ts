// Browser tests against the real app: the server built from this checkout, serving the built
// web app, on a fresh data folder seeded with the demo catalog. Run them with
// `npm run test:e2e` (scripts/e2e.mjs), which builds the web app, finds Chromium, makes a
// fresh database when DATABASE_URL is set, and cleans up afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

import { chromiumFlags, chromiumPath } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3197);
const baseURL = `http://localhost:${port}`;
// A real OpenID Connect provider on loopback (e2e/oidc-provider-server.ts) for social sign-in.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

// Playwright loads this file in the runner and again in every worker; the runner makes the
// folder once and the workers inherit it through the environment.
function ownDataDir(): string {
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: run the browser tests with `npm run test:e2e`, which seeds a fresh ' +
        'database on that server instead of the one DATABASE_URL names.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'sada-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR ?? ownDataDir();

const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseURL,
  SADA_DATA_DIR: dataDir,
  SADA_SEED: 'demo',
  LOG_LEVEL: 'warn',
  // Each journey presents its own client address (e2e/fixtures.ts), so the per-address sign-in
  // and sign-up limits apply per journey rather than to the whole run.
  TRUST_PROXY: 'true',
  OIDC_PROVIDERS: 'sada-id',
  OIDC_SADA_ID_ISSUER: oidcIssuer,
  OIDC_SADA_ID_CLIENT_ID: 'sada-test',
  OIDC_SADA_ID_CLIENT_SECRET: 'sada-test-client-secret-that-is-long-enough',
  OIDC_SADA_ID_LABEL: 'Sada ID',
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;

// SADA_E2E_SHARD=1/2 runs the first half of the journeys, 2/2 the rest. CI runs `npm test` once
// per database and gives each run one half: every journey runs once, on one database or the other.
const shard = /^([1-9]\d*)\/([1-9]\d*)$/.exec(process.env.SADA_E2E_SHARD ?? '');

export default defineConfig({
  testDir: 'e2e',
  // Two cores: one browser at a time, and the server shares the machine. (Two workers were no
  // faster: each journey took twice as long, the software-rendering browser being the bottleneck.)
  workers: 1,
  fullyParallel: false,
  shard: shard ? { current: Number(shard[1]), total: Number(shard[2]) } : null,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // Recording a trace of every journey costs about a third of the browser's work; a journey that
    // fails is run again with one (CI retries once).
    trace: 'on-first-retry',
    locale: 'en-US',
    // Transitions and animations end at once (index.css honours the preference): less for the
    // software renderer to draw, and nothing to wait for before a sheet or dialog is in place.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      command: 'npx tsx e2e/oidc-provider-server.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      env: { E2E_OIDC_PORT: String(oidcPort), E2E_SADA_URL: baseURL },
      timeout: 60_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx apps/server/src/main.ts',
      url: `${baseURL}/api/health`,
      env: serverEnv,
      // First start migrates and seeds the demo catalog, generating its audio with ffmpeg.
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      // LOG_LEVEL=warn keeps this to warnings and errors, which explain a failing journey.
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
