// npm run bench:seed -- [--tracks N] [--create NAME | --database-url URL] [--seed S] [--force]
// Fills a PostgreSQL database with a large synthetic catalog for benchmarks
// (apps/server/src/seed/bench-catalog.ts): per million tracks 200k listeners, 50k artists, 200k
// albums, 100k playlists of 20 tracks, 10M likes, 2M follows and 20M plays. The app's migrations
// run first, so the schema is exactly the app's.
import { parseArgs } from 'node:util';

import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import {
  BenchSeedError,
  minBenchTracks,
  seedBenchCatalog,
  type BenchSeedResult,
} from '../apps/server/src/seed/bench-catalog';

const usage = `Usage: npm run bench:seed -- [options]
  --tracks N          tracks to make, at least ${minBenchTracks} (default 100000); the rest in proportion
  --create NAME       create the database NAME on the server of --database-url and fill it
  --database-url URL  a PostgreSQL server or database (default: DATABASE_URL)
  --seed S            the same seed and size give the same catalog (default: sada)
  --force             add to a database that has accounts other than bench ones
`;

function fail(message: string): never {
  throw new BenchSeedError(message);
}

function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function printSummary(result: BenchSeedResult) {
  const rows = result.steps.map((step) => [
    step.name,
    step.rows === null ? '' : step.rows.toLocaleString('en'),
    step.seconds.toFixed(1),
  ]);
  rows.push(['total', '', result.seconds.toFixed(1)]);
  const header = ['step', 'rows', 'seconds'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      tracks: { type: 'string', default: '100000' },
      create: { type: 'string' },
      'database-url': { type: 'string' },
      seed: { type: 'string', default: 'sada' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return 0;
  }
  const tracks = Number(values.tracks);
  if (!Number.isInteger(tracks) || tracks < minBenchTracks) {
    fail(`--tracks must be a whole number of at least ${minBenchTracks}.\n\n${usage}`);
  }
  const serverUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!serverUrl) fail(`Name a PostgreSQL server with --database-url or DATABASE_URL.\n\n${usage}`);
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    fail(
      'The bench catalog needs PostgreSQL (a postgres:// URL); the embedded PGlite is too small for it.',
    );
  }

  let url = serverUrl;
  if (values.create) {
    const name = values.create;
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
      fail('--create takes a database name of lower-case letters, digits and underscores.');
    }
    const server = await openDatabase({ kind: 'postgres', url: serverUrl });
    try {
      await server.exec(`CREATE DATABASE ${name}`);
    } finally {
      await server.close();
    }
    url = databaseUrlFor(serverUrl, name);
    console.log(`Created the database ${name} (drop it with: DROP DATABASE ${name})`);
  }

  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const migrating = performance.now();
    await migrate(database);
    console.log(`migrations: ${((performance.now() - migrating) / 1000).toFixed(1)} s`);
    const result = await seedBenchCatalog(database, {
      tracks,
      seed: values.seed,
      force: values.force,
      log: (line) => console.log(line),
    });
    printSummary(result);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof BenchSeedError ||
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    process.stderr.write(`${known ? (error as Error).message : String(error)}\n`);
    process.exit(1);
  },
);
