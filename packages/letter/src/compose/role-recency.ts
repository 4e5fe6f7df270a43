// The order of a resume's roles in time. Resumes list roles by importance or by the template's whim as often as newest
// first; "most recently", "earlier" and "before that" in a letter must follow the dates.

import type { ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { readResumeDate, yearIn } from '../facts/read-periods.ts';

const recencyByResume = new WeakMap<ResumeFacts, number[]>();

/**
 * Each role's place in the career, 0 for the most recent: running roles first, then by end year, then by start year;
 * roles without dates keep their place in the resume's order. Resumes list roles by importance or by the template's
 * whim as often as newest first.
 */
export function rolesByRecency(resume: ResumeFacts): number[] {
  const known = recencyByResume.get(resume);
  if (known) return known;
  const keyed = resume.roles.map((role, roleIndex) => {
    const start = yearIn(role.period?.start);
    const end = role.period?.current ? Number.POSITIVE_INFINITY : (yearIn(role.period?.end) ?? start);
    // The months, where the resume gives them, order two roles that end (or begin) in the same year: a Charge Nurse
    // post of 07/2018 - 09/2020 is more recent than an Intake Nurse post of 09/2019 - 04/2020 beside it.
    const endMonth = role.period?.current ? null : (readResumeDate(role.period?.end ?? null)?.month ?? null);
    const startMonth = readResumeDate(role.period?.start ?? null)?.month ?? null;
    return { roleIndex, end, start, endMonth, startMonth };
  });
  const byMonth = (left: number | null, right: number | null) => (left !== null && right !== null ? right - left : 0);
  const dated = keyed.filter((role) => role.end !== undefined).length;
  // With fewer than half the roles dated, the resume's own order is the best evidence there is.
  const ordered =
    dated * 2 < keyed.length
      ? keyed
      : [...keyed].sort(
          (left, right) =>
            // Two roles held now: the resume's order says which is the main one.
            (left.end === Number.POSITIVE_INFINITY && right.end === Number.POSITIVE_INFINITY
              ? left.roleIndex - right.roleIndex
              : 0) ||
            (right.end ?? Number.NEGATIVE_INFINITY) - (left.end ?? Number.NEGATIVE_INFINITY) ||
            (left.end === right.end ? byMonth(left.endMonth, right.endMonth) : 0) ||
            (right.start ?? Number.NEGATIVE_INFINITY) - (left.start ?? Number.NEGATIVE_INFINITY) ||
            (left.start === right.start ? byMonth(left.startMonth, right.startMonth) : 0) ||
            left.roleIndex - right.roleIndex,
        );
  const recency: number[] = [];
  ordered.forEach((role, rank) => {
    recency[role.roleIndex] = rank;
  });
  recencyByResume.set(resume, recency);
  return recency;
}

/**
 * The title of a role printed without one: the titled role at the same employer whose years contain it ("Software
 * Engineer, July 2010 to March 2014" above an untitled "July 2010 to December 2012" block of projects).
 */
export function enclosingTitle(resume: ResumeFacts, roleIndex: number): string | undefined {
  const role = resume.roles[roleIndex];
  const start = yearIn(role?.period?.start);
  // A post held now runs to now, and only a post held now too can hold it: an untitled post held since 2016 took the
  // title of another that ended in 2016, and a letter said the person "currently works as" it.
  const end = role?.period?.current ? Number.POSITIVE_INFINITY : (yearIn(role?.period?.end) ?? start);
  if (!role || start === undefined || end === undefined) return undefined;
  // (Where no employer is named, only a titled post printed above it holds it, as a post's blocks of projects are
  // printed under it: a placement of 2017 printed above private tutoring of 2016-2017, neither at a named employer, is
  // no part of the tutoring, and a letter told the placement as the tutoring's.)
  const unnamed = role.employer === null || role.employer.trim() === '';
  return resume.roles.find((other, index) => {
    if (unnamed && index > roleIndex) return false;
    const otherStart = yearIn(other.period?.start);
    const otherEnd = other.period?.current ? Number.POSITIVE_INFINITY : yearIn(other.period?.end);
    return (
      index !== roleIndex &&
      other.title.trim() !== '' &&
      other.employer === role.employer &&
      otherStart !== undefined &&
      otherEnd !== undefined &&
      otherStart <= start &&
      end <= otherEnd
    );
  })?.title;
}
