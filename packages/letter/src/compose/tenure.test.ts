import { describe, expect, it } from 'vitest';
import { readResumeDate } from '../facts/read-periods.ts';
import { readResume, readResumeFacts } from '../facts/read-resume-facts.ts';
import { composeLetter } from './compose-letter.ts';
import { findTenure, readYearsRequirement } from './tenure.ts';

const frontEndResume = `Dana Whitfield
dana.whitfield@example.net | +1 555 0148

Experience
UI Engineer (Front-End), Harbor Maps, Portland — March 2021 – Present
• Build map widgets in React and TypeScript used by 40 city councils
• Cut the bundle size of the public viewer by 38%

Support Technician, Cedar Print, Portland — 2016 – 2020
• Answered printer and network tickets for 300 office staff

Education
BSc Computer Science, Portland State University, 2016
`;

const frontEndAd = `Front End Developer – Lanternfish Studio

Requirements
• 3+ years of experience as a Front End Developer or similar role
• Experience with React
`;

describe('reading dates and years', () => {
  it('reads a month written as a word, as digits or as an ISO month, and a year alone', () => {
    expect(readResumeDate('June 2022')).toEqual({ year: 2022, month: 6 });
    expect(readResumeDate('Sept. 2019')).toEqual({ year: 2019, month: 9 });
    expect(readResumeDate('08/2016')).toEqual({ year: 2016, month: 8 });
    expect(readResumeDate('2020-11')).toEqual({ year: 2020, month: 11 });
    expect(readResumeDate('2015')).toEqual({ year: 2015, month: null });
    expect(readResumeDate('Present')).toBeUndefined();
  });

  it('reads the years a requirement asks for and the field it asks for them in', () => {
    expect(readYearsRequirement('4+ years of professional Python experience')).toEqual({
      years: 4,
      fieldWords: ['python'],
    });
    expect(readYearsRequirement('3 years as a Data Analyst')).toEqual({ years: 3, fieldWords: ['data', 'analyst'] });
  });

  it('takes no years of service, age or history for a requirement of experience', () => {
    expect(readYearsRequirement('Pay rises after 2 years’ service')).toBeUndefined();
    expect(readYearsRequirement('We have served the city for over 40 years')).toBeUndefined();
  });
});

describe('findTenure', () => {
  const resume = readResume(frontEndResume).facts;
  const requirement = '3+ years of experience as a Front End Developer or similar role';

  it('answers a years requirement with the roles that did its work and the date they began', () => {
    const tenure = findTenure(resume, requirement, new Date('2025-06-01'));
    expect(tenure?.roleIndexes).toEqual([0]);
    expect(tenure?.since).toEqual({ year: 2021, month: 3 });
    expect(tenure?.until).toBeNull();
  });

  it('says nothing when the roles fall short of the years asked for', () => {
    expect(findTenure(resume, requirement, new Date('2023-06-01'))).toBeUndefined();
  });

  it('does not take an activity the lines name for the field of a requirement', () => {
    const manager = readResume(`Lee Park

Experience
Shift Lead, Harbour Café, Cork — 2015 – Present
• Managed the weekly rota and stock orders
`).facts;
    expect(findTenure(manager, 'Over 5 years experience managing a team', new Date('2025-06-01'))).toBeUndefined();
  });

  it('counts only the roles whose title, lines or employer show every word of the field, the setting too', () => {
    const technician = readResume(`Ash Kerr

Experience
Pharmacy Technician, Elmside General Hospital, York — March 2021 – Present
• Run medicines reconciliation on the acute medical unit

Pharmacy Technician, Corner Chemist, York — June 2018 – February 2021
• Dispensed repeat prescriptions
`).facts;
    const tenure = findTenure(
      technician,
      'At least 3 years of experience as a pharmacy technician in a hospital setting',
      new Date('2025-06-01'),
    );
    expect(tenure?.roleIndexes).toEqual([0]);
    expect(tenure?.since).toEqual({ year: 2021, month: 3 });
  });

  it('does not count a job of other work toward the field', () => {
    expect(
      findTenure(resume, '8 years of experience as a Front End Developer', new Date('2025-06-01')),
    ).toBeUndefined();
  });

  it('does not tell work the person went on from, which would read as given up', () => {
    const earlier = readResume(`Sam Ortiz

Experience
Bakery Manager, Rye & Crumb, Leeds — 2021 – Present
• Run a team of 6 bakers

Front-End Developer, Pixel Pond, Leeds — 2012 – 2020
• Built booking pages in React
`).facts;
    expect(findTenure(earlier, requirement, new Date('2025-06-01'))).toBeUndefined();
  });
});

describe('a letter for an ad that asks for years', () => {
  it('says since when the applicant has done the work, in the ad’s words, without a number of years', () => {
    const letter = composeLetter(
      { resume: frontEndResume, jobDescription: frontEndAd },
      { today: new Date('2025-06-01') },
    ).text;
    expect(letter).toMatch(
      /experience as a Front End Developer: I have (?:done this work|worked as)[^.]* since March 2021\./,
    );
    expect(letter).not.toMatch(/\b3\+? years\b/);
  });

  it('leaves a requirement of years the resume does not reach unmentioned', () => {
    const letter = composeLetter(
      { resume: frontEndResume, jobDescription: frontEndAd },
      { today: new Date('2023-06-01') },
    ).text;
    expect(letter).not.toMatch(/since March 2021/);
  });
});

