import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { StreamUrl } from '@sada/contracts/streaming';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { streamLinks, tracks } from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { createTestApp, type TestApp } from '../../test/app';
import { logLines } from '../../test/log-lines';
import { freePort, startDeployedNginx, type RunningNginx } from '../../test/nginx';
import {
  createCast,
  createPlayableTrack,
  listenFor40Seconds,
  sampleAudio,
} from '../../test/player';
import { nginxLinkHash } from './nginx-link';

// The shipped deploy/nginx.conf in front of the app, with links nginx checks alone.
const secret = 'media-link-secret-for-the-nginx-tests-0123456789';
const lines: string[] = [];
let t: TestApp;
let nginx: RunningNginx;
let nginxDir: string;
let cast: Awaited<ReturnType<typeof createCast>>;
const audio = sampleAudio(64 * 1024);

beforeAll(async () => {
  nginxDir = await mkdtemp(join(tmpdir(), 'sada-nginx-'));
  const bytesLog = join(nginxDir, 'bytes.log');
  t = await createTestApp(
    {
      MEDIA_ACCEL_REDIRECT: '/_media/',
      MEDIA_LINK_SECRET: secret,
      MEDIA_LINK_SECONDS: '60',
      MEDIA_BYTES_LOG: bytesLog,
      TRUST_PROXY: 'true',
    },
    { logger: createLogger('info', logLines(lines)) },
  );
  cast = await createCast(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  nginx = await startDeployedNginx({
    dir: nginxDir,
    port: await freePort(),
    appPort: address.port,
    storageDir: t.config.storageDir,
    linkSecret: secret,
    bytesLog,
  });
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  await t?.close();
  if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
});

async function streamUrl(trackId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/tracks/${trackId}/stream-url`,
    headers: cast.headers('anonymous'),
  });
  expect(response.statusCode).toBe(200);
  return response.json<StreamUrl>().url;
}

const viaNginx = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${nginx.origin}${url}`, { method, headers });

/** Whether the app logged a request for this track's audio since `from`. */
const appSaw = (trackId: string, from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg: string; url?: string })
    .some((line) => line.msg === 'request' && line.url?.startsWith(`/api/stream/${trackId}`));

/** Bytes the database holds for a link, once nginx's report and the app's batch have landed. */
async function bytesServed(linkId: string, expected: number): Promise<number> {
  let served = 0;
  for (let i = 0; i < 100; i++) {
    const [row] = await t.database.db
      .select({ bytes: streamLinks.bytesServed })
      .from(streamLinks)
      .where(eq(streamLinks.id, linkId));
    served = row?.bytes ?? 0;
    if (served >= expected) return served;
    await sleep(50);
  }
  return served;
}

const param = (url: string, name: string) => new URL(url, 'http://x').searchParams.get(name) ?? '';

/** The link with its nginx deadline set to `until`, signed as the app signs it. */
function withDeadline(url: string, until: number) {
  const parsed = new URL(url, 'http://x');
  const md5 = nginxLinkHash(
    until,
    parsed.pathname,
    param(url, 'link'),
    Number(param(url, 'size')),
    secret,
  );
  parsed.searchParams.set('until', String(until));
  parsed.searchParams.set('md5', md5);
  return parsed.pathname + parsed.search;
}

