// Runs every `bench/*.bench.ts` (or only those named on the command line) and prints figures with budgets.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, BenchFigure } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

function format(figure: BenchFigure): string {
  const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(2);
  const budget = figure.budget === undefined ? '' : `  (budget ≤ ${figure.budget} ${figure.unit})`;
  const verdict = figure.budget === undefined ? '' : figure.value <= figure.budget ? '  ok' : '  OVER BUDGET';
  const note = figure.note === undefined ? '' : `  — ${figure.note}`;
  return `  ${figure.name}: ${value} ${figure.unit}${budget}${verdict}${note}`;
}

let over = 0;
for (const file of files) {
  const module = (await import(pathToFileURL(join(here, file)).href)) as { default: Benchmark };
  console.log(`\n${module.default.title}`);
  const figures = await module.default.run();
  for (const figure of figures) {
    console.log(format(figure));
    if (figure.budget !== undefined && figure.value > figure.budget) over += 1;
  }
}
if (files.length === 0) console.log('No benchmarks found.');
if (over > 0) {
  console.error(`\n${over} figure(s) over budget`);
  process.exit(1);
}
