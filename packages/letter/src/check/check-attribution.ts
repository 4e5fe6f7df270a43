// Faithful facts, part two: each achievement stays with its own employer. A sentence that names an employer or a
// role ("At Uber, I ...", "As a Medical Technician, I ...") or refers back to one ("There, I ...", "In that role,
// I also ...", "at the same company", "dort", "en ese puesto") must describe something that stands under that
// employer or role in the resume, not under another one. A title and an employer named together must belong to the
// same role.

import { findNumbers, isYearValue } from '../text/numbers.ts';
import { addFinding, analyse, noteConfirmed, type CheckContext } from './check-context.ts';
import { confirmedRegions } from './confirmed-facts.ts';
import { isFirstPerson, isHedged } from './claims.ts';
import type { LetterSentence } from './read-letter.ts';
import { isTitlePhrase } from './names.ts';
import type { RoleRegion } from './read-resume.ts';
import {
  containsPhrase,
  contentStems,
  foldPhrase,
  foldToken,
  isProductToken,
  readTokens,
  withinOneEdit,
} from './words.ts';

const backReferencePattern =
  /(?:^|[.;,]\s*)There,|(?<![\p{L}])(?:there,\s|while there|(?:worked|working|stayed|spent|was|were|I|also)\s+there(?![\p{L}])|there I(?![\p{L}])|in (?:that|this|the same) (?:role|position|job|post|capacity|team|company|organi[sz]ation)|at the same (?:company|organi[sz]ation|employer|firm|place|hospital|school|practice)|for the same (?:company|organi[sz]ation|employer)|during (?:that|this) (?:time|role|period)|dort|ebendort|in dieser (?:Rolle|Position|Funktion|Stelle|Zeit)|in jener (?:Rolle|Position)|beim selben Arbeitgeber|im selben Unternehmen|allí|allá|en ese (?:puesto|rol|cargo|trabajo|empleo)|en esa (?:empresa|posición|función|etapa)|en la misma empresa|là-bas|dans ce (?:poste|rôle)|à ce poste|dans cette (?:fonction|entreprise|société)|dans la même (?:entreprise|société))(?![\p{L}])/iu;