describe('a letter for a kitchen post that asks for years in a title', () => {
  const resume = `Ines Costa
ines.costa@example.co.uk

Employment
Chef de Partie, The Quayside Hotel, Bristol (2021 - present)
* Run the grill section for 150 covers a night
* Cut food waste by 12% by changing prep lists

Commis Chef, Olive & Vine, Bath (2018 - 2021)
* Prepared pasta and sauces daily

Certifications
Level 3 Food Hygiene (2023)
`;
  const ad = `Sous Chef
The Copper Kettle, Redland

About you
- At least 2 years as a Chef de Partie or Junior Sous Chef
- Level 2 Food Hygiene or higher
`;

  it('answers the years with the dates, in the ad’s words, and names the company and the hygiene certificate', () => {
    const letter = composeLetter({ resume, jobDescription: ad }, { today: new Date('2025-06-01') }).text;
    expect(letter).toMatch(
      /experience as a Chef de Partie or Junior Sous Chef: I have done this work at The Quayside Hotel since 2021\./,
    );
    expect(letter).toMatch(/I hold a Level 3 Food Hygiene certificate\./);
    expect(letter).toMatch(/Dear (?:The )?Copper Kettle Hiring Team/);
  });
});

describe('findTenure: the setting is not the work', () => {
  it('never counts a job whose employer names the setting but whose lines do other work', () => {
    const resume = readResume(`Teodora Lane
teodora@example.com

EXPERIENCE
Children's & Youth Services Librarian, Lakeside Public Library, Jan 2021 – present
- Plan and deliver 8 weekly programs for ages 0–18

Term Librarian, Elmvale Public Library, Sept 2019 – Dec 2020
- Adult reference and readers' advisory
- Delivered 40+ one-to-one tech help appointments`).facts;
    const tenure = findTenure(
      resume,
      "At least 3 years' recent experience delivering youth programs in a public library",
      new Date('2026-11-01'),
    );
    expect(tenure?.since).toEqual(readResumeDate('Jan 2021'));
  });
});

describe('findTenure: two posts at one employer', () => {
  it('dates the work from the earlier post in the same occupation, whose lines the resume did not repeat', () => {
    const resume = readResume(`Niamh Carolan
niamh@example.ie

Experience
Supervising Pharmacist | Corrib Pharmacy Group | September 2023 – Present
- Supervise a busy community pharmacy with a team of 7
- Grew the vaccination clinic from 300 to 700 doses in two seasons

Pharmacist | Corrib Pharmacy Group | July 2022 – September 2023
- Methadone dispensing, emergency contraception consultations and GMS claims

Pharmacy Intern | Lough Pharmacy | January 2022 – June 2022
- Paid 5th-year internship under a tutor pharmacist`).facts;
    const tenure = findTenure(
      resume,
      "At least 2 years' post-registration experience in community pharmacy",
      new Date('2026-01-15T12:00:00Z'),
    );
    expect(tenure?.since).toEqual(readResumeDate('July 2022'));
    expect(tenure?.roleIndexes).toHaveLength(2);
  });
});

describe('findTenure: a journeyman’s years', () => {
  it('counts from the journeyman post, never from the apprenticeship before it at the same co-op', () => {
    const resume = readResumeFacts(
      [
        'Cody Halverson',
        'cody@example.com',
        '',
        'EXPERIENCE',
        '',
        'May 2020 - Present',
        'Journeyman Lineworker',
        'Prairie Bend Electric Cooperative, Salina, KS',
        '- Energized distribution work from a 55 ft bucket',
        '',
        'May 2016 - May 2020',
        'Apprentice Lineworker',
        'Prairie Bend Electric Cooperative, Salina, KS',
        '- Climbing school, rigging, grounding and bonding',
      ].join('\n'),
    );
    const tenure = findTenure(
      resume,
      '3+ years of journeyman-level experience on energized distribution systems',
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(tenure?.since).toEqual({ year: 2020, month: 5 });
  });
});

describe('findTenure: a kind of management, and a requirement that allows another field', () => {
  const resume = readResumeFacts(`Marta Silva
marta@example.com

Experience
Assistant Property Manager
Brookline Homes, Austin, TX | Feb 2023 - Present
- Manage rent collection and delinquency for 200 units

Front Office Manager
Hotel Linden, Austin, TX | Mar 2018 - May 2022
- Led a front office team of 18 at a 319-room boutique property; managed group arrivals and the night audit`);
  const requirement =
    '2+ years of experience in property management (Assistant Property Manager or higher), or equivalent management experience in hospitality or retail';

  it('dates property management from the post that did it, never from a hotel whose line names its property', () => {
    // Before, "Your posting asks for experience in property management: I have done this work since March 2018".
    const tenure = findTenure(resume, requirement, new Date('2026-12-01'));
    expect(tenure?.since).toEqual({ year: 2023, month: 2 });
    expect(readYearsRequirement(requirement)?.fieldWords).not.toContain('hospitality');
  });
});
