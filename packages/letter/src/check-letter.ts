// The letter checker: measures any letter (ours or a language model's) against the nine acceptance criteria.
// It knows nothing about how composeLetter writes; facts are checked by comparing what the letter names (numbers,
// known skills, degrees, certifications, capitalised names) with what the resume and the ad actually contain.

import { findInstructionSentences, isInstructionToGenerator } from './detect-instructions.ts';
import { matchRequirements, requirementConcepts, type RequirementMatch } from './match-requirements.ts';
import { parseJobDescription, type ParsedJobDescription } from './parse-job-description.ts';
import { parseResume, readDegreeKinds, type DegreeKind, type ParsedResume } from './parse-resume.ts';
import {
  contentWords,
  countWords,
  detectLanguage,
  findNumbers,
  foldForComparison,
  scoreLanguages,
  isYearValue,
  splitSentences,
  type LetterLanguage,
  type NumberMention,
  escapeRegExp,
} from './normalize-text.ts';
import { findSkills, listSkillNames } from './skill-vocabulary.ts';

export type LetterCriterion =
  | 'length'
  | 'structure'
  | 'faithful-numbers'
  | 'faithful-facts'
  | 'specific'
  | 'requirements'
  | 'no-filler'
  | 'language'
  | 'untrusted-input';

/** The nine criteria, in the order of the acceptance table. */
export const letterCriteria: readonly LetterCriterion[] = [
  'length',
  'structure',
  'faithful-numbers',
  'faithful-facts',
  'specific',
  'requirements',
  'no-filler',
  'language',
  'untrusted-input',
];

export type FindingSeverity = 'error' | 'warning' | 'info';
export type TextSpan = { start: number; end: number };
export type LetterFinding = { criterion: LetterCriterion; severity: FindingSeverity; message: string; span?: TextSpan };
export type CriterionResult = { passed: boolean; errors: number; warnings: number };
export type MustHaveCoverage = { requirement: string; supported: boolean; addressed: boolean; evidence?: string };

export type LetterChecks = {
  /** True when every criterion passed. */
  passed: boolean;
  criteria: Record<LetterCriterion, CriterionResult>;
  findings: LetterFinding[];
  wordCount: number;
  paragraphCount: number;
  language: { expected: LetterLanguage; detected: LetterLanguage };
  mustHaves: MustHaveCoverage[];
};

export type CheckLetterInput = {
  letter: string;
  resume: string;
  jobDescription: string;
  length?: 'standard' | 'short';
  /** The language the user chose; otherwise the ad's. */
  language?: LetterLanguage;
};

type Sentence = { text: string; start: number; end: number };

type CheckContext = {
  letter: string;
  resume: ParsedResume;
  job: ParsedJobDescription;
  matches: ReturnType<typeof matchRequirements>;
  sentences: Sentence[];
  findings: LetterFinding[];
  expectedLanguage: LetterLanguage;
  resumeWords: Set<string>;
  sourceWords: Set<string>;
  claimedSkillsWithoutEvidence: Set<string>;
};

/** Checks a letter against the acceptance criteria, with findings that point at the offending text. */
export function checkLetter(input: CheckLetterInput): LetterChecks {
  const letter = input.letter ?? '';
  const resume = parseResume(input.resume ?? '');
  const job = parseJobDescription(input.jobDescription ?? '');
  const matches = matchRequirements(resume, job);
  const expectedLanguage = input.language ?? (job.cleanText.trim() ? job.language : resume.language);
  const context: CheckContext = {
    letter,
    resume,
    job,
    matches,
    sentences: locateSentences(letter),
    findings: [],
    expectedLanguage,
    resumeWords: wordSet(resume.cleanText),
    sourceWords: wordSet(`${resume.cleanText}\n${job.cleanText}`),
    claimedSkillsWithoutEvidence: new Set(),
  };

  const wordCount = countWords(letter);
  checkLength(context, wordCount, input.length ?? 'standard');
  const paragraphCount = checkStructure(context);
  checkNumbers(context);
  checkFacts(context);
  checkSpecific(context);
  const mustHaves = checkRequirements(context);
  checkFiller(context);
  const detected = checkLanguage(context);
  checkUntrustedInput(context, input.resume ?? '', input.jobDescription ?? '');

  const criteria = Object.fromEntries(
    letterCriteria.map((criterion) => {
      const errors = context.findings.filter(
        (finding) => finding.criterion === criterion && finding.severity === 'error',
      ).length;
      const warnings = context.findings.filter(
        (finding) => finding.criterion === criterion && finding.severity === 'warning',
      ).length;
      return [criterion, { passed: errors === 0, errors, warnings }];
    }),
  ) as Record<LetterCriterion, CriterionResult>;
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

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function locateSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let searchFrom = 0;
  for (const sentence of splitSentences(text)) {
    const start = text.indexOf(sentence, searchFrom);
    const at = start >= 0 ? start : searchFrom;
    sentences.push({ text: sentence, start: at, end: at + sentence.length });
    searchFrom = at + sentence.length;
  }
  return sentences;
}

