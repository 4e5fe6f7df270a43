// Requirements: the ad's must-haves (read from its requirement headings, or from "must"/"essential" sentences) that
// the resume supports are addressed with evidence. A must-have counts as covered only when a sentence of the letter
// and a line of the resume both state it (the same skill, credential, degree or words), and both are quoted; none is
// claimed without evidence. An ad whose must-haves cannot be read is said to be so, never passed silently.

import { findSkills } from '../vocabulary/skills.ts';
import { addFinding, analyse, type CheckContext, type TextAnalysis } from './check-context.ts';
import { isFirstPerson, isSpanishFirstPerson } from './claims.ts';
import { readDegreeKinds, type DegreeKind } from './degrees.ts';
import { contentStems, foldToken, isNumberWithSuffix, isProductToken, readTokens, stemWord } from './words.ts';

export type MustHaveCoverage = {
  requirement: string;
  /** The resume states it. */
  supported: boolean;
  /** The letter states it with evidence from the resume (both quotes below are there). */
  addressed: boolean;
  /** The resume's line that states it (kept for older browsers, same as `resumeQuote`). */
  evidence?: string;
  resumeQuote?: string;
  letterQuote?: string;
};

/** Words that say how much or how well, not what: they never make a requirement's evidence. */
const vagueStems = new Set(
  `strong excellent good great proven solid deep demonstrable demonstrated significant relevant similar related
  minimum least plus ideally preferably equivalent previous prior hands-on handson ability able willing
  understand understanding familiar familiarity knowledge proficient proficiency competent competence skilled
  effective effectively high quality level degree-level area field including such like other etc`
    .split(/\s+/)
    .map((word) => stemWord(word)),
);

type Terms = {
  skills: string[];
  /** Acronyms and product names ("RN", "PL/SQL"). */
  tokens: string[];
  /** Other names the requirement capitalises ("Zendesk", "Texas"). */
  names: string[];
  degrees: DegreeKind[];
  stems: string[];
  /** "Zendesk or Intercom": any one alternative states the requirement. */
  alternatives: boolean;
};

/** Words a requirement capitalises mid-sentence that are still ordinary words, not names of tools or bodies. */
const ordinaryCapitalised =
  /^(?:English|German|French|Spanish|Microsoft|Office|Degree|Bachelor|Master|Level|Experience|Knowledge)$/u;

function termsOf(text: string, language: string): Terms {
  const skills = [...new Set(findSkills(text).map((mention) => mention.name))];
  const skillStems = new Set(skills.flatMap((skill) => contentStems(skill)));
  const written = readTokens(text);
  // In a line written in title case ("Food Hygiene Certificate") capitals say nothing about names.
  const longWords = written.filter((token) => token.text.length >= 4);
  const titleCase = longWords.length >= 2 && longWords.every((token) => /^\p{Lu}/u.test(token.text));
  const names: string[] = [];
  const tokens = [
    ...new Set(
      written
        .filter((token, index) => {
          const word = token.text;
          if (/^(?:UK|US|USA|EU|CV|NHS|IT|OR|AND)$/u.test(word) || isNumberWithSuffix(word)) return false;
          if (readDegreeKinds(word).length > 0) return false;
          if (isProductToken(word) || /^[\p{Lu}]{2,}[\p{Lu}\p{N}]*$/u.test(word)) return true;
          // "Zendesk", "Texas": a capitalised word inside the requirement names a tool, a place or a body (not in
          // German, which capitalises every noun).
          if (
            language !== 'de' &&
            !titleCase &&
            index > 0 &&
            /^[\p{Lu}][\p{Ll}]{2,}$/u.test(word) &&
            !ordinaryCapitalised.test(word)
          )
            names.push(foldToken(word));
          return false;
        })
        // "Siemens S7 / TIA Portal": names a spaced slash joins are each named, and a letter that says "S7 und TIA
        // Portal" names them (as a text's own tokens are read, TextAnalysis.tokens).
        .flatMap((token) =>
          /^[\p{Lu}\d]{2,}(?:\s\/\s?|\s?\/\s)[\p{Lu}\d]{2,}$/u.test(token.text)
            ? foldToken(token.text)
                .split(/\s?\/\s?/u)
                .filter((part) => part.length > 1)
            : [foldToken(token.text)],
        ),
    ),
  ].filter((token) => !skillStems.has(token) && !skills.some((skill) => skill.toLowerCase() === token));
  const stems = [...new Set(contentStems(text))].filter(
    (stem) =>
      !vagueStems.has(stem) &&
      !skillStems.has(stem) &&
      !tokens.includes(stem) &&
      !names.includes(stem) &&
      !/^\d/.test(stem),
  );
  return {
    skills,
    tokens,
    names: [...new Set(names)].filter((name) => !skills.some((skill) => skill.toLowerCase() === name)),
    degrees: readDegreeKinds(text),
    stems,
    alternatives: /(?<![\p{L}])(?:or|oder|o|ou)(?![\p{L}])/iu.test(text),
  };
}

