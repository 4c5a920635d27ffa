// Seeds the whole demo catalog into a fresh database, as `npm start` does on a new machine.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { buffer } from 'node:stream/consumers';

import { ADMIN_USERS_MAX_LIMIT } from '@sada/contracts/admin';
import type { DuplicateCheck } from '@sada/contracts/duplicates';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refreshMonthlyListeners } from '../catalog/monthly-listeners';
import { loadConfig } from '../config';
import {
  albums,
  artists,
  genres,
  playlistTracks,
  playlists,
  profiles,
  streamEvents,
  trackFingerprints,
  trackRenditions,
  tracks,
  users,
} from '../db/schema';
import { WAVEFORM_PEAKS } from '../features/processing/media';
import { createAudioProcessor } from '../features/processing/processor';
import {
  probeAudio,
  resolveFfmpegBinaries,
  runFfmpeg,
  type FfmpegBinaries,
} from '../platform/ffmpeg';
import { openStorage } from '../platform/open-storage';
import type { ObjectStorage } from '../platform/s3-storage';
import { main as migrate } from '../scripts/storage-migrate';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { createTestBucket } from '../test/s3-server';
import { audioPart, postUpload } from '../test/uploads';
import { demoAccounts, demoPassword } from './demo-catalog';
import { seedDemoCatalog } from './seed';

let t: TestApp;
let binaries: FfmpegBinaries;
let workDir: string;
/** When the catalog was seeded: its plays of "today" are of that day (UTC). */
let seededAt: number;

beforeAll(async () => {
  t = await createTestApp();
  binaries = await resolveFfmpegBinaries({});
  workDir = await mkdtemp(join(tmpdir(), 'sada-seed-'));
  seededAt = Date.now();
  const seeded = await seedDemoCatalog({
    database: t.database,
    storage: t.storage,
    binaries,
    log: pino({ level: 'silent' }),
    workDir,
    cacheDir: t.config.cacheDir,
    fpcalc: t.config.fpcalcPath,
  });
  expect(seeded).toBe(true);
  // On a new machine the demo audio is synthesised first (about 90 s of CPU, then cached in
  // config.cacheDir), beside three other test files on two cores.
}, 420_000);

afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

async function rowsOf<T>(query: string): Promise<T[]> {
  const { rows } = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return rows;
}

/**
 * Per artist: counted plays, likes and followers, distinct listeners of the last 30 days and
 * the plays those signed-in listeners made.
 */
async function artistFiguresFromRows() {
  const rows = await rowsOf<{
    id: string;
    stored: number;
    plays: string;
    recent_plays: string;
    likes: string;
    followers: string;
    listeners: string;
  }>(`
    SELECT a.id, a.monthly_listeners AS stored,
      (SELECT count(*) FROM stream_events se JOIN tracks t ON t.id = se.track_id
        WHERE t.artist_id = a.id AND se.counted_at IS NOT NULL) AS plays,
      (SELECT count(*) FROM stream_events se JOIN tracks t ON t.id = se.track_id
        WHERE t.artist_id = a.id AND se.counted_at IS NOT NULL AND se.user_id IS NOT NULL
          AND se.started_at >= now() - interval '30 days') AS recent_plays,
      (SELECT count(*) FROM likes l JOIN tracks t ON t.id = l.track_id
        WHERE t.artist_id = a.id) AS likes,
      (SELECT count(*) FROM follows f WHERE f.artist_id = a.id) AS followers,
      (SELECT count(DISTINCT se.user_id) FROM stream_events se JOIN tracks t ON t.id = se.track_id
        WHERE t.artist_id = a.id AND se.started_at >= now() - interval '30 days') AS listeners
    FROM artists a`);
  return rows.map((r) => ({
    id: r.id,
    stored: Number(r.stored),
    plays: Number(r.plays),
    recentPlays: Number(r.recent_plays),
    likes: Number(r.likes),
    followers: Number(r.followers),
    listeners: Number(r.listeners),
  }));
}

