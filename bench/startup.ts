// `npm start` on an existing embedded database: from the command to the first healthy answer,
// against a bare Fastify process started the same way.
import { join } from 'node:path';

import { repoRoot, startApp } from './lib/app';
import { judge } from './lib/judge';
import { startProcess, waitForHttp } from './lib/processes';
import { median, perRoundRatios, ratioFields, round, type BenchFigure } from './lib/result';

export async function measureStart(opts: {
  port: number;
  workDir: string;
  rounds: number;
  env: Record<string, string>;
}): Promise<BenchFigure> {
  const env = { ...opts.env, SADA_DATA_DIR: join(opts.workDir, 'embedded') };
  const logFile = join(opts.workDir, 'start.log');
  // The first start makes the embedded database and its demo catalog; later ones find it.
  const first = await startApp({ name: 'sada (first start)', port: opts.port, env, logFile });
  await first.process.stop();
  const app: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < opts.rounds; i++) {
    const since = performance.now();
    const reference = startProcess('reference', 'npx', ['tsx', 'bench/reference-server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(opts.port) },
      logFile,
    });
    bare.push(
      await waitForHttp(`http://127.0.0.1:${opts.port}/json`, { since, process: reference }),
    );
    await reference.stop();
    const started = await startApp({
      name: 'sada (npm start)',
      port: opts.port,
      env,
      logFile,
      command: ['start'],
    });
    app.push(started.startedInMs);
    await started.process.stop();
  }
  const seconds = app.map((ms) => ms / 1000);
  return {
    metric: 'start: npm start on an existing embedded database, until healthy',
    value: round(median(seconds)),
    unit: 's',
    reference: round(median(bare) / 1000),
    ...ratioFields(perRoundRatios(app, bare)),
    goal: '<= 5 s',
    ...judge({ checks: [{ name: 's', values: seconds, atMost: 5 }] }),
  };
}