/** The requirement's terms a text states, and whether that is enough to count as stating the requirement. */
function matchTerms(requirement: Terms, text: TextAnalysis): { matched: Set<string>; states: boolean } {
  const matched = new Set<string>();
  for (const skill of requirement.skills) if (text.skills.has(skill)) matched.add(`skill:${skill}`);
  for (const token of requirement.tokens)
    if (text.tokens.has(token) || text.initials.has(token)) matched.add(`token:${token}`);
  for (const degree of requirement.degrees) if (text.degrees.includes(degree)) matched.add(`degree:${degree}`);
  // Capitalised names ("Texas", "Zendesk") are what a requirement turns on only when it names no skill, acronym or
  // degree; beside one ("Texas RN license") they count like its other words.
  const strong = requirement.skills.length + requirement.tokens.length + requirement.degrees.length > 0;
  for (const name of requirement.names)
    if (text.tokens.has(name)) matched.add(strong ? `stem:${name}` : `name:${name}`);
  const stems = text.stems;
  const sharedStems = requirement.stems.filter((stem) => stems.has(stem));
  for (const stem of sharedStems) matched.add(`stem:${stem}`);
  const specific = [...matched].some((term) => !term.startsWith('stem:'));
  // A requirement that names a skill, a credential, a degree or a tool is stated only by a text that names it too.
  const hasSpecific = strong || requirement.names.length > 0;
  const neededStems =
    requirement.stems.length <= 2 ? requirement.stems.length : Math.max(2, Math.ceil(requirement.stems.length * 0.4));
  const states = hasSpecific ? specific : requirement.stems.length > 0 && sharedStems.length >= neededStems;
  return { matched, states };
}

function quote(text: string): string {
  const trimmed = text.trim().replace(/^[•*–-]\s*/u, '');
  return trimmed.length > 200 ? `${trimmed.slice(0, 197)}...` : trimmed;
}

type Evidence = { text: string; matched: Set<string> };

function statingTexts(
  context: CheckContext,
  requirement: Terms,
  texts: string[],
  accept: (text: string) => boolean = () => true,
): Evidence[] {
  const stating: Evidence[] = [];
  for (const text of texts) {
    if (!accept(text)) continue;
    const { matched, states } = matchTerms(requirement, analyse(text));
    if (states) stating.push({ text, matched });
  }
  return stating;
}

/** The resume line and letter sentence that state the most of the requirement in common. */
function bestPair(
  resume: Evidence[],
  letter: Evidence[],
): { resume: Evidence; letter: Evidence; common: string[] } | undefined {
  let best: { resume: Evidence; letter: Evidence; common: string[] } | undefined;
  for (const line of resume) {
    for (const sentence of letter) {
      const common = [...sentence.matched].filter((term) => line.matched.has(term));
      if (common.length === 0) continue;
      if (!best || common.length > best.common.length) best = { resume: line, letter: sentence, common };
    }
  }
  return best;
}

function largest(evidence: Evidence[]): Evidence | undefined {
  return evidence.reduce<Evidence | undefined>(
    (best, item) => (!best || item.matched.size > best.matched.size ? item : best),
    undefined,
  );
}

