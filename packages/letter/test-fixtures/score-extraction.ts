// Test-only: compares the engine's fact sheets with the hand-written truth (truth/README.md) and counts, per field,
// how often the engine read what a careful human reader did. Used by the extraction tests and `npm run eval`.

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { JobBrief, ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';

const AcceptedSchema = z.array(z.string()).min(1);

const TruthPairSchema = z.object({
  id: z.string(),
  candidateName: AcceptedSchema.nullable(),
  company: AcceptedSchema.nullable(),
  role: AcceptedSchema.nullable(),
  roles: z.array(
    z.object({
      employer: AcceptedSchema.nullable(),
      title: AcceptedSchema.nullable(),
      /** Set when the employer is named only in the role's description or the summary, never in its header. */
      employerNamedIn: z.literal('description').optional(),
    }),
  ),
  credentials: z.array(
    z.object({ name: AcceptedSchema, status: z.enum(['held', 'in_progress', 'planned', 'expired']) }),
  ),
  notes: z.string().optional(),
});
export type TruthPair = z.infer<typeof TruthPairSchema>;

const TruthFileSchema = z.object({ pairs: z.array(TruthPairSchema) });

/** Reads every truth file in `truth/`, by pair id. */
export function readTruth(): Map<string, TruthPair> {
  const truth = new Map<string, TruthPair>();
  for (const file of ['shared-pairs.truth.json', 'real-pairs.truth.json', 'hiring-pairs.truth.json']) {
    let text: string;
    try {
      text = readFileSync(new URL(`./truth/${file}`, import.meta.url), 'utf8');
    } catch {
      continue;
    }
    for (const pair of TruthFileSchema.parse(JSON.parse(text)).pairs) truth.set(pair.id, pair);
  }
  return truth;
}

const legalForms = /\s*,?\s*\b(?:inc|llc|llp|ltd|limited|plc|gmbh|ag|corp|corporation|co|s\.?a|b\.?v)\.?$/i;

/** The comparison form of a value: case, punctuation, spacing around slashes and dashes, a trailing legal form, a leading "the". */
export function foldValue(value: string): string {
  return (
    value
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[’'`]/g, '')
      .replace(legalForms, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      // "The North East Learning Trust" is the "North East Learning Trust": the article names no other organisation.
      .replace(/^the /u, '')
  );
}

/** Credentials are named loosely ("ServSafe" / "ServSafe Manager certification"): containment of two words or more counts. */
function credentialMatches(value: string, accepted: string[]): boolean {
  const folded = foldValue(value);
  return accepted.some((candidate) => {
    const expected = foldValue(candidate);
    if (expected === folded) return true;
    const shorter = expected.length < folded.length ? expected : folded;
    const longer = shorter === expected ? folded : expected;
    return (shorter.split(' ').length >= 2 || /^[a-z0-9]{3,}$/.test(shorter)) && ` ${longer} `.includes(` ${shorter} `);
  });
}

function matches(value: string | null, accepted: string[] | null): boolean {
  if (accepted === null) return value === null || value.trim() === '';
  if (value === null) return false;
  const folded = foldValue(value);
  return accepted.some((candidate) => foldValue(candidate) === folded);
}

/** One field's tally. */
export type FieldScore = { correct: number; total: number; misses: string[] };

export type ExtractionScores = Record<
  'names' | 'company' | 'role' | 'employers' | 'employersFromDescriptions' | 'titles' | 'credentials',
  FieldScore
>;

export function emptyScores(): ExtractionScores {
  const field = (): FieldScore => ({ correct: 0, total: 0, misses: [] });
  return {
    names: field(),
    company: field(),
    role: field(),
    employers: field(),
    employersFromDescriptions: field(),
    titles: field(),
    credentials: field(),
  };
}

function tally(score: FieldScore, correct: boolean, miss: string): void {
  score.total += 1;
  if (correct) score.correct += 1;
  else score.misses.push(miss);
}

/**
 * Scores one pair. Roles are aligned in order: each true role takes the next extracted role whose title matches
 * (looking at most two ahead), or the next one in line. True roles left without a partner and extracted roles left
 * over both count as misses for employers and titles, so inventing a role costs as much as missing one.
 */
export function scorePair(scores: ExtractionScores, truth: TruthPair, resume: ResumeFacts, job: JobBrief): void {
  const id = truth.id;
  tally(scores.names, matches(resume.name, truth.candidateName), `${id}: name ${JSON.stringify(resume.name)}`);
  tally(scores.company, matches(job.company, truth.company), `${id}: company ${JSON.stringify(job.company)}`);
  tally(scores.role, matches(job.role, truth.role), `${id}: role ${JSON.stringify(job.role)}`);

  let next = 0;
  const used = new Set<number>();
  for (const trueRole of truth.roles) {
    let partner = -1;
    for (let look = next; look < Math.min(resume.roles.length, next + 3); look += 1) {
      if (matches(resume.roles[look]?.title ?? null, trueRole.title)) {
        partner = look;
        break;
      }
    }
    if (partner < 0 && next < resume.roles.length) partner = next;
    const extracted = partner >= 0 ? resume.roles[partner] : undefined;
    if (extracted === undefined) {
      const missing = `${id}: missing role ${JSON.stringify(trueRole.title?.[0] ?? null)}`;
      tally(scores.titles, false, missing);
      tally(scores.employers, false, missing);
      continue;
    }
    used.add(partner);
    next = partner + 1;
    tally(
      scores.titles,
      matches(extracted.title === '' ? null : extracted.title, trueRole.title),
      `${id}: title ${JSON.stringify(extracted.title)} for ${JSON.stringify(trueRole.title?.[0] ?? null)}`,
    );
    const employerCorrect = matches(extracted.employer, trueRole.employer);
    const employerMiss = `${id}: employer ${JSON.stringify(extracted.employer)} for ${JSON.stringify(trueRole.employer?.[0] ?? null)} (${trueRole.title?.[0] ?? ''})`;
    // An employer the resume names only in a description is counted apart: the engine does not guess it from
    // there (a wrong employer in a letter is worse than none), and leaving it empty is no error in the main figure.
    if (trueRole.employerNamedIn === 'description') {
      tally(scores.employersFromDescriptions, employerCorrect, employerMiss);
      if (extracted.employer !== null) tally(scores.employers, employerCorrect, employerMiss);
    } else {
      tally(scores.employers, employerCorrect, employerMiss);
    }
  }
  resume.roles.forEach((role, index) => {
    if (used.has(index)) return;
    const extra = `${id}: extra role ${JSON.stringify(role.title)} at ${JSON.stringify(role.employer)}`;
    tally(scores.titles, false, extra);
    tally(scores.employers, false, extra);
  });

  const matchedCredentials = new Set<number>();
  for (const credential of truth.credentials) {
    const index = resume.credentials.findIndex(
      (found, position) => !matchedCredentials.has(position) && credentialMatches(found.name, credential.name),
    );
    if (index >= 0) matchedCredentials.add(index);
    const found = index >= 0 ? resume.credentials[index] : undefined;
    tally(
      scores.credentials,
      found !== undefined && found.status === credential.status,
      `${id}: credential ${JSON.stringify(credential.name[0])} ${found ? `read as ${found.status}` : 'missing'}`,
    );
  }
  resume.credentials.forEach((credential, index) => {
    if (!matchedCredentials.has(index))
      tally(
        scores.credentials,
        false,
        `${id}: extra credential ${JSON.stringify(credential.name)} (${credential.status})`,
      );
  });
}

/** A field's accuracy as a percentage with one decimal. */
export function percent(score: FieldScore): string {
  return score.total === 0 ? 'n/a' : `${((100 * score.correct) / score.total).toFixed(1)}%`;
}
