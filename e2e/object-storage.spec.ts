// Listening when the files live in an S3 bucket (STORAGE=s3): a server of this journey's own on
// Ceph's RADOS Gateway (apps/server/src/test/radosgw.ts), the demo catalogue seeded into the
// bucket. The player is sent to the bucket by a presigned URL and plays from it, and the covers
// come from there, under the pages' Content-Security-Policy.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  createBucket,
  startRadosGateway,
  type RunningS3Server,
} from '../apps/server/src/test/radosgw';
import { expect, test } from './fixtures';
import { playerTitle, waitForAudioPast } from './player-helpers';

const port = Number(process.env.E2E_PORT ?? 3197) + 2;
const origin = `http://localhost:${port}`;

let gateway: RunningS3Server | null = null;
let server: ChildProcess | null = null;
let dataDir = '';
let output = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = await mkdtemp(join(tmpdir(), 'sada-e2e-s3-'));
  gateway = await startRadosGateway(join(dataDir, 'radosgw'));
  await createBucket(gateway, 'sada-e2e');
  // The embedded database in a folder of its own, whichever database the other journeys use.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      SADA_DATA_DIR: join(dataDir, 'data'),
      SADA_SEED: 'demo',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth',
      STORAGE: 's3',
      S3_ENDPOINT: gateway.endpoint,
      S3_BUCKET: 'sada-e2e',
      S3_REGION: gateway.region,
      S3_ACCESS_KEY_ID: gateway.accessKeyId,
      S3_SECRET_ACCESS_KEY: gateway.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The demo catalogue's audio comes from the cache the main server's seed filled.
  for (const until = Date.now() + 240_000; ;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${output.slice(-2000)}`);
    const up = await fetch(`${origin}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`the server did not start: ${output.slice(-2000)}`);
    await sleep(250);
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await gateway?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('plays from the bucket and shows the covers from there', async ({ page }) => {
  const bucket = new URL(gateway?.endpoint ?? 'http://invalid').origin;
  const fromBucket: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === bucket) fromBucket.push({ path: url.pathname, status: response.status() });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await page.goto(`${origin}/browse`);
  const section = page.getByRole('region', { name: 'Made for you' });
  await expect(section.locator('article')).toHaveCount(6);
  const title = (await section.locator('article h3').first().innerText()).trim();
  await section.getByRole('button', { name: `Play ${title}`, exact: true }).click();
  await expect(playerTitle(page)).toHaveText(title);
  await waitForAudioPast(page, 1);

  expect(
    fromBucket.filter((r) => r.path.includes('/audio-tracks/') && [200, 206].includes(r.status)),
  ).not.toEqual([]);
  await expect
    .poll(() => fromBucket.filter((r) => /-covers\/|avatars\//.test(r.path) && r.status === 200))
    .not.toEqual([]);
  // Every cover on the page loaded.
  const broken = await page.evaluate(
    '[...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src)',
  );
  expect(broken).toEqual([]);
  expect(refused).toEqual([]);
});