// ("Les escribo para presentar mi candidatura al puesto de Segundo/a de Cocina ...": the plural "les", and the
// candidacy presented, open a Spanish letter as often.)
const applicationOpening =
  /^(?:I am|I['’]m) (?:applying|writing to apply)\b|^I (?:would like|wish) to apply\b|^(?:ich bewerbe mich|hiermit bewerbe ich mich)\b|^je (?:vous adresse|souhaite vous proposer) ma candidature\b|^(?:me dirijo a ustedes|les? escribo)\b|^(?:deseo|quisiera|me gustaría) presentar mi candidatura\b/iu;

const adReferenceOpening =
  /^(?:your|the) (?:advert|ad|posting|job ad|vacancy|role|position)\b|^(?:you|your team) (?:ask|need|want|require)/iu;

export function checkRequirements(context: CheckContext): MustHaveCoverage[] {
  const fromAd = context.ad.mustHaves;
  const requirements = fromAd.length > 0 ? fromAd : (context.facts?.job.mustHaves ?? []);
  if (requirements.length === 0) {
    addFinding(
      context,
      'requirements',
      'warning',
      'No requirements were found in the ad, so the letter could not be checked against them.',
    );
    return [];
  }
  if (fromAd.length === 0)
    addFinding(
      context,
      'requirements',
      'info',
      'The requirements are the ones you confirmed; none could be read from the ad text.',
    );
  const resumeLines = [
    ...context.resume.lines.map((line) => line.text),
    ...context.confirmedSource.text.split('\n'),
  ].filter((line) => line.trim() !== '');
  // "Your advert asks for strong communication skills. As a technician, I presented ... at weekly meetings.": a
  // sentence that names the requirement and the next one that gives the evidence are read together.
  const sentences = context.letter.sentences;
  const letterSentences = sentences.flatMap((sentence, index) => {
    const next = sentences[index + 1];
    const namesRequirement = adReferenceOpening.test(sentence.text.trim()) && !isFirstPerson(sentence.text);
    return namesRequirement && next && next.paragraph === sentence.paragraph && isFirstPerson(next.text)
      ? [sentence.text, `${sentence.text} ${next.text}`]
      : [sentence.text];
  });
  const coverage: MustHaveCoverage[] = [];
  for (const requirement of requirements) {
    const terms = termsOf(requirement, context.ad.language);
    if (
      terms.skills.length + terms.tokens.length + terms.names.length + terms.degrees.length + terms.stems.length ===
      0
    ) {
      coverage.push({ requirement, supported: false, addressed: false });
      continue;
    }
    const resumeStating = statingTexts(context, terms, resumeLines);
    const letterStating = statingTexts(
      context,
      terms,
      letterSentences,
      // "Your advert asks for X" alone is no evidence; "Your advert asks for X, and I hold X" is, and so is "..., which I
      // hold", which claims the X it names.
      (sentence) =>
        (isFirstPerson(sentence) || (context.expectedLanguage === 'es' && isSpanishFirstPerson(sentence))) &&
        (!adReferenceOpening.test(sentence.trim()) ||
          /(?:,|;|:|\band|\bund|\by|\bet)\s+(?:I|my|ich|mein\p{L}*|yo|mi|je|j['’]|mon|ma)(?![\p{L}])/u.test(sentence) ||
          /,\s+which\s+I\s+(?:hold|have)\b/u.test(sentence)),
    );
    const pair = bestPair(resumeStating, letterStating);
    const specificCommon = pair?.common.some((term) => !term.startsWith('stem:')) ?? false;
    const addressed =
      pair !== undefined &&
      (specificCommon || pair.common.length >= (terms.alternatives ? 1 : Math.min(2, terms.stems.length)));
    const resumeEvidence = addressed && pair ? pair.resume : largest(resumeStating);
    const letterEvidence = addressed && pair ? pair.letter : largest(letterStating);
    coverage.push({
      requirement,
      supported: resumeEvidence !== undefined,
      addressed,
      ...(resumeEvidence ? { evidence: quote(resumeEvidence.text), resumeQuote: quote(resumeEvidence.text) } : {}),
      ...(letterEvidence && addressed ? { letterQuote: quote(letterEvidence.text) } : {}),
    });
    // A must-have the letter claims, in a sentence of its own, with a specific term the resume never states. (A
    // sentence that only repeats what the ad asks for claims nothing.)
    const claim = resumeEvidence
      ? undefined
      : letterStating.find(
          (evidence) =>
            context.letter.sentences.some((sentence) => sentence.text === evidence.text) &&
            !adReferenceOpening.test(evidence.text.trim()) &&
            // "I am applying for the ... position at Visayas Connect, a growing BPO company": the sentence that names
            // the post and the employer describes them in the ad's words, and claims nothing of the applicant's.
            !applicationOpening.test(evidence.text.trim()) &&
            [...evidence.matched].some((term) => term.startsWith('skill:') || term.startsWith('token:')),
        );
    if (claim) {
      const sentence = context.letter.sentences.find((candidate) => candidate.text === claim.text);
      addFinding(
        context,
        'requirements',
        'error',
        `The must-have "${quote(requirement)}" is claimed without evidence in the resume.`,
        sentence ? { start: sentence.start, end: sentence.end } : undefined,
      );
    }
  }
  const top = coverage.filter((item) => item.supported).slice(0, 5);
  for (const item of top.filter((entry) => !entry.addressed)) {
    addFinding(
      context,
      'requirements',
      'warning',
      `A must-have the resume supports is not addressed: "${quote(item.requirement)}".`,
    );
  }
  const addressed = top.filter((item) => item.addressed).length;
  const needed = top.length === 0 ? 0 : Math.max(1, Math.ceil(top.length * 0.5));
  if (addressed < needed) {
    // Must-haves read from sentences rather than a requirements list may be no requirements at all.
    addFinding(
      context,
      'requirements',
      context.ad.mustHavesListed || fromAd.length === 0 ? 'error' : 'warning',
      `Only ${addressed} of the ${top.length} must-haves the resume supports are addressed with evidence; at least ${needed} should be.`,
    );
  }
  if (top.length === 0)
    addFinding(
      context,
      'requirements',
      'info',
      "The resume shows none of the ad's must-haves, so none had to be addressed.",
    );
  return coverage;
}
