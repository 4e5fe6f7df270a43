import { describe, expect, it } from 'vitest';
import { readLabelledPosts } from './labelled-posts.ts';

describe('readLabelledPosts', () => {
  it('reads each job by its labels, a repeated label starting the next job', () => {
    expect(
      readLabelledPosts([
        'Company: Bayview Contact Centre',
        'Position: Sales Agent',
        'Period: May 2023 – current',
        'Duties:',
        'Calling customers whose contracts are due for renewal',
        'Achievements: Top seller in my team for 5 months',
        'Company: Ridgeview Spar',
        'Job Title: Cashier',
        'Dates: 2021 – 2023',
      ]),
    ).toEqual([
      {
        employer: 'Bayview Contact Centre',
        title: 'Sales Agent',
        period: 'May 2023 – current',
        lines: ['Calling customers whose contracts are due for renewal', 'Top seller in my team for 5 months'],
      },
      { employer: 'Ridgeview Spar', title: 'Cashier', period: '2021 – 2023', lines: [] },
    ]);
  });

  it('finds no jobs where the lines label no employer and post', () => {
    expect(
      readLabelledPosts(['Sales Agent | Bayview Contact Centre | 2023 – present', 'Duties: calling customers']),
    ).toBe(undefined);
  });
});
