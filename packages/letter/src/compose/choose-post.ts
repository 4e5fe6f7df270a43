import type { ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { rolesByRecency } from './role-recency.ts';
import { compareTitles } from './ad-duties.ts';
import { sharesRoleFamily } from '../vocabulary/role-families.ts';

// An ad for several posts ("Krankenpfleger", "Altenpfleger", "Altenpflegehelfer"; "Account Manager", "Digital
// Marketing Specialist", "Graphic Designer") is answered for the one the applicant would apply for: the one their own
// posts are closest to. Applying for the first post listed told a care assistant to apply as a nurse, which implies a
// qualification the resume does not hold, and a graphic designer to apply as an account manager.

/** "Helfer", "Assistent", "assistant", "aide": a post of the helping grade of its trade, which needs no qualification. */
const helpingGrade = /(?:helfer|helferin|assistent|assistentin|hilfe|assistant|aide|helper|auxiliar|auxiliaire)\b/iu;

/** A title's words of four letters or more, in lower case and the singular, without brackets: "Dock Workers" → "dock", "worker". */
export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)/gu, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4)
    .map((word) => word.replace(/s$/u, ''));
}

/** Whether two words share a stem of five letters: "pflege" in "Altenpfleger" and "Pflegeassistent". */
function shareStem(left: string, right: string): boolean {
  for (let start = 0; start + 5 <= left.length; start += 1)
    if (right.includes(left.slice(start, start + 5))) return true;
  return false;
}

/**
 * A title's words of the work it names, brackets and words of three letters included: "Staff Accountant (Tax/Audit)"
 * and "Tax/Audit Intern" share "tax" and "audit".
 */
function workWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && !/^(?:and|the|for|with|und|der|die|das|les|des|del|por|con)$/u.test(word))
    .map((word) => (word.length >= 4 ? word.replace(/s$/u, '') : word));
}

/** Whether two of a title's words are one: the same short word, or a stem of five letters shared by longer ones. */
function sameWorkWord(left: string, right: string): boolean {
  return left.length < 5 || right.length < 5 ? left === right : shareStem(left, right);
}

/** How close one of the applicant's titles is to a post: the same or the next post, the same family, shared words. */
function closeness(title: string, post: string): number {
  if (compareTitles(title, post) !== null) return 4;
  const family = sharesRoleFamily(title, post) ? 2 : 0;
  const postWords = workWords(post);
  const shared = workWords(title).filter((word) => postWords.some((other) => sameWorkWord(word, other))).length;
  // A helper applies for the helping grade, never for the qualified post of the same trade.
  const grade = helpingGrade.test(title) ? (helpingGrade.test(post) ? 2 : -2) : 0;
  return family + shared + (shared > 0 || family > 0 ? grade : 0);
}

/**
 * The post of `posts` the resume fits best, weighing the newest post most; `role` (the post read first) where none
 * fits better.
 */
export function postForResume(posts: readonly string[], role: string | null, resume: ResumeFacts): string | null {
  if (posts.length < 2) return role;
  const recency = rolesByRecency(resume);
  const fit = (post: string) =>
    Math.max(
      0,
      ...resume.roles.map((held, index) => closeness(held.title, post) / (1 + Math.min(recency[index] ?? index, 3))),
    );
  let best = role;
  let bestFit = role === null ? 0 : fit(role);
  for (const post of posts) {
    const postFit = fit(post);
    if (postFit > bestFit) {
      best = post;
      bestFit = postFit;
    }
  }
  return best;
}
