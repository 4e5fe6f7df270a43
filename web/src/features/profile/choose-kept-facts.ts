import type { ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';

/** What the profile holds now, as last loaded or saved. */
export type KeptResume = { resume: string; facts: ResumeFacts | null };

/**
 * The facts to keep with a letter's resume: the facts it was written from; without any (the server read the texts
 * itself), the kept facts stay when they belong to this very resume (undefined: the column is left as it is) and go
 * when the resume changed (null), so a profile never pairs a resume with another resume's facts.
 */
export function chooseKeptFacts(
  kept: KeptResume | null,
  resume: string,
  facts: ResumeFacts | undefined,
): ResumeFacts | null | undefined {
  if (facts) return facts;
  return kept?.resume === resume ? undefined : null;
}

/** Whether saving would change nothing the profile holds. */
export function isAlreadyKept(kept: KeptResume | null, resume: string, facts: ResumeFacts | null | undefined): boolean {
  if (kept?.resume !== resume) return false;
  return facts === undefined || JSON.stringify(facts) === JSON.stringify(kept.facts);
}