async function countOf(table: PgTable) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('the demo catalog', () => {
  it('is big enough to explore', async () => {
    expect(await countOf(genres)).toBeGreaterThanOrEqual(9);
    expect(await countOf(artists)).toBeGreaterThanOrEqual(12);
    expect(await countOf(albums)).toBeGreaterThanOrEqual(6);
    const [live] = await t.database.db
      .select({ n: count() })
      .from(tracks)
      .where(eq(tracks.status, 'live'));
    expect(live?.n).toBeGreaterThanOrEqual(60);
    const [qc] = await t.database.db
      .select({ n: count() })
      .from(tracks)
      .where(eq(tracks.status, 'qc'));
    expect(qc?.n).toBeGreaterThanOrEqual(2);
    const perGenre = await t.database.db
      .select({ genre: tracks.genre, n: count() })
      .from(tracks)
      .where(eq(tracks.status, 'live'))
      .groupBy(tracks.genre);
    expect(perGenre.length).toBeGreaterThanOrEqual(9);
  });

  it('has verified and unverified artists with bios, avatars and listeners', async () => {
    const rows = await t.database.db.select().from(artists);
    expect(rows.some((a) => a.verified)).toBe(true);
    expect(rows.some((a) => !a.verified)).toBe(true);
    for (const artist of rows) {
      expect(artist.bio).toBeTruthy();
      expect(artist.avatarUrl).toMatch(/^\/api\/media\/artist-avatars\//);
      expect(artist.monthlyListeners).toBeGreaterThan(0);
    }
  });

  it('has public playlists whose track counts match their tracks', async () => {
    const rows = await t.database.db
      .select({
        id: playlists.id,
        trackCount: playlists.trackCount,
        isPublic: playlists.isPublic,
        n: count(playlistTracks.id),
      })
      .from(playlists)
      .leftJoin(playlistTracks, eq(playlistTracks.playlistId, playlists.id))
      .groupBy(playlists.id);
    expect(rows.filter((p) => p.isPublic).length).toBeGreaterThanOrEqual(6);
    for (const p of rows) expect(p.trackCount).toBe(p.n);
  });

  it('stores real audio whose duration matches duration_ms within a second', async () => {
    const rows = await t.database.db
      .select({
        key: tracks.audioFilePath,
        durationMs: tracks.durationMs,
        size: tracks.fileSizeBytes,
      })
      .from(tracks);
    const durations = rows.map((r) => r.durationMs ?? 0);
    expect(Math.min(...durations)).toBeLessThanOrEqual(31_000);
    expect(Math.min(...durations)).toBeGreaterThanOrEqual(29_000);
    expect(Math.max(...durations)).toBeGreaterThanOrEqual(359_000);
    expect(Math.max(...durations)).toBeLessThanOrEqual(361_000);
    // Two probes at a time: one per core, so a busy machine does not starve the test.
    const queue = [...rows];
    const probeNext = async (): Promise<void> => {
      const row = queue.shift();
      if (!row) return;
      const key = row.key ?? '';
      const stat = await t.storage.stat(key);
      expect(stat?.size).toBe(row.size);
      const probe = await probeAudio(binaries.ffprobe, join(t.config.storageDir, key));
      expect(Math.abs(probe.durationMs - (row.durationMs ?? 0))).toBeLessThanOrEqual(1000);
      return probeNext();
    };
    await Promise.all([probeNext(), probeNext()]);
  }, 90_000);

  it('has varied play and like counts and lyrics on some tracks', async () => {
    const [stats] = await t.database.db
      .select({
        plays: sql<number>`count(DISTINCT ${tracks.playCount})::int`,
        likes: sql<number>`count(DISTINCT ${tracks.likeCount})::int`,
        lyrics: sql<number>`count(${tracks.lyrics})::int`,
      })
      .from(tracks);
    expect(stats?.plays).toBeGreaterThan(30);
    expect(stats?.likes).toBeGreaterThan(30);
    expect(stats?.lyrics).toBeGreaterThan(2);
  });

  it('gives a few live tracks text to follow, timed within their audio and reviewed', async () => {
    const rows = await t.database.db
      .select({ id: tracks.id, durationMs: tracks.durationMs, textLayers: tracks.textLayers })
      .from(tracks)
      .where(and(eq(tracks.status, 'live'), sql`${tracks.textLayers} IS NOT NULL`));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const kinds = row.textLayers?.map((layer) => layer.kind);
      expect(kinds).toContain('original');
      expect(kinds).toContain('translation');
      for (const layer of row.textLayers ?? []) {
        const starts = layer.lines.map((line) => line.startMs ?? -1);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        expect(Math.min(...starts)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...starts)).toBeLessThan(row.durationMs ?? 0);
      }
      const text = await t.app.inject({ method: 'GET', url: `/api/tracks/${row.id}/text` });
      expect(text.statusCode).toBe(200);
      const detail = await t.app.inject({ method: 'GET', url: `/api/tracks/${row.id}` });
      // The approvals the seed records vouch for the text as it is.
      expect(detail.json()).toMatchObject({ hasText: true, review: { state: 'reviewed' } });
    }
  });

  it('has a reviewed demo series whose episodes carry chapters, with a podcast feed', async () => {
    const browse = await t.app.inject({ method: 'GET', url: '/api/series' });
    expect(browse.statusCode).toBe(200);
    const listed = (browse.json() as { series: { id: string; title: string }[] }).series;
    const demo = listed.find((item) => item.title === 'Seerah Notes');
    expect(demo).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: `/api/series/${demo?.id ?? ''}` });
    expect(page.statusCode).toBe(200);
    const detail = page.json() as {
      episodes: { track: { id: string; title: string } }[];
    };
    expect(detail.episodes.map((e) => e.track.title)).toEqual([
      'Seerah Notes: The Early Years',
      'Seerah Notes: Trust and Honesty',
      'Seerah Notes: Migration',
      'Seerah Notes: Building a Community',
      'Seerah Notes: Mercy',
    ]);
    for (const { track } of detail.episodes) {
      const chapters = await t.app.inject({
        method: 'GET',
        url: `/api/tracks/${track.id}/chapters.json`,
      });
      expect(chapters.statusCode).toBe(200);
      expect((chapters.json() as { chapters: unknown[] }).chapters).toHaveLength(4);
      const review = await t.app.inject({ method: 'GET', url: `/api/tracks/${track.id}` });
      // The approvals the seed records vouch for the chapters as they are.
      expect(review.json()).toMatchObject({ review: { state: 'reviewed' } });
    }
    const feed = await t.app.inject({
      method: 'GET',
      url: `/api/series/${demo?.id ?? ''}/feed.xml`,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.body.match(/<enclosure /g)).toHaveLength(5);
  });

  it('serves the generated covers as real JPEG images', async () => {
    const [track] = await t.database.db.select({ coverUrl: tracks.coverUrl }).from(tracks).limit(1);
    const response = await t.app.inject({ method: 'GET', url: track?.coverUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('creates the four demo accounts, who can sign in with the demo password', async () => {
    for (const account of demoAccounts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: t.config.publicUrl },
        payload: { email: account.email, password: demoPassword },
      });
      expect(response.statusCode, account.email).toBe(200);
      const [row] = await t.database.db
        .select({ role: profiles.role, labelVerifiedAt: profiles.labelVerifiedAt })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.email, account.email));
      expect(row?.role).toBe(account.role);
      // The demo label arrives verified, so it can moderate straight away.
      expect(row?.labelVerifiedAt !== null).toBe(account.role === 'label');
    }
  });

  it('lists every account, the demo audience included, on the admin users page', async () => {
    const { cookie } = await signIn(t, 'admin@sada.test', demoPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?limit=${ADMIN_USERS_MAX_LIMIT}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ users: unknown[] }>().users.length).toBeGreaterThan(50);
  });

  it('gives the demo artist account an artist profile of its own', async () => {
    const [row] = await t.database.db
      .select({ name: artists.name })
      .from(artists)
      .innerJoin(users, eq(users.id, artists.ownerUserId))
      .where(eq(users.email, 'artist@sada.test'));
    expect(row?.name).toBeTruthy();
  });

  it('signs artists to the demo label, but not the demo artist, whose uploads it reviews', async () => {
    const label = alias(users, 'label');
    const signed = await t.database.db
      .select({ owner: artists.ownerUserId })
      .from(artists)
      .innerJoin(label, eq(label.id, artists.labelId))
      .where(eq(label.email, 'label@sada.test'));
    expect(signed.length).toBeGreaterThanOrEqual(2);
    expect(signed.every((artist) => artist.owner === null)).toBe(true);
  });

  it('has plays from today and the days before, and a track sent back for revision', async () => {
    // The seed's day, not the test's: a run that crosses midnight still finds them.
    const startOfToday = new Date(new Date(seededAt).toISOString().slice(0, 10));
    const [today] = await t.database.db
      .select({ n: count() })
      .from(streamEvents)
      .where(gte(streamEvents.startedAt, startOfToday));
    expect(today?.n).toBeGreaterThan(0);
    const [earlier] = await t.database.db
      .select({ n: count() })
      .from(streamEvents)
      .where(lt(streamEvents.startedAt, startOfToday));
    expect(earlier?.n).toBeGreaterThan(0);
    const [revision] = await t.database.db
      .select({ n: count() })
      .from(tracks)
      .where(eq(tracks.status, 'needs_revision'));
    expect(revision?.n).toBe(1);
  });

  it('counts every track’s plays and likes from the listens and likes behind them', async () => {
    const rows = await rowsOf<{
      title: string;
      plays: string;
      counted: string;
      likes: string;
      liked: string;
    }>(`
      SELECT t.title, t.play_count AS plays, t.like_count AS likes,
        (SELECT count(*) FROM stream_events se
          WHERE se.track_id = t.id AND se.counted_at IS NOT NULL) AS counted,
        (SELECT count(*) FROM likes l WHERE l.track_id = t.id) AS liked
      FROM tracks t`);
    const differing = rows
      .filter((r) => Number(r.plays) !== Number(r.counted) || Number(r.likes) !== Number(r.liked))
      .map((r) => `${r.title}: ${r.plays}/${r.counted} plays, ${r.likes}/${r.liked} likes`);
    expect(differing).toEqual([]);
    // Still a catalogue people listen to: some tracks are played far more than others.
    const plays = rows.map((r) => Number(r.plays));
    expect(Math.max(...plays)).toBeGreaterThanOrEqual(1000);
    expect(plays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
  });

  it('has the monthly listeners the hourly recount finds, and ranks artists by them', async () => {
    await refreshMonthlyListeners(t.database.db);
    const figures = await artistFiguresFromRows();
    for (const artist of figures) {
      expect(artist.stored, artist.id).toBe(artist.listeners);
      expect(artist.listeners).toBeGreaterThan(0);
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/artists?limit=50' });
    expect(response.statusCode).toBe(200);
    const ranked = response.json<{ artists: { id: string; monthlyListeners: number }[] }>().artists;
    const byListeners = [...figures].sort(
      (a, b) => b.listeners - a.listeners || (b.id > a.id ? 1 : -1),
    );
    expect(ranked.map((a) => a.id)).toEqual(byListeners.map((a) => a.id));
    // More listeners, more plays by them: the ranking agrees with what was played this month.
    const recentPlays = byListeners.map((a) => a.recentPlays);
    expect(recentPlays).toEqual([...recentPlays].sort((a, b) => b - a));
  });

  it('shows the demo artist the figures its rows add up to', async () => {
    await refreshMonthlyListeners(t.database.db);
    const { cookie } = await signIn(t, 'artist@sada.test', demoPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/artist',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<{
      artist: { id: string };
      totals: { plays: number; likes: number; followers: number; monthlyListeners: number };
      playsPerDay: { plays: number }[];
    }>();
    const own = (await artistFiguresFromRows()).find((a) => a.id === dashboard.artist.id);
    expect(own).toBeDefined();
    expect(dashboard.totals).toMatchObject({
      plays: own?.plays,
      likes: own?.likes,
      followers: own?.followers,
      monthlyListeners: own?.listeners,
    });
    expect(dashboard.totals.plays).toBeGreaterThan(0);
    expect(dashboard.totals.monthlyListeners).toBeGreaterThan(0);
    expect(dashboard.playsPerDay.some((day) => day.plays > 0)).toBe(true);
  });

  it('gives every track the waveform and loudness that processing an upload finds', async () => {
    const rows = await t.database.db
      .select({
        title: tracks.title,
        peaks: tracks.waveformPeaks,
        loudness: tracks.loudnessLufs,
      })
      .from(tracks);
    const without = rows
      .filter((r) => r.peaks?.length !== WAVEFORM_PEAKS || r.loudness === null)
      .map((r) => r.title);
    expect(without).toEqual([]);
    for (const { peaks } of rows) {
      expect(Math.max(...(peaks ?? []))).toBeGreaterThan(0.05);
      expect(Math.max(...(peaks ?? []))).toBeLessThanOrEqual(1);
    }

    const { cookie } = await signIn(t, 'admin@sada.test', demoPassword);
    const [pending] = await t.database.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(eq(tracks.status, 'qc'))
      .limit(1);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/moderation/tracks/${pending?.id ?? ''}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ waveform: number[] | null }>().waveform).toHaveLength(WAVEFORM_PEAKS);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await countOf(artists);
    const again = await seedDemoCatalog({
      database: t.database,
      storage: t.storage,
      binaries,
      log: pino({ level: 'silent' }),
      workDir,
    });
    expect(again).toBe(false);
    expect(await countOf(artists)).toBe(before);
  });
});

