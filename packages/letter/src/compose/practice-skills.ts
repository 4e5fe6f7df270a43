// Skills a resume lists that are practices of a trade rather than tools ("Classroom Management", "Media Relations",
// "Learner Assessment"). The skills sentence names tools by default; a teacher's or a marketer's resume often lists
// none, and its practices are what a reader of the letter looks for. Only practices the ad's own words touch are told,
// and only names that read as a practice: a skills section pasted from a PDF also holds fragments ("Innovative
// lesson"), people ("Special Needs Students") and abilities ("Can apply CPR").

import type { Skill } from '@cover-letter/shared/fact-sheet-schema';
import { contentWords } from '../text/compare.ts';
import { canonicalSkillName } from '../vocabulary/skills.ts';
import { wordsLike } from './word-match.ts';

/** How the name of a practice ends: an activity ("planning", "management", "instruction") or a field ("relations"). */
const practiceEnding =
  /(?:ing|ment|tion|sion|ance|ence|ysis|ship|ics|ogy|care|design|relations|research|strategy|content|safety|hygiene|practices?|compliance)$/i;

/** Soft skills a letter cannot stand behind, whatever the ad says. */
const softPractice =
  /\b(?:communication|teamwork|interpersonal|problem|motivat\w*|attitude|punctual\w*|reliab\w*|flexib\w*|hard[- ]?working|time management|customer service|multi-?tasking|presentation|understanding|knowledge|awareness|adherence|attainment|critical thinking|decision making|attention to detail)\b/i;

/** Makers' names, which a practice written in lower case would misspell ("microsoft patient safety"). */
const brandWord =
  /\b(?:microsoft|google|adobe|apple|oracle|sap|salesforce|amazon|aws|ibm|cisco|hubspot|meta|facebook)\b/i;

/** Whether a listed skill's name reads as a practice: two to four words, written as one name, no tool and no person. */
export function isPracticeName(name: string): boolean {
  const words = name.split(/[\s]+/);
  if (words.length < 2 || words.length > 4) return false;
  // Letters and inner hyphens only: "5+ years ...", "SEO & SEM", "Sales and Marketing" are not one practice's name.
  if (!/^\p{L}+(?:-\p{L}+)*(?: \p{L}+(?:-\p{L}+)*)+$/u.test(name)) return false;
  if (/\b(?:and|or|of|with|like|in|for)\b/i.test(name)) return false;
  // One casing throughout ("Classroom Management" or "Media relations"), never "Power point Presentation".
  const capitals = words.map((word) => /^\p{Lu}/u.test(word));
  const titleCase = capitals.every(Boolean);
  const sentenceCase = capitals[0] === true && capitals.slice(1).every((capital) => !capital);
  if (!titleCase && !sentenceCase) return false;
  if (words.some((word) => word.length > 2 && word === word.toUpperCase())) return false;
  if (softPractice.test(name) || brandWord.test(name) || canonicalSkillName(name) !== undefined) return false;
  return practiceEnding.test(name);
}

/**
 * Up to `limit` of the resume's practices that share a word with the ad, those sharing most first, in the resume's
 * order otherwise. Where the person's trade is the ad's (`sameTrade`), every practice of it is about the ad's work:
 * those the ad's words touch first, then the rest in the resume's order.
 */
export function practicesForAd(
  skills: Skill[],
  adText: string,
  limit: number,
  options: { sameTrade?: boolean } = {},
): Skill[] {
  const candidates = skills.filter((skill) => skill.qualifier === null && isPracticeName(skill.name));
  if (candidates.length === 0) return [];
  const inAd = wordsLike(contentWords(adText));
  return candidates
    .map((skill, index) => ({
      skill,
      index,
      shared: contentWords(skill.name).filter(inAd).length,
    }))
    .filter((candidate) => candidate.shared > 0 || options.sameTrade === true)
    .sort((left, right) => right.shared - left.shared || left.index - right.index)
    .slice(0, limit)
    .map((candidate) => candidate.skill);
}