/** Words a letter wraps around an achievement, which say nothing about which role it belongs to. */
const framingStems = new Set(
  `also addition beyond that role work previous current earlier before time part well there same company position
  organisation organization employer team career step recently latest last first second next further furthermore
  moreover additionally likewise similarly particular example instance proud resume advert posting examples`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

type Link = { regions: RoleRegion[]; label: string };

/** Names that could link a sentence to a region: long enough and not one every role shares (a city, "Remote"). */
function linkNames(names: string[], regions: RoleRegion[]): string[] {
  return [...new Set(names)].filter(
    (name) =>
      foldPhrase(name).length >= 3 &&
      regions.filter((region) => region.employers.includes(name) || region.titles.includes(name)).length <
        regions.length,
  );
}

/** The titles and employers that can link a sentence to a role. */
type RegionNames = { titles: string[]; employers: string[] };

// Titles and employers are found word by word rather than with a regular expression each: resumes bring new names
// to every check, and compiling case-insensitive Unicode patterns for each costs more than the whole comparison.

/** The words of a text, lower-case, with whether each was written with a capital. */
type Words = { lower: string[]; capitalised: boolean[] };

function wordsOf(text: string): Words {
  const written = text.split(/[^\p{L}\p{N}'’+#]+/u).filter((word) => word.length > 0);
  return {
    lower: written.map((word) => word.toLowerCase()),
    capitalised: written.map((word) => /^\p{Lu}/u.test(word)),
  };
}

/** Where a phrase's words stand in a text's words, as a list of start positions. */
function positionsOf(text: Words, phrase: Words): number[] {
  const positions: number[] = [];
  const length = phrase.lower.length;
  if (length === 0) return positions;
  for (let start = 0; start + length <= text.lower.length; start += 1) {
    let matches = true;
    for (let offset = 0; offset < length && matches; offset += 1)
      matches = text.lower[start + offset] === phrase.lower[offset];
    if (matches) positions.push(start);
  }
  return positions;
}

const asWords = new Set(['as', 'als', 'como']);
const articles = new Set(['a', 'an', 'the', 'my', 'ein', 'eine', 'einer', 'un', 'una', 'une']);
const employerPrepositions = new Set(['at', 'with', 'for', 'bei', 'beim', 'en', 'chez', 'à']);

/**
 * A title said as the applicant's role: "As a Data Scientist", "worked as a nurse", "als Teamleiter", "en tant que
 * comptable". Without an article it must be written as a title ("as Project Manager"), not as a description ("act as
 * project manager").
 */
function saidAsRole(sentence: Words, title: Words): boolean {
  return positionsOf(sentence, title).some((start) => {
    const before = sentence.lower[start - 1] ?? '';
    if (articles.has(before)) {
      const as = sentence.lower[start - 2] ?? '';
      return asWords.has(as) || (as === 'que' && sentence.lower[start - 3] === 'tant');
    }
    const asTitle = asWords.has(before) || (before === 'que' && sentence.lower[start - 2] === 'tant');
    return asTitle && (sentence.capitalised[start] ?? false);
  });
}

/** A title said with an employer ("a Machine Learning Engineer at Uber"), or with this employer when one is given. */
function withEmployer(sentence: Words, title: Words, employer?: Words): boolean {
  return positionsOf(sentence, title).some((start) => {
    let next = start + title.lower.length;
    if (!employerPrepositions.has(sentence.lower[next] ?? '')) return false;
    if (!employer) return true;
    next += 1;
    if (sentence.lower[next] === 'the' || sentence.lower[next] === 'der') next += 1;
    return employer.lower.every((word, offset) => sentence.lower[next + offset] === word);
  });
}

/**
 * "Assitant Accountant" in the resume, "Assistant Accountant" in the letter: a writer may correct a misspelt title
 * word, so a title whose long words each differ by one letter at most is the same title.
 */
function nearlySameTitle(resumeTitle: string, letterTitle: string): boolean {
  const left = resumeTitle.toLowerCase().split(/\s+/);
  const right = letterTitle.toLowerCase().split(/\s+/);
  if (left.length !== right.length) return false;
  return left.every((word, index) => {
    const other = right[index] ?? '';
    return word === other || (word.length >= 6 && other.length >= 6 && withinOneEdit(word, other));
  });
}

/** The roles a sentence names by employer, by title, or both, and a title and employer said together but apart in the resume. */
function linkOf(
  sentence: string,
  regions: RoleRegion[],
  names: RegionNames,
): { link: Link | undefined; mismatch: string | undefined } {
  // The cheap whole-word test first: most titles are not in most sentences.
  const words = wordsOf(sentence);
  const found = names.titles.filter((name) => {
    if (!containsPhrase(sentence, name)) return false;
    const title = wordsOf(name);
    return saidAsRole(words, title) || withEmployer(words, title);
  });
  // "Backend Engineer" inside "Senior Backend Engineer" is the longer title, not a second one.
  const titleNames = found.filter(
    (name) => !found.some((other) => other !== name && other.length > name.length && containsPhrase(other, name)),
  );
  // An employer's name inside a title the sentence names ("Sales" in "Sales Representative") is not a mention of it.
  // ("precepted 2 University of Waterloo co-op students": a one-word name the resume capitalises, "Co-op", written
  // in lower case is the common word, no mention of it.)
  const employerNames = names.employers.filter(
    (name) =>
      containsPhrase(sentence, name) &&
      (/\s/u.test(name.trim()) || !/^\p{Lu}/u.test(name) || sentence.includes(name)) &&
      !titleNames.some((title) => title !== name && containsPhrase(title, name)),
  );
  const byEmployer = regions.filter((region) => region.employers.some((name) => employerNames.includes(name)));
  // "As an Accountant" also names the "Accountant II" role: a title counts for every role whose title holds it.
  const byTitle = regions.filter((region) =>
    region.titles.some((name) =>
      titleNames.some((title) => name === title || containsPhrase(name, title) || nearlySameTitle(name, title)),
    ),
  );
  const employerLabel = employerNames[0] ?? '';
  const titleLabel = titleNames[0] ?? '';
  if (byEmployer.length > 0 && byTitle.length > 0) {
    const both = byEmployer.filter((region) => byTitle.includes(region));
    // Only "Title at Employer" claims the pair; a sentence may name one role's title and another's employer apart.
    const paired = titleNames.find((title) =>
      employerNames.some((employer) => withEmployer(words, wordsOf(title), wordsOf(employer))),
    );
    if (both.length === 0 && paired)
      return { link: { regions: byEmployer, label: employerLabel }, mismatch: `${paired} at ${employerLabel}` };
    if (both.length === 0) return { link: { regions: byEmployer, label: employerLabel }, mismatch: undefined };
    return { link: { regions: both, label: employerLabel }, mismatch: undefined };
  }
  if (byEmployer.length > 0) return { link: { regions: byEmployer, label: employerLabel }, mismatch: undefined };
  if (byTitle.length > 0) return { link: { regions: byTitle, label: titleLabel }, mismatch: undefined };
  return { link: undefined, mismatch: undefined };
}

/** The stems of what a sentence says happened, without the employers, titles and framing it names. */
function achievementStems(sentence: string, link: Link, names: RegionNames): string[] {
  const named = [...names.employers, ...names.titles].filter((name) => containsPhrase(sentence, name));
  const naming = new Set(
    [...link.regions.flatMap((region) => [...region.employers, ...region.titles]), ...named].flatMap((name) =>
      contentStems(name),
    ),
  );
  return [...new Set(contentStems(sentence))].filter((stem) => !naming.has(stem) && !framingStems.has(stem));
}

function nonYearNumbers(text: string): string[] {
  return findNumbers(text)
    .filter((mention) => !isYearValue(mention.value))
    .map((mention) => mention.value);
}

type LineScore = { score: number; line: string };

function bestLine(context: CheckContext, stems: string[], numbers: string[], lines: string[]): LineScore {
  let best: LineScore = { score: 0, line: '' };
  for (const line of lines) {
    const analysis = analyse(line);
    const score =
      stems.filter((stem) => analysis.stems.has(stem)).length +
      2 * numbers.filter((number) => analysis.numbers.includes(number)).length;
    if (score > best.score) best = { score, line };
  }
  return best;
}

/** True when two regions describe the same role (a resume that prints its history twice). */
function sameRole(left: RoleRegion, right: RoleRegion): boolean {
  return foldPhrase(left.header) === foldPhrase(right.header);
}

/** What each role's lines hold, and what the resume says outside its roles: read when a sentence first needs it. */
type RegionIndex = {
  numbers: (region: RoleRegion) => Set<string>;
  tokens: (region: RoleRegion) => Set<string>;
  outsideNumbers: () => Set<string>;
  outsideTokens: () => Set<string>;
};

function indexRegions(context: CheckContext, regions: RoleRegion[]): RegionIndex {
  const numbersOf = (lines: string[]) => new Set(lines.flatMap((line) => analyse(line).numbers));
  const tokensOf = (lines: string[]) => new Set(lines.flatMap((line) => [...analyse(line).tokens]));
  const once = <Value>(read: () => Value): (() => Value) => {
    let value: Value | undefined;
    return () => (value ??= read());
  };
  const perRegion = (read: (lines: string[]) => Set<string>) => {
    const known = new Map<RoleRegion, Set<string>>();
    return (region: RoleRegion) => {
      const value = known.get(region) ?? read(region.lines);
      known.set(region, value);
      return value;
    };
  };
  // A number or a name the resume also states outside its roles ("6 years of experience" in the summary) belongs
  // to no role.
  const outside = once(() => {
    const regionLines = new Set(regions.flatMap((region) => region.lines));
    return context.resume.lines.map((line) => line.text).filter((line) => !regionLines.has(line));
  });
  return {
    numbers: perRegion(numbersOf),
    tokens: perRegion(tokensOf),
    outsideNumbers: once(() => numbersOf(outside())),
    outsideTokens: once(() => tokensOf(outside())),
  };
}

function checkSentence(
  context: CheckContext,
  sentence: LetterSentence,
  link: Link,
  regions: RoleRegion[],
  names: RegionNames,
  index: RegionIndex,
): void {
  const stems = achievementStems(sentence.text, link, names);
  const numbers = nonYearNumbers(sentence.text);
  if (stems.length < 3 && numbers.length === 0) return;
  const own = link.regions;
  const others = regions.filter((region) => !own.some((mine) => mine === region || sameRole(mine, region)));
  if (others.length === 0) return;
  const ownLines = own.flatMap((region) => region.lines);
  const ownBest = bestLine(context, stems, numbers, ownLines);
  let otherBest: LineScore & { region: RoleRegion | undefined } = { score: 0, line: '', region: undefined };
  for (const region of others) {
    const best = bestLine(context, stems, numbers, region.lines);
    if (best.score > otherBest.score) otherBest = { ...best, region };
  }
  const inOwn = (values: (region: RoleRegion) => Set<string>, value: string) =>
    own.some((region) => values(region).has(value));
  const holder = (values: (region: RoleRegion) => Set<string>, value: string) =>
    others.find((region) => values(region).has(value));
  const strayNumber = numbers.find(
    (number) => !inOwn(index.numbers, number) && !index.outsideNumbers().has(number) && holder(index.numbers, number),
  );
  // A name only another role's lines hold ("OAuth2/JWT", "OpenAPI", "ChatGPT") is as telling as a number.
  const ownNames = own.flatMap((region) => [...region.employers, ...region.titles]);
  const strayName = readTokens(sentence.text)
    .map((token) => token.text)
    .filter((token) => isProductToken(token) || /\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{N}*$/u.test(token))
    .map((token) => foldToken(token))
    .find(
      (token) =>
        !inOwn(index.tokens, token) &&
        !index.outsideTokens().has(token) &&
        !ownNames.some((name) => containsPhrase(name, token)) &&
        holder(index.tokens, token),
    );
  const clearlyElsewhere =
    otherBest.score >= 3 && otherBest.score >= ownBest.score + 2 && ownBest.score <= Math.max(1, stems.length * 0.5);
  if (!strayNumber && !strayName && !clearlyElsewhere) {
    const confirmedOnly =
      own.some((region) => region.confirmed) &&
      ownBest.score >= 3 &&
      !own.some((region) => !region.confirmed && bestLine(context, stems, numbers, region.lines).score >= 3);
    if (confirmedOnly) noteConfirmed(context, 'faithful-facts', `What the letter says about ${link.label}`);
    return;
  }
  const span = { start: sentence.start, end: sentence.end };
  if (strayNumber) {
    const region = holder(index.numbers, strayNumber);
    const where = region ? describeRegion(region) : 'another role';
    addFinding(
      context,
      'faithful-facts',
      'error',
      `"${strayNumber}" is credited to ${link.label}, but in the resume it stands under ${where}.`,
      span,
    );
    return;
  }
  if (strayName) {
    const region = holder(index.tokens, strayName);
    const where = region ? describeRegion(region) : 'another role';
    addFinding(
      context,
      'faithful-facts',
      'error',
      `"${strayName}" is credited to ${link.label}, but in the resume it stands under ${where}.`,
      span,
    );
    return;
  }
  const where = otherBest.region ? describeRegion(otherBest.region) : 'another role';
  addFinding(
    context,
    'faithful-facts',
    'error',
    `This achievement is credited to ${link.label}, but in the resume it stands under ${where}: "${otherBest.line.slice(0, 120)}".`,
    span,
  );
}

function describeRegion(region: RoleRegion): string {
  const employer = region.employers[0];
  const title = region.titles[0];
  if (employer && title) return `${title} at ${employer}`;
  return employer ?? title ?? region.header.slice(0, 60);
}

/** "At Support Team Lead, I ...", "a Customer Success Associate at Boulder, CO": a title or a place where the employer belongs. */
function checkTitlesAsEmployers(context: CheckContext, regions: RoleRegion[]): void {
  const titles = new Set(regions.flatMap((region) => region.titles));
  const places = new Set(regions.flatMap((region) => region.places));
  const employers = regions.flatMap((region) => region.employers);
  for (const sentence of context.letter.sentences) {
    for (const match of sentence.text.matchAll(
      /(?<![\p{L}])(?:[Aa]t|[Bb]ei|[Bb]eim|[Ee]n|[Cc]hez)\s+([\p{Lu}][\p{L}\p{N}&'’./ -]{2,60}?)(?=[,.;:]|\s+(?:I|ich|yo|je|where|wo|donde|où)(?![\p{L}]))/gu,
    )) {
      const phrase = (match[1] ?? '').trim();
      const kind =
        titles.has(phrase) && isTitlePhrase(phrase) ? 'a job title' : places.has(phrase) ? 'a place' : undefined;
      if (!kind || employers.some((employer) => containsPhrase(employer, phrase))) continue;
      // "the University of Texas at Austin": a school's name that holds "at" and a place, as the resume prints it.
      const named = sentence.text.slice(0, match.index).match(/((?:\p{Lu}[\p{L}.&'’-]*\s+|of\s+){1,6})$/u)?.[1];
      if (named && containsPhrase(context.resume.text, `${named}${match[0].trim()}`)) continue;
      const start = sentence.start + match.index + match[0].indexOf(phrase);
      addFinding(
        context,
        'faithful-facts',
        'error',
        `"${phrase}" is ${kind} in the resume, named here as an employer.`,
        {
          start,
          end: start + phrase.length,
        },
      );
    }
  }
}

/**
 * "As a Software Engineer from 2010 to 2012, I ...": a role the resume printed with dates but no title or employer
 * ("July 2010 to December 2012 Company Name - City") is named by its years, so the sentence that gives them may tell
 * its lines.
 */
function withRegionsOfItsYears(link: Link, sentence: string, regions: RoleRegion[]): Link {
  const sentenceYears = new Set(sentence.match(/\b(?:19|20)\d{2}\b/g) ?? []);
  if (sentenceYears.size === 0) return link;
  const unnamed = regions.filter((region) => {
    if (region.titles.length > 0 || region.employers.length > 0 || link.regions.includes(region)) return false;
    const years = [...new Set(region.header.match(/\b(?:19|20)\d{2}\b/g) ?? [])];
    return years.length > 0 && years.every((year) => sentenceYears.has(year));
  });
  return unnamed.length === 0 ? link : { ...link, regions: [...link.regions, ...unnamed] };
}

export function checkAttribution(context: CheckContext): void {
  const regions = [...context.resume.regions, ...confirmedRegions(context.facts)];
  if (regions.length === 0) {
    if (context.resume.text.trim() !== '')
      addFinding(
        context,
        'faithful-facts',
        'warning',
        "The resume's roles could not be told apart, so achievements were not checked against their employers.",
      );
    return;
  }
  checkTitlesAsEmployers(context, regions);
  const names: RegionNames = {
    titles: linkNames(
      regions.flatMap((region) => region.titles),
      regions,
    ),
    employers: linkNames(
      regions.flatMap((region) => region.employers),
      regions,
    ),
  };
  const index = indexRegions(context, regions);
  const allNames: RegionNames = {
    titles: [...new Set(regions.flatMap((region) => region.titles))],
    employers: [...new Set(regions.flatMap((region) => region.employers))],
  };
  let last: Link | undefined;
  let paragraph = -1;
  for (const sentence of context.letter.sentences) {
    // "There" and "in that role" point back within a paragraph, and only past sentences that name no other role.
    if (sentence.paragraph !== paragraph) last = undefined;
    paragraph = sentence.paragraph;
    const { link: named, mismatch } = linkOf(sentence.text, regions, names);
    const link = named ? withRegionsOfItsYears(named, sentence.text, regions) : undefined;
    if (!link && /(?<![\p{L}])(?:as an?|as the|als|como|en tant que)\s/iu.test(sentence.text)) last = undefined;
    if (mismatch) {
      addFinding(
        context,
        'faithful-facts',
        'error',
        `The resume does not show the title and employer "${mismatch}" together.`,
        {
          start: sentence.start,
          end: sentence.end,
        },
      );
    }
    const refersBack = !link && backReferencePattern.test(sentence.text);
    const current = link ?? (refersBack ? last : undefined);
    if (link) last = link;
    if (!current || !isFirstPerson(sentence.text) || isHedged(sentence.text)) continue;
    checkSentence(context, sentence, current, regions, allNames, index);
  }
}
