import { describe, expect, it } from 'vitest';
import { readCareerBreaks } from './career-breaks.ts';

describe('readCareerBreaks', () => {
  it('reads a break’s row with its dates, its reason after the dash and the sentences after it', () => {
    expect(
      readCareerBreaks([
        'Career break Feb 2025 - Nov 2026 - full time carer for my mum after her fall. She is in sheltered housing now so I am ready to work full time.',
      ]),
    ).toEqual([
      {
        start: 'Feb 2025',
        end: 'Nov 2026',
        current: false,
        reason: 'full time carer for my mum after her fall',
        notes: ['She is in sheltered housing now so I am ready to work full time.'],
      },
    ]);
  });

  it('takes the reason from the line below a row that gives none, and reads no other line as a break', () => {
    expect(
      readCareerBreaks([
        'Career break | July 2019 – February 2022',
        'Full-time parent (two children). Kept up to date with a Xero payroll webinar series in 2021.',
        'Bookkeeper | Kaimai Orchard Services | March 2022 – present',
        'Took a break from sales to retrain, 2018',
      ]),
    ).toEqual([
      {
        start: 'July 2019',
        end: 'February 2022',
        current: false,
        reason: 'Full-time parent (two children)',
        notes: ['Kept up to date with a Xero payroll webinar series in 2021.'],
      },
    ]);
  });
});
