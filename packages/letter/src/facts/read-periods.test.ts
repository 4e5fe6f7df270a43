import { describe, expect, it } from 'vitest';
import { findPeriod } from './read-periods.ts';

describe('findPeriod', () => {
  it('reads a month a resume misspells as the month it meant, never as a name beside the years', () => {
    // Before, "Feburary" was left out of the period and read as the job's employer ("Warehouse Associate at Feburary").
    expect(findPeriod('Feburary 2017 - Present')).toMatchObject({ start: 'Feburary 2017', current: true });
    expect(findPeriod('Janurary 2017 - May 2021')).toMatchObject({ start: 'Janurary 2017', end: 'May 2021' });
  });
});
