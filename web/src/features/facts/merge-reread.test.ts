import { describe, expect, it } from 'vitest';
import type { JobBrief, ResumeFacts, ResumeRole } from '@cover-letter/shared/fact-sheet-schema';
import { createIdMaker, toResumeDraft, toResumeFacts, type ResumeDraft } from './facts-draft.ts';
import {
  alignItems,
  alignResumeReading,
  hasCorrections,
  isSameValue,
  itemPath,
  mergeJobReread,
  mergeResumeReread,
} from './merge-reread.ts';

function role(employer: string | null, title: string, start: string | null = '2019'): ResumeRole {
  return { employer, title, period: { start, end: null, current: true }, location: null, achievements: [] };
}

function resumeFacts(overrides: Partial<ResumeFacts> = {}): ResumeFacts {
  return {
    name: 'Priya Natarajan-Holt',
    contacts: { email: 'priya.holt@example.org', phone: null, location: null, links: [] },
    headline: null,
    statedExperience: null,
    availability: null,
    roles: [
      role('Calder Mills Ltd', 'Senior Financial Analyst'),
      role('Brightwater Retail', 'Financial Analyst', '2016'),
    ],
    projects: [],
    accomplishments: [],
    education: [],
    credentials: [
      { name: 'CPA', status: 'held', date: '2019' },
      { name: 'ACCA', status: 'planned', date: '2026' },
    ],
    skills: [
      { name: 'Excel', qualifier: 'advanced' },
      { name: 'Python', qualifier: 'basic' },
    ],
    languages: [{ name: 'German', level: 'B2' }],
    language: 'en',
    ...overrides,
  };
}

function jobBrief(overrides: Partial<JobBrief> = {}): JobBrief {
  return {
    company: 'Harrow & Finch',
    role: 'Commercial Finance Manager',
    posts: [],
    location: null,
    contactName: null,
    about: null,
    reference: null,
    language: 'en',
    mustHaves: ['Advanced Excel'],
    niceToHaves: [],
    asks: [],
    numbers: [],
    ...overrides,
  };
}

/** A first reading, and a copy of it for the panel, as the hook keeps them. */
function firstReading(facts: ResumeFacts): { base: ResumeDraft; current: ResumeDraft } {
  const base = toResumeDraft(facts, createIdMaker('read'));
  return { base, current: structuredClone(base) };
}

function withRole(draft: ResumeDraft, index: number, change: Partial<ResumeRole>): ResumeDraft {
  return {
    ...draft,
    roles: draft.roles.map((item, position) =>
      position === index ? { ...item, value: { ...item.value, ...change } } : item,
    ),
  };
}

