// Test-only: reads the real evaluation pairs from the shared folder next to the repository (../shared/eval/real), which
// is for internal evaluation only and never copied into the repository. Returns undefined, with the reason, when the
// folder is not there (a clean clone on its own), so tests can skip and say why.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const RealPairSchema = z.object({ id: z.string(), resume: z.string(), job_description: z.string() });

export type RealPair = { id: string; resume: string; jobDescription: string };

/** Where the real pairs live: REAL_PAIRS_FILE, or ../shared/eval/real/pairs.jsonl beside the repository. */
export const realPairsFile =
  process.env['REAL_PAIRS_FILE'] ?? path.resolve(import.meta.dirname, '../../../../shared/eval/real/pairs.jsonl');

/** Reads any pairs file in the shared JSON-lines format. */
export function readPairsFile(file: string): RealPair[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const pair = RealPairSchema.parse(JSON.parse(line));
      return { id: pair.id, resume: pair.resume, jobDescription: pair.job_description };
    });
}

/** The real pairs, or the reason they cannot be read. */
export function readRealPairs(): { pairs: RealPair[] } | { missing: string } {
  try {
    return { pairs: readPairsFile(realPairsFile) };
  } catch {
    return { missing: `${realPairsFile} is not there (evaluation data beside the repository)` };
  }
}
