// The letter checker: measures any letter (the built-in composer's, a language model's, one written by hand) against
// the nine acceptance criteria. It reads the raw resume and ad its own way (read-resume.ts, read-ad.ts) and never uses
// the composer's fact sheet reading (src/facts/) or the composer (src/compose/), so a fact the composer got wrong is
// caught rather than confirmed. What the user confirmed (`facts`) counts as supported too, and the findings say so.
// packages/letter/README.md lists, per criterion, what is checked independently and what only for consistency.

import type { FactSheet } from '@cover-letter/shared/fact-sheet-schema';
import { removeInstructionSentences } from '../text/detect-instructions.ts';
import { countWords } from '../text/sentences.ts';
import {
  letterCriteria,
  SourceText,
  type CheckContext,
  type LetterCriterion,
  type LetterFinding,
} from './check-context.ts';
import { checkAttribution } from './check-attribution.ts';
import { checkFiller } from './check-filler.ts';
import { checkLength, checkStructure } from './check-form.ts';
import { checkLanguage, expectedLanguageOf } from './check-language.ts';
import { checkNamesAndTitles } from './check-names.ts';
import { checkNumbers } from './check-numbers.ts';
import { checkQualifications } from './check-qualifications.ts';
import { checkRequirements, type MustHaveCoverage } from './check-requirements.ts';
import { checkAdInstructions } from './check-ad-instructions.ts';
import { checkSpecific } from './check-specific.ts';
import { checkUntrustedInput } from './check-untrusted-input.ts';
import { confirmedAdText, confirmedResumeText } from './confirmed-facts.ts';
import { readAdForCheck, type AdReading } from './read-ad.ts';
import { readLetter } from './read-letter.ts';
import { readResumeForCheck, type ResumeReading } from './read-resume.ts';
import { TextMemo } from '../text/text-memo.ts';

export { letterCriteria, type LetterCriterion, type LetterFinding } from './check-context.ts';
export type { MustHaveCoverage } from './check-requirements.ts';

export type CriterionResult = { passed: boolean; errors: number; warnings: number };

export type LetterChecks = {
  /** True only when every criterion passed. */
  passed: boolean;
  criteria: Record<LetterCriterion, CriterionResult>;
  findings: LetterFinding[];
  wordCount: number;
  paragraphCount: number;
  /** ISO 639-1 codes; "und" when a text was too short to tell. */
  language: { expected: string; detected: string };
  mustHaves: MustHaveCoverage[];
};

export type CheckLetterInput = {
  letter: string;
  resume: string;
  jobDescription: string;
  length?: 'standard' | 'short';
  /** The letter language the user chose (ISO 639-1); otherwise the ad's. */
  language?: string;
  /** The facts the user confirmed: what they say counts as supported too. */
  facts?: FactSheet;
};

/** A resume or an ad as the checker reads it, with its text for look-ups and the sentences addressed to a generator. */
type ReadDocument<Reading> = { reading: Reading; source: SourceText; instructions: string[] };

// The same resume and ad are often checked several times in a row (another version of the letter, a revision, a
// pasted letter): their readings are kept, a few at a time.
// Sixteen at most, and 150,000 characters: a reading holds far more than its text (some 20 MB for a resume of the
// longest length allowed written as one line), so three of the longest texts, or sixteen ordinary ones.
const rememberedDocuments = { entries: 16, characters: 150_000 };
const resumeReadings = new TextMemo<ReadDocument<ResumeReading>>(rememberedDocuments);
const adReadings = new TextMemo<ReadDocument<AdReading>>(rememberedDocuments);

function readDocument<Reading extends { text: string }>(
  raw: string,
  remembered: TextMemo<ReadDocument<Reading>>,
  read: (raw: string) => Reading,
): ReadDocument<Reading> {
  const known = remembered.get(raw);
  if (known) return known;
  const reading = read(raw);
  // Sentences addressed to a generator are not facts about the person or the job.
  const withoutInstructions = removeInstructionSentences(reading.text);
  const document = {
    reading,
    source: new SourceText(withoutInstructions.text),
    instructions: withoutInstructions.removed,
  };
  remembered.set(raw, document);
  return document;
}

/**
 * The letter with "(reference MEL-2611)" blanked where the ad prints "MEL-2611": the ad's own code for the post, quoted
 * as the ad asks, claims nothing for the applicant and answers no requirement. Blanked with spaces, every finding
 * still points at the letter's own characters. A code the ad does not print is checked like any other text.
 */
function withoutQuotedReferences(letter: string, ad: string): string {
  if (!letter.includes('(')) return letter;
  return letter.replace(
    /\((?:reference|ref\.?|Kennziffer|referencia|référence)\s+([^\s()]{2,40})\)/giu,
    (quote, code: string) => (ad.includes(code) ? ' '.repeat(quote.length) : quote),
  );
}

/** Checks a letter against the acceptance criteria, with findings that point at the offending text. */
export function checkLetter(input: CheckLetterInput): LetterChecks {
  const letter = readLetter(withoutQuotedReferences(input.letter ?? '', input.jobDescription ?? ''));
  const resumeDocument = readDocument(input.resume ?? '', resumeReadings, readResumeForCheck);
  const adDocument = readDocument(input.jobDescription ?? '', adReadings, readAdForCheck);
  const resume = resumeDocument.reading;
  const ad = adDocument.reading;
  const expectedLanguage = expectedLanguageOf(input.language, ad.language, resume.text);
  const context: CheckContext = {
    letter,
    resume,
    ad,
    facts: input.facts,
    resumeSource: resumeDocument.source,
    adSource: adDocument.source,
    confirmedSource: new SourceText(confirmedResumeText(input.facts)),
    confirmedAdSource: new SourceText(confirmedAdText(input.facts)),
    expectedLanguage,
    findings: [],
    confirmedNotes: new Set(),
  };

  const wordCount = countWords(input.letter ?? '');
  checkLength(context, wordCount, input.length ?? 'standard');
  const paragraphCount = checkStructure(context);
  checkNumbers(context);
  checkNamesAndTitles(context);
  checkQualifications(context);
  checkAttribution(context);
  checkSpecific(context);
  const mustHaves = checkRequirements(context);
  checkAdInstructions(context);
  checkFiller(context);
  const detected = checkLanguage(context, Boolean(input.language));
  checkUntrustedInput(context, [...resumeDocument.instructions, ...adDocument.instructions]);

  const result = (criterion: LetterCriterion): CriterionResult => {
    const own = context.findings.filter((finding) => finding.criterion === criterion);
    const errors = own.filter((finding) => finding.severity === 'error').length;
    const warnings = own.filter((finding) => finding.severity === 'warning').length;
    return { passed: errors === 0, errors, warnings };
  };
  const criteria: Record<LetterCriterion, CriterionResult> = {
    length: result('length'),
    structure: result('structure'),
    'faithful-numbers': result('faithful-numbers'),
    'faithful-facts': result('faithful-facts'),
    specific: result('specific'),
    requirements: result('requirements'),
    'no-filler': result('no-filler'),
    language: result('language'),
    'untrusted-input': result('untrusted-input'),
  };
  return {
    passed: letterCriteria.every((criterion) => criteria[criterion].passed),
    criteria,
    findings: context.findings,
    wordCount,
    paragraphCount,
    language: { expected: expectedLanguage, detected },
    mustHaves,
  };
}
