// What every check works from: the letter as read, the checker's own readings of the resume and the ad, the facts
// the user confirmed (when given), and the findings so far.

import type { FactSheet } from '@cover-letter/shared/fact-sheet-schema';
import { letterCriteria, type LetterCriterion } from '@cover-letter/shared/letter-criteria';
import { foldForComparison } from '../text/compare.ts';
import { findNumbers, isYearValue } from '../text/numbers.ts';
import { findSkills, listSkillNames } from '../vocabulary/skills.ts';
import { readDegreeKinds, type DegreeKind } from './degrees.ts';
import type { AdReading } from './read-ad.ts';
import type { LetterReading } from './read-letter.ts';
import type { ResumeReading } from './read-resume.ts';
import { contentStems, foldToken, isProductToken, readTokens, stemWord } from './words.ts';
import { TextMemo } from '../text/text-memo.ts';

// The nine criteria are the product's (packages/shared/src/letter-criteria.ts); the checker reports each of them.
export { letterCriteria, type LetterCriterion };

export type FindingSeverity = 'error' | 'warning' | 'info';
export type TextSpan = { start: number; end: number };
export type LetterFinding = { criterion: LetterCriterion; severity: FindingSeverity; message: string; span?: TextSpan };

/** Where a fact was found: in the resume text, the ad text, or only in what the user confirmed. */
export type Support = 'resume' | 'ad' | 'confirmed' | 'none';

/** One of the texts a letter may draw on, prepared for look-ups; each part is read when first asked for. */
export class SourceText {
  readonly text: string;
  #tokens: Set<string> | undefined;
  #stems: Set<string> | undefined;
  #numbers: Set<string> | undefined;
  #skills: Set<string> | undefined;
  #initials: Set<string> | undefined;
  #folded: string | undefined;

  constructor(text: string) {
    this.text = text;
  }

  /** The text as phrases are compared (lower case, dashes and slashes as spaces), folded once. */
  get folded(): string {
    this.#folded ??= foldForComparison(this.text);
    return this.#folded;
  }

  /** Folded tokens (product names whole) and the parts of joined ones ("Front-End", "Spring/Hibernate"). */
  get tokens(): Set<string> {
    if (!this.#tokens) {
      const tokens = new Set<string>();
      for (const token of readTokens(this.text)) {
        const folded = foldToken(token.text);
        tokens.add(folded);
        if (/[-/]/u.test(folded)) for (const part of folded.split(/[-/]/u)) if (part.length > 1) tokens.add(part);
        // "CPR.Currently": two sentences a lost space glued at their full stop, never one name as "ASP.NET" is.
        if (/^\p{L}+\.\p{Lu}\p{Ll}{3,}/u.test(token.text))
          for (const part of folded.split('.')) if (part.length > 1) tokens.add(part);
      }
      this.#tokens = tokens;
    }
    return this.#tokens;
  }

  get stems(): Set<string> {
    this.#stems ??= new Set([...this.tokens].map((token) => stemWord(token)));
    return this.#stems;
  }

  /** Every number's values, years included. */
  get numbers(): Set<string> {
    if (!this.#numbers) {
      const numbers = new Set(findNumbers(this.text).flatMap((mention) => mention.values));
      // "2019–21", "2012-16": a range's second year written short is that year in full, which a letter writes so
      // ("from 2019 to 2021").
      for (const range of this.text.matchAll(
        /(?<![\p{L}\p{N}])((?:19|20)\d)(\d)\s*[-–—]\s*(\d{2})(?![\p{L}\p{N}%])/gu,
      )) {
        const century = (range[1] ?? '').slice(0, 2);
        const end = Number(`${century}${range[3] ?? ''}`);
        if (end > Number(`${range[1] ?? ''}${range[2] ?? ''}`)) numbers.add(String(end));
      }
      this.#numbers = numbers;
    }
    return this.#numbers;
  }

  get skills(): Set<string> {
    this.#skills ??= new Set(listSkillNames(this.text));
    return this.#skills;
  }

  /** Initials of capitalised phrases ("Registered Nurse" → "RN"), so an acronym the text spells out is supported. */
  get initials(): Set<string> {
    this.#initials ??= readInitials(this.text);
    return this.#initials;
  }
}

export type CheckContext = {
  letter: LetterReading;
  resume: ResumeReading;
  ad: AdReading;
  facts: FactSheet | undefined;
  resumeSource: SourceText;
  adSource: SourceText;
  /** What the user confirmed about themselves (empty without facts). */
  confirmedSource: SourceText;
  /** What the user confirmed about the job (empty without facts). */
  confirmedAdSource: SourceText;
  expectedLanguage: string;
  findings: LetterFinding[];
  /** Facts supported only by what the user confirmed, each reported once. */
  confirmedNotes: Set<string>;
};

/** What the checks compare in a line or a sentence, each part read when first asked for. */
export class TextAnalysis {
  readonly text: string;
  #stems: Set<string> | undefined;
  #skills: Set<string> | undefined;
  #tokens: Set<string> | undefined;
  #degrees: DegreeKind[] | undefined;
  #numbers: string[] | undefined;
  #initials: Set<string> | undefined;

  constructor(text: string) {
    this.text = text;
  }

  get stems(): Set<string> {
    this.#stems ??= new Set(contentStems(this.text));
    return this.#stems;
  }

  get skills(): Set<string> {
    this.#skills ??= new Set(findSkills(this.text).map((mention) => mention.name));
    return this.#skills;
  }

