// npm run bench:table -- FILE [--repeat N | --summary]: the figures of a results file
// (bench/results) as the Markdown tables of bench/README.md's "Measured" section: one table per
// repeat, or with --summary each figure's median and range across the repeats.
import { readFileSync } from 'node:fs';

import type { BenchResult } from './lib/result';
import { summarise } from './lib/summary';
import { markdownFigures, markdownSummary } from './lib/table';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run bench:table -- FILE [--repeat N | --summary]');
  process.exit(2);
}
const parsed = JSON.parse(readFileSync(file, 'utf8')) as BenchResult[] | { figures: BenchResult[] };
// Files written before --repeat are a bare array of one run's figures.
const figures = Array.isArray(parsed) ? parsed : parsed.figures;
if (rest[0] === '--summary') {
  console.log(markdownSummary(summarise(figures)));
} else {
  const only = rest[0] === '--repeat' ? Number(rest[1]) : null;
  const repeats = [...new Set(figures.map((f) => f.repeat ?? 1))].filter(
    (r) => only === null || r === only,
  );
  for (const repeat of repeats) {
    if (repeats.length > 1) console.log(`\nRepeat ${repeat}\n`);
    console.log(markdownFigures(figures.filter((f) => (f.repeat ?? 1) === repeat)));
  }
}