function wordSet(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}&+#.'’-]*/gu) ?? []) {
    const cleaned = word.replace(/[.'’-]+$/, '').replace(/['’]s$/, '');
    words.add(cleaned);
    for (const part of cleaned.split(/[-./&+]/)) if (part) words.add(part);
  }
  return words;
}

function sentenceAt(context: CheckContext, position: number): Sentence | undefined {
  return context.sentences.find((sentence) => position >= sentence.start && position < sentence.end);
}

function add(
  context: CheckContext,
  criterion: LetterCriterion,
  severity: FindingSeverity,
  message: string,
  span?: TextSpan,
): void {
  context.findings.push({ criterion, severity, message, ...(span ? { span } : {}) });
}

const firstPersonPattern =
  /(?:^|[^\p{L}])(?:I|I'm|I’m|I've|I’ve|I'd|I’d|my|My|me|mine|myself|ich|Ich|mein\p{L}*|Mein\p{L}*|mir|mich)(?![\p{L}])/u;
const adReferencePattern =
  /\b(?:you|your|yours|the role|this role|the position|this position|the ad|your ad|posting|opening|requirement|requirements|ask(?:s|ed)? for|looking for|require[sd]?|Sie|Ihr\p{L}*|Ihre\p{L}*|die Stelle|die Position|Anforderung\p{L}*|Ausschreibung|suchen)\b/u;
const hedgePattern =
  /\b(?:not yet|haven't|have not|hasn't|never|eager to learn|keen to learn|look forward|would (?:also )?(?:like|love|enjoy|welcome|be (?:glad|happy|keen|eager|excited))|the chance to|opportunity to|hope to|learn(?:ing)?|plan to|(?:excited|eager|keen) to (?:learn|explore|deepen|grow|work)|noch nicht|nicht|lernen|einarbeiten|freue mich|möchte)\b/i;

/** The clause around a position: where a claim about the applicant would sit. */
function clauseAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const clauseStart = Math.max(
    ...[/[.!?;:\n–—]|,\s(?:but|while|whereas|although|aber|während)\s/g].flatMap((pattern) =>
      [...before.matchAll(pattern)].map((match) => match.index + match[0].length),
    ),
    0,
  );
  const endMatch = after.search(/[.!?;:\n–—]|,\s(?:but|while|whereas|although|aber|während)\s/);
  return text.slice(clauseStart, end + (endMatch >= 0 ? endMatch : after.length));
}