describe('the fingerprints of the demo audio', () => {
  it('flag a re-upload of a demo track by another artist', async () => {
    const demo = await t.database.db
      .select({
        id: tracks.id,
        checked: tracks.fingerprintChecked,
        values: trackFingerprints.fingerprint,
      })
      .from(tracks)
      .leftJoin(trackFingerprints, eq(trackFingerprints.trackId, tracks.id));
    expect(demo.filter((row) => (row.values?.length ?? 0) < 100)).toEqual([]);
    // Made from ten loops, the demo tracks are one another's duplicates: they are not flagged.
    expect(demo.every((row) => row.checked === null)).toBe(true);

    // A track of an artist the demo artist account does not own, re-encoded and uploaded by it.
    const [original] = await t.database.db
      .select({ id: tracks.id, key: tracks.audioFilePath })
      .from(tracks)
      .innerJoin(artists, eq(artists.id, tracks.artistId))
      .where(
        and(eq(tracks.status, 'live'), gte(tracks.durationMs, 60_000), isNull(artists.ownerUserId)),
      )
      .limit(1);
    const source = join(workDir, 'demo-copy-source.mp3');
    const copy = join(workDir, 'demo-copy.mp3');
    await writeFile(source, await buffer(t.storage.read(original?.key ?? '')));
    await runFfmpeg(
      binaries.ffmpeg,
      ['-hide_banner', '-loglevel', 'error', '-i', `file:${source}`, '-b:a', '64k', `file:${copy}`],
      { timeoutMs: 60_000 },
    );
    const artist = await signIn(t, 'artist@sada.test', demoPassword);
    const response = await postUpload(t, artist, {
      title: 'Not my recording',
      audio: audioPart(await readFile(copy)),
    });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json<{ track: { id: string } }>().track.id;
    try {
      const [queued] = await t.database.db
        .select({ key: tracks.audioFilePath })
        .from(tracks)
        .where(eq(tracks.id, uploaded));
      // The job the upload queued, run as the worker runs it.
      const processor = createAudioProcessor({
        db: t.database.db,
        storage: t.storage,
        events: t.events,
        binaries: () => Promise.resolve(binaries),
        fpcalc: t.config.fpcalcPath,
        tmpDir: workDir,
      });
      const job = { trackId: uploaded, audioKey: queued?.key ?? '' };
      expect(await processor.run(job, { lastAttempt: true })).toBe('completed');

      const { cookie } = await signIn(t, 'admin@sada.test', demoPassword);
      const review = await t.app.inject({
        method: 'GET',
        url: `/api/moderation/tracks/${uploaded}`,
        headers: { cookie },
      });
      expect(review.statusCode).toBe(200);
      const { duplicateCheck } = review.json<{ duplicateCheck: DuplicateCheck }>();
      expect(duplicateCheck.checked).toBe(true);
      const match = duplicateCheck.matches.find((m) => m.track.id === original?.id);
      expect(match?.similarity).toBeGreaterThan(0.9);
    } finally {
      // The catalog stays as seeded for the other tests.
      const files = await t.database.db
        .select({ key: trackRenditions.storageKey })
        .from(trackRenditions)
        .where(eq(trackRenditions.trackId, uploaded));
      await t.database.db.delete(tracks).where(eq(tracks.id, uploaded));
      await Promise.all(files.map((file) => t.storage.delete(file.key)));
    }
  }, 60_000);
});

