import type {
  Credential,
  CredentialStatus,
  FactSheet,
  JobBrief,
  Period,
  ResumeFacts,
  ResumeRole,
  Skill,
  SpokenLanguage,
} from '@cover-letter/shared/fact-sheet-schema';

// The fact sheet as the facts panel edits it. The lists the person can add to and remove from carry an id each, so
// that a correction stays with its item when the texts are read again (merge-reread.ts); everything else is the
// fact sheet as the server returned it. `toFactSheet` turns a draft back into what the generate request carries.

export type DraftItem<Value> = { id: string; value: Value };

/** The resume's lists the panel shows, each item editable, removable, and addable. */
export type ResumeListValues = {
  roles: ResumeRole;
  credentials: Credential;
  skills: Skill;
  languages: SpokenLanguage;
};
export type ResumeListName = keyof ResumeListValues;
export const resumeListNames: readonly ResumeListName[] = ['roles', 'credentials', 'skills', 'languages'];

export type ResumeDraftLists = { [List in ResumeListName]: Array<DraftItem<ResumeListValues[List]>> };
export type ResumeDraft = Omit<ResumeFacts, ResumeListName> & ResumeDraftLists;

/** One list of the draft, typed by its name. */
export function listOf<List extends ResumeListName>(draft: ResumeDraftLists, list: List): ResumeDraftLists[List] {
  return draft[list];
}

/** The job side has no lists the panel edits: its draft is the brief itself. */
export type JobDraft = JobBrief;

export type MakeId = () => string;

/** Ids unique within one panel: a prefix and a counter. */
export function createIdMaker(prefix: string): MakeId {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${count}`;
  };
}

function toItems<Value>(values: readonly Value[], makeId: MakeId): Array<DraftItem<Value>> {
  return values.map((value) => ({ id: makeId(), value }));
}

export function toResumeDraft(facts: ResumeFacts, makeId: MakeId): ResumeDraft {
  return {
    ...facts,
    roles: toItems(facts.roles, makeId),
    credentials: toItems(facts.credentials, makeId),
    skills: toItems(facts.skills, makeId),
    languages: toItems(facts.languages, makeId),
  };
}

/** Null for a blank text: what the fact sheet says for "not stated". */
function textOrNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function cleanPeriod(period: Period | null): Period | null {
  if (!period) return null;
  const start = textOrNull(period.start);
  const end = textOrNull(period.end);
  if (start === null && end === null && !period.current) return null;
  return { start, end: period.current && end !== null && isPresentWord(end) ? null : end, current: period.current };
}

function cleanRole(role: ResumeRole): ResumeRole | null {
  const employer = textOrNull(role.employer);
  const title = role.title.trim();
  if (employer === null && title === '') return null;
  return { ...role, employer, title, location: textOrNull(role.location), period: cleanPeriod(role.period) };
}

function cleanCredential(credential: Credential): Credential | null {
  const name = credential.name.trim();
  return name === '' ? null : { ...credential, name, date: textOrNull(credential.date) };
}

function cleanSkill(skill: Skill): Skill | null {
  const name = skill.name.trim();
  return name === '' ? null : { name, qualifier: textOrNull(skill.qualifier) };
}

function cleanLanguage(language: SpokenLanguage): SpokenLanguage | null {
  const name = language.name.trim();
  return name === '' ? null : { name, level: textOrNull(language.level) };
}

function keepCleaned<Value>(items: ReadonlyArray<DraftItem<Value>>, clean: (value: Value) => Value | null): Value[] {
  return items.map((item) => clean(item.value)).filter((value): value is Value => value !== null);
}

/** The resume facts as corrected: blanks become "not stated", and an item left without a name is dropped. */
export function toResumeFacts(draft: ResumeDraft): ResumeFacts {
  return {
    ...draft,
    name: textOrNull(draft.name),
    roles: keepCleaned(draft.roles, cleanRole),
    credentials: keepCleaned(draft.credentials, cleanCredential),
    skills: keepCleaned(draft.skills, cleanSkill),
    languages: keepCleaned(draft.languages, cleanLanguage),
  };
}

export function toJobBrief(draft: JobDraft): JobBrief {
  return { ...draft, company: textOrNull(draft.company), role: textOrNull(draft.role) };
}

export function toFactSheet(resume: ResumeDraft, job: JobDraft): FactSheet {
  return { resume: toResumeFacts(resume), job: toJobBrief(job) };
}

/** A new, empty item for "Add a role" and its siblings. */
export function createEmptyItem<List extends ResumeListName>(list: List): ResumeListValues[List];
export function createEmptyItem(list: ResumeListName): ResumeListValues[ResumeListName] {
  switch (list) {
    case 'roles':
      return { employer: null, title: '', period: null, location: null, achievements: [] };
    case 'credentials':
      return { name: '', status: 'held', date: null };
    case 'skills':
      return { name: '', qualifier: null };
    case 'languages':
      return { name: '', level: null };
  }
}

/** How long each list may grow, as the fact sheet's schema allows. */
export const resumeListLimits: Readonly<Record<ResumeListName, number>> = {
  roles: 30,
  credentials: 40,
  skills: 120,
  languages: 15,
};

export const credentialStatusLabels: Readonly<Record<CredentialStatus, string>> = {
  held: 'Held',
  pending: 'Exams passed, award pending',
  in_progress: 'In progress',
  planned: 'Planned',
  expired: 'Expired',
};

const presentWords =
  /^(?:present|now|current|currently|today|ongoing|heute|aktuell|jetzt|actualidad|presente|actual|actuel|aujourd'hui|en cours)$/iu;

/** "Present", "now", "heute": the role runs to today. */
export function isPresentWord(text: string): boolean {
  return presentWords.test(text.trim());
}

/** The "To" field of a role's dates: the end as written, or "Present" for a current role. */
export function describePeriodEnd(period: Period | null): string {
  if (!period) return '';
  return period.end ?? (period.current ? 'Present' : '');
}

/** A role's dates after the person typed in "From" or "To"; null once both are empty. */
export function updatePeriod(period: Period | null, change: { start: string } | { end: string }): Period | null {
  const previous: Period = period ?? { start: null, end: null, current: false };
  const next: Period =
    'start' in change
      ? { ...previous, start: change.start === '' ? null : change.start }
      : { ...previous, end: change.end === '' ? null : change.end, current: isPresentWord(change.end) };
  return next.start === null && next.end === null && !next.current ? null : next;
}

/** "March 2020 – Present", "2016 – 2020", "2019": a role's dates as one line. */
export function formatPeriod(period: Period | null): string {
  if (!period) return '';
  const end = describePeriodEnd(period);
  if (period.start && end) return `${period.start} – ${end}`;
  return period.start ?? end;
}

/** The draft with one list item changed. */
export function updateItem<List extends ResumeListName>(
  draft: ResumeDraft,
  list: List,
  id: string,
  change: (value: ResumeListValues[List]) => ResumeListValues[List],
): ResumeDraft {
  const items = listOf(draft, list);
  return { ...draft, [list]: items.map((item) => (item.id === id ? { id, value: change(item.value) } : item)) };
}

export function removeItem(draft: ResumeDraft, list: ResumeListName, id: string): ResumeDraft {
  const items = listOf(draft, list);
  return { ...draft, [list]: items.filter((item) => item.id !== id) };
}

export function addItem<List extends ResumeListName>(
  draft: ResumeDraft,
  list: List,
  item: DraftItem<ResumeListValues[List]>,
): ResumeDraft {
  const items = listOf(draft, list);
  return { ...draft, [list]: [...items, item] };
}
