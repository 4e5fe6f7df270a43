import type { JobBrief, ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import {
  listOf,
  type DraftItem,
  type JobDraft,
  type MakeId,
  type ResumeDraft,
  type ResumeListName,
  type ResumeListValues,
} from './facts-draft.ts';

// Reading the texts again must not undo what the person corrected. Each re-read is a three-way merge, field by field:
// `base` is what the engine read last time, `current` is the panel as the person left it, `reread` is what the engine
// reads now. A field the person did not touch follows the new reading; a field they corrected keeps their correction,
// and is marked when the new reading says something else too. List items (roles, credentials, skills, languages) are
// matched across readings by what they are (employer and title, name), so a correction stays with its item; an item
// the person removed stays removed, one they added stays, and one new in the text comes in marked as new.

/** What a re-read did to a field or an item the panel shows. */
export type FieldNote =
  /** The text changed and so did this fact, which the person had not touched: it now follows the text. */
  | 'updated'
  /** The person corrected this fact, and the changed text says something else: their correction is kept. */
  | 'conflict'
  /** An item new in the text. */
  | 'new'
  /** An item the person corrected that is no longer in the text: kept, since it has their correction. */
  | 'kept';

/** Notes by path: "name", "company", "roles/<id>/employer", or "roles/<id>" for a whole item. */
export type FieldNotes = Readonly<Record<string, FieldNote>>;

export type RereadSummary = { updated: number; conflicts: number; added: number; removed: number; kept: number };

export type MergedSide<Draft> = { base: Draft; current: Draft; notes: FieldNotes; summary: RereadSummary };

/** The fields of each list item the panel shows; the others follow the text without a note. */
export const shownItemFields: { readonly [List in ResumeListName]: ReadonlyArray<keyof ResumeListValues[List]> } = {
  roles: ['employer', 'title', 'period'],
  credentials: ['name', 'status', 'date'],
  skills: ['name', 'qualifier'],
  languages: ['name', 'level'],
};

export function itemPath(list: ResumeListName, id: string, field?: string): string {
  return field === undefined ? `${list}/${id}` : `${list}/${id}/${field}`;
}

/** Deep equality of JSON-shaped values (what the fact sheet holds). */
export function isSameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((value, index) => isSameValue(value, right[index]));
  }
  const leftEntries = Object.entries(left).filter(([, value]) => value !== undefined);
  const rightRecord = new Map(Object.entries(right).filter(([, value]) => value !== undefined));
  if (leftEntries.length !== rightRecord.size) return false;
  return leftEntries.every(([key, value]) => rightRecord.has(key) && isSameValue(value, rightRecord.get(key)));
}

type FieldMerge<Value> = { value: Value; note: 'updated' | 'conflict' | null };

function mergeField<Value>(base: Value, current: Value, reread: Value): FieldMerge<Value> {
  if (isSameValue(current, base)) return { value: reread, note: isSameValue(reread, base) ? null : 'updated' };
  // The person changed it: theirs stays, and is marked when the text now says a third thing.
  if (isSameValue(reread, base) || isSameValue(reread, current)) return { value: current, note: null };
  return { value: current, note: 'conflict' };
}

function emptySummary(): RereadSummary {
  return { updated: 0, conflicts: 0, added: 0, removed: 0, kept: 0 };
}

function count(summary: RereadSummary, note: 'updated' | 'conflict' | null): void {
  if (note === 'updated') summary.updated += 1;
  if (note === 'conflict') summary.conflicts += 1;
}

/** Merges an object's fields; notes only for the shown ones, at `pathOf(field)`. */
function mergeRecord<Value extends object>(
  base: Value,
  current: Value,
  reread: Value,
  shownFields: ReadonlyArray<keyof Value>,
  pathOf: (field: string) => string,
  notes: Record<string, FieldNote>,
  summary: RereadSummary,
): Value {
  const merged: Value = { ...reread };
  for (const field of Object.keys(reread) as Array<keyof Value & string>) {
    // Keys come from the object itself, so the field exists on all three (same schema).
    const result = mergeField(base[field], current[field], reread[field]);
    merged[field] = result.value;
    if (result.note && shownFields.includes(field)) {
      notes[pathOf(field)] = result.note;
      count(summary, result.note);
    }
  }
  return merged;
}

