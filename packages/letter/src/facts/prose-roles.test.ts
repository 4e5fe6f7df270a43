import { describe, expect, it } from 'vitest';
import { composeLetter } from '../compose/compose-letter.ts';
import { readResumeFacts } from './read-resume-facts.ts';
import { readProseRoles } from './prose-roles.ts';

const proseResume = `Marguerite Osei
Halifax, Nova Scotia · marguerite.osei@example.com

Profile

I am a Registered Nurse with nine years in community and acute care.

Experience

Since 2022 I have worked as a Community Health Nurse with Harbourview Home Care in Dartmouth, visiting 7 to 9 clients a day. I dress complex wounds, manage palliative symptoms and teach families to use syringe drivers. In 2024 I cut missed visits on my route from 6 a month to 1 by reordering the schedule with the dispatcher.

From 2017 to 2022 I was a Staff Nurse at Queen Adelaide General Hospital in Halifax, on a 32-bed medical unit. I precepted 11 new graduates.

Before nursing school, in 2015, I joined Coastal Pharmacy as a Pharmacy Assistant and stayed for a year.

Education

Bachelor of Science in Nursing, Dalhousie University, 2017`;

describe('readProseRoles', () => {
  it('reads the jobs a resume names in sentences, with their employer, period and place', () => {
    expect(
      readProseRoles([
        'Since 2022 I have worked as a Community Health Nurse with Harbourview Home Care in Dartmouth, visiting clients.',
        'From 2017 to 2022 I was a Staff Nurse at Queen Adelaide General Hospital in Halifax, on a 32-bed unit.',
        'In 2015 I joined Coastal Pharmacy as a Pharmacy Assistant and stayed for a year.',
      ]),
    ).toEqual([
      {
        employer: 'Harbourview Home Care',
        title: 'Community Health Nurse',
        period: { start: '2022', end: null, current: true },
        location: 'Dartmouth',
        achievements: [],
      },
      {
        employer: 'Queen Adelaide General Hospital',
        title: 'Staff Nurse',
        period: { start: '2017', end: '2022', current: false },
        location: 'Halifax',
        achievements: [],
      },
      {
        employer: 'Coastal Pharmacy',
        title: 'Pharmacy Assistant',
        period: { start: '2015', end: '2015', current: false },
        location: null,
        achievements: [],
      },
    ]);
  });

  it('reads no job from a sentence that names no post or no employer', () => {
    expect(
      readProseRoles([
        'I am a Registered Nurse with nine years in community and acute care.',
        'I worked with families at their kitchen tables.',
        'I was a volunteer at weekends.',
      ]),
    ).toEqual([]);
  });
});

describe('readResumeFacts: a resume written as paragraphs', () => {
  it('shows its jobs on the fact sheet, and the letter still tells the person’s own sentences', () => {
    const facts = readResumeFacts(proseResume);
    expect(facts.roles.map((role) => `${role.title} | ${role.employer}`)).toEqual([
      'Community Health Nurse | Harbourview Home Care',
      'Staff Nurse | Queen Adelaide General Hospital',
      'Pharmacy Assistant | Coastal Pharmacy',
    ]);
    const { text } = composeLetter({
      resume: proseResume,
      jobDescription: `Community Nurse – Home Care
Seaside Health Services
We are looking for a Registered Nurse for home visits in Halifax. Wound care and palliative experience required.`,
    });
    expect(text).toMatch(/cut missed visits on my route from 6 a month to 1/u);
    // The person's sentence names the job held now: the opening does not name it first.
    expect(text).toMatch(/Since 2022 I have worked as a Community Health Nurse with Harbourview Home Care/u);
    expect(text).not.toMatch(/I currently work as/u);
  });
});