function isApplicantClaim(text: string, start: number, end: number): boolean {
  const clause = clauseAround(text, start, end);
  return firstPersonPattern.test(clause) && !adReferencePattern.test(clause) && !hedgePattern.test(clause);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Length

function checkLength(context: CheckContext, wordCount: number, length: 'standard' | 'short'): void {
  const [minimum, maximum] = length === 'short' ? [150, 200] : [250, 400];
  if (wordCount > 450) add(context, 'length', 'error', `The letter has ${wordCount} words; it must never exceed 450.`);
  else if (wordCount < minimum || wordCount > maximum) {
    add(
      context,
      'length',
      'error',
      `The letter has ${wordCount} words; the ${length} length is ${minimum}-${maximum}.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Structure

const salutationPattern =
  /^(?:dear|hello|hi|greetings|to whom it may concern|good (?:morning|afternoon)|sehr geehrte[rs]?|liebe[rs]?|hallo|guten tag|moin)\b/i;
const signOffPattern =
  /^(?:sincerely|yours sincerely|sincerely yours|yours faithfully|yours truly|kind regards|best regards|warm regards|warmest regards|regards|best|best wishes|all the best|respectfully|with gratitude|thank you|thanks|cordially|mit freundlichen grüßen|mit freundlichem gruß|mit besten grüßen|freundliche grüße|viele grüße|beste grüße|herzliche grüße|liebe grüße)\b[,.!]?/i;
const askPattern =
  /\b(?:interview|conversation|call|discuss|meet|meeting|talk|speak|chat|hear from you|get in touch|contact me|reach me|gespräch|gespräche|vorstellungsgespräch|kennenlernen|kennen zu lernen|austausch|austauschen|rückmeldung|einladung|telefonat|treffen)\b/i;
const preamblePattern =
  /^(?:here(?:'s| is)|sure|certainly|of course|below is|as requested|hier ist|gerne,|natürlich)\b/i;
const commentaryPattern =
  /^(?:note:|notes:|p\.?s\.?:?\s*(?:feel|let|you)|i hope this helps|let me know|feel free to (?:adjust|edit|modify)|\(?word count|this letter|this cover letter (?:highlights|emphasizes)|hinweis:|anmerkung:)/i;

function checkStructure(context: CheckContext): number {
  const { letter } = context;
  const lines = letter.split(/\r?\n/);
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const nonEmpty = lines.map((line, index) => ({ line: line.trim(), index })).filter((entry) => entry.line.length > 0);
  const first = nonEmpty[0];
  if (!first) {
    add(context, 'structure', 'error', 'The letter is empty.');
    return 0;
  }
  const firstStart = (lineStarts[first.index] ?? 0) + (lines[first.index]?.indexOf(first.line) ?? 0);
  if (preamblePattern.test(first.line)) {
    add(context, 'structure', 'error', 'The letter starts with a preamble instead of the salutation.', {
      start: firstStart,
      end: firstStart + first.line.length,
    });
  }
  if (!salutationPattern.test(first.line)) {
    add(context, 'structure', 'error', 'The first line is not a salutation such as "Dear ...".', {
      start: firstStart,
      end: firstStart + first.line.length,
    });
  }
  const fence = letter.search(/```|^#{1,6}\s|\*\*[^*\n]+\*\*|^\s*[-*]\s+\S/m);
  if (fence >= 0)
    add(context, 'structure', 'error', 'The letter contains Markdown (fences, headings, bold or list marks).', {
      start: fence,
      end: fence + 3,
    });
  for (const entry of nonEmpty) {
    if (commentaryPattern.test(entry.line)) {
      const start = (lineStarts[entry.index] ?? 0) + (lines[entry.index]?.indexOf(entry.line) ?? 0);
      add(context, 'structure', 'error', 'The letter contains commentary about itself.', {
        start,
        end: start + entry.line.length,
      });
    }
  }

  // Sign-off: a sign-off phrase in the last three lines, and the candidate's name there too.
  const lastLines = nonEmpty.slice(-3);
  const signOffEntry = lastLines.find((entry) => signOffPattern.test(entry.line) && entry.line.length <= 40);
  const signOffIndex = signOffEntry ? signOffEntry.index : lines.length;
  if (!signOffEntry) {
    add(
      context,
      'structure',
      'error',
      'There is no sign-off ("Sincerely," / "Mit freundlichen Grüßen") in the last three lines.',
    );
  } else if (context.resume.name) {
    const name = context.resume.name.toLowerCase();
    const nameParts = name.split(/\s+/).filter((part) => part.length > 1);
    const tail = lastLines.map((entry) => entry.line.toLowerCase()).join(' ');
    const hasName = tail.includes(name) || (nameParts.length >= 2 && nameParts.every((part) => tail.includes(part)));
    if (!hasName)
      add(
        context,
        'structure',
        'error',
        `The candidate's name (${context.resume.name}) is not in the last three lines.`,
      );
  } else {
    add(context, 'structure', 'info', 'The resume shows no name, so none is expected under the sign-off.');
  }

  // Paragraphs: blocks between blank lines, without the salutation line and the sign-off.
  const bodyLines = lines.slice(first.index + 1, signOffIndex);
  const firstLineRest =
    lines[first.index]
      ?.trim()
      .replace(/^[^,]*,/, '')
      .trim() ?? '';
  const blocks: string[] = [];
  let current: string[] = firstLineRest && !salutationPattern.test(first.line) ? [firstLineRest] : [];
  for (const line of bodyLines) {
    if (line.trim() === '') {
      if (current.length > 0) blocks.push(current.join(' '));
      current = [];
    } else current.push(line.trim());
  }
  if (current.length > 0) blocks.push(current.join(' '));
  // Some writers separate paragraphs with single line breaks only: then each line is a paragraph.
  const bodyNonEmpty = bodyLines.map((line) => line.trim()).filter((line) => line.length > 0);
  if (blocks.length === 1 && bodyNonEmpty.length >= 3 && bodyNonEmpty.every((line) => countWords(line) >= 8)) {
    blocks.splice(0, 1, ...bodyNonEmpty);
  }
  const paragraphs = blocks.filter((block) => countWords(block) >= 4);
  if (paragraphs.length < 3 || paragraphs.length > 5) {
    add(context, 'structure', 'error', `The letter has ${paragraphs.length} body paragraphs; a letter has 3-5.`);
  }
  const closing = paragraphs.slice(-2).join(' ');
  if (!askPattern.test(closing)) {
    add(context, 'structure', 'error', 'The closing has no clear ask (an interview or a conversation).');
  }
  return paragraphs.length;
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Numbers

function valueSet(mentions: NumberMention[]): Set<string> {
  return new Set(mentions.flatMap((mention) => mention.values));
}

function isKnownNumber(mention: NumberMention, values: Set<string>): boolean {
  return mention.values.some((value) => values.has(value));
}

function checkNumbers(context: CheckContext): void {
  const { letter, resume, job } = context;
  const resumeValues = valueSet(findNumbers(resume.cleanText));
  const adValues = valueSet(job.numbers);
  for (const mention of findNumbers(letter)) {
    const span = { start: mention.start, end: mention.end };
    if (isKnownNumber(mention, resumeValues)) continue;
    if (isKnownNumber(mention, adValues)) {
      if (isApplicantClaim(letter, mention.start, mention.end)) {
        add(
          context,
          'faithful-numbers',
          'error',
          `"${mention.text}" comes from the job ad but is presented as the applicant's own.`,
          span,
        );
      }
      continue;
    }
    add(context, 'faithful-numbers', 'error', `"${mention.text}" appears in neither the resume nor the job ad.`, span);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Facts: skills, degrees, certifications, employers and titles

const commonCapitalisedWords = new Set(
  (
    'i im ive id ill dear sincerely regards kind best warm yours faithfully thank thanks hiring manager managers team recruiter recruiting ' +
    'mr ms mrs dr prof sir madam monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december english german french spanish italian internet email e-mail cv resume ok ps ' +
    'hr it ai usa us uk eu europe european america american ceo cto phd mba' +
    ' sehr geehrte damen herren liebes liebe team grüße freundlichen ihr ihre ihnen ihrem ihren ihrer sie'
  ).split(' '),
);
const companySuffixPattern =
  /^(?:Inc|LLC|Ltd|GmbH|AG|SE|KG|Corp|Corporation|PLC|Co|Group|Holding|Holdings|Labs|Technologies|Solutions|Systems)\.?$/;

function isKnownWord(context: CheckContext, token: string): boolean {
  const lower = token
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[.,]+$/, '');
  if (commonCapitalisedWords.has(lower.replace(/['’]/g, ''))) return true;
  if (context.sourceWords.has(lower)) return true;
  // "P99-Latenz": a compound is known when each of its parts is.
  if (
    lower.includes('-') &&
    lower
      .split('-')
      .every((part) => part.length === 0 || context.sourceWords.has(part) || commonCapitalisedWords.has(part))
  )
    return true;
  // Simple inflections: "Engineers" when the ad says "Engineer", "Google's".
  return context.sourceWords.has(lower.replace(/(?:es|s)$/, '')) || context.sourceWords.has(`${lower}s`);
}

const degreeLabels: Record<DegreeKind, string> = {
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
  mba: 'an MBA',
  diploma: 'a Diplom',
  associate: "an associate's degree",
  school: 'a school diploma',
};
const certificationAcronyms =
  /\b(?:PMP|CPA|CFA|CISSP|CCNA|CCNP|CISA|CISM|CSM|PSM|ITIL|PRINCE2|CKA|CKAD|OSCP|CEH|CAPM|SHRM-CP|PHR|ACCA|CIMA)\b/g;

function checkFacts(context: CheckContext): void {
  const { letter, resume, job } = context;
  const resumeSkills = new Set(resume.skills);
  const adSkills = new Set(job.skills);

  // Skills from the vocabulary.
  for (const mention of findSkills(letter)) {
    if (resumeSkills.has(mention.name)) continue;
    const span = { start: mention.start, end: mention.end };
    if (adSkills.has(mention.name)) {
      if (isApplicantClaim(letter, mention.start, mention.end)) {
        context.claimedSkillsWithoutEvidence.add(mention.name);
        add(
          context,
          'faithful-facts',
          'error',
          `The letter claims ${mention.name}, which the ad asks for but the resume does not show.`,
          span,
        );
      }
      continue;
    }
    add(
      context,
      'faithful-facts',
      'error',
      `The letter names ${mention.name}, which appears in neither the resume nor the ad.`,
      span,
    );
  }

  // Degrees.
  const resumeDegreeKinds = new Set<DegreeKind>([
    ...resume.education.flatMap((entry) => entry.degreeKinds),
    ...readDegreeKinds(resume.cleanText),
  ]);
  const adDegreeKinds = new Set(readDegreeKinds(job.cleanText));
  for (const sentence of context.sentences) {
    for (const kind of readDegreeKinds(sentence.text)) {
      if (resumeDegreeKinds.has(kind) || (kind === 'master' && resumeDegreeKinds.has('mba'))) continue;
      const claimed = firstPersonPattern.test(sentence.text) && !adReferencePattern.test(sentence.text);
      if (claimed || !adDegreeKinds.has(kind)) {
        add(
          context,
          'faithful-facts',
          'error',
          `The letter mentions ${degreeLabels[kind]}, which the resume does not show.`,
          { start: sentence.start, end: sentence.end },
        );
      }
    }
  }

  // Certifications.
  const resumeFolded = foldForComparison(resume.cleanText);
  for (const sentence of context.sentences) {
    const named = [
      ...[...sentence.text.matchAll(/\bCertified\s+((?:[\p{Lu}][\p{L}\p{N}+#.-]*\s?){1,5})/gu)].map(
        (match) => match[0],
      ),
      ...[
        ...sentence.text.matchAll(
          /((?:[\p{Lu}][\p{L}\p{N}+#.-]*\s){1,5})(?:certification|certificate|Zertifikat|Zertifizierung)\b/gu,
        ),
      ].map((match) => match[1] ?? ''),
      ...[...sentence.text.matchAll(certificationAcronyms)].map((match) => match[0]),
    ];
    for (const certification of named) {
      // The full stop that ends the sentence is not part of the name ("... and Certified Angular Developer.").
      const folded = foldForComparison(certification.trim().replace(/[.,;:]+$/, ''))
        .replace(/^(?:an?|the|my|i also hold the|i hold the)\s+/, '')
        .trim();
      if (!folded || resumeFolded.includes(folded)) continue;
      if (!firstPersonPattern.test(sentence.text) && foldForComparison(job.cleanText).includes(folded)) continue;
      add(
        context,
        'faithful-facts',
        'error',
        `The letter names the certification "${certification.trim()}", which the resume does not show.`,
        { start: sentence.start, end: sentence.end },
      );
    }
  }

  checkNames(context);
  checkTitlesAndEmployers(context);
}

/** Capitalised names (employers, schools, places, products) that appear in neither the resume nor the ad. */
function checkNames(context: CheckContext): void {
  const { letter } = context;
  const german = context.expectedLanguage === 'de' || detectLanguage(letter) === 'de';
  const skillSpans = findSkills(letter);
  const reported = new Set<string>();
  for (const match of letter.matchAll(/[\p{Lu}][\p{L}\p{N}&+#'’.-]*/gu)) {
    const token = match[0].replace(/[.'’-]+$/, '');
    const start = match.index;
    const end = start + token.length;
    if (token.length < 2 && token !== 'I') continue;
    if (skillSpans.some((skill) => start >= skill.start && start < skill.end)) continue;
    const atSentenceStart =
      start === 0 ||
      /(?:[.!?:]\s*|\n\s*|["“„(]\s*)$/.test(letter.slice(Math.max(0, start - 4), start)) ||
      /^\s*$/.test(letter.slice(letter.lastIndexOf('\n', start - 1) + 1, start));
    const distinctive =
      /[\p{Lu}].*[\p{Lu}]|[\p{N}]/u.test(token.slice(1)) ||
      /^[\p{Lu}]{2,}$/u.test(token) ||
      companySuffixPattern.test(token);
    // German capitalises every noun, so only shapes that read as names are checked there.
    if (german && !distinctive) continue;
    if (atSentenceStart && !distinctive) continue;
    if (isKnownWord(context, token)) {
      // A credential only the ad names ("RN", "CPA") must not be claimed as the applicant's.
      const lower = token.toLowerCase();
      const adOwnName = `${context.job.company ?? ''} ${context.job.title ?? ''}`.toLowerCase();
      if (
        distinctive &&
        !context.resumeWords.has(lower) &&
        !commonCapitalisedWords.has(lower) &&
        !adOwnName.includes(lower) &&
        isApplicantClaim(letter, start, end)
      ) {
        add(context, 'faithful-facts', 'error', `"${token}" comes from the ad but is claimed as the applicant's own.`, {
          start,
          end,
        });
      }
      continue;
    }
    const key = token.toLowerCase();
    if (reported.has(key)) continue;
    reported.add(key);
    const employerContext =
      /\b(?:at|for|from|joined|bei|für)\s+$/i.test(letter.slice(Math.max(0, start - 10), start)) ||
      companySuffixPattern.test(token);
    // An acronym or product-style name the applicant claims ("I hold the CCRN") is a fact the resume must show.
    const claimedCredential = distinctive && isApplicantClaim(letter, start, end);
    const severity: FindingSeverity = employerContext || claimedCredential ? 'error' : 'warning';
    const reason = employerContext
      ? ' (an employer or name the resume does not show)'
      : claimedCredential
        ? ' (claimed as the applicant’s own)'
        : '';
    add(context, 'faithful-facts', severity, `"${token}" appears in neither the resume nor the ad${reason}.`, {
      start,
      end,
    });
  }
}

function foldedWords(text: string): string[] {
  return foldForComparison(text)
    .split(/\s+/)
    .filter((word) => word.length > 1 && !/^(?:of|the|and|und|der|die|das|a|an)$/.test(word));
}

/** "As Senior Engineer at Acme": the title must be one the resume shows at that employer. */
function checkTitlesAndEmployers(context: CheckContext): void {
  const { letter, resume } = context;
  const outsideRoles = resume.roles.reduce((text, role) => text.replace(role.text, ' '), resume.cleanText);
  const pattern =
    /\b(?:[Aa]s|[Aa]ls)\s+(?:an?\s+|the\s+|my\s+)?((?:[\p{Lu}][\p{L}\p{N}()+#/&.-]*\s+){0,5}?[\p{Lu}][\p{L}\p{N}()+#/&.-]*)\s+(?:at|with|for|bei)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}&.'’-]*)(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}&.'’-]*){0,3})/gu;
  for (const match of letter.matchAll(pattern)) {
    const title = match[1] ?? '';
    const organisation = (match[2] ?? '').replace(/[.,]+$/, '');
    const sentence = sentenceAt(context, match.index);
    if (sentence && /\b(?:would|could|hope|look forward|join|möchte|würde|gerne)\b/i.test(sentence.text)) continue;
    const folded = foldForComparison(organisation);
    const roles = resume.roles.filter(
      (role) =>
        role.employer &&
        (foldForComparison(role.employer).startsWith(folded) || folded.startsWith(foldForComparison(role.employer))),
    );
    // Organisations the resume does not list are reported by the name check.
    if (roles.length === 0) continue;
    const titleWords = foldedWords(title);
    const shown = roles.some((role) => {
      const roleWords = new Set(foldedWords(`${role.title} ${role.text.split('\n')[0] ?? ''}`));
      return titleWords.every((word) => roleWords.has(word));
    });
    if (!shown) {
      add(context, 'faithful-facts', 'error', `The resume does not show the title "${title}" at ${organisation}.`, {
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }

  // Each achievement stays with its own employer: a number said of one employer must come from that employer's lines.
  for (const sentence of context.sentences) {
    const named = resume.roles.filter((role) => role.employer && sentence.text.includes(role.employer));
    const employerNames = [...new Set(named.map((role) => role.employer))];
    if (employerNames.length !== 1) continue;
    const ownText = named.map((role) => role.text).join('\n');
    const otherRoles = resume.roles.filter((role) => !named.includes(role));
    for (const mention of findNumbers(sentence.text)) {
      if (isYearValue(mention.value) && !/%/.test(mention.text)) continue;
      const inOwn = findNumbers(ownText).some((candidate) => candidate.value === mention.value);
      const inOther = otherRoles.some((role) =>
        findNumbers(role.text).some((candidate) => candidate.value === mention.value),
      );
      if (!inOwn && inOther) {
        add(
          context,
          'faithful-facts',
          'error',
          `"${mention.text}" belongs to another employer in the resume, not ${employerNames[0] ?? ''}.`,
          {
            start: sentence.start + mention.start,
            end: sentence.start + mention.end,
          },
        );
      }
    }
    // Names of projects and products ("ChatGPT") travel with their employer too, unless the resume names them elsewhere.
    const employer = employerNames[0] ?? '';
    const skillSpans = findSkills(sentence.text);
    for (const match of sentence.text.matchAll(/(?<![\p{L}\p{N}])[\p{Lu}][\p{L}\p{N}]*[\p{Lu}\p{N}][\p{L}\p{N}]*/gu)) {
      const token = match[0];
      if (employer.includes(token) || skillSpans.some((span) => match.index >= span.start && match.index < span.end))
        continue;
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${token}(?![\\p{L}\\p{N}])`, 'u');
      if (pattern.test(ownText) || !otherRoles.some((role) => pattern.test(role.text))) continue;
      if (pattern.test(outsideRoles)) continue;
      add(
        context,
        'faithful-facts',
        'error',
        `"${token}" belongs to another employer in the resume, not ${employer}.`,
        {
          start: sentence.start + match.index,
          end: sentence.start + match.index + token.length,
        },
      );
    }
  }

  // A degree stays with its own school: "my PhD from MIT" when the PhD is from another school.
  for (const sentence of context.sentences) {
    const kinds = readDegreeKinds(sentence.text);
    if (kinds.length === 0) continue;
    const mentioned = resume.education.filter(
      (entry) => entry.institution && sentence.text.includes(entry.institution),
    );
    if (mentioned.length === 0) continue;
    for (const kind of kinds) {
      if (mentioned.some((entry) => entry.degreeKinds.includes(kind))) continue;
      if (!resume.education.some((entry) => entry.degreeKinds.includes(kind))) continue; // reported as a missing degree
      add(context, 'faithful-facts', 'error', `The letter places ${degreeLabels[kind]} at the wrong school.`, {
        start: sentence.start,
        end: sentence.end,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Specific

function checkSpecific(context: CheckContext): void {
  const { letter, job, resume } = context;
  const foldedLetter = foldForComparison(letter);
  if (job.title) {
    const titleWords = foldedWords(job.title);
    const present =
      foldedLetter.includes(foldForComparison(job.title)) ||
      context.sentences.some((sentence) => {
        const words = new Set(foldedWords(sentence.text));
        return titleWords.filter((word) => words.has(word)).length >= Math.ceil(titleWords.length * 0.75);
      });
    if (!present) add(context, 'specific', 'error', `The letter does not name the role (${job.title}).`);
  }
  if (job.company && !foldedLetter.includes(foldForComparison(job.company))) {
    add(context, 'specific', 'error', `The letter does not name the company (${job.company}).`);
  }
  const employers = resume.roles
    .map((role) => role.employer)
    .filter((employer): employer is string => Boolean(employer));
  const concrete = context.sentences.some((sentence) => {
    const numbers = findNumbers(sentence.text).filter((mention) => !isYearValue(mention.value));
    const fromAchievement = numbers.some((mention) =>
      resume.achievements.some((achievement) =>
        findNumbers(achievement.text).some((candidate) => candidate.value === mention.value),
      ),
    );
    if (fromAchievement) return true;
    const words = new Set([
      ...contentWords(sentence.text),
      ...listSkillNames(sentence.text).map((skill) => skill.toLowerCase()),
    ]);
    return resume.achievements.some((achievement) => {
      const ownEmployer = achievement.employer
        ? sentence.text.includes(achievement.employer)
        : achievement.source === 'project';
      const overlap = new Set(
        [...contentWords(achievement.text), ...achievement.skills.map((skill) => skill.toLowerCase())].filter((word) =>
          words.has(word),
        ),
      ).size;
      return (ownEmployer && overlap >= 2) || overlap >= 5;
    });
  });
  if (!concrete) {
    add(
      context,
      'specific',
      'error',
      employers.length || resume.achievements.length
        ? 'The body has no concrete achievement from the resume.'
        : 'The body has no concrete detail from the resume.',
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Requirements

function isAddressed(match: RequirementMatch, context: CheckContext): boolean {
  const letterSkills = new Set(listSkillNames(context.letter));
  const foldedLetter = foldForComparison(context.letter);
  return match.matchedTerms.some((term) => {
    if (letterSkills.has(term)) return true;
    if (
      !requirementConcepts.some((concept) => concept.id === term) &&
      new RegExp(`(?:^| )${escapeRegExp(foldForComparison(term))}(?: |$)`).test(foldedLetter)
    )
      return true;
    if (term === 'degree')
      return (
        readDegreeKinds(context.letter).length > 0 || /\bdegree\b|abschluss|studium|ausbildung/i.test(context.letter)
      );
    if (term === 'years of experience') return /\d+\+?\s*(?:years?|jahre)/i.test(context.letter);
    const concept = requirementConcepts.find((candidate) => candidate.id === term);
    if (concept)
      return (
        concept.ad.test(context.letter) ||
        (concept.resume.test(context.letter) &&
          match.evidence.some((item) => item.employer && context.letter.includes(item.employer)))
      );
    if (term === 'related experience') {
      const evidence = match.evidence[0]?.text ?? '';
      const letterWords = new Set(contentWords(context.letter));
      return contentWords(evidence).filter((word) => letterWords.has(word)).length >= 4;
    }
    return false;
  });
}

function checkRequirements(context: CheckContext): MustHaveCoverage[] {
  const coverage: MustHaveCoverage[] = context.matches.mustHaves.map((match) => ({
    requirement: match.requirement.text,
    supported: match.status !== 'unsupported',
    addressed: match.status !== 'unsupported' && isAddressed(match, context),
    ...(match.evidence[0] ? { evidence: match.evidence[0].text } : {}),
  }));
  const top = coverage.filter((item) => item.supported).slice(0, 5);
  const addressed = top.filter((item) => item.addressed).length;
  const needed = top.length === 0 ? 0 : Math.max(1, Math.ceil(top.length * 0.6));
  for (const item of top.filter((entry) => !entry.addressed)) {
    add(context, 'requirements', 'warning', `A must-have the resume supports is not addressed: "${item.requirement}".`);
  }
  if (addressed < needed) {
    add(
      context,
      'requirements',
      'error',
      `Only ${addressed} of the ad's top ${top.length} supported must-haves are addressed; at least ${needed} should be.`,
    );
  }
  const mustSkills = new Set(context.job.mustHaves.flatMap((requirement) => requirement.skills));
  for (const skill of context.claimedSkillsWithoutEvidence) {
    if (mustSkills.has(skill))
      add(context, 'requirements', 'error', `The must-have ${skill} is claimed without evidence in the resume.`);
  }
  return coverage;
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Filler

const placeholderPatterns: RegExp[] = [
  /\[[^\]\n]{1,60}\]/g,
  /\{\{?[^}\n]{1,40}\}?\}/g,
  /<(?:[A-Za-z][A-Za-z _-]{1,30})>/g,
  /\b(?:undefined|NaN|TODO|TBD|FIXME|lorem ipsum|XXX+)\b/g,
  /\b(?:Company Name|Your Name|Hiring Manager's Name|Job Title|Position Title|Firmenname|Ihr Name)\b/g,
];
const stockOpenerPatterns: RegExp[] = [
  /\bI am writing to (?:express|apply|submit|convey|formally)/i,
  /\bI(?:'m|’m| am) writing (?:in regard|regarding|with regard)/i,
  /\bI(?:'m|’m| am) (?:excited|thrilled|eager|delighted|pleased|happy) to (?:apply|submit|express|be applying)/i,
  /\bI would like to (?:express|apply for)/i,
  /\bplease accept (?:this|my) (?:letter|application)/i,
  /\bI wish to apply/i,
  /\bit is with (?:great|much) (?:pleasure|enthusiasm|interest|excitement)/i,
  /\bI am reaching out to (?:express|apply)/i,
  /\bI was (?:excited|thrilled|delighted) to (?:see|come across|learn|discover)/i,
  /\bwith (?:great|keen) interest,? I\b/i,
  /\bhiermit bewerbe ich mich\b/i,
  /\bich bewerbe mich hiermit\b/i,
  /\bmit großem Interesse habe ich (?:Ihre|die) (?:Stellen)?(?:anzeige|ausschreibung)/i,
  /\bauf Ihre Stellen(?:anzeige|ausschreibung)[^.]{0,60}aufmerksam geworden/i,
];
const clichePattern =
  /\b(?:team player|hard[- ]working|go-getter|synergy|think outside the box|self-starter|results-driven|detail-oriented team player|perfect fit)\b/gi;

function checkFiller(context: CheckContext): void {
  const { letter } = context;
  const english = context.expectedLanguage === 'en';
  for (const pattern of placeholderPatterns) {
    for (const match of letter.matchAll(pattern)) {
      add(context, 'no-filler', 'error', `Placeholder left in the letter: "${match[0]}".`, {
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  // "null" is a German word (zero); only an English letter treats it as a leaked value.
  if (english) {
    for (const match of letter.matchAll(/\bnull\b/g)) {
      add(context, 'no-filler', 'error', 'Placeholder left in the letter: "null".', {
        start: match.index,
        end: match.index + 4,
      });
    }
  }
  for (const pattern of stockOpenerPatterns) {
    const match = letter.match(pattern);
    if (match?.index !== undefined) {
      add(context, 'no-filler', 'error', `Stock opener: "${match[0]}".`, {
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  for (const match of letter.matchAll(clichePattern)) {
    add(context, 'no-filler', 'warning', `Cliché: "${match[0]}".`, {
      start: match.index,
      end: match.index + match[0].length,
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Language

function checkLanguage(context: CheckContext): LetterLanguage {
  const detected = detectLanguage(context.letter, context.expectedLanguage);
  if (context.letter.trim() && detected !== context.expectedLanguage) {
    add(
      context,
      'language',
      'error',
      `The letter is written in ${detected === 'de' ? 'German' : 'English'}; expected ${context.expectedLanguage === 'de' ? 'German' : 'English'}.`,
    );
    return detected;
  }
  // A paragraph pasted in the other language (a resume bullet quoted untranslated) breaks the letter as well.
  let offset = 0;
  for (const paragraph of context.letter.split(/\n\s*\n/)) {
    const start = context.letter.indexOf(paragraph, offset);
    offset = start + paragraph.length;
    if (countWords(paragraph) < 20) continue;
    const { german, english } = scoreLanguages(paragraph);
    const other = context.expectedLanguage === 'en' ? german - english : english - german;
    if (other >= 3) {
      add(context, 'language', 'error', 'A paragraph is written in another language than the letter.', {
        start,
        end: start + paragraph.length,
      });
    }
  }
  return detected;
}

// ---------------------------------------------------------------------------------------------------------------
// 9. Untrusted input

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function checkUntrustedInput(context: CheckContext, rawResume: string, rawAd: string): void {
  const { letter } = context;
  for (const sentence of context.sentences) {
    if (isInstructionToGenerator(sentence.text)) {
      add(context, 'untrusted-input', 'error', 'The letter contains an instruction addressed to a generator.', {
        start: sentence.start,
        end: sentence.end,
      });
    }
  }
  const instructions = [...findInstructionSentences(rawResume), ...findInstructionSentences(rawAd)].map(
    (instruction) => instruction.text,
  );
  if (instructions.length === 0) return;
  const letterWords = wordsOf(letter);
  const letterShingles = new Set<string>();
  for (let index = 0; index + 4 <= letterWords.length; index += 1)
    letterShingles.add(letterWords.slice(index, index + 4).join(' '));
  for (const instruction of instructions) {
    const words = wordsOf(instruction);
    let copied = false;
    for (let index = 0; index + 4 <= words.length; index += 1) {
      if (letterShingles.has(words.slice(index, index + 4).join(' '))) {
        copied = true;
        break;
      }
    }
    // What the instruction asks to be written ("write that I ..."): its distinctive words must not show up together.
    const payload = instruction.replace(
      /^.*?\b(?:that|dass|phrase|sentence|say|state|claim|mention|include)\b[:\s"“„]*/i,
      '',
    );
    const payloadWords = contentWords(payload).filter((word) => word.length > 3 && !context.resumeWords.has(word));
    const obeyed =
      payloadWords.length >= 2 &&
      context.sentences.some((sentence) => {
        const sentenceWords = new Set(contentWords(sentence.text));
        return (
          payloadWords.filter((word) => sentenceWords.has(word)).length >=
          Math.max(2, Math.ceil(payloadWords.length * 0.6))
        );
      });
    if (copied || obeyed) {
      add(
        context,
        'untrusted-input',
        'error',
        `The letter ${copied ? 'copies' : 'follows'} an instruction found in the input: "${instruction.slice(0, 80)}".`,
      );
    }
  }
}
