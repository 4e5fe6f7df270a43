import type { Plugin } from 'vite';
import { composeLetter } from '@cover-letter/letter/compose/compose-letter';
import { readJobBrief } from '@cover-letter/letter/facts/read-job-brief';
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
      // The same composer and the same reading of the ad as the server's built-in writer.
      const job = readJobBrief(exampleJobDescription);
      const example = {
        letter: composeLetter({ resume: exampleResume, jobDescription: exampleJobDescription }).text,
        role: job.role,
        company: job.company,
      };
      return `export const exampleLetter = ${JSON.stringify(example)};\n`;
    },
  };
}
