// Runs the letter generator over the shared evaluation pairs and prints how often each acceptance criterion passes,
// plus how long generation takes. Usage: node scripts/eval.ts
//
// The figures measure; they do not fail anything (a benchmark is not a test).

import { checkLetter, letterCriteria, type LetterCriterion } from '../packages/letter/src/check-letter.ts';
import { composeLetter, type LetterLength } from '../packages/letter/src/compose-letter.ts';
import { readEvalPairs } from '../packages/letter/test-fixtures/read-eval-pairs.ts';
import { buildLongResume, htmlAdWithSalary } from '../packages/letter/test-fixtures/synthetic-cases.ts';
import { loadConfig } from '../server/src/config/load-config.ts';
import { createLetterGenerator } from '../server/src/generation/create-letter-generator.ts';
import { writeLetter } from '../server/src/generation/write-letter.ts';
import { printCheckerFigures } from './eval-checker.ts';

type Generator = {
  name: string;
  generate: (resume: string, jobDescription: string, length: LetterLength) => Promise<string>;
  /** Timing the steady state and the long resume is worth it only for the offline composer. */
  offline: boolean;
};

const generators: Generator[] = [
  {
    name: 'builtin',
    generate: async (resume, jobDescription, length) => composeLetter({ resume, jobDescription }, { length }).text,
    offline: true,
  },
];

// The configured language model, through the same generator and output cleaning the server uses, so its letters are
// measured by the same checker (LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY, LLM_MODEL as for the server).
const languageModelSettings = loadConfig().languageModel;
if (languageModelSettings.provider !== 'builtin') {
  const modelGenerator = createLetterGenerator({ ...languageModelSettings, fallback: 'none' });
  generators.push({
    name: `${languageModelSettings.provider} (${languageModelSettings.model ?? ''})`,
    generate: async (resume, jobDescription, length) =>
      (
        await writeLetter({
          generator: modelGenerator,
          input: { resume, jobDescription, length, tone: 'formal' },
          signal: AbortSignal.timeout(languageModelSettings.totalTimeoutMs + 5_000),
        })
      ).coverLetter,
    offline: false,
  });
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const pairs = readEvalPairs();
const lengths: LetterLength[] = ['standard', 'short'];

for (const generator of generators) {
  const passes = new Map<LetterCriterion, number>(letterCriteria.map((criterion) => [criterion, 0]));
  const durations: number[] = [];
  const failures: string[] = [];
  let letters = 0;
  let fullyPassing = 0;
  let coldMilliseconds = 0;
  for (const length of lengths) {
    for (const pair of pairs) {
      const started = performance.now();
      let letter: string;
      try {
        letter = await generator.generate(pair.resume, pair.jobDescription, length);
      } catch (error) {
        failures.push(
          `${pair.id} (${length}) generation failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        letters += 1;
        continue;
      }
      const elapsed = performance.now() - started;
      if (letters === 0) coldMilliseconds = elapsed;
      durations.push(elapsed);
      letters += 1;
      const checks = checkLetter({ letter, resume: pair.resume, jobDescription: pair.jobDescription, length });
      if (checks.passed) fullyPassing += 1;
      for (const criterion of letterCriteria) {
        if (checks.criteria[criterion].passed) passes.set(criterion, (passes.get(criterion) ?? 0) + 1);
      }
      for (const finding of checks.findings.filter((item) => item.severity === 'error')) {
        failures.push(`${pair.id} (${length}) ${finding.criterion}: ${finding.message}`);
      }
    }
  }
  // The first pass pays for compiling regular expressions and warming the JIT; a server runs warm, so time five
  // more passes for the steady state and report the very first call apart.
  const warm: number[] = [];
  for (let round = 0; round < (generator.offline ? 5 : 0); round += 1) {
    for (const length of lengths) {
      for (const pair of pairs) {
        const started = performance.now();
        await generator.generate(pair.resume, pair.jobDescription, length);
        warm.push(performance.now() - started);
      }
    }
  }
  warm.sort((left, right) => left - right);
  const mean = warm.reduce((sum, value) => sum + value, 0) / Math.max(1, warm.length);
  const longResume = buildLongResume();
  const longDurations: number[] = [];
  for (let round = 0; round < (generator.offline ? 10 : 0); round += 1) {
    const started = performance.now();
    await generator.generate(longResume, htmlAdWithSalary, 'standard');
    longDurations.push(performance.now() - started);
  }
  longDurations.sort((left, right) => left - right);
  const longWords = longResume.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

  console.log(`Generator: ${generator.name} — ${pairs.length} pairs × ${lengths.length} lengths = ${letters} letters`);
  console.log('');
  console.log('criterion          pass rate');
  for (const criterion of letterCriteria) {
    const passed = passes.get(criterion) ?? 0;
    console.log(
      `${criterion.padEnd(18)} ${String(passed).padStart(2)}/${letters}  ${((100 * passed) / letters).toFixed(0).padStart(3)}%`,
    );
  }
  console.log(
    `${'all nine'.padEnd(18)} ${String(fullyPassing).padStart(2)}/${letters}  ${((100 * fullyPassing) / letters).toFixed(0).padStart(3)}%`,
  );
  console.log('');
  const firstPassMean = durations.reduce((sum, value) => sum + value, 0) / Math.max(1, durations.length);
  if (generator.offline) {
    console.log(
      `latency (eval pairs, warm, n=${warm.length}): mean ${mean.toFixed(1)} ms, p95 ${percentile(warm, 0.95).toFixed(1)} ms`,
    );
  }
  console.log(
    `latency (first pass, n=${durations.length}): mean ${firstPassMean.toFixed(1)} ms, p95 ${percentile(
      [...durations].sort((left, right) => left - right),
      0.95,
    ).toFixed(1)} ms; very first call ${coldMilliseconds.toFixed(1)} ms`,
  );
  if (generator.offline) {
    console.log(
      `latency (${longWords}-word resume, n=${longDurations.length}): mean ${(longDurations.reduce((sum, value) => sum + value, 0) / longDurations.length).toFixed(1)} ms, p95 ${percentile(longDurations, 0.95).toFixed(1)} ms`,
    );
  }
  if (failures.length > 0) {
    console.log('');
    console.log('failures:');
    for (const failure of failures) console.log(`  ${failure}`);
  }
  console.log('');
}

// The checker's own figures: planted defects caught, clean letters flagged, time per check (scripts/eval-checker.ts).
printCheckerFigures({ verbose: process.argv.includes('--verbose') });