function normalizeKey(text: string | null): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How an item is recognised in another reading: first by all it is, then by one strong part of it. */
const itemKeys: { readonly [List in ResumeListName]: (value: ResumeListValues[List]) => string[] } = {
  roles: (role) => {
    const employer = normalizeKey(role.employer);
    const title = normalizeKey(role.title);
    // Fixed places, blank where the part is missing: a key is only ever compared with the same kind of key.
    return [employer || title ? `${employer}|${title}` : '', employer, title];
  },
  credentials: (credential) => [normalizeKey(credential.name)],
  skills: (skill) => [normalizeKey(skill.name)],
  languages: (language) => [normalizeKey(language.name)],
};

/**
 * Gives each value of a new reading the id of the item it is in an earlier list, matched by the list's keys in order
 * of strength; values that match nothing get new ids.
 */
export function alignItems<List extends ResumeListName>(
  list: List,
  earlier: ReadonlyArray<DraftItem<ResumeListValues[List]>>,
  values: ReadonlyArray<ResumeListValues[List]>,
  makeId: MakeId,
): Array<DraftItem<ResumeListValues[List]>> {
  const keysOf = itemKeys[list];
  const earlierKeys = earlier.map((item) => keysOf(item.value));
  const valueKeys = values.map((value) => keysOf(value));
  const ids: Array<string | null> = values.map(() => null);
  const taken = new Set<string>();
  const strength = Math.max(0, ...earlierKeys.map((keys) => keys.length), ...valueKeys.map((keys) => keys.length));
  for (let level = 0; level < strength; level += 1) {
    values.forEach((_value, valueIndex) => {
      if (ids[valueIndex] !== null) return;
      const key = valueKeys[valueIndex]?.[level];
      if (!key) return;
      const match = earlier.find(
        (item, earlierIndex) => !taken.has(item.id) && earlierKeys[earlierIndex]?.[level] === key,
      );
      if (!match) return;
      ids[valueIndex] = match.id;
      taken.add(match.id);
    });
  }
  return values.map((value, index) => ({ id: ids[index] ?? makeId(), value }));
}

function mergeList<List extends ResumeListName>(
  list: List,
  base: ReadonlyArray<DraftItem<ResumeListValues[List]>>,
  current: ReadonlyArray<DraftItem<ResumeListValues[List]>>,
  reread: ReadonlyArray<ResumeListValues[List]>,
  makeId: MakeId,
  notes: Record<string, FieldNote>,
  summary: RereadSummary,
): { base: Array<DraftItem<ResumeListValues[List]>>; current: Array<DraftItem<ResumeListValues[List]>> } {
  const newBase = alignItems(list, base, reread, makeId);
  const baseById = new Map(base.map((item) => [item.id, item]));
  const currentById = new Map(current.map((item) => [item.id, item]));
  const newBaseIds = new Set(newBase.map((item) => item.id));
  const merged: Array<DraftItem<ResumeListValues[List]>> = [];

  for (const item of newBase) {
    const before = baseById.get(item.id);
    const mine = currentById.get(item.id);
    if (!before) {
      merged.push(item);
      notes[itemPath(list, item.id)] = 'new';
      summary.added += 1;
    } else if (mine) {
      const value = mergeRecord(
        before.value,
        mine.value,
        item.value,
        shownItemFields[list],
        (field) => itemPath(list, item.id, field),
        notes,
        summary,
      );
      merged.push({ id: item.id, value });
    }
    // Otherwise the person removed it, and it stays removed.
  }

  // Items of the panel that the new reading has no place for: the person's own, or gone from the text.
  current.forEach((item, index) => {
    if (newBaseIds.has(item.id)) return;
    const before = baseById.get(item.id);
    if (before && isSameValue(before.value, item.value)) {
      summary.removed += 1;
      return;
    }
    if (before) {
      notes[itemPath(list, item.id)] = 'kept';
      summary.kept += 1;
    }
    // After the item it followed in the panel, so an added role stays where the person put it.
    const previous = current
      .slice(0, index)
      .reverse()
      .find((candidate) => merged.some((entry) => entry.id === candidate.id));
    const at = previous ? merged.findIndex((entry) => entry.id === previous.id) + 1 : 0;
    merged.splice(at, 0, item);
  });

  return { base: newBase, current: merged };
}

