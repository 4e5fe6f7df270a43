// The facts a user confirmed (or typed in) before generating count as supported too: an employer the resume left
// anonymous, a name it did not print, a credential's status. They reach the checker as a fact sheet; here they become
// text and role regions the checks can search like the resume's own, and the findings say when only they supported a
// fact.

import type { FactSheet } from '@cover-letter/shared/fact-sheet-schema';
import type { CredentialEntry, DegreeEntry, RoleRegion } from './read-resume.ts';
import { readDegreeKinds } from './degrees.ts';

/** Everything the user confirmed about themselves, as lines of text. */
export function confirmedResumeText(facts: FactSheet | undefined): string {
  if (!facts) return '';
  const resume = facts.resume;
  const lines: string[] = [];
  if (resume.name) lines.push(resume.name);
  if (resume.headline) lines.push(resume.headline);
  if (resume.statedExperience) lines.push(resume.statedExperience);
  for (const role of resume.roles) {
    lines.push([role.title, role.employer, role.location].filter(Boolean).join(', '));
    for (const achievement of role.achievements) lines.push(achievement.text);
  }
  for (const project of resume.projects) {
    lines.push(project.name);
    for (const achievement of project.achievements) lines.push(achievement.text);
  }
  for (const accomplishment of resume.accomplishments) lines.push(accomplishment.text);
  for (const education of resume.education)
    lines.push([education.degree, education.field, education.institution, education.year].filter(Boolean).join(', '));
  for (const credential of resume.credentials)
    lines.push([credential.name, credential.date].filter(Boolean).join(', '));
  for (const skill of resume.skills) lines.push(skill.qualifier ? `${skill.name} (${skill.qualifier})` : skill.name);
  for (const language of resume.languages) lines.push([language.name, language.level].filter(Boolean).join(' '));
  return lines.join('\n');
}

/** What the user confirmed about the job, as lines of text. */
export function confirmedAdText(facts: FactSheet | undefined): string {
  if (!facts) return '';
  const job = facts.job;
  return [
    job.company,
    job.role,
    job.location,
    job.contactName,
    job.about,
    ...job.mustHaves,
    ...job.niceToHaves,
    ...job.asks,
  ]
    .filter((line): line is string => typeof line === 'string' && line !== '')
    .join('\n');
}

/** Each confirmed role as a region: its employer and title over its achievements. */
export function confirmedRegions(facts: FactSheet | undefined): RoleRegion[] {
  if (!facts) return [];
  return facts.resume.roles.map((role) => ({
    header: [role.title, role.employer].filter(Boolean).join(', '),
    employers: role.employer ? [role.employer] : [],
    titles: [role.title],
    places: role.location ? [role.location] : [],
    lines: [[role.title, role.employer].filter(Boolean).join(', '), ...role.achievements.map((item) => item.text)],
    confirmed: true,
  }));
}

export function confirmedCredentials(facts: FactSheet | undefined): CredentialEntry[] {
  if (!facts) return [];
  return facts.resume.credentials.map((credential) => ({
    name: credential.name,
    line: credential.name,
    // "pending" (exams passed, award awaited) is, to the checker, not held: a letter may say it is under way or pending,
    // never held.
    status: credential.status === 'pending' ? 'in_progress' : credential.status,
    confirmed: true,
  }));
}

export function confirmedDegrees(facts: FactSheet | undefined): DegreeEntry[] {
  if (!facts) return [];
  return facts.resume.education.flatMap((education) => {
    const line = [education.degree, education.field, education.institution].filter(Boolean).join(', ');
    const kinds = readDegreeKinds(education.degree);
    return kinds.length > 0 ? [{ kinds, line, status: education.status, confirmed: true }] : [];
  });
}
