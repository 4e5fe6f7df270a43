// Measures letter quality: writes a letter for every pair of a pairs file with each generator, checks it with the
// letter checker, and prints per-criterion pass rates; reads every pair's facts and compares them with the
// hand-written truth (packages/letter/test-fixtures/truth). Figures measure; they never fail anything.
//
//   npm run eval                                      the seven shared pairs (in the repository)
//   npm run eval -- --pairs ../shared/eval/real/pairs.jsonl
//   npm run eval -- --pairs FILE --show nu-01,sw-03   also prints those letters
//
// The configured language model (LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, as for the server) is measured
// too, through the server's own generator, when one is set.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkLetter, letterCriteria } from '../packages/letter/src/check/check-letter.ts';
import type { LetterCriterion } from '../packages/letter/src/check/check-context.ts';
import { composeLetter, type LetterLength } from '../packages/letter/src/compose/compose-letter.ts';
import { readJobBrief } from '../packages/letter/src/facts/read-job-brief.ts';
import { readResumeFacts } from '../packages/letter/src/facts/read-resume-facts.ts';
import { readPairsFile, type RealPair } from '../packages/letter/test-fixtures/read-real-pairs.ts';
import { emptyScores, percent, readTruth, scorePair } from '../packages/letter/test-fixtures/score-extraction.ts';
import { loadConfig } from '../server/src/config/load-config.ts';
import { createLetterGenerator } from '../server/src/generation/create-letter-generator.ts';
import { writeLetter } from '../server/src/generation/write-letter.ts';
import { chooseLetterLanguage } from '../packages/letter/src/compose/compose-letter.ts';
import { printCheckerFigures } from './eval-checker.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    pairs: { type: 'string', default: path.join(projectRoot, 'packages/letter/test-fixtures/eval-pairs.jsonl') },
    show: { type: 'string', default: '' },
  },
});
const pairsFile = path.resolve(process.cwd(), options.pairs);
const pairs: RealPair[] = readPairsFile(pairsFile);
const shown = new Set(options.show.split(',').filter(Boolean));

type Generator = {
  name: string;
  offline: boolean;
  generate: (pair: RealPair, length: LetterLength) => Promise<string>;
};

const generators: Generator[] = [
  {
    name: 'builtin',
    offline: true,
    generate: async (pair, length) =>
      composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }, { length }).text,
  },
];
const languageModelSettings = loadConfig().languageModel;
if (languageModelSettings.provider !== 'builtin') {
  const modelGenerator = createLetterGenerator({ ...languageModelSettings, fallback: 'none' });
  generators.push({
    name: `${languageModelSettings.provider} (${languageModelSettings.model ?? ''})`,
    offline: false,
    generate: async (pair, length) => {
      const facts = { resume: readResumeFacts(pair.resume), job: readJobBrief(pair.jobDescription) };
      const { language } = chooseLetterLanguage(facts.job, facts.resume, undefined);
      const written = await writeLetter({
        generator: modelGenerator,
        input: {
          resume: pair.resume,
          jobDescription: pair.jobDescription,
          facts,
          language,
          variation: 0,
          length,
          tone: 'formal',
        },
        signal: AbortSignal.timeout(languageModelSettings.totalTimeoutMs + 5_000),
      });
      return written.coverLetter;
    },
  });
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

console.log(`Pairs: ${pairsFile} (${pairs.length})\n`);

// Extraction against the truth, where the truth has the pair.
const truth = readTruth();
const scores = emptyScores();
let scored = 0;
for (const pair of pairs) {
  const expected = truth.get(pair.id);
  if (!expected) continue;
  scorePair(scores, expected, readResumeFacts(pair.resume), readJobBrief(pair.jobDescription));
  scored += 1;
}
if (scored > 0) {
  console.log(`Fact extraction against the hand-written truth (${scored} pairs)`);
  for (const [field, score] of Object.entries(scores)) {
    console.log(`  ${field.padEnd(26)} ${percent(score).padStart(6)}  (${score.correct}/${score.total})`);
  }
  const misses = Object.entries(scores).flatMap(([field, score]) =>
    field === 'credentials' || field === 'employersFromDescriptions' ? [] : score.misses,
  );
  if (misses.length > 0) console.log(`  misses: ${misses.join('; ')}`);
  console.log('');
}

const lengths: LetterLength[] = ['standard', 'short'];
for (const generator of generators) {
  const passes = new Map<LetterCriterion, number>(letterCriteria.map((criterion) => [criterion, 0]));
  const failures: string[] = [];
  let letters = 0;
  let fullyPassing = 0;
  const durations: number[] = [];
  for (const length of lengths) {
    for (const pair of pairs) {
      let letter: string;
      const started = performance.now();
      try {
        letter = await generator.generate(pair, length);
      } catch (error) {
        failures.push(
          `${pair.id} (${length}) generation failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        letters += 1;
        continue;
      }
      durations.push(performance.now() - started);
      letters += 1;
      if (shown.has(pair.id)) console.log(`--- ${generator.name}, ${pair.id} (${length})\n${letter}\n`);
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
  console.log(`Generator: ${generator.name} — ${pairs.length} pairs × ${lengths.length} lengths = ${letters} letters`);
  for (const criterion of letterCriteria) {
    const passed = passes.get(criterion) ?? 0;
    console.log(
      `  ${criterion.padEnd(18)} ${String(passed).padStart(3)}/${letters}  ${((100 * passed) / letters).toFixed(0).padStart(3)}%`,
    );
  }
  console.log(
    `  ${'all nine'.padEnd(18)} ${String(fullyPassing).padStart(3)}/${letters}  ${((100 * fullyPassing) / letters).toFixed(0).padStart(3)}%`,
  );
  const sorted = [...durations].sort((left, right) => left - right);
  console.log(
    `  time per letter (first pass, n=${sorted.length}): median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
  );
  if (failures.length > 0) console.log(`  failures:\n    ${failures.join('\n    ')}`);
  console.log('');
}

// The checker's own figures: planted defects caught, clean letters flagged, time per check (scripts/eval-checker.ts).
printCheckerFigures();