describe('the demo storage moved to a bucket (npm run storage:migrate)', () => {
  it('copies every file, verifies each object, and a second run copies nothing', async () => {
    const { env } = await createTestBucket();
    const settings = {
      NODE_ENV: 'test',
      SADA_DATA_DIR: t.config.dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      ...env,
    };
    const entries = (
      await readdir(t.config.storageDir, { recursive: true, withFileTypes: true })
    ).filter((entry) => entry.isFile());
    const files = entries.map((entry) =>
      relative(t.config.storageDir, join(entry.parentPath, entry.name)).split(sep).join('/'),
    );
    let bytes = 0;
    for (const entry of entries) bytes += (await stat(join(entry.parentPath, entry.name))).size;
    expect(files.length).toBeGreaterThan(100);
    const lines: string[] = [];
    expect(await migrate([], settings, (line) => lines.push(line))).toBe(0);
    expect(lines.at(-1)).toBe(
      `${files.length} objects copied (${bytes} bytes), 0 already there; ` +
        'every object checked: size and SHA-256.',
    );
    const bucket = openStorage(loadConfig(settings)).storage as ObjectStorage;
    const keys: string[] = [];
    for await (const key of bucket.keys()) keys.push(key);
    expect(keys.sort()).toEqual([...files].sort());
    const cover = files.find((key) => key.startsWith('track-covers/')) ?? '';
    const [local, copied] = await Promise.all([
      buffer(t.storage.read(cover)),
      buffer(bucket.read(cover)),
    ]);
    expect(copied.equals(local)).toBe(true);

    const again: string[] = [];
    expect(await migrate([], settings, (line) => again.push(line))).toBe(0);
    expect(again.at(-1)).toBe(
      `0 objects copied (0 bytes), ${files.length} already there; ` +
        'every object checked: size and SHA-256.',
    );
  }, 120_000);
});
