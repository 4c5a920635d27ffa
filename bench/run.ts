// npm run bench -- [--profile quick|full] [--only a,b] [--rounds N] [--seconds N] [--repeat N] [--keep]
//   [--long-form-hours H]
// Starts its own PostgreSQL, nginx and the app, measures each figure against a reference in the
// same run (alternately, A B A B, at least 3 rounds), judges each goal on the median of the
// rounds, prints a table per repeat (and a summary across repeats) and writes
// bench/results/<date>.json with what the machine was doing around each section. Exits 1 when a
// goal is missed or unsteady in any repeat. quick: 100k tracks; full: 1M tracks.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { measureApiReads, measureSearchHttp } from './api';
import { benchOrigin, getJson, repoRoot, signIn, startApp, type RunningApp } from './lib/app';
import { calibrateCpu } from './lib/cpu-calibration';
import { judge, verdict } from './lib/judge';
import { describeMachine, describeSection, sectionRecord, takeSnapshot } from './lib/machine';
import type { SectionRecord } from './lib/machine';
import { startNginx } from './lib/nginx';
import { startPostgres, type BenchPostgres } from './lib/postgres';
import { run, startProcess, stopAll, stopAllOnExit, waitForHttp } from './lib/processes';
import { waitForQuiet } from './lib/quiet';
import { median, round, type BenchFigure, type BenchResult } from './lib/result';
import { summarise } from './lib/summary';
import { formatFigures, formatSummary, whyMissed } from './lib/table';
import { ensureTools } from './lib/tools';
import { measureProcessing } from './processing';
import { measureStart } from './startup';

const profiles = {
  quick: { tracks: 100_000, listeners: 1000, rounds: 3, seconds: 5 },
  full: { tracks: 1_000_000, listeners: 2000, rounds: 3, seconds: 10 },
} as const;

const sections = [
  'start',
  'api',
  'search',
  'signed-in',
  'rule',
  'fingerprint',
  'processing',
  'streaming',
  'scale',
  'browser',
  'long-form',
] as const;
type Section = (typeof sections)[number];

