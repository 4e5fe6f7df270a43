// Test-only: reads the shared evaluation pairs. The engine itself never does I/O.

import { readFileSync } from 'node:fs';

export type EvalPair = {
  id: string;
  language: string;
  resume: string;
  jobDescription: string;
  referenceLetter?: string;
};

function readString(record: Map<string, unknown>, key: string, line: number): string {
  const value = record.get(key);
  if (typeof value !== 'string') throw new Error(`eval-pairs.jsonl line ${line}: "${key}" must be a string`);
  return value;
}

/** Reads and validates eval-pairs.jsonl from this folder. */
export function readEvalPairs(): EvalPair[] {
  const text = readFileSync(new URL('./eval-pairs.jsonl', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, index) => {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error(`eval-pairs.jsonl line ${index + 1}: not an object`);
      const record = new Map<string, unknown>(Object.entries(parsed));
      const reference = record.get('reference_letter');
      return {
        id: readString(record, 'id', index + 1),
        language: readString(record, 'language', index + 1),
        resume: readString(record, 'resume', index + 1),
        jobDescription: readString(record, 'job_description', index + 1),
        ...(typeof reference === 'string' ? { referenceLetter: reference } : {}),
      };
    });
}