describe('mergeResumeReread', () => {
  it('keeps every correction when the same text is read again', () => {
    const { base, current } = firstReading(resumeFacts());
    const corrected: ResumeDraft = {
      ...withRole(current, 0, { employer: 'Calder Mills plc' }),
      name: 'Priya N. Holt',
      credentials: current.credentials.map((item) =>
        item.value.name === 'CPA' ? { ...item, value: { ...item.value, status: 'planned' as const } } : item,
      ),
      skills: current.skills.filter((item) => item.value.name !== 'Python'),
    };
    const merged = mergeResumeReread({ base, current: corrected, reread: resumeFacts(), makeId: createIdMaker('x') });
    expect(merged.current).toEqual(corrected);
    expect(merged.notes).toEqual({});
    expect(merged.summary).toEqual({ updated: 0, conflicts: 0, added: 0, removed: 0, kept: 0 });
    expect(toResumeFacts(merged.current).skills.map((skill) => skill.name)).toEqual(['Excel']);
  });

  it('follows the new text where the person changed nothing, and marks what changed', () => {
    const { base, current } = firstReading(resumeFacts());
    const corrected = { ...current, name: 'Priya N. Holt' };
    const reread = resumeFacts({
      roles: [
        role('Calder Mills Ltd', 'Head of Financial Planning'),
        role('Brightwater Retail', 'Financial Analyst', '2016'),
      ],
      skills: [...resumeFacts().skills, { name: 'Tableau', qualifier: 'basic' }],
    });
    const merged = mergeResumeReread({ base, current: corrected, reread, makeId: createIdMaker('x') });
    const facts = toResumeFacts(merged.current);
    expect(facts.name).toBe('Priya N. Holt');
    expect(facts.roles.map((entry) => entry.title)).toEqual(['Head of Financial Planning', 'Financial Analyst']);
    expect(facts.skills.map((skill) => skill.name)).toEqual(['Excel', 'Python', 'Tableau']);
    const roleId = merged.current.roles[0]?.id ?? '';
    const tableauId = merged.current.skills[2]?.id ?? '';
    expect(roleId).toBe(base.roles[0]?.id);
    expect(merged.notes).toEqual({
      [itemPath('roles', roleId, 'title')]: 'updated',
      [itemPath('skills', tableauId)]: 'new',
    });
    expect(merged.summary).toMatchObject({ updated: 1, added: 1, conflicts: 0 });
  });

  it('keeps a correction the new text contradicts, and marks it as a conflict', () => {
    const { base, current } = firstReading(resumeFacts());
    const corrected = withRole(current, 0, { employer: 'Calder Mills plc' });
    const reread = resumeFacts({
      roles: [
        role('Calder Mills Group', 'Senior Financial Analyst'),
        role('Brightwater Retail', 'Financial Analyst', '2016'),
      ],
    });
    const merged = mergeResumeReread({ base, current: corrected, reread, makeId: createIdMaker('x') });
    const roleId = merged.current.roles[0]?.id ?? '';
    expect(merged.current.roles[0]?.value.employer).toBe('Calder Mills plc');
    // The new reading is the new base: "use what the text says" takes it from there.
    expect(merged.base.roles.find((item) => item.id === roleId)?.value.employer).toBe('Calder Mills Group');
    expect(merged.notes).toEqual({ [itemPath('roles', roleId, 'employer')]: 'conflict' });
    expect(merged.summary.conflicts).toBe(1);
  });

  it('keeps removed items removed, added items where they were put, and corrected items the text lost', () => {
    const { base, current } = firstReading(resumeFacts());
    const added = { id: 'added-1', value: role('Fenwick Consulting', 'Freelance Analyst', '2015') };
    const edited: ResumeDraft = {
      ...current,
      roles: [current.roles[0], added, current.roles[1]].filter((item) => item !== undefined),
      credentials: current.credentials
        .filter((item) => item.value.name !== 'CPA')
        .map((item) => ({ ...item, value: { ...item.value, date: 'spring 2026' } })),
      languages: [],
    };
    const reread = resumeFacts({ credentials: [{ name: 'CPA', status: 'held', date: '2019' }], languages: [] });
    const merged = mergeResumeReread({ base, current: edited, reread, makeId: createIdMaker('x') });
    const facts = toResumeFacts(merged.current);
    expect(facts.roles.map((entry) => entry.employer)).toEqual([
      'Calder Mills Ltd',
      'Fenwick Consulting',
      'Brightwater Retail',
    ]);
    // CPA was removed by the person: reading it again does not bring it back. ACCA had their date and is kept.
    expect(facts.credentials).toEqual([{ name: 'ACCA', status: 'planned', date: 'spring 2026' }]);
    const accaId = merged.current.credentials[0]?.id ?? '';
    expect(merged.notes).toEqual({ [itemPath('credentials', accaId)]: 'kept' });
    expect(merged.summary).toMatchObject({ kept: 1, removed: 0 });
  });

  it('drops an untouched item that left the text, and counts it', () => {
    const { base, current } = firstReading(resumeFacts());
    const reread = resumeFacts({ skills: [{ name: 'Excel', qualifier: 'advanced' }] });
    const merged = mergeResumeReread({ base, current, reread, makeId: createIdMaker('x') });
    expect(toResumeFacts(merged.current).skills).toEqual([{ name: 'Excel', qualifier: 'advanced' }]);
    expect(merged.summary.removed).toBe(1);
  });

  it('matches a role by its employer alone once its title was reworded', () => {
    const { base, current } = firstReading(resumeFacts());
    const corrected = withRole(current, 1, { title: 'Retail Financial Analyst' });
    const reread = resumeFacts({
      roles: [
        role('Calder Mills Ltd', 'Senior Financial Analyst'),
        role('Brightwater Retail', 'Finance Analyst', '2016'),
      ],
    });
    const merged = mergeResumeReread({ base, current: corrected, reread, makeId: createIdMaker('x') });
    expect(merged.current.roles).toHaveLength(2);
    expect(merged.current.roles[1]?.id).toBe(base.roles[1]?.id);
    expect(merged.current.roles[1]?.value.title).toBe('Retail Financial Analyst');
    expect(merged.summary.conflicts).toBe(1);
  });

  it('takes fields the panel does not show from the new text without a note', () => {
    const { base, current } = firstReading(resumeFacts());
    const reread = resumeFacts({ contacts: { email: 'p.holt@example.org', phone: null, location: null, links: [] } });
    const merged = mergeResumeReread({ base, current, reread, makeId: createIdMaker('x') });
    expect(merged.current.contacts.email).toBe('p.holt@example.org');
    expect(merged.notes).toEqual({});
  });
});

