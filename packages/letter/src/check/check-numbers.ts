// Numbers: every number in the letter is in the resume or the ad; a number only the ad has (salary, hours, years
// required, dates) is never presented as the applicant's own. Digits inside a product name ("RS-232", "ASP.NET
// 4.0/3.5", "COVID-19") belong to the name, which the facts check looks up whole.

import { findNumbers, type NumberMention } from '../text/numbers.ts';
import { addFinding, noteConfirmed, type CheckContext } from './check-context.ts';
import { isApplicantClaim } from './claims.ts';
import { isNumberWithSuffix, isProductToken, readTokens } from './words.ts';

/** True when a number stands inside a product name rather than on its own. */
function insideProductName(mention: NumberMention, productSpans: { start: number; end: number }[]): boolean {
  return productSpans.some(
    (span) =>
      mention.start >= span.start && mention.end <= span.end && span.end - span.start > mention.end - mention.start,
  );
}

function productSpans(text: string): { start: number; end: number }[] {
  return readTokens(text)
    .filter((token) => isProductToken(token.text) && !isNumberWithSuffix(token.text) && /\p{L}/u.test(token.text))
    .map((token) => ({ start: token.start, end: token.end }));
}

export function checkNumbers(context: CheckContext): void {
  const { letter } = context;
  const products = productSpans(letter.text);
  for (const sentence of letter.sentences) {
    for (const found of findNumbers(sentence.text)) {
      const mention = { ...found, start: sentence.start + found.start, end: sentence.start + found.end };
      if (insideProductName(mention, products)) continue;
      const span = { start: mention.start, end: mention.end };
      if (mention.values.some((value) => context.resumeSource.numbers.has(value))) continue;
      if (mention.values.some((value) => context.confirmedSource.numbers.has(value))) {
        noteConfirmed(context, 'faithful-numbers', `The number "${mention.text}"`);
        continue;
      }
      if (
        mention.values.some(
          (value) => context.adSource.numbers.has(value) || context.confirmedAdSource.numbers.has(value),
        )
      ) {
        if (isApplicantClaim(sentence.text, found.start, found.end)) {
          addFinding(
            context,
            'faithful-numbers',
            'error',
            `"${mention.text}" comes from the job ad but is presented as the applicant's own.`,
            span,
          );
        }
        continue;
      }
      addFinding(
        context,
        'faithful-numbers',
        'error',
        `"${mention.text}" appears in neither the resume nor the job ad.`,
        span,
      );
    }
  }
  // Numbers in the salutation or signature lines (outside the body's sentences) are checked the same way.
  for (const line of [letter.salutation, ...letter.signature]) {
    if (!line) continue;
    for (const mention of findNumbers(line.text)) {
      const known = mention.values.some(
        (value) =>
          context.resumeSource.numbers.has(value) ||
          context.adSource.numbers.has(value) ||
          context.confirmedSource.numbers.has(value),
      );
      if (!known)
        addFinding(
          context,
          'faithful-numbers',
          'error',
          `"${mention.text}" appears in neither the resume nor the job ad.`,
          {
            start: line.start + mention.start,
            end: line.start + mention.end,
          },
        );
    }
  }
}