const usage = `Usage: npm run bench -- [options]
  --profile quick|full  100k or 1M tracks (default quick)
  --only LIST           some of: ${sections.join(', ')}
  --rounds N            alternations of app and reference per figure, at least 3 (default 3)
  --seconds N           seconds of load per measurement (quick 5, full 10)
  --repeat N            measure the whole selection N times over (default 1)
  --long-form-hours H   length of the long-form section's generated upload, under 4 (default 3)
  --dir PATH            where the PostgreSQL cluster and seeded catalogs are kept (default ${join(tmpdir(), 'sada-bench')})
  --port-base N         first of the ten ports the run uses (default 4100)
  --keep                keep this run's folder (logs, files) afterwards
  --out FILE            write the results there (default bench/results/<date>.json)
`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      profile: { type: 'string', default: 'quick' },
      only: { type: 'string' },
      rounds: { type: 'string' },
      seconds: { type: 'string' },
      repeat: { type: 'string', default: '1' },
      dir: { type: 'string', default: join(tmpdir(), 'sada-bench') },
      'port-base': { type: 'string', default: '4100' },
      keep: { type: 'boolean', default: false },
      out: { type: 'string' },
      'long-form-hours': { type: 'string', default: '3' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return 0;
  }
  const profileName = values.profile as keyof typeof profiles;
  const profile = profiles[profileName];
  if (!profile) {
    process.stderr.write(`Unknown profile ${values.profile}\n\n${usage}`);
    return 2;
  }
  const only = new Set((values.only?.split(',') ?? sections).map((s) => s.trim()));
  for (const name of only) {
    if (!sections.includes(name as Section)) {
      process.stderr.write(`Unknown section ${name}\n\n${usage}`);
      return 2;
    }
  }
  const rounds = Number(values.rounds ?? profile.rounds);
  const seconds = Number(values.seconds ?? profile.seconds);
  const repeat = Number(values.repeat);
  const portBase = Number(values['port-base']);
  const longFormHours = Number(values['long-form-hours']);
  const usageError = (problem: string) => {
    process.stderr.write(`${problem}\n\n${usage}`);
    return 2;
  };
  // A median of fewer than three rounds says nothing of their spread.
  if (!Number.isInteger(rounds) || rounds < 3) {
    return usageError(`--rounds must be a whole number of at least 3 (got ${values.rounds})`);
  }
  if (!(seconds > 0)) return usageError(`--seconds must be more than 0 (got ${values.seconds})`);
  if (!Number.isInteger(repeat) || repeat < 1) {
    return usageError(`--repeat must be a whole number of at least 1 (got ${values.repeat})`);
  }
  if (!Number.isInteger(portBase) || portBase < 1 || portBase > 65525) {
    return usageError(`--port-base must be a port number (got ${values['port-base']})`);
  }
  // Long uploads may last up to the admin setting longUploadMaxMinutes (240 by default).
  if (!(longFormHours > 0 && longFormHours < 4)) {
    return usageError(
      `--long-form-hours must be more than 0 and under 4 (got ${values['long-form-hours']})`,
    );
  }
  const ports = {
    postgres: portBase,
    app: portBase + 1,
    reference: portBase + 2,
    nginxFiles: portBase + 3,
    nginxProxy: portBase + 4,
    start: portBase + 5,
    instanceA: portBase + 6,
    instanceB: portBase + 7,
    nginxOne: portBase + 8,
    nginxTwo: portBase + 9,
  };

  stopAllOnExit();
  await ensureTools();
  const baseDir = values.dir;
  const runDir = join(baseDir, `run-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(runDir, { recursive: true });
  // Every process the run starts inherits it: a section's record leaves them out of what else was
  // busy, even those that leave their parent.
  const marker = `SADA_BENCH_RUN=${runDir}`;
  process.env.SADA_BENCH_RUN = runDir;
  const benchPorts = new Set(Array.from({ length: 10 }, (_, i) => portBase + i));
  const log = (line: string) => console.log(`[bench] ${line}`);
  const machine = await describeMachine();
  const results: BenchResult[] = [];
  const sectionRecords: SectionRecord[] = [];
  let figures: BenchFigure[] = [];
  let repeatNumber = 1;
  /** Runs one measurement; a failure becomes a missed figure and the run goes on. */
  const attempt = async (name: string, body: () => Promise<void>) => {
    try {
      await body();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[bench] ${name} failed: ${message}`);
      figures.push({
        metric: `${name}: the measurement failed`,
        value: 0,
        unit: '',
        reference: null,
        ratio: null,
        goal: (message.split('\n')[0] ?? '').slice(0, 200),
        pass: false,
      });
    }
  };
  const section = async (name: Section, body: () => Promise<void>) => {
    if (!only.has(name)) return;
    const busy = await waitForQuiet();
    if (busy > 0.1) log(`the machine is still ${(busy * 100).toFixed(0)}% busy; measuring anyway`);
    const of = repeat > 1 ? ` (repeat ${repeatNumber} of ${repeat})` : '';
    log(`${name}${of}…`);
    const before = await takeSnapshot();
    await attempt(name, body);
    const after = await takeSnapshot();
    const record = await sectionRecord({
      name,
      repeat: repeatNumber,
      before,
      after,
      benchPorts,
      marker,
    });
    sectionRecords.push(record);
    log(`${name} done in ${record.seconds.toFixed(0)} s — ${describeSection(record)}`);
  };

  try {
    log(
      `profile ${profileName}: ${profile.tracks.toLocaleString('en')} tracks, ${rounds} rounds of ${seconds} s${repeat > 1 ? `, ${repeat} repeats` : ''}; logs in ${runDir}`,
    );
    await run('npm', ['run', 'build'], { cwd: repoRoot });

    const postgres = await startPostgres({
      dataDir: join(baseDir, 'pg'),
      port: ports.postgres,
      logFile: join(runDir, 'postgres.log'),
    });
    const database = await prepareDatabase(postgres, profile.tracks, log);

    const reference = startProcess('reference', 'npx', ['tsx', 'bench/reference-server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(ports.reference) },
      logFile: join(runDir, 'reference.log'),
    });
    const referenceUrl = `http://127.0.0.1:${ports.reference}/json`;
    await waitForHttp(referenceUrl, { process: reference });

    const dataDir = join(runDir, 'data');
    const mediaPrefix = '/_media/';
    const linkSecret = randomBytes(32).toString('base64url');
    const appEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url(database),
      SADA_DATA_DIR: dataDir,
      SADA_SEED: 'demo',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: benchOrigin,
      TRUST_PROXY: 'true',
      STREAM_URL_TTL_SECONDS: '3600',
      MEDIA_ACCEL_REDIRECT: mediaPrefix,
      MEDIA_LINK_SECRET: linkSecret,
      // The processing and long-form sections each upload a file a round and one more, every
      // repeat, as one artist: past an artist's 20 an hour in three repeats, and their 5 GB in
      // a few more.
      UPLOADS_PER_HOUR: '10000',
      STORAGE_QUOTA_MB: String(1024 * 1024),
    };
    // Stopped before the start section (it starts apps of its own), started again for the
    // next repeat.
    let running: RunningApp | null = null;
    const startTheApp = async () => {
      log('starting the app (the first start seeds the demo accounts on top of the catalog)…');
      return startApp({
        name: 'sada',
        port: ports.app,
        env: appEnv,
        logFile: join(runDir, 'app.log'),
      });
    };
    const filesDir = join(runDir, 'nginx-files');
    // nginx opens its log of the bytes it sends there at its start, before the app makes it.
    await mkdir(dataDir, { recursive: true });
    await startNginx({
      dir: join(runDir, 'nginx'),
      ports: { files: ports.nginxFiles, proxy: ports.nginxProxy },
      appPort: ports.app,
      filesDir,
      storageDir: join(dataDir, 'storage'),
      linkSecret,
      bytesLog: join(dataDir, 'nginx-bytes.log'),
      logFile: join(runDir, 'nginx.log'),
    });
    let streamTrack: { id: string; file: string; size: number; key: string } | null = null;

    for (repeatNumber = 1; repeatNumber <= repeat; repeatNumber++) {
      figures = [];
      if (repeat > 1) log(`repeat ${repeatNumber} of ${repeat}`);
      const app: RunningApp = running ?? (running = await startTheApp());

      await section('api', async () => {
        const ids = await catalogIds(postgres, database);
        figures.push(
          ...(await measureApiReads({
            appUrl: app.url,
            referenceUrl,
            routes: [
              { name: 'GET /api/browse', path: '/api/browse' },
              { name: 'GET /api/tracks/:id', path: `/api/tracks/${ids.track}` },
              { name: 'GET /api/artists/:id', path: `/api/artists/${ids.artist}` },
            ],
            rounds,
            seconds,
            workDir: runDir,
          })),
        );
      });

      await section('search', async () => {
        const { measureSearchInProcess, openPgliteCatalog, searchTerms } = await import('./search');
        figures.push(
          ...(await measureSearchHttp({
            appUrl: app.url,
            referenceUrl,
            terms: searchTerms,
            rounds,
            seconds,
            workDir: runDir,
            goalMs: 30,
            database: `PostgreSQL, ${profile.tracks.toLocaleString('en')} tracks`,
          })),
        );
        const pgliteDir = join(baseDir, `pglite-${profile.tracks}`);
        log(
          `PGlite catalog of ${profile.tracks.toLocaleString('en')} tracks in ${pgliteDir} (made once per schema)…`,
        );
        // Made anew when the schema has changed since it was made.
        const pglite = await openPgliteCatalog({ tracks: profile.tracks, dir: pgliteDir }).catch(
          async () => {
            await rm(pgliteDir, { recursive: true, force: true });
            return openPgliteCatalog({ tracks: profile.tracks, dir: pgliteDir });
          },
        );
        try {
          const perTerm = await measureSearchInProcess({ db: pglite.db, seconds, rounds });
          const p99s = (t: (typeof perTerm)[number]) => t.rounds.map((r) => r.p99);
          const pgliteFigure = (metric: string, p50: number[], p99: number[]): BenchFigure => ({
            metric,
            value: round(median(p99)),
            unit: 'ms p99',
            reference: null,
            ratio: null,
            goal: 'p99 <= 150 ms',
            ...judge({ checks: [{ name: 'p99 ms', values: p99, atMost: 150 }] }),
            p50: round(median(p50)),
            p99: round(median(p99)),
          });
          for (const term of perTerm) {
            figures.push(
              pgliteFigure(
                `search (PGlite, ${profile.tracks.toLocaleString('en')} tracks): "${term.term}"`,
                term.rounds.map((r) => r.p50),
                p99s(term),
              ),
            );
          }
          // Each round's worst term; named after the term with the highest median p99.
          const worst = perTerm.reduce((a, b) => (median(p99s(b)) > median(p99s(a)) ? b : a));
          const worstOfRound = Array.from(
            { length: rounds },
            (_, i) =>
              perTerm.reduce((a, b) => ((b.rounds[i]?.p99 ?? 0) > (a.rounds[i]?.p99 ?? 0) ? b : a))
                .rounds[i],
          );
          figures.push(
            pgliteFigure(
              `search (PGlite): worst of ${perTerm.length} terms ("${worst.term}")`,
              worstOfRound.map((r) => r?.p50 ?? Number.NaN),
              worstOfRound.map((r) => r?.p99 ?? Number.NaN),
            ),
          );
        } finally {
          await pglite.close();
        }
      });

      await section('signed-in', async () => {
        const { checkSessions, measureSignedIn, seedListeners } = await import('./signed-in');
        const { searchTerms } = await import('./search');
        const listeners = await seedListeners({
          postgres,
          database,
          secret: appEnv.AUTH_SECRET,
          count: profile.listeners,
        });
        await checkSessions(app.url, listeners);
        await postgres.query('postgres', 'CHECKPOINT');
        figures.push(
          ...(await measureSignedIn({
            appUrl: app.url,
            referenceUrl,
            listeners,
            searchTerms,
            rounds,
            seconds,
            workDir: runDir,
            database: `PostgreSQL, ${profile.tracks.toLocaleString('en')} tracks`,
          })),
        );
      });

      await section('rule', async () => {
        const { measureRuleCost } = await import('./rule');
        const { searchTerms } = await import('./search');
        const { openDatabase } = await import('../apps/server/src/db/client');
        const handle = await openDatabase({ kind: 'postgres', url: postgres.url(database) });
        try {
          const listeners = await postgres.query<{ id: string }>(
            database,
            `SELECT p.id FROM profiles p WHERE p.role = 'listener'
              AND EXISTS (SELECT 1 FROM stream_events e WHERE e.user_id = p.id)
              ORDER BY p.id LIMIT 200`,
          );
          figures.push(
            ...(await measureRuleCost({
              db: handle.db,
              listenerIds: listeners.map((l) => l.id),
              genre: 'nasheed',
              terms: searchTerms.map((term) => term.q),
              rounds,
              seconds,
              label: `PostgreSQL, ${profile.tracks.toLocaleString('en')} tracks`,
            })),
          );
        } finally {
          await handle.close();
        }
      });

      await section('fingerprint', async () => {
        const { measureFingerprintMatch, seedFingerprints } = await import('./fingerprint');
        const handle = await openDatabase({ kind: 'postgres', url: postgres.url(database) });
        try {
          await seedFingerprints(handle, log);
          figures.push(
            await measureFingerprintMatch({
              handle,
              rounds,
              label: `PostgreSQL, ${profile.tracks.toLocaleString('en')} tracks`,
            }),
          );
        } finally {
          await handle.close();
        }
      });

      await section('processing', async () => {
        const cookie = await signIn(app, 'artist@sada.test', 'Sada-demo-2026');
        const processed = await measureProcessing({
          app,
          artistCookie: cookie,
          workDir: runDir,
          rounds,
        });
        figures.push(processed.figure);
        const [first] = processed.trackIds;
        if (!first) return;
        streamTrack = await publishForStreaming(postgres, database, dataDir, first);
        // nginx serves the same rendition as the reference of streaming and time to audio.
        await mkdir(filesDir, { recursive: true });
        await copyFile(streamTrack.file, join(filesDir, 'rendition.mp3'));
      });

      await section('streaming', async () => {
        const { measureListeners, measureRanges } = await import('./streaming');
        if (!streamTrack) throw new Error('needs a processed upload (the processing section)');
        const track = streamTrack as { id: string; file: string; size: number };
        const signedPath = async () =>
          (
            await getJson<{ url: string }>(
              `${app.url}/api/tracks/${track.id}/stream-url?quality=320`,
            )
          ).url;
        figures.push(
          ...(await measureRanges({
            nginxUrl: `http://127.0.0.1:${ports.nginxFiles}/files/rendition.mp3`,
            appUrl: app.url + (await signedPath()),
            // A fresh link for each second of load, as players get theirs: nginx checks a link
            // alone for MEDIA_LINK_SECONDS after it is handed out.
            proxyUrl: async () => `http://127.0.0.1:${ports.nginxProxy}` + (await signedPath()),
            size: track.size,
            rounds: Math.max(rounds, 5),
            // Node's rounds against nginx spread 0.27–0.36 over 5 s on a 2-core AMD machine.
            seconds: seconds * 2,
            // nginx with and without the app's links do the same work: a round's ratio is noise
            // around 1 (±8% over 5 s on a 2-core machine); longer rounds narrow it.
            proxySeconds: seconds * 3,
            workDir: runDir,
          })),
        );
        const listenerSeconds = Math.max(20, seconds * 4);
        const listenerRounds: { errors: number; underruns: number }[] = [];
        for (let i = 0; i < rounds; i++) {
          listenerRounds.push(
            await measureListeners({
              url: async () => app.url + (await signedPath()),
              listeners: 200,
              kbps: 320,
              seconds: listenerSeconds,
            }),
          );
        }
        const errors = listenerRounds.reduce((sum, r) => sum + r.errors, 0);
        const underruns = listenerRounds.map((r) => r.underruns);
        figures.push({
          metric: '200 listeners at 320 kbps (Node serving)',
          value: errors,
          unit: 'errors',
          reference: null,
          ratio: null,
          goal: '0 errors, 0 underruns',
          ...judge({ checks: [{ name: 'underruns', values: underruns, atMost: 0 }], errors }),
          note: `${rounds} rounds of ${listenerSeconds} s; underruns in each: ${underruns.join(', ')}`,
        });
      });

      await section('scale', async () => {
        const { measureScale } = await import('./scale');
        const { seedListeners } = await import('./signed-in');
        if (!streamTrack) throw new Error('needs a processed upload (the processing section)');
        const listeners = await seedListeners({
          postgres,
          database,
          secret: appEnv.AUTH_SECRET,
          count: profile.listeners,
        });
        figures.push(
          ...(await measureScale({
            runDir,
            appEnv,
            ports: {
              a: ports.instanceA,
              b: ports.instanceB,
              nginxOne: ports.nginxOne,
              nginxTwo: ports.nginxTwo,
            },
            referenceUrl,
            track: streamTrack,
            cookies: listeners.map((listener) => listener.cookie),
            rounds,
            seconds,
            log,
          })),
        );
      });

      await section('browser', async () => {
        const {
          measureInitialJs,
          measureLighthouse,
          measureQueueInteraction,
          measureTimeToAudio,
          PLAYS_PER_ROUND,
        } = await import('./browser');
        await attempt('initial JavaScript', async () => {
          figures.push(
            await measureInitialJs({ distDir: join(repoRoot, 'apps/web/dist'), rounds }),
          );
        });
        await attempt('time to audio', async () => {
          const track = streamTrack as { id: string; file: string; size: number } | null;
          if (!track) throw new Error('needs a processed upload (the processing section)');
          figures.push(
            await measureTimeToAudio({
              appUrl: app.url,
              appAudioPath: async () =>
                (
                  await getJson<{ url: string }>(
                    `${app.url}/api/tracks/${track.id}/stream-url?quality=320`,
                  )
                ).url,
              referenceUrl: `http://127.0.0.1:${ports.nginxFiles}/files/rendition.mp3`,
              runs: PLAYS_PER_ROUND * Math.max(3, rounds),
            }),
          );
        });
        // Lighthouse and the queue emulate a mid-tier phone, calibrated to this machine.
        const cpu = await calibrateCpu();
        log(cpu.describe);
        await attempt('Lighthouse', async () => {
          figures.push(
            ...(await measureLighthouse({ url: app.url + '/', runs: Math.max(3, rounds), cpu })),
          );
        });
        await attempt('10,000-track queue', async () => {
          figures.push(...(await measureQueueInteraction({ appUrl: app.url, rounds, cpu })));
        });
      });

      await section('long-form', async () => {
        const { longTracks, measureLongUpload, measurePositionSaves } = await import('./long-form');
        const { checkSessions, seedListeners } = await import('./signed-in');
        await attempt('long-form resume positions', async () => {
          const listeners = await seedListeners({
            postgres,
            database,
            secret: appEnv.AUTH_SECRET,
            count: profile.listeners,
          });
          await checkSessions(app.url, listeners);
          const tracks = await longTracks(postgres, database, listeners.length);
          await postgres.query('postgres', 'CHECKPOINT');
          figures.push(
            await measurePositionSaves({
              appUrl: app.url,
              referenceUrl,
              listeners,
              tracks,
              rounds,
              // A save per listener a turn of 5 s: 4,000 saves a round at 1,000 listeners.
              seconds: Math.max(20, seconds * 4),
              database: `PostgreSQL, ${profile.tracks.toLocaleString('en')} tracks`,
            }),
          );
        });
        await attempt('long-form upload', async () => {
          const cookie = await signIn(app, 'artist@sada.test', 'Sada-demo-2026');
          figures.push(
            ...(await measureLongUpload({
              app,
              artistCookie: cookie,
              workDir: runDir,
              rounds,
              hours: longFormHours,
              log,
            })),
          );
        });
      });

      if (only.has('start')) {
        await app.process.stop();
        running = null;
      }
      await section('start', async () => {
        figures.push(
          await measureStart({
            port: ports.start,
            workDir: runDir,
            rounds,
            env: { SADA_CACHE_DIR: join(baseDir, 'cache') },
          }),
        );
      });

      const repeatResults = figures.map((f) => ({ ...f, machine, repeat: repeatNumber }));
      results.push(...repeatResults);
      console.log(
        `\n${repeat > 1 ? `Repeat ${repeatNumber} of ${repeat} — ` : ''}${machine}\n\n${formatFigures(repeatResults)}\n`,
      );
    }

    await stopAll();
    await postgres.query('postgres', `DROP DATABASE IF EXISTS ${database}`).catch(() => {});
  } finally {
    await stopAll();
  }

  const summary = repeat > 1 ? summarise(results) : [];
  if (repeat > 1) {
    console.log(
      `\nAcross ${repeat} repeats: each ratio (or value) the median of its rounds; the median, min and max of those\n\n${formatSummary(summary)}\n`,
    );
  }
  const resultsDir = join(repoRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = values.out ?? join(resultsDir, `${new Date().toISOString().slice(0, 10)}.json`);
  const written: BenchRun = {
    machine,
    options: {
      profile: profileName,
      only: sections.filter((name) => only.has(name)),
      rounds,
      seconds,
      repeat,
      ...(only.has('long-form') ? { longFormHours } : {}),
    },
    figures: results,
    sections: sectionRecords,
    ...(repeat > 1 ? { summary } : {}),
  };
  await writeFile(file, JSON.stringify(written, null, 2) + '\n');
  log(`wrote ${file}`);
  if (!values.keep) await rm(runDir, { recursive: true, force: true });
  const missed = results.filter((r) => !r.pass);
  if (missed.length > 0) {
    console.log(`\n${missed.length} goal${missed.length === 1 ? '' : 's'} missed:`);
    for (const r of missed) {
      const where = repeat > 1 ? `[repeat ${r.repeat}] ` : '';
      const reasons = whyMissed(r);
      const why = reasons ? ` — ${verdict(r)}: ${reasons}` : '';
      console.log(`  ${where}${r.metric}: ${r.goal}${why}`);
    }
    return 1;
  }
  console.log('\nEvery goal met.');
  return 0;
}

