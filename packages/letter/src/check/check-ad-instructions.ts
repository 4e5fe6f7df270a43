// What the ad asks of the application itself, and the conditions it sets, which no letter built from a resume can
// answer for the applicant: "a personal statement telling us why this post appeals to you", "include
// an example of how you meet our values", "a food hygiene certificate less than three years old". The checker does not
// judge the letter on them (they are not among the nine criteria); it notes them, so that the applicant reads them
// before sending ("What we checked" shows a note). English ads only: the patterns are English.

import { splitSentences } from '../text/sentences.ts';
import { addFinding, type CheckContext } from './check-context.ts';

/** A sentence that tells applicants what to put in the application or the letter. */
const instruction =
  /\b(?:personal|supporting)\s+statement\b|\b(?:in|with)\s+your\s+(?:application|cover(?:ing)?\s+letter)\b[^.]*\b(?:include|explain|describe|tell\s+us|state|outline|demonstrate|give)\b|\b(?:please|applicants?\s+(?:should|must)|you\s+(?:should|must))\s+(?:include|explain|describe|state|outline|attach|enclose|tell\s+us)\b|\binclude\s+an?\s+example\b|\bquote\s+(?:the\s+)?(?:job\s+)?reference\b/i;

/** A condition an applicant must meet that a letter must never claim for them. */
const condition =
  /\b(?:must|will\s+need\s+to|are\s+required\s+to|is\s+required\s+to)\s+(?:hold|have|possess|be)\b[^.]{0,100}?\b(?:licen[cs]e|licensed|right\s+to\s+work|eligib\w+|clearance|registration|registered|certificate|certification|DBS|driving|visa|citizen\w*|less\s+than\s+\w+\s+years?\s+old)\b|\bnot\s+(?:be\s+)?eligible\b|\bmust\s+not\s+(?:hold|have)\b|\b(?:unable\s+to|cannot|can\s*not|do\s+not)\s+(?:offer|provide|sponsor)\s+(?:visa\s+)?sponsorship\b|\b(?:less\s+than|no\s+(?:more|older)\s+than)\s+\d+\s+years?['’]?s?\s+old\b/i;

/** Sentences every ad of a sector prints: not about this application. */
const boilerplate =
  /\b(?:equal\s+opportunit\w*|diversity|inclusive|discriminat\w*|we\s+are\s+committed|safeguarding\s+and\s+promoting|reasonable\s+adjustments?|data\s+protection|privacy)\b/i;

const maximumNotes = 3;

function quoteOf(sentence: string): string {
  const flat = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–—•*·]\s*/u, '');
  return flat.length > 220 ? `${flat.slice(0, 217).trimEnd()}…` : flat;
}

export function checkAdInstructions(context: CheckContext): void {
  if (context.ad.language !== 'en') return;
  let notes = 0;
  const seen = new Set<string>();
  for (const sentence of splitSentences(context.adSource.text)) {
    if (notes >= maximumNotes) return;
    const text = sentence.trim();
    if (text.split(/\s+/).length < 5 || boilerplate.test(text)) continue;
    const asks = instruction.test(text);
    const requires = !asks && condition.test(text);
    if (!asks && !requires) continue;
    const quote = quoteOf(text);
    if (seen.has(quote)) continue;
    seen.add(quote);
    notes += 1;
    addFinding(
      context,
      'requirements',
      'info',
      asks
        ? `The ad asks applicants: "${quote}" Make sure your application answers it; a letter built from your resume may not.`
        : `The ad sets a condition: "${quote}" Check that you meet it; the letter does not claim it for you.`,
    );
  }
}
