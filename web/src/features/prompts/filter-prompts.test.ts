import { describe, expect, it } from 'vitest';
import { filterPrompts } from './filter-prompts.ts';

const entries = [
  { number: 1, prompt: { company: 'Nestlé', role: 'Data Engineer' } },
  { number: 2, prompt: { company: 'Northwind Cloud', role: 'Backend Engineer' } },
  { number: 3, prompt: { company: null, role: null } },
];

describe('filterPrompts', () => {
  it('keeps every letter for an empty filter', () => {
    expect(filterPrompts(entries, '  ')).toEqual(entries);
  });

  it('matches company or role, ignoring case and accents, and keeps each letter its number', () => {
    expect(filterPrompts(entries, 'nestle').map((entry) => entry.number)).toEqual([1]);
    expect(filterPrompts(entries, 'ENGINEER').map((entry) => entry.number)).toEqual([1, 2]);
    expect(filterPrompts(entries, 'backend north').map((entry) => entry.number)).toEqual([2]);
  });

  it('finds nothing when a word matches neither company nor role', () => {
    expect(filterPrompts(entries, 'engineer acme')).toEqual([]);
  });
});
