// Two app instances and a worker behind nginx, all real processes on one PostgreSQL database and
// one S3 bucket (faults/cluster.ts): a session, an upload, a notification and a take-down cross
// from one instance to the other; an instance stopped mid-stream hands its listeners to the other;
// a worker killed mid-job leaves nothing behind once a new one has finished it. Several processes
// share a database on PostgreSQL only: this runs when DATABASE_URL names one (CI runs both).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { StreamUrl } from '@sada/contracts/streaming';
import type { MyTrack } from '@sada/contracts/uploads';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { trackRenditions, tracks } from '../db/schema';
import { openStorage } from '../platform/open-storage';
import type { ObjectStorage } from '../platform/s3-storage';
import { makeAudio } from '../test/audio';
import { multipart } from '../test/multipart';
import { audioPart } from '../test/uploads';
import { startCluster, type Cluster } from './cluster';
import { figures } from './server-process';

const postgresUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(postgresUrl))('two instances and a worker behind nginx', () => {
  let cluster: Cluster;
  let dir: string;
  let shortMp3: Buffer;
  let longMp3: Buffer;
  let bucket: ObjectStorage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sada-cluster-audio-'));
    const [started, short, long] = await Promise.all([
      startCluster(),
      makeAudio(dir, 'mp3', 4),
      makeAudio(dir, 'mp3', 90),
    ]);
    cluster = started;
    [shortMp3, longMp3] = await Promise.all([readFile(short), readFile(long)]);
    bucket = openStorage(loadConfig({ ...cluster.env, SADA_DATA_DIR: dir }))
      .storage as ObjectStorage;
  }, 240_000);

  afterAll(async () => {
    await cluster?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const originOf = (member: { origin: string | null }) => member.origin ?? '';

  /** A request as the app's pages make it: from the public address, with a session. */
  function send(base: string, path: string, cookie: string, init: RequestInit = {}) {
    return fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { origin: cluster.origin, cookie, ...(init.headers ?? {}) },
    });
  }

  async function upload(base: string, title: string, audio: Buffer): Promise<string> {
    const form = multipart({
      title,
      genre: 'nasheed',
      instrumentation: 'vocals_only',
      audio: audioPart(audio),
    });
    const response = await send(base, '/api/uploads/tracks', cluster.artist.user.cookie, {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { track: MyTrack }).track.id;
  }

  async function statusOf(trackId: string) {
    const [row] = await cluster.database.db
      .select({ status: tracks.status, stage: tracks.processingStage })
      .from(tracks)
      .where(eq(tracks.id, trackId));
    return row;
  }

  async function processed(trackId: string, timeoutMs = 90_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const row = await statusOf(trackId);
      if (row?.stage === 'completed' || row?.stage === 'failed') return row;
      if (Date.now() > until) throw new Error(`not processed: ${JSON.stringify(row)}`);
      await sleep(200);
    }
  }

  async function approve(trackId: string) {
    const response = await send(
      originOf(cluster.a),
      `/api/moderation/tracks/${trackId}/reviews`,
      cluster.admin.cookie,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'approved', instrumentation: 'vocals_only' }),
      },
    );
    expect(response.status, await response.clone().text()).toBe(201);
  }

  async function streamUrl(base: string, trackId: string, cookie: string) {
    const response = await send(base, `/api/tracks/${trackId}/stream-url`, cookie);
    expect(response.status).toBe(200);
    return ((await response.json()) as StreamUrl).url;
  }

  it('signs in through nginx, and the session holds on both instances', async () => {
    const signIn = await fetch(`${cluster.origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: cluster.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: cluster.listener.email, password: cluster.listener.password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/=/);
    for (const member of [cluster.a, cluster.b]) {
      const profile = await send(originOf(member), '/api/me/profile', cookie);
      expect(profile.status, member.name).toBe(200);
      expect(((await profile.json()) as { id: string }).id, member.name).toBe(cluster.listener.id);
    }
  });

  it('processes an upload made on A in the worker, and B streams it from the bucket', async () => {
    const trackId = await upload(originOf(cluster.a), 'Uploaded on A', shortMp3);
    expect(await processed(trackId)).toEqual({ status: 'qc', stage: 'completed' });
    const url = await streamUrl(originOf(cluster.b), trackId, cluster.artist.user.cookie);
    const redirect = await fetch(`${originOf(cluster.b)}${url}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location.startsWith(cluster.env.S3_ENDPOINT ?? '-')).toBe(true);
    const audio = await fetch(location);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const streams = await cluster.database.db
      .select({ size: trackRenditions.sizeBytes })
      .from(trackRenditions)
      .where(and(eq(trackRenditions.trackId, trackId), eq(trackRenditions.kind, 'stream')));
    expect(streams.map((r) => r.size)).toContain((await audio.arrayBuffer()).byteLength);
  });

  it('takes a notification made on A to an event stream open on B within a second', async () => {
    const events = await fetch(`${originOf(cluster.b)}/api/events`, {
      headers: { cookie: cluster.artist.user.cookie },
    });
    expect(events.status).toBe(200);
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    const read = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += Buffer.from(value).toString();
      }
    })().catch(() => undefined);
    await sleep(300);
    const sent = Date.now();
    const follow = await send(
      originOf(cluster.a),
      `/api/me/follows/artists/${cluster.artist.artist.id}`,
      cluster.listener.cookie,
      { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(follow.status).toBe(200);
    while (!text.includes('new_follower') && Date.now() - sent < 5000) await sleep(10);
    const took = Date.now() - sent;
    await reader.cancel();
    await read;
    expect(text).toContain('new_follower');
    expect(took).toBeLessThan(1000);
    figures(`a notification made on A reached an event stream on B in ${took} ms`);
  });

  it('makes B refuse a stream within a second of a take-down on A', async () => {
    const trackId = await upload(originOf(cluster.b), 'Taken down on A', shortMp3);
    await processed(trackId);
    await approve(trackId);
    const url = await streamUrl(originOf(cluster.b), trackId, cluster.listener.cookie);
    // B keeps what the link resolves to for the catalog cache period (5 s) from here on.
    for (let i = 0; i < 3; i++) {
      expect((await fetch(`${originOf(cluster.b)}${url}`, { redirect: 'manual' })).status).toBe(
        302,
      );
    }
    const takeDown = await send(
      originOf(cluster.a),
      `/api/admin/tracks/${trackId}/take-down`,
      cluster.admin.cookie,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Uses a sample without permission' }),
      },
    );
    expect(takeDown.status, await takeDown.clone().text()).toBe(200);
    const done = Date.now();
    let status = 302;
    while (status === 302 && Date.now() - done < 5000) {
      status = (await fetch(`${originOf(cluster.b)}${url}`, { redirect: 'manual' })).status;
    }
    const took = Date.now() - done;
    expect(status).toBe(404);
    expect(took).toBeLessThan(1000);
    figures(`a take-down on A stopped streaming on B after ${took} ms`);
  });

  it('hands a stream on to B when A is stopped (SIGTERM), and A ends within 30 s', async () => {
    const trackId = await upload(originOf(cluster.b), 'Playing through a stop', longMp3);
    await processed(trackId);
    await approve(trackId);
    const url = await streamUrl(cluster.origin, trackId, cluster.listener.cookie);
    const ranges = 40;
    const chunk = 32 * 1024;
    let failures = 0;
    let retried = 0;
    let stopping: Promise<number | null> | null = null;
    const stoppedAt = Date.now();
    for (let i = 0; i < ranges; i++) {
      if (i === 5) stopping = cluster.a.stop('SIGTERM');
      const range = `bytes=${i * chunk}-${(i + 1) * chunk - 1}`;
      // As the player does: one more try with the same URL when a request fails.
      let ok = false;
      for (let attempt = 0; attempt < 2 && !ok; attempt++) {
        const response = await fetch(`${cluster.origin}${url}`, { headers: { range } }).catch(
          () => null,
        );
        ok = response?.status === 206 && (await response.arrayBuffer()).byteLength === chunk;
        if (!ok && attempt === 0) retried += 1;
      }
      if (!ok) failures += 1;
    }
    const code = await stopping;
    const stopMs = Date.now() - stoppedAt;
    try {
      expect(failures).toBe(0);
      expect(code).toBe(0);
      expect(stopMs).toBeLessThan(30_000);
      figures(
        `SIGTERM to A mid-stream: ${ranges} ranges through nginx, ${retried} retried once, ` +
          `${failures} failed; A exited (${code}) after ${stopMs} ms`,
      );
    } finally {
      await cluster.a.start();
    }
  }, 120_000);

  it('finishes a job on a restarted worker after a SIGKILL, leaving no orphan object', async () => {
    const trackId = await upload(originOf(cluster.b), 'Worker killed', longMp3);
    // Until the worker is at work on it.
    const until = Date.now() + 60_000;
    for (;;) {
      const row = await statusOf(trackId);
      if (row?.stage === 'generating_preview' || row?.stage === 'processing') break;
      if (Date.now() > until) throw new Error(`never processed: ${JSON.stringify(row)}`);
      await sleep(50);
    }
    expect(await cluster.worker.stop('SIGKILL')).toBeNull();
    await cluster.worker.start();
    expect(await processed(trackId)).toEqual({ status: 'qc', stage: 'completed' });

    const [track] = await cluster.database.db
      .select({ audio: tracks.audioFilePath, cover: tracks.coverUrl })
      .from(tracks)
      .where(eq(tracks.id, trackId));
    const renditions = await cluster.database.db
      .select({ key: trackRenditions.storageKey })
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, trackId));
    const named = new Set([
      ...renditions.map((r) => r.key),
      ...(track?.audio ? [track.audio] : []),
      ...(track?.cover ? [track.cover.replace('/api/media/', '')] : []),
    ]);
    const stored: string[] = [];
    for await (const key of bucket.keys()) if (key.includes(trackId)) stored.push(key);
    expect(stored.sort()).toEqual([...named].sort());
  }, 150_000);
});
