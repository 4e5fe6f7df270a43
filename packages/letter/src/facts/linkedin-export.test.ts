import { describe, expect, it } from 'vitest';
import { isLinkedInExport, rewriteLinkedInPosts } from './linkedin-export.ts';

describe('rewriteLinkedInPosts', () => {
  const exported = [
    'Corrib Shore Hotels',
    '4 years 2 months',
    'Events Coordinator',
    'May 2021 - June 2024 (3 years 2 months)',
    'Ennisdale, County Clare, Ireland',
    'Ran 60 weddings a year.',
    'Events Assistant',
    'June 2020 - April 2021 (11 months)',
    'Set up rooms on event days.',
    'Career Break',
    'Caregiving',
    'July 2024 - March 2025 (9 months)',
    'Full-time carer for a family member.',
  ];

  it('writes each post as one header line, its employer from the line above its title or its time there', () => {
    expect(rewriteLinkedInPosts(exported)).toEqual([
      '',
      'Events Coordinator | Corrib Shore Hotels | Ennisdale, County Clare, Ireland | May 2021 - June 2024',
      'Ran 60 weddings a year.',
      '',
      'Events Assistant | Corrib Shore Hotels | June 2020 - April 2021',
      'Set up rooms on event days.',
    ]);
  });

  it('leaves any other layout as it was', () => {
    const typed = ['Events Coordinator | Corrib Shore Hotels | 2021 – 2024', '• Ran 60 weddings a year'];
    expect(isLinkedInExport(typed)).toBe(false);
    expect(rewriteLinkedInPosts(typed)).toEqual(typed);
  });
});