  /**
   * Folded tokens, and the parts of hyphenated ones ("OpenAPI-Spezifikationen" → "openapi") and of acronyms a spaced
   * slash joins ("Driver CPC / DQC" names the CPC, and the DQC, as much as "CPC" alone would).
   */
  get tokens(): Set<string> {
    this.#tokens ??= new Set(
      readTokens(this.text).flatMap((token) => {
        const folded = foldToken(token.text);
        const parts = folded.includes('-') ? folded.split('-').filter((part) => part.length > 1) : [];
        const alternatives = /^[\p{Lu}\d]{2,}(?:\s\/\s?|\s?\/\s)[\p{Lu}\d]{2,}$/u.test(token.text)
          ? folded.split(/\s?\/\s?/u).filter((part) => part.length > 1)
          : [];
        return [folded, ...parts, ...alternatives];
      }),
    );
    return this.#tokens;
  }

  get degrees(): DegreeKind[] {
    this.#degrees ??= readDegreeKinds(this.text);
    return this.#degrees;
  }

  /** Initials of capitalised phrases, lower-case like the tokens ("Machine Learning" → "ml"). */
  get initials(): Set<string> {
    this.#initials ??= new Set([...readInitials(this.text)].map((initials) => initials.toLowerCase()));
    return this.#initials;
  }

  /** Numbers other than calendar years. */
  get numbers(): string[] {
    this.#numbers ??= findNumbers(this.text)
      .filter((mention) => !isYearValue(mention.value))
      .map((mention) => mention.value);
    return this.#numbers;
  }
}

// Each line or sentence is read once, however many checks compare it, and kept for the next check of the same
// resume (bounded, for a long-running server).
const analyses = new TextMemo<TextAnalysis>({ entries: 5000, characters: 500_000 });

/** A line's or sentence's content, read once. */
export function analyse(text: string): TextAnalysis {
  const known = analyses.get(text);
  if (known) return known;
  const analysis = new TextAnalysis(text);
  analyses.set(text, analysis);
  return analysis;
}

const initialsConnectors = /^(?:of|and|&|for|the|de|del|la|y|et|und|für)$/u;

/** The initials of every run of two to six capitalised words, line by line. */
export function readInitials(text: string): Set<string> {
  const initials = new Set<string>();
  for (const line of text.split('\n')) {
    let run: string[] = [];
    const flush = () => {
      for (let start = 0; start < run.length; start += 1)
        for (let end = start + 2; end <= Math.min(run.length, start + 6); end += 1)
          initials.add(run.slice(start, end).join(''));
      run = [];
    };
    for (const word of line.split(/[\s/-]+/u)) {
      if (/^[\p{Lu}][\p{L}]*$/u.test(word)) run.push((word[0] ?? '').toUpperCase());
      else if (!initialsConnectors.test(word)) flush();
    }
    flush();
  }
  return initials;
}

/** Capitalised words any letter uses, which need no source. */
const commonCapitalisedWords = new Set(
  `i dear sincerely regards kind best warm warmest yours faithfully truly thank thanks hiring manager managers team
  recruiter recruiting recruitment mr ms mrs mx dr prof sir madam madame monsieur mesdames messieurs monday tuesday
  wednesday thursday friday saturday sunday january february march april may june july august september october
  november december english german french spanish italian portuguese dutch polish internet email e-mail cv resume
  ok ps hr it ai ceo cto cfo coo phd mba bsc msc ba ma usa us uk eu europe european america american britain british
  covid linkedin sehr geehrte geehrter damen herren liebe lieber hallo guten tag grüße grüßen freundlichen ihr ihre
  ihnen ihrem ihren ihrer sie estimado estimada estimados equipo selección atentamente saludos cordiales usted
  cordialement madame monsieur veuillez agréer salutations distinguées je vous bonjour`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

function inSource(source: SourceText, token: string, bare: string, plain: boolean): boolean {
  const variants = [bare, bare.replace(/(?:es|s)$/u, ''), `${bare}s`];
  return (
    variants.some((variant) => source.tokens.has(variant)) ||
    (plain && source.stems.has(stemWord(bare))) ||
    (/^[\p{Lu}]{2,6}$/u.test(token) && source.initials.has(token)) ||
    // "P99-Latenz", "Front-End": a compound is known when each part is.
    (bare.includes('-') && bare.split('-').every((part) => part.length === 0 || source.tokens.has(part)))
  );
}

/** Where a word or product name of the letter is found, or "common" for words every letter uses. */
export function findTokenSupport(context: CheckContext, token: string): Support | 'common' {
  const bare = foldToken(token)
    .replace(/[.,]+$/u, '')
    .replace(/['’]s$/u, '');
  if (commonCapitalisedWords.has(bare.replace(/['’]/g, ''))) return 'common';
  const plain = !isProductToken(token);
  if (inSource(context.resumeSource, token, bare, plain)) return 'resume';
  if (inSource(context.adSource, token, bare, plain)) return 'ad';
  if (inSource(context.confirmedSource, token, bare, plain) || inSource(context.confirmedAdSource, token, bare, plain))
    return 'confirmed';
  return 'none';
}

export function addFinding(
  context: CheckContext,
  criterion: LetterCriterion,
  severity: FindingSeverity,
  message: string,
  span?: TextSpan,
): void {
  context.findings.push({ criterion, severity, message, ...(span ? { span } : {}) });
}

/** Says once that a fact counts as supported only because the user confirmed it (about themselves, or the job). */
export function noteConfirmed(
  context: CheckContext,
  criterion: LetterCriterion,
  what: string,
  source: 'resume' | 'ad' = 'resume',
): void {
  const key = `${criterion}:${what.toLowerCase()}`;
  if (context.confirmedNotes.has(key)) return;
  context.confirmedNotes.add(key);
  addFinding(
    context,
    criterion,
    'info',
    `${what} is not in the ${source === 'resume' ? 'resume' : 'ad'} text; it counts as supported because you confirmed it.`,
  );
}