describe('links nginx checks alone (deploy/nginx.conf, MEDIA_LINK_SECRET)', () => {
  it('names the file in the link, and nginx sends its ranges without asking the app', async () => {
    const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrl(track.id);
    expect(url.startsWith(`/api/stream/${track.id}/${rendition.storageKey}?`)).toBe(true);
    expect(Number(param(url, 'until')) - Date.now() / 1000).toBeLessThanOrEqual(60);
    const from = lines.length;
    const part = await viaNginx(url, { range: 'bytes=100-1123' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${audio.length}`);
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(100, 1124))).toBe(true);
    const whole = await viaNginx(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);
    expect(appSaw(track.id, from)).toBe(false);
    // nginx logs what it sent, and the app reads it and adds it to the link's bytes.
    expect(await bytesServed(param(url, 'link'), 1024 + audio.length)).toBe(1024 + audio.length);
  });

  it('counts a listen as a play from the bytes nginx reports, and a HEAD as none', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrl(track.id);
    expect((await viaNginx(url, {}, 'HEAD')).status).toBe(200);
    const { report } = await listenFor40Seconds(t, cast.headers('anonymous'), track.id, url);
    // 64 KiB standing for 180 s: a play needs 8,739 bytes of it; HEAD sent none.
    await sleep(200);
    expect(await report()).toBe(false);
    const part = await viaNginx(url, { range: 'bytes=0-8799' });
    expect(part.status).toBe(206);
    await part.arrayBuffer();
    expect(await bytesServed(param(url, 'link'), 8800)).toBe(8800);
    expect(await report()).toBe(true);
  });

  it('asks the app once the link is past its nginx deadline, which stops a taken-down track', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrl(track.id);
    const past = withDeadline(url, Math.floor(Date.now() / 1000) - 1);
    const from = lines.length;
    const late = await viaNginx(past, { range: 'bytes=0-99' });
    expect(late.status).toBe(206);
    expect(late.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await late.arrayBuffer()).equals(audio.subarray(0, 100))).toBe(true);
    expect(appSaw(track.id, from)).toBe(true);
    // The app counted the span it authorised, and nginx did not count it again.
    expect(await bytesServed(param(url, 'link'), 100)).toBe(100);
    await sleep(300);
    expect(await bytesServed(param(url, 'link'), 100)).toBe(100);

    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, track.id));
    const refused = await viaNginx(past);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBeTruthy();
    // Within its deadline nginx alone decides: MEDIA_LINK_SECONDS bounds how long a take-down
    // takes to reach links handed out before it.
    const within = withDeadline(url, Math.floor(Date.now() / 1000) + 30);
    expect((await viaNginx(within, { range: 'bytes=0-9' })).status).toBe(206);
  });

  it('leaves every link it cannot check to the app, which refuses what is not signed', async () => {
    const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrl(track.id);
    // Another deadline with the old hash, a hash for another link, no hash at all.
    const later = new URL(url, 'http://x');
    later.searchParams.set('until', String(Number(param(url, 'until')) + 3600));
    const otherLink = new URL(url, 'http://x');
    otherLink.searchParams.set('link', randomUUID());
    const unsignedForNginx = new URL(url, 'http://x');
    unsignedForNginx.searchParams.delete('md5');
    for (const changed of [later, otherLink]) {
      const from = lines.length;
      const response = await viaNginx(changed.pathname + changed.search);
      // The app's own signature no longer holds either (the link id is signed), or still holds
      // and the app decides: never nginx alone.
      expect(appSaw(track.id, from)).toBe(true);
      await response.arrayBuffer();
    }
    const from = lines.length;
    const byApp = await viaNginx(unsignedForNginx.pathname + unsignedForNginx.search, {
      range: 'bytes=0-9',
    });
    expect(byApp.status).toBe(206);
    expect(appSaw(track.id, from)).toBe(true);
    await byApp.arrayBuffer();

    // Without a link the session decides, as for any stream request: a draft is the owner's.
    const draft = await createPlayableTrack(t, { artistId: cast.artist.id, status: 'qc' });
    const byPath = `/api/stream/${draft.track.id}/${draft.rendition.storageKey}`;
    expect((await viaNginx(byPath)).status).toBe(404);
    expect((await viaNginx(byPath, cast.headers('owner'))).status).toBe(200);
    expect((await viaNginx(`/api/stream/${track.id}/${rendition.storageKey}`)).status).toBe(200);
    const tampered = await viaNginx(url.replace(/sig=[^&]+/, 'sig=AAAA').replace(/md5=[^&]+/, ''));
    expect(tampered.status).toBe(403);
    expect(((await tampered.json()) as { error: { code: string } }).error.code).toBe(
      'stream_link_invalid',
    );
  });

  it('never serves a file the link does not name, nor one outside the storage folder', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const other = await createPlayableTrack(t, { artistId: cast.artist.id }, sampleAudio(10));
    const url = await streamUrl(track.id);
    const swapped = url.replace(
      /^\/api\/stream\/[^?]+/,
      `/api/stream/${track.id}/${other.rendition.storageKey}`,
    );
    const response = await viaNginx(swapped);
    expect(response.status).toBe(404);
    for (const path of [
      `/api/stream/${track.id}/../../../../etc/passwd`,
      `/api/stream/${track.id}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
      `/api/stream/${track.id}/..%2f..%2f..%2f..%2fetc%2fpasswd`,
    ]) {
      const traversal = await viaNginx(`${path}?${url.split('?')[1]}`);
      expect(traversal.status).toBeGreaterThanOrEqual(400);
      expect(await traversal.text()).not.toContain('root:');
    }
  });

  it('sends audio by session through the app, and refuses a session that may not play', async () => {
    const draft = await createPlayableTrack(t, { artistId: cast.artist.id, status: 'qc' }, audio);
    const path = `/api/stream/${draft.track.id}`;
    expect((await viaNginx(path)).status).toBe(404);
    const owner = await viaNginx(path, { ...cast.headers('owner'), range: 'bytes=10-19' });
    expect(owner.status).toBe(206);
    expect(Buffer.from(await owner.arrayBuffer()).equals(audio.subarray(10, 20))).toBe(true);
  });
});
