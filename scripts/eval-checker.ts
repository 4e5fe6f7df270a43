// The letter checker's own figures for `npm run eval`: how many planted defects it catches, how many clean letters it
// fails (packages/letter/test-fixtures/planted-defects.ts), over the repository's pairs and, when they are beside the
// repository, the real pairs; and how long one check takes. Figures only: the vitest test holds the targets.

import { checkLetter } from '../packages/letter/src/check/check-letter.ts';
import {
  buildCorpus,
  measureChecker,
  type CorpusFigures,
  type CorpusLetter,
} from '../packages/letter/test-fixtures/planted-defects.ts';
import { knownComposerErrors } from '../packages/letter/test-fixtures/known-composer-errors.ts';
import { readRealPairs } from '../packages/letter/test-fixtures/read-real-pairs.ts';

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
}

function printFigures(title: string, figures: CorpusFigures, verbose: boolean): void {
  console.log(title);
  console.log(
    `  planted defects caught: ${figures.caught}/${figures.planted} (${percent(figures.caught, figures.planted)}; target ≥ 95%)`,
  );
  console.log(
    `  clean letters flagged:  ${figures.cleanFlagged}/${figures.clean} (${percent(figures.cleanFlagged, figures.clean)}; target ≤ 5%)`,
  );
  console.log(
    `  composer letters with confirmed errors (a length out of range, or a reviewed mistake): ${figures.confirmed.length}`,
  );
  for (const [kind, counts] of figures.byKind) {
    console.log(`    ${kind.padEnd(22)} ${String(counts.caught).padStart(4)}/${counts.planted}`);
  }
  for (const missed of figures.missed) console.log(`  missed: ${missed}`);
  for (const flagged of figures.flagged) console.log(`  flagged: ${flagged}`);
  if (verbose) for (const confirmed of figures.confirmed) console.log(`  confirmed: ${confirmed}`);
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** CPU time per check (less disturbed than wall time on a shared machine), after a warm-up pass. */
function measureLatency(corpus: CorpusLetter[]): string {
  const clean = corpus.filter((letter) => letter.kind === 'clean' && letter.id.split(':').length === 3);
  for (const letter of clean) checkLetter(letter.input);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const letter of clean) {
      const before = process.cpuUsage();
      checkLetter(letter.input);
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
  }
  times.sort((left, right) => left - right);
  return `checker latency (CPU time, ${clean.length} clean letters × 3): median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`;
}

/** Prints the checker's figures; `--verbose` also lists the confirmed composer errors. */
export function printCheckerFigures(options: { verbose?: boolean } = {}): void {
  const verbose = options.verbose ?? false;
  console.log('Letter checker — planted defects (packages/letter/test-fixtures/planted-defects.ts)');
  console.log('');
  const repository = buildCorpus();
  printFigures(
    'Repository pairs (shared, synthetic, hiring) — composer and hand-written letters:',
    measureChecker(repository, checkLetter),
    verbose,
  );
  console.log('');
  const real = readRealPairs();
  if ('pairs' in real) {
    const realCorpus = buildCorpus({ realPairs: real.pairs, onlyRealPairs: true });
    printFigures(
      'Real pairs (../shared/eval/real) — composer letters:',
      measureChecker(realCorpus, checkLetter),
      verbose,
    );
  } else {
    console.log(`Real pairs skipped: ${real.missing}`);
  }
  console.log('');
  console.log(measureLatency(repository));
  console.log('');
  console.log(`Reviewed composer mistakes (known-composer-errors.ts): ${knownComposerErrors.length}`);
  for (const known of knownComposerErrors)
    console.log(`  ${known.pairId}${known.length ? ` (${known.length})` : ''} ${known.criterion}: ${known.reason}`);
  console.log('');
}