function splitResumeDraft(draft: ResumeDraft): Omit<ResumeDraft, ResumeListName> {
  const { roles: _roles, credentials: _credentials, skills: _skills, languages: _languages, ...rest } = draft;
  return rest;
}

/** Merges a new reading of the resume into the panel (see the top of this file). */
export function mergeResumeReread(input: {
  base: ResumeDraft;
  current: ResumeDraft;
  reread: ResumeFacts;
  makeId: MakeId;
}): MergedSide<ResumeDraft> {
  const notes: Record<string, FieldNote> = {};
  const summary = emptySummary();
  const { roles, credentials, skills, languages, ...rereadRest } = input.reread;
  const scalars = mergeRecord(
    splitResumeDraft(input.base),
    splitResumeDraft(input.current),
    rereadRest,
    ['name'],
    (field) => field,
    notes,
    summary,
  );
  const rereadLists: { [List in ResumeListName]: Array<ResumeListValues[List]> } = {
    roles,
    credentials,
    skills,
    languages,
  };
  const merge = <List extends ResumeListName>(list: List) =>
    mergeList(
      list,
      listOf(input.base, list),
      listOf(input.current, list),
      rereadLists[list],
      input.makeId,
      notes,
      summary,
    );
  const mergedRoles = merge('roles');
  const mergedCredentials = merge('credentials');
  const mergedSkills = merge('skills');
  const mergedLanguages = merge('languages');
  return {
    base: {
      ...rereadRest,
      roles: mergedRoles.base,
      credentials: mergedCredentials.base,
      skills: mergedSkills.base,
      languages: mergedLanguages.base,
    },
    current: {
      ...scalars,
      roles: mergedRoles.current,
      credentials: mergedCredentials.current,
      skills: mergedSkills.current,
      languages: mergedLanguages.current,
    },
    notes,
    summary,
  };
}

/** Merges a new reading of the job ad into the panel: the company and the role are the fields it shows. */
export function mergeJobReread(input: { base: JobDraft; current: JobDraft; reread: JobBrief }): MergedSide<JobDraft> {
  const notes: Record<string, FieldNote> = {};
  const summary = emptySummary();
  const current = mergeRecord(
    input.base,
    input.current,
    input.reread,
    ['company', 'role'],
    (field) => field,
    notes,
    summary,
  );
  return { base: input.reread, current, notes, summary };
}

/**
 * The reading of a resume whose confirmed facts came from the profile: its items take the ids of the confirmed items
 * they match, so that the person's corrections in the profile count as corrections in later merges.
 */
export function alignResumeReading(confirmed: ResumeDraft, reading: ResumeFacts, makeId: MakeId): ResumeDraft {
  return {
    ...reading,
    roles: alignItems('roles', confirmed.roles, reading.roles, makeId),
    credentials: alignItems('credentials', confirmed.credentials, reading.credentials, makeId),
    skills: alignItems('skills', confirmed.skills, reading.skills, makeId),
    languages: alignItems('languages', confirmed.languages, reading.languages, makeId),
  };
}

/** True when the person changed anything the reading said. */
export function hasCorrections<Draft>(base: Draft | null, current: Draft): boolean {
  return base !== null && !isSameValue(base, current);
}
