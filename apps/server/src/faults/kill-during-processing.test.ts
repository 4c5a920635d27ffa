// The server killed (SIGKILL) while it processes an upload (issue 10): the track is at stage
// generating_preview and ffmpeg is part-way through writing the streaming copies. After a restart
// on the same data folder and database, the job is retried at once (features/processing/
// failover.ts) and completes; the killed attempt's ffmpeg, working folder and job claim are gone,
// and the files in storage are exactly the files the rendition rows name. ffmpeg dies with the
// server, not at the restart.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { MyTrack } from '@sada/contracts/uploads';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackRenditions, tracks } from '../db/schema';
import { queueNames } from '../platform/jobs';
import { makeAudio } from '../test/audio';
import { multipart } from '../test/multipart';
import { audioPart } from '../test/uploads';
import {
  figures,
  filesUnder,
  prepareServer,
  processesUnder,
  type ServerUnderTest,
} from './server-process';

/** Long enough that encoding its copies takes a second or more, short enough to do twice. */
const AUDIO_SECONDS = 60;

describe('the server killed in the middle of processing', () => {
  let server: ServerUnderTest;
  let dir: string;
  let audio: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sada-kill-audio-'));
    const [prepared, file] = await Promise.all([
      prepareServer(),
      makeAudio(dir, 'mp3', AUDIO_SECONDS),
    ]);
    server = prepared;
    audio = await readFile(file);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function trackNow(trackId: string): Promise<MyTrack> {
    const response = await fetch(`${server.origin}/api/me/tracks`, {
      headers: { cookie: server.cookie },
    });
    expect(response.status).toBe(200);
    const { tracks: mine } = (await response.json()) as { tracks: MyTrack[] };
    const track = mine.find((t) => t.id === trackId);
    if (!track) throw new Error(`track ${trackId} is not listed`);
    return track;
  }

  it('retries the job at once after a restart and leaves no orphan row, file or process', async () => {
    const bootMs = await server.start();
    const form = multipart({
      title: 'Interrupted',
      genre: 'nasheed',
      instrumentation: 'vocals_only',
      audio: audioPart(audio),
    });
    const uploaded = await fetch(`${server.origin}/api/uploads/tracks`, {
      method: 'POST',
      headers: { ...form.headers, origin: server.origin, cookie: server.cookie },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);
    const trackId = ((await uploaded.json()) as { track: MyTrack }).track.id;

    // Until ffmpeg is at work on the streaming copies and has written part of them.
    const processingDir = join(server.dataDir, 'tmp', 'processing');
    let partial: string[];
    let encoders: string[];
    let stage = '';
    for (const until = Date.now() + 30_000; ;) {
      partial = (await filesUnder(processingDir)).filter((file) => /stream-\d+\.mp3$/.test(file));
      if (partial.length > 0) {
        encoders = await processesUnder(processingDir);
        stage = (await trackNow(trackId)).processing.stage;
        if (encoders.length > 0 && stage === 'generating_preview') break;
      }
      if (Date.now() > until) throw new Error(`processing never reached the encoder: ${stage}`);
      await sleep(20);
    }
    await server.stop('SIGKILL');
    const killedAt = Date.now();
    const attemptDir = join(processingDir, partial[0]?.split('/')[0] ?? '');
    // SIGKILL reaches the server only; its ffmpeg, started to die with its parent, follows.
    let outlived = await processesUnder(attemptDir);
    for (const until = Date.now() + 2000; outlived.length > 0 && Date.now() < until;) {
      await sleep(50);
      outlived = await processesUnder(attemptDir);
    }

    const restartedAt = Date.now();
    const restartMs = await server.start();
    const leftRunning = await processesUnder(attemptDir);
    let track = await trackNow(trackId);
    for (const until = Date.now() + 30_000; ;) {
      if (['completed', 'failed'].includes(track.processing.stage)) break;
      if (Date.now() > until) throw new Error(`not processed again: ${track.processing.stage}`);
      await sleep(100);
      track = await trackNow(trackId);
    }
    const recoveredMs = Date.now() - killedAt;
    await server.stop('SIGTERM');

    const left = {
      processing: await filesUnder(processingDir),
      uploads: await filesUnder(join(server.dataDir, 'tmp', 'uploads')),
      processes: await processesUnder(server.dataDir),
    };
    const stored = (await filesUnder(join(server.dataDir, 'storage'))).sort();
    const rows = await server.withDatabase(async (database) => {
      const [trackRows] = await database.db.select({ n: count() }).from(tracks);
      const renditions = await database.db
        .select({ kind: trackRenditions.kind, key: trackRenditions.storageKey })
        .from(trackRenditions);
      const jobs = (await database.db.execute(sql`
        SELECT name, state, retry_count AS "retryCount",
          (extract(epoch FROM started_on) * 1000)::float8 AS "startedAt"
        FROM pgboss.job
        WHERE name IN (${queueNames.audioProcessing}, ${queueNames.audioProcessingFailed})
      `)) as unknown as {
        rows: { name: string; state: string; retryCount: number; startedAt: number }[];
      };
      return { tracks: trackRows?.n, renditions, jobs: jobs.rows };
    });
    const keys = rows.renditions.map((r) => r.key).sort();
    const orphanFiles = stored.filter((file) => !keys.includes(file));
    const missingFiles = keys.filter((key) => !stored.includes(key));
    const retriedMs = Math.round((rows.jobs[0]?.startedAt ?? Infinity) - restartedAt);
    const orphanRows =
      rows.renditions.length - 3 + rows.jobs.filter((job) => job.state !== 'completed').length;

    figures(
      `SIGKILL mid-processing (${server.database}): killed at stage ${stage} with ` +
        `${partial.length} partial copies and ${encoders.length} ffmpeg running ` +
        `(${outlived.length} outlived the server, ${leftRunning.length} after the restart); ` +
        `restarted in ${restartMs} ms (first boot ${bootMs} ms), job retried ${retriedMs} ms ` +
        `into the restart, track ${track.status}/${track.processing.stage} ` +
        `${(recoveredMs / 1000).toFixed(1)} s after the kill; ` +
        `${orphanRows} orphan rows, ${orphanFiles.length + left.processing.length} orphan files, ` +
        `${missingFiles.length} missing files`,
    );
    expect(track).toMatchObject({ status: 'qc', processing: { stage: 'completed' } });
    expect(Math.abs((track.durationMs ?? 0) - AUDIO_SECONDS * 1000)).toBeLessThanOrEqual(100);
    expect(outlived).toEqual([]);
    expect(leftRunning).toEqual([]);
    expect(left).toEqual({ processing: [], uploads: [], processes: [] });
    expect(rows.tracks).toBe(1);
    // A 128 kbps upload: one streaming copy, at 128.
    expect(rows.renditions.map((r) => r.kind).sort()).toEqual(['original', 'preview', 'stream']);
    expect(stored).toEqual(keys);
    // The killed attempt was failed and the one after it completed the job.
    expect(rows.jobs).toEqual([
      {
        name: queueNames.audioProcessing,
        state: 'completed',
        retryCount: 1,
        startedAt: expect.any(Number),
      },
    ]);
    // At once, not after the 30 s heartbeat deadline and the retry's backoff.
    expect(retriedMs - restartMs).toBeLessThan(5_000);
  }, 240_000);
});
