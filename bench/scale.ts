// Sada on object storage and several instances: a stream request answered with a presigned URL
// of the bucket (Ceph's RADOS Gateway, apps/server/src/test/radosgw.ts) against the bare route;
// two instances behind nginx (deploy/nginx-instances.conf) against one; and what 1,000 open event
// streams weigh on an instance.
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { createS3Storage } from '../apps/server/src/platform/s3-storage';
import { instancesNginxConfig } from '../apps/server/src/test/nginx';
import { createBucket, startRadosGateway } from '../apps/server/src/test/radosgw';
import { getJson, startApp, type RunningApp } from './lib/app';
import { judge } from './lib/judge';
import { listeningPid, residentBytes } from './lib/machine';
import { startProcess, waitForHttp } from './lib/processes';
import { rateFigure } from './lib/rate-figure';
import { median, perRoundRatios, ratioFields, round, type BenchFigure } from './lib/result';
import { alternateSlices, RATE_SLICE_SECONDS, runWrk, type WrkResult } from './lib/wrk';

export async function measureScale(opts: {
  runDir: string;
  /** The main app's settings (database, secret, public address). */
  appEnv: Record<string, string>;
  ports: { a: number; b: number; nginxOne: number; nginxTwo: number };
  referenceUrl: string;
  /** A live track and the local file of its 320 kbps copy, stored under `key`. */
  track: { id: string; file: string; key: string };
  /** Session cookies of signed-in listeners, one event stream each. */
  cookies: readonly string[];
  rounds: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<BenchFigure[]> {
  const { runDir } = opts;
  const gateway = await startRadosGateway(join(runDir, 'radosgw'));
  const started: RunningApp[] = [];
  const nginxStops: (() => Promise<void>)[] = [];
  try {
    const bucket = 'sada-bench';
    await createBucket(gateway, bucket);
    const storage = createS3Storage({
      endpoint: gateway.endpoint,
      publicEndpoint: null,
      bucket,
      region: gateway.region,
      credentials: { accessKeyId: gateway.accessKeyId, secretAccessKey: gateway.secretAccessKey },
      forcePathStyle: true,
    });
    await storage.put(opts.track.key, createReadStream(opts.track.file));

    const { MEDIA_ACCEL_REDIRECT: _accel, MEDIA_LINK_SECRET: _link, ...base } = opts.appEnv;
    const env = (name: string): Record<string, string> => ({
      ...base,
      SADA_DATA_DIR: join(runDir, `instance-${name}`),
      SADA_SEED: 'none',
      JOBS_IN_PROCESS: 'false',
      STORAGE: 's3',
      S3_ENDPOINT: gateway.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: gateway.region,
      S3_ACCESS_KEY_ID: gateway.accessKeyId,
      S3_SECRET_ACCESS_KEY: gateway.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    opts.log('starting two instances on the bucket…');
    const [a, b] = await Promise.all(
      (['a', 'b'] as const).map((name) =>
        startApp({
          name: `sada ${name}`,
          port: opts.ports[name],
          env: env(name),
          logFile: join(runDir, `instance-${name}.log`),
        }),
      ),
    );
    if (!a || !b) throw new Error('the instances did not start');
    started.push(a, b);

    const figures: BenchFigure[] = [];
    figures.push(await redirects({ ...opts, app: a }));
    figures.push(await twoAgainstOne({ ...opts, a, b, nginxStops }));
    figures.push(await eventStreamMemory({ ...opts, app: a }));
    return figures;
  } finally {
    for (const stop of nginxStops) await stop();
    for (const app of started) await app.process.stop();
    await gateway.stop();
  }
}

/** GET of a signed stream link answered 302 to the bucket, against the bare JSON route. */
async function redirects(opts: {
  app: RunningApp;
  referenceUrl: string;
  track: { id: string };
  runDir: string;
  rounds: number;
  seconds: number;
}): Promise<BenchFigure> {
  const { url } = await getJson<{ url: string }>(
    `${opts.app.url}/api/tracks/${opts.track.id}/stream-url?quality=320`,
  );
  const first = await fetch(opts.app.url + url, { redirect: 'manual' });
  const location = first.headers.get('location');
  if (first.status !== 302 || !location) throw new Error(`no redirect: ${first.status}`);
  const bytes = await fetch(location, { headers: { range: 'bytes=0-1023' } });
  if (bytes.status !== 206) throw new Error(`the bucket answered ${bytes.status}`);
  const load = (target: string) => (seconds: number) =>
    runWrk({ url: target, connections: 50, seconds, workDir: opts.runDir });
  await load(opts.app.url + url)(2);
  const [referenceRuns = [], runs = []] = await alternateSlices(
    [load(opts.referenceUrl), load(opts.app.url + url)],
    { rounds: opts.rounds, seconds: opts.seconds, slice: RATE_SLICE_SECONDS },
  );
  const reference = referenceRuns.map((r) => r.requestsPerSecond);
  return rateFigure({
    metric: 'object storage: a signed stream link answered 302 to a presigned URL, 50 connections',
    runs,
    referenceRps: reference,
    goal: 'ratio >= 0.50, no errors',
    atLeast: 0.5,
  });
}

/** GET /api/browse through nginx to two instances, against nginx to one of them. */
async function twoAgainstOne(opts: {
  a: RunningApp;
  b: RunningApp;
  ports: { nginxOne: number; nginxTwo: number };
  runDir: string;
  rounds: number;
  seconds: number;
  nginxStops: (() => Promise<void>)[];
}): Promise<BenchFigure> {
  const nginx = async (name: string, port: number, upstreams: string[]) => {
    const dir = join(opts.runDir, `nginx-${name}`);
    await mkdir(dir, { recursive: true });
    const conf = join(dir, 'nginx.conf');
    await writeFile(conf, instancesNginxConfig({ dir, port, upstreams }));
    const proc = startProcess(
      `nginx ${name}`,
      'nginx',
      ['-c', conf, '-p', dir, '-g', 'daemon off;'],
      {
        logFile: join(dir, 'stderr.log'),
      },
    );
    opts.nginxStops.push(() => proc.stop());
    await waitForHttp(`http://127.0.0.1:${port}/api/health/live`, { process: proc });
    return `http://127.0.0.1:${port}/api/browse`;
  };
  const one = await nginx('one', opts.ports.nginxOne, [`127.0.0.1:${opts.a.port}`]);
  const two = await nginx('two', opts.ports.nginxTwo, [
    `127.0.0.1:${opts.a.port}`,
    `127.0.0.1:${opts.b.port}`,
  ]);
  const load = (url: string) =>
    runWrk({ url, connections: 50, seconds: opts.seconds, workDir: opts.runDir });
  await load(one);
  await load(two);
  const ones: WrkResult[] = [];
  const twos: WrkResult[] = [];
  for (let i = 0; i < opts.rounds; i++) {
    ones.push(await load(one));
    twos.push(await load(two));
  }
  const oneRps = ones.map((r) => r.requestsPerSecond);
  const twoRps = twos.map((r) => r.requestsPerSecond);
  const errors = [...ones, ...twos].reduce((sum, r) => sum + r.errors, 0);
  return {
    metric:
      'two instances behind nginx against one (GET /api/browse, 50 connections, both on this machine)',
    value: round(median(twoRps), 0),
    unit: 'req/s',
    reference: round(median(oneRps), 0),
    ...ratioFields(perRoundRatios(twoRps, oneRps)),
    goal: 'reported (two cores cannot scale linearly); no errors',
    ...judge({ checks: [], errors }),
    p50: round(median(twos.map((r) => r.p50))),
    p99: round(median(twos.map((r) => r.p99))),
  };
}

/** An instance's resident memory with `cookies.length` event streams open, and without. */
async function eventStreamMemory(opts: {
  app: RunningApp;
  cookies: readonly string[];
}): Promise<BenchFigure> {
  const pid = await listeningPid(opts.app.port);
  if (!pid) throw new Error(`nothing listens on ${opts.app.port}`);
  const before = await residentBytes(pid);
  const aborts = new AbortController();
  let open = 0;
  const streams = opts.cookies.map(async (cookie) => {
    const response = await fetch(`${opts.app.url}/api/events`, {
      headers: { cookie },
      signal: aborts.signal,
    });
    if (response.status !== 200) throw new Error(`an event stream answered ${response.status}`);
    open += 1;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) if ((await reader.read()).done) return;
  });
  const settled = Promise.allSettled(streams);
  const until = Date.now() + 60_000;
  while (open < opts.cookies.length && Date.now() < until) await sleep(100);
  // Let the instance settle with every stream open.
  await sleep(2000);
  const withStreams = await residentBytes(pid);
  const opened = open;
  aborts.abort();
  await settled;
  const perStream = (withStreams - before) / Math.max(1, opened);
  const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
  return {
    metric: `an instance's memory with ${opts.cookies.length.toLocaleString('en')} event streams open (GET /api/events, signed in)`,
    value: mb(withStreams),
    unit: 'MB RSS',
    reference: mb(before),
    ratio: null,
    goal: `reported; every stream open`,
    ...judge({ checks: [], errors: opts.cookies.length - opened }),
    note: `${opened} streams open; ${round(perStream / 1024, 1)} KiB each over ${mb(before)} MB without`,
  };
}
