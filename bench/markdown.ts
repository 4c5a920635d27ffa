// npm run bench:table -- FILE [--repeat N]: the figures of a results file (bench/results) as the
// Markdown table of bench/README.md's "Measured" section, one table per repeat.
import { readFileSync } from 'node:fs';

import type { BenchResult } from './lib/result';
import { markdownFigures } from './lib/table';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run bench:table -- FILE [--repeat N]');
  process.exit(2);
}
const only = rest[0] === '--repeat' ? Number(rest[1]) : null;
const parsed = JSON.parse(readFileSync(file, 'utf8')) as BenchResult[] | { figures: BenchResult[] };
// Files written before --repeat are a bare array of one run's figures.
const figures = Array.isArray(parsed) ? parsed : parsed.figures;
const repeats = [...new Set(figures.map((f) => f.repeat ?? 1))].filter(
  (r) => only === null || r === only,
);
for (const repeat of repeats) {
  if (repeats.length > 1) console.log(`\nRepeat ${repeat}\n`);
  console.log(markdownFigures(figures.filter((f) => (f.repeat ?? 1) === repeat)));
}