describe('mergeJobReread', () => {
  it('keeps a corrected company and role, and follows the ad elsewhere', () => {
    const base = jobBrief({ role: null });
    const current = { ...base, role: 'Commercial Finance Manager' };
    const reread = jobBrief({ role: null, company: 'Harrow and Finch Ltd', mustHaves: ['Advanced Excel', 'SAP'] });
    const merged = mergeJobReread({ base, current, reread });
    expect(merged.current).toEqual({ ...reread, role: 'Commercial Finance Manager' });
    expect(merged.notes).toEqual({ company: 'updated' });
    expect(merged.base).toEqual(reread);
  });
});

describe('alignItems', () => {
  it('matches the strongest key first, so two roles at one employer keep their own ids', () => {
    const earlier = [
      { id: 'a', value: role('Calder Mills Ltd', 'Senior Financial Analyst') },
      { id: 'b', value: role('Calder Mills Ltd', 'Financial Analyst') },
    ];
    const aligned = alignItems(
      'roles',
      earlier,
      [role('Calder Mills Ltd', 'Financial Analyst'), role('Calder Mills Ltd', 'Senior Financial Analyst')],
      createIdMaker('new'),
    );
    expect(aligned.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('gives unmatched values new ids, and never one id twice', () => {
    const aligned = alignItems(
      'skills',
      [{ id: 'a', value: { name: 'Excel', qualifier: null } }],
      [
        { name: 'excel', qualifier: null },
        { name: 'Excel', qualifier: 'advanced' },
      ],
      createIdMaker('new'),
    );
    expect(aligned.map((item) => item.id)).toEqual(['a', 'new-1']);
  });
});

describe('alignResumeReading', () => {
  it('lets corrections kept in the profile count as corrections when the resume is read again', () => {
    const confirmed = toResumeDraft(
      resumeFacts({ name: 'Priya N. Holt', credentials: [{ name: 'CPA', status: 'planned', date: null }] }),
      createIdMaker('profile'),
    );
    const base = alignResumeReading(confirmed, resumeFacts(), createIdMaker('read'));
    expect(base.credentials.map((item) => item.id)).toEqual([confirmed.credentials[0]?.id, 'read-1']);
    expect(hasCorrections(base, confirmed)).toBe(true);
    // The same resume, with one skill more: the profile's corrections stay, and ACCA (removed there) stays out.
    const merged = mergeResumeReread({
      base,
      current: confirmed,
      reread: resumeFacts({ skills: [...resumeFacts().skills, { name: 'Tableau', qualifier: null }] }),
      makeId: createIdMaker('x'),
    });
    const facts = toResumeFacts(merged.current);
    expect(facts.name).toBe('Priya N. Holt');
    expect(facts.credentials).toEqual([{ name: 'CPA', status: 'planned', date: null }]);
    expect(facts.skills.map((skill) => skill.name)).toEqual(['Excel', 'Python', 'Tableau']);
  });
});

describe('isSameValue', () => {
  it('compares nested values and ignores key order and undefined keys', () => {
    expect(isSameValue({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(isSameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isSameValue(null, {})).toBe(false);
    expect(isSameValue('1', 1)).toBe(false);
  });
});
