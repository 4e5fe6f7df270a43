import type { Plugin } from 'vite';
import { composeLetter } from '@cover-letter/letter/compose-letter';
import { parseJobDescription } from '@cover-letter/letter/parse-job-description';
import { exampleJobDescription, exampleResume } from './src/features/landing/example-inputs.ts';

const moduleId = 'virtual:example-letter';
const resolvedModuleId = `\0${moduleId}`;

/**
 * `virtual:example-letter`: the landing page's example, written by the built-in composer when the app is built. The
 * page ships only the finished text, not the letter engine, so its JavaScript grows by the letter and nothing more.
 */
export function exampleLetterPlugin(): Plugin {
  return {
    name: 'cover-letter:example-letter',
    resolveId: (id) => (id === moduleId ? resolvedModuleId : undefined),
    load(id) {
      if (id !== resolvedModuleId) return undefined;
      const job = parseJobDescription(exampleJobDescription);
      const example = {
        letter: composeLetter({ resume: exampleResume, jobDescription: exampleJobDescription }).text,
        role: job.title ?? null,
        company: job.company ?? null,
      };
      return `export const exampleLetter = ${JSON.stringify(example)};\n`;
    },
  };
}
