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
import { hiringPairs } from '../packages/letter/test-fixtures/hiring-pairs.ts';
import { readRealPairs } from '../packages/letter/test-fixtures/read-real-pairs.ts';

const hiringPairIds = new Set(hiringPairs.map((pair) => pair.id));

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

/**
 * CPU time per check (less disturbed than wall time on a shared machine). The checker keeps the readings of the last
 * few resumes and ads, so each measured letter is the first check of its pair, after a warm-up on other pairs.
 */
function measureLatency(warmUp: CorpusLetter[], measured: CorpusLetter[]): string {
  const firstOfEachPair = (letters: CorpusLetter[]) => {
    const seen = new Set<string>();
    return letters.filter((letter) => {
      if (letter.kind !== 'clean' || seen.has(letter.base.pair.id)) return false;
      seen.add(letter.base.pair.id);
      return true;
    });
  };
  for (const letter of firstOfEachPair(warmUp)) checkLetter(letter.input);
  const letters = firstOfEachPair(measured);
  const times = letters.map((letter) => {
    const before = process.cpuUsage();
    checkLetter(letter.input);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  });
  times.sort((left, right) => left - right);
  return `checker time per letter (CPU, first check of each of ${letters.length} pairs): median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`;
}

/** Prints the checker's figures; `--verbose` also lists the confirmed composer errors. */
export function printCheckerFigures(options: { verbose?: boolean } = {}): void {
  const verbose = options.verbose ?? false;
  console.log('Letter checker — planted defects (packages/letter/test-fixtures/planted-defects.ts)');
  console.log('');
  const repository = buildCorpus();
  const real = readRealPairs();
  const realCorpus = 'pairs' in real ? buildCorpus({ realPairs: real.pairs, onlyRealPairs: true }) : [];
  // Timed first, while no resume or ad has been read yet: warm up on the hiring pairs, time the others.
  const latency = measureLatency(
    repository.filter((letter) => hiringPairIds.has(letter.base.pair.id)),
    [...repository.filter((letter) => !hiringPairIds.has(letter.base.pair.id)), ...realCorpus],
  );
  printFigures(
    'Repository pairs (shared, synthetic, hiring) — composer and hand-written letters:',
    measureChecker(repository, checkLetter),
    verbose,
  );
  console.log('');
  if ('pairs' in real) {
    printFigures(
      'Real pairs (../shared/eval/real) — composer letters:',
      measureChecker(realCorpus, checkLetter),
      verbose,
    );
  } else {
    console.log(`Real pairs skipped: ${real.missing}`);
  }
  console.log('');
  console.log(latency);
  console.log('');
  console.log(`Reviewed composer mistakes (known-composer-errors.ts): ${knownComposerErrors.length}`);
  for (const known of knownComposerErrors)
    console.log(`  ${known.pairId}${known.length ? ` (${known.length})` : ''} ${known.criterion}: ${known.reason}`);
  console.log('');
}
