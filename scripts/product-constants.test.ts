import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { letterCriteria } from '../packages/shared/src/letter-criteria.ts';
import {
  formatCount,
  formatWordRange,
  letterWordRanges,
  maximumInputCharacters,
  maximumLetterWords,
} from '../packages/shared/src/limits.ts';
import { messages } from '../packages/shared/src/messages.ts';
import { freePlanLetterLimit } from '../packages/shared/src/plans.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** Application source outside packages/shared: where a product constant must be imported, never written again. */
function readApplicationSources(): Array<{ file: string; text: string }> {
  return execFileSync('git', ['ls-files', '-z', 'web/src', 'server/src', 'packages/letter/src', 'scripts'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(repositoryRoot, file), 'utf8') }));
}

/** A product constant written out by hand, in the forms code and messages wrote it. */
const handWrittenConstants: Array<{ name: string; pattern: RegExp }> = [
  { name: 'maximumInputCharacters', pattern: new RegExp(`\\b(?:${formatCount(maximumInputCharacters)}|50_?000)\\b`) },
  {
    name: 'letterWordRanges',
    pattern: new RegExp(
      Object.values(letterWordRanges)
        .map(
          (range) => `\\b${range.minimum}\\s*(?:-|to)\\s*${range.maximum}\\b|\\[${range.minimum}, ${range.maximum}\\]`,
        )
        .join('|'),
    ),
  },
  { name: 'maximumLetterWords', pattern: new RegExp(`(?:exceed|than|over) ${maximumLetterWords}\\b`) },
  { name: 'letterCriteria', pattern: /'faithful-numbers',\s*\n?\s*'faithful-facts'/ },
];

describe('product constants', () => {
  it('are written only in packages/shared; application code imports them', () => {
    const handWritten = readApplicationSources().flatMap(({ file, text }) =>
      handWrittenConstants.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${file}: ${name}`),
    );
    expect(handWritten).toEqual([]);
  });

  it('make the messages that name them', () => {
    expect(messages.freePlanLimit).toBe(
      `Free users can only generate ${freePlanLetterLimit} cover letters. Upgrade to premium.`,
    );
    expect(formatCount(maximumInputCharacters)).toBe('50,000');
    expect(formatWordRange(letterWordRanges.standard)).toBe('250-400');
    expect(formatWordRange(letterWordRanges.short)).toBe('150-200');
  });

  it('list nine letter criteria, each once', () => {
    expect(new Set(letterCriteria).size).toBe(9);
  });
});
