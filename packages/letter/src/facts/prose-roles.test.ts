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

describe('readProseRoles: a German page about the person', () => {
  it('reads the posts its sentences name, the one held now by "seit", an employer only where one is named', () => {
    // Before, a held-out "Über mich" page gave no job, and a letter of 36 words.
    expect(
      readProseRoles([
        'Vierzehn Jahre lang arbeitete ich als Erzieherin in unterschiedlichen Kindertagesstätten.',
        'Nach reiflicher Überlegung habe ich den Entschluss gefasst, einen neuen beruflichen Weg einzuschlagen und bin seit dem 02.04.2015 als Tagespflegeperson tätig.',
        'Davor war ich als Kinderpflegerin bei der Arbeiterwohlfahrt Kassel tätig.',
      ]).map((role) => [role.title, role.employer, role.period]),
    ).toEqual([
      ['Erzieherin', null, null],
      ['Tagespflegeperson', null, { start: '2015', end: null, current: true }],
      ['Kinderpflegerin', 'Arbeiterwohlfahrt Kassel', null],
    ]);
  });
});

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

  it('reads a job held under two posts by its later post, one held "also", and a span said "between ... and ..."', () => {
    expect(
      readProseRoles([
        'From 2015 to 2022, I was a Cashier and later a Branch Supervisor at Stann Creek Savings Ltd in Dangriga. While studying, between 2012 and 2015, I also worked part time as a Library Assistant at Cayo Public Library.',
      ]).map((role) => [role.employer, role.title, role.period?.start, role.period?.end]),
    ).toEqual([
      ['Stann Creek Savings Ltd', 'Branch Supervisor', '2015', '2022'],
      ['Cayo Public Library', 'Library Assistant', '2012', '2015'],
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

describe('readResumeFacts: a graduate teacher’s placements', () => {
  const resume = `Isla Brennan-Moore
Graduate Primary Teacher
Toowoomba QLD 4350 | 0491 570 222 | isla.bm@example.com

CAREER OBJECTIVE
I completed my Bachelor of Education (Primary) at the University of Southern Queensland in June 2026 and bring three placements across Prep to Year 6, with a strong interest in early numeracy.

PROFESSIONAL EXPERIENCE PLACEMENTS

Pre-service Teacher – Final Internship (Year 2)
Wattle Creek State School, Toowoomba                    Term 2, 2026 (10 weeks)
• Planned and taught all maths lessons for a class of 24, moderated with my mentor
• Ran a number-sense group for 5 students, 4 of whom reached year level in 8 weeks

Pre-service Teacher – Placement 2 (Prep)
Harlaxton State School                                  Term 3, 2025 (5 weeks)
• Play-based numeracy centres and transition routines

EDUCATION
Bachelor of Education (Primary) – University of Southern Queensland, completed June 2026`;

  it('reads the placements as jobs at their schools, ended, and never the heading or the name as an employer', () => {
    const facts = readResumeFacts(resume);
    expect(facts.roles.map((role) => [role.employer, role.location, role.period?.end, role.period?.current])).toEqual([
      ['Wattle Creek State School', 'Toowoomba', '2026', false],
      ['Harlaxton State School', null, '2025', false],
    ]);
  });

  it('tells the person’s own sentence whole, the degree once, and no placement as a job held now', () => {
    const { text } = composeLetter({
      resume,
      jobDescription: `Primary Teacher (Year 2)
St Columba's Catholic School
We are seeking a graduate or early-career teacher for a Year 2 class in 2027. Strong early numeracy teaching required.`,
    });
    expect(text).toMatch(/three placements across Prep to Year 6, with a strong interest in early numeracy/u);
    expect(text.match(/Bachelor of Education/gu) ?? []).toHaveLength(1);
    expect(text).not.toMatch(/I currently work as/u);
  });
});

describe('composeLetter: the ad’s ask answered by a sentence of a resume written as paragraphs', () => {
  it('answers with the person’s own sentence, told once', () => {
    const { text } = composeLetter({
      resume: proseResume,
      jobDescription: `Community Nurse – Home Care
Seaside Health Services
In your cover letter, tell us about a time you reduced missed home visits.
We are looking for a Registered Nurse for home visits in Halifax.`,
    });
    expect(text).toMatch(
      /You asked (?:to hear )?about a time I reduced missed home visits[:.] [Ii]n 2024 I cut missed visits on my route from 6 a month to 1/u,
    );
    expect(text.match(/cut missed visits/gu) ?? []).toHaveLength(1);
    // The earlier job the person's sentence names is not named again ("Before that, I worked as a Staff Nurse ...").
    expect(text.match(/Queen Adelaide General Hospital/gu)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('readProseRoles: the job held now, said with "currently"', () => {
  it('reads "I am currently the Head Chef at ..." as the job', () => {
    expect(
      readProseRoles(['I am currently the Head Chef at Breakside Brewery Dekum Pub in Portland, Oregon.']).map(
        (role) => [role.title, role.employer],
      ),
    ).toEqual([['Head Chef', 'Breakside Brewery Dekum Pub']]);
  });
});

describe('readResumeFacts: a site page whose only post-like line is the name it goes by', () => {
  const page = [
    'Chef Dana',
    'Home Menus Events Press Contact',
    'I am currently the Head Chef at Copper Kettle Taproom in Leeds, West Yorkshire.',
    '',
    'I started cooking at sixteen in my aunt’s cafe and worked my way from washing up to running the pass. I then opened the second kitchen of Harbour Street Kitchen in York (my first menu written from scratch.) It ran for four years.',
    '',
    'I have been Head Chef at Copper Kettle for 9 years and our seasonal menu is now the busiest part of the business.',
  ].join('\n');

  it('reads the job from its sentences, once, as held now', () => {
    const roles = readResumeFacts(page).roles;
    expect(roles.map((role) => [role.title, role.employer, role.period?.current ?? false])).toEqual([
      ['Head Chef', 'Copper Kettle Taproom', true],
    ]);
  });

  it('never calls the person "a Chef Dana"', () => {
    const letter = composeLetter({
      resume: page,
      jobDescription:
        'Head Chef\nBusiness: Marlow Noodle Bar\n\nWe need a head chef to run a busy kitchen and train our cooks.',
    });
    expect(letter.text).not.toMatch(/Chef Dana/u);
    // (The full stop closes the sentence after its bracket, never inside it too.)
    expect(letter.text).toMatch(/\(my first menu written from scratch\)\./u);
    expect(letter.text).toMatch(/I am currently the Head Chef at Copper Kettle Taproom/u);
    expect(letter.facts.job.company).toBe('Marlow Noodle Bar');
  });
});

describe('readProseRoles: a job named with its team, its length or the step before it', () => {
  it('reads the post and the employer around a team, a length in brackets and "I qualified in ... and joined"', () => {
    // Before: none of the three was read, and a social worker's fact sheet held only the post she volunteered in.
    const roles = readProseRoles([
      'Since October 2023 I have been a Support Worker in the Adult Learning Disability Team at Eastbridge Borough Council.',
      "I qualified in 2018 and joined Harwell Children's Trust as a Family Practitioner in the Early Help Team.",
      'Before that, I worked for two years (2014 to 2016) as a Play Worker for Brightside Family Centres, a small charity.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Eastbridge Borough Council', 'Support Worker'],
      ["Harwell Children's Trust", 'Family Practitioner'],
      ['Brightside Family Centres', 'Play Worker'],
    ]);
  });
});
