import { describe, expect, it } from 'vitest';
import { FactSheetSchema, factSheetOf } from '@cover-letter/shared/fact-sheet-schema';
import {
  createEmptyItem,
  createIdMaker,
  describePeriodEnd,
  formatPeriod,
  toFactSheet,
  toResumeDraft,
  toResumeFacts,
  updatePeriod,
} from './facts-draft.ts';

const { resume: facts, job } = factSheetOf(
  {
    name: 'Priya Natarajan-Holt',
    roles: [
      {
        employer: 'Calder Mills Ltd',
        title: 'Senior Financial Analyst',
        period: { start: 'March 2020', end: null, current: true },
        location: null,
        achievements: [{ text: 'Cut close time from 9 to 5 days', numbers: ['9', '5'] }],
      },
    ],
    credentials: [{ name: 'CPA', status: 'held', date: null }],
    skills: [{ name: 'Python', qualifier: 'basic' }],
  },
  { company: 'Harrow & Finch' },
);

describe('the facts draft', () => {
  it('gives back the facts it was made from when nothing was corrected', () => {
    const draft = toResumeDraft(facts, createIdMaker('read'));
    expect(draft.roles[0]?.id).toBe('read-1');
    expect(toResumeFacts(draft)).toEqual(facts);
  });

  it('sends blanks as "not stated", trims what was typed, and drops items left without a name', () => {
    const draft = toResumeDraft(facts, createIdMaker('read'));
    draft.name = '  Priya N. Holt ';
    draft.roles.push({ id: 'added-1', value: createEmptyItem('roles') });
    draft.credentials.push({ id: 'added-2', value: { name: 'ACCA ', status: 'planned', date: '' } });
    draft.skills.push({ id: 'added-3', value: { name: ' ', qualifier: 'basic' } });
    const sheet = toFactSheet(draft, { ...job, role: ' ', company: ' Harrow & Finch' });
    expect(sheet.resume.name).toBe('Priya N. Holt');
    expect(sheet.resume.roles).toHaveLength(1);
    expect(sheet.resume.credentials).toEqual([
      { name: 'CPA', status: 'held', date: null },
      { name: 'ACCA', status: 'planned', date: null },
    ]);
    expect(sheet.resume.skills).toEqual([{ name: 'Python', qualifier: 'basic' }]);
    expect(sheet.job).toMatchObject({ company: 'Harrow & Finch', role: null });
    expect(FactSheetSchema.safeParse(sheet).success).toBe(true);
  });
});

describe("a role's dates", () => {
  it('reads "Present" (and its siblings) in the To field as a current role', () => {
    const current = updatePeriod({ start: '2016', end: '2020', current: false }, { end: 'present' });
    expect(current).toEqual({ start: '2016', end: 'present', current: true });
    expect(describePeriodEnd(current)).toBe('present');
    expect(updatePeriod(current, { end: 'heute' })?.current).toBe(true);
    expect(updatePeriod(current, { end: '2021' })).toEqual({ start: '2016', end: '2021', current: false });
    const draft = toResumeDraft({ ...facts, roles: [{ ...facts.roles[0]!, period: current }] }, createIdMaker('r'));
    expect(toResumeFacts(draft).roles[0]?.period).toEqual({ start: '2016', end: null, current: true });
  });

  it('shows a current role as Present, and forgets dates once both fields are empty', () => {
    expect(describePeriodEnd({ start: 'March 2020', end: null, current: true })).toBe('Present');
    expect(formatPeriod({ start: 'March 2020', end: null, current: true })).toBe('March 2020 – Present');
    expect(formatPeriod({ start: null, end: '2019', current: false })).toBe('2019');
    expect(formatPeriod(null)).toBe('');
    expect(updatePeriod({ start: '2016', end: null, current: false }, { start: '' })).toBeNull();
    expect(updatePeriod(null, { start: '2016' })).toEqual({ start: '2016', end: null, current: false });
  });
});