/** What a results file holds (bench/README.md, "Running the benchmark"). */
interface BenchRun {
  machine: string;
  options: {
    profile: string;
    only: string[];
    rounds: number;
    seconds: number;
    repeat: number;
    /** With the long-form section: the length of its upload (--long-form-hours). */
    longFormHours?: number;
  };
  /** Every figure of every repeat, each with its `repeat` (1, 2, …). */
  figures: BenchResult[];
  /** Each section of each repeat: how long it took and what the machine did around it. */
  sections: SectionRecord[];
  /** With --repeat above 1: each metric across the repeats. */
  summary?: ReturnType<typeof summarise>;
}

/** A copy of the seeded catalog for this run (made once per size, migrated, then copied). */
async function prepareDatabase(
  postgres: BenchPostgres,
  tracks: number,
  log: (line: string) => void,
): Promise<string> {
  const template = `sada_bench_${tracks}`;
  const exists = await postgres.query(
    'postgres',
    `SELECT 1 FROM pg_database WHERE datname = '${template}'`,
  );
  if (exists.length === 0) {
    log(
      `seeding ${tracks.toLocaleString('en')} tracks into ${template} (once; kept for later runs)…`,
    );
    await run(
      'npx',
      [
        'tsx',
        'bench/seed.ts',
        '--tracks',
        String(tracks),
        '--create',
        template,
        '--database-url',
        postgres.url('postgres'),
      ],
      { cwd: repoRoot },
    );
  }
  const handle = await openDatabase({ kind: 'postgres', url: postgres.url(template) });
  try {
    await migrate(handle);
    await handle.exec('VACUUM ANALYZE');
  } finally {
    await handle.close();
  }
  const database = 'sada_bench_run';
  await postgres.query('postgres', `DROP DATABASE IF EXISTS ${database}`);
  // The copy is gigabytes at 1M tracks, written through the WAL: a checkpoint left to write it
  // out later fell on the first measurements, whose p99 then caught stalls of 100-200 ms. It is
  // written out now, before anything is measured. (STRATEGY FILE_COPY avoids the WAL, but leaves
  // the copy out of PostgreSQL's buffers: the API read routes then ran 5-10% slower.)
  await postgres.query('postgres', `CREATE DATABASE ${database} TEMPLATE ${template}`);
  await postgres.query('postgres', 'CHECKPOINT');
  return database;
}

