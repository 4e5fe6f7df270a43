import type { ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { describe, expect, it } from 'vitest';
import { readResume } from '../facts/read-resume-facts.ts';
import { enclosingTitle, rolesByRecency } from './role-recency.ts';
import { composeLetter } from './compose-letter.ts';

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

  it('gives an untitled post at no named employer no title of another post that names none', () => {
    // Before, a teaching placement of 2017 (its employer unnamed) took the title of private tutoring of 2016-2017, and
    // the letter told the placement "in my work as a Private Tutor".
    const resume = resumeWith([
      {
        employer: null,
        title: '',
        period: { start: '2017', end: '2017', current: false },
        location: 'Christchurch',
        achievements: [],
      },
      {
        employer: null,
        title: 'Private Tutor',
        period: { start: '2016', end: '2017', current: false },
        location: 'Christchurch',
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

describe('rolesByRecency', () => {
  it('orders two posts left in the same year by their months, where the resume gives them', () => {
    // Before, the post begun later came first: a letter told an Intake Nurse post (09/2019 - 04/2020) as the latest and
    // the Charge Nurse post held until 09/2020 as "my previous role".
    const resume = resumeWith([
      {
        employer: 'Ridgeview Hospital',
        title: 'Charge Nurse',
        period: { start: '07/2018', end: '09/2020', current: false },
        location: null,
        achievements: [],
      },
      {
        employer: 'Ridgeview Hospital',
        title: 'Intake Nurse',
        period: { start: '09/2019', end: '04/2020', current: false },
        location: null,
        achievements: [],
      },
    ]);
    expect(rolesByRecency(resume)).toEqual([0, 1]);
  });
});

describe('composeLetter: two posts left in the same year', () => {
  it('opens with the one of the ad’s work, though the other ended months later, and never calls it the latest', () => {
    const resume = [
      'Jamie Holt',
      'jamie.holt@example.com',
      '',
      'Experience',
      'Retail Associate, Brightway Stores, 08/2014 - 04/2016',
      '- Unloaded deliveries and processed incoming products for the sales floor',
      'Graphic Designer, Casecraft Studio, 10/2015 - 01/2016',
      '- Created images for the website and web banners',
      '- Applied over 1,000 designs to phone cases in Photoshop',
    ].join('\n');
    const jobDescription =
      'Graphic Designer\nRiverside Health Trust\n\nWe need a graphic designer to create web banners and print materials.';
    const { text } = composeLetter({ resume, jobDescription });
    expect(text).toMatch(/I worked as a Graphic Designer at Casecraft Studio from 2015 to 2016/u);
    // (The retail job ended later: the designer's post is never "most recently".)
    expect(text).not.toMatch(/Most recently, I worked as a Graphic Designer/u);
  });
});
