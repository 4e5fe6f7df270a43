import type { ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { describe, expect, it } from 'vitest';
import { readResume } from '../facts/read-resume-facts.ts';
import { enclosingTitle } from './role-recency.ts';

function resumeWith(roles: ResumeFacts['roles']): ResumeFacts {
  const { facts } = readResume('Sam Field\n\nExperience\n\nCook\nThe Anchor, 2019 - 2020\n- Cooked for 80 covers');
  return { ...facts, roles };
}

describe('enclosingTitle', () => {
  it('gives an untitled post held now no title of a post that has ended', () => {
    // Before, an untitled post held since 2016 took the title of another job, ended in 2016, and the letter said the
    // person "currently works as" it.
    const resume = resumeWith([
      {
        employer: null,
        title: '',
        period: { start: 'September 2016', end: null, current: true },
        location: null,
        achievements: [],
      },
      {
        employer: null,
        title: 'Travel Consultant',
        period: { start: 'March 2015', end: 'January 2016', current: false },
        location: null,
        achievements: [],
      },
    ]);
    expect(enclosingTitle(resume, 0)).toBeUndefined();
  });

  it('gives an untitled block the title of the post whose years hold it', () => {
    const resume = resumeWith([
      {
        employer: 'Cedar Systems',
        title: 'Software Engineer',
        period: { start: 'July 2010', end: 'March 2014', current: false },
        location: null,
        achievements: [],
      },
      {
        employer: 'Cedar Systems',
        title: '',
        period: { start: 'July 2010', end: 'December 2012', current: false },
        location: null,
        achievements: [],
      },
    ]);
    expect(enclosingTitle(resume, 1)).toBe('Software Engineer');
  });
});