async function catalogIds(postgres: BenchPostgres, database: string) {
  const [track] = await postgres.query<{ id: string }>(
    database,
    `SELECT id FROM tracks WHERE status = 'live' ORDER BY play_count DESC LIMIT 1`,
  );
  const [artist] = await postgres.query<{ id: string }>(
    database,
    `SELECT artist_id AS id FROM tracks WHERE status = 'live' GROUP BY artist_id ORDER BY count(*) DESC LIMIT 1`,
  );
  if (!track || !artist) throw new Error('the catalog has no live tracks');
  return { track: track.id, artist: artist.id };
}

/** Makes the processed upload live (its review is not what is measured) and finds its 320 kbps file. */
async function publishForStreaming(
  postgres: BenchPostgres,
  database: string,
  dataDir: string,
  trackId: string,
) {
  await postgres.query(
    database,
    `UPDATE tracks SET status = 'live', published_at = now() WHERE id = '${trackId}'`,
  );
  const [rendition] = await postgres.query<{ storage_key: string; size_bytes: string }>(
    database,
    `SELECT storage_key, size_bytes FROM track_renditions WHERE track_id = '${trackId}' AND kind = 'stream' AND bitrate_kbps = 320`,
  );
  if (!rendition) throw new Error('the upload has no 320 kbps rendition');
  const file = join(dataDir, 'storage', rendition.storage_key);
  if (!existsSync(file)) throw new Error(`the rendition file is missing: ${file}`);
  return {
    id: trackId,
    file,
    size: Number(rendition.size_bytes),
    key: rendition.storage_key,
  };
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await stopAll();
    process.exit(1);
  },
);
