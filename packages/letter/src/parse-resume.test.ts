import { describe, expect, it } from 'vitest';
import { parseResume, readDegreeKinds } from './parse-resume.ts';
import { readEvalPairs } from '../test-fixtures/read-eval-pairs.ts';
import {
  germanResume,
  injectedResume,
  marketingResume,
  nurseResume,
  proseResume,
  resumeWithoutName,
  resumeWithoutNumbers,
} from '../test-fixtures/synthetic-cases.ts';

const pairs = readEvalPairs();
function resumeOf(id: string): string {
  const pair = pairs.find((candidate) => candidate.id === id);
  if (!pair) throw new Error(`fixture ${id} missing`);
  return pair.resume;
}

describe('parseResume', () => {
  it('reads name and contacts through PDF glyphs such as "I (555)" and "ð"', () => {
    const resume = parseResume(resumeOf('sw-01'));
    expect(resume.name).toBe('Barry Allen');
    expect(resume.phone).toBe('(555) 555-0100');
    expect(resume.email).toBe('firstname.lastname@example.com');
    expect(resume.headline).toBe('Front-End Developer');
    expect(resume.cleanText).not.toMatch(/ð|§/);
  });

  it('turns an all-capitals name into a readable one', () => {
    expect(parseResume(resumeOf('sw-03')).name).toBe('John Doe');
  });

  it('reads roles whose dates the PDF split over two lines', () => {
    const resume = parseResume(resumeOf('sw-02'));
    expect(resume.roles.map((role) => [role.title, role.employer, role.dates?.isCurrent])).toEqual([
      ['MERN Stack Developer', 'OpenAI', true],
      ['Full Stack Developer', 'Uber', false],
      ['Software Developer', 'Facebook', false],
    ]);
    expect(resume.roles[0]?.achievements[0]?.text).toMatch(/^Working on the development of the ChatGPT project/);
    expect(resume.yearsOfExperience).toMatchObject({ value: 10, qualifier: 'over' });
  });

  it('reads bullet roles with trailing dates and joins wrapped bullets', () => {
    const resume = parseResume(resumeOf('sw-03'));
    expect(resume.roles.map((role) => role.employer)).toEqual(['ABC Company, Inc.', 'XYZ Solutions']);
    const first = resume.roles[0]?.achievements[0]?.text ?? '';
    expect(first).toMatch(/Java and Spring Boot$/);
    expect(resume.certifications).toEqual([
      'Oracle Certified Professional, Java SE 8 Programmer',
      'Certified Angular Developer',
    ]);
    expect(resume.education[0]?.degreeKinds).toEqual(['bachelor']);
  });

  it('reads a German Markdown resume with its section names', () => {
    const resume = parseResume(resumeOf('sw-07'));
    expect(resume.name).toBe('Max Mustermann');
    expect(resume.language).toBe('de');
    expect(resume.roles.map((role) => [role.title, role.employer, role.dates?.text])).toEqual([
      ['Senior Backend Engineer', 'Beispiel AG', '2022–2025'],
      ['Backend Engineer', 'Firma B', '2019–2022'],
    ]);
    const numbers = resume.roles[0]?.achievements.flatMap((achievement) => achievement.numbers);
    expect(numbers).toEqual(expect.arrayContaining(['28%', '~45%', '40%']));
    expect(resume.skills).toEqual(
      expect.arrayContaining(['Python', 'FastAPI', 'Docker', 'Kubernetes', 'GitHub Actions']),
    );
    expect(resume.education[0]?.degree).toBe('B.Sc. Informatik');
    expect(resume.yearsOfExperience).toMatchObject({ value: 7, qualifier: 'over' });
  });

  it('reads German dates, compound job titles and certificates', () => {
    const resume = parseResume(germanResume);
    expect(resume.roles.map((role) => [role.title, role.employer, role.dates?.isCurrent])).toEqual([
      ['Projektmanagerin', 'Rheinland Software GmbH', true],
      ['Junior-Projektmanagerin', 'Datenwerk AG', false],
    ]);
    expect(resume.certifications).toEqual(['PRINCE2 Foundation']);
  });

  it('reads roles without dates', () => {
    const resume = parseResume(resumeWithoutNumbers);
    expect(resume.roles.map((role) => role.employer)).toEqual(['Brightdesk Software', 'Parcel Point']);
    expect(resume.skills).toContain('Zendesk');
  });

  it('reads every degree on separate lines, not a state code such as "MA"', () => {
    const resume = parseResume(resumeOf('sw-04'));
    expect(resume.education.map((entry) => entry.degreeKinds)).toEqual([['master', 'mba'], ['master'], ['bachelor']]);
  });

  it('leaves the name empty rather than guessing', () => {
    const resume = parseResume(resumeWithoutName);
    expect(resume.name).toBeUndefined();
    expect(resume.roles[0]?.employer).toBe('Fabrikam Foods');
  });

  it('drops lines that address the generator and remembers them', () => {
    const resume = parseResume(injectedResume);
    expect(resume.ignoredInstructions).toHaveLength(1);
    expect(resume.cleanText).not.toMatch(/Harvard|ignore/i);
    expect(resume.achievements.some((achievement) => /Google/.test(achievement.text))).toBe(false);
  });

  it('never throws on empty or odd input', () => {
    expect(parseResume('').roles).toEqual([]);
    expect(parseResume('•\n\n*\n-').name).toBeUndefined();
  });
});

describe('readDegreeKinds', () => {
  it('tells degrees from look-alike words', () => {
    expect(readDegreeKinds('Master of Business Administration')).toEqual(['master', 'mba']);
    expect(readDegreeKinds('B.Tech, Computer Science')).toEqual(['bachelor']);
    expect(readDegreeKinds('BS/MS degree in Computer Science')).toEqual(['bachelor', 'master']);
    expect(readDegreeKinds('Certified Scrum Master')).toEqual([]);
    expect(readDegreeKinds('Cambridge, MA, USA')).toEqual([]);
  });
});

describe('parseResume on other layouts', () => {
  it('reads an employer written on its own line above the title and dates', () => {
    const resume = parseResume(nurseResume);
    expect(resume.name).toBe('Maria Gonzalez');
    expect(resume.roles.map((role) => [role.title, role.employer, role.dates?.isCurrent])).toEqual([
      ['Registered Nurse', 'Northwestern Memorial Hospital', true],
      ['Staff Nurse', 'Rush University Medical Center', false],
    ]);
    expect(resume.certifications).toContain('CCRN (AACN)');
  });

  it('reads title, company and dates written on three lines', () => {
    const resume = parseResume(marketingResume);
    expect(resume.roles.map((role) => [role.title, role.employer, role.location, role.dates?.text])).toEqual([
      ['Growth Marketing Manager', 'Acme Outdoor Co.', 'Denver, CO', 'March 2021 - Present'],
      ['Marketing Specialist', 'Peak Brands', 'Boulder, CO', '2018 - 2021'],
    ]);
    expect(resume.roles[0]?.achievements.at(-1)?.text).toMatch(/by 22%$/);
  });

  it('takes first-person sentences of a prose resume as its evidence', () => {
    const resume = parseResume(proseResume);
    expect(resume.roles).toEqual([]);
    expect(resume.achievements.map((achievement) => achievement.source)).toEqual([
      'statement',
      'statement',
      'statement',
    ]);
  });
});

describe('parseResume on less common layouts', () => {
  it('splits a certification line that lists several credentials', () => {
    const resume = parseResume(
      'Maria Gonzalez\n\nCERTIFICATIONS\nBLS, ACLS, PALS\nGoogle Data Analytics Certificate, Tableau Desktop Specialist',
    );
    expect(resume.certifications).toEqual([
      'BLS',
      'ACLS',
      'PALS',
      'Google Data Analytics Certificate',
      'Tableau Desktop Specialist',
    ]);
  });

  it('keeps one credential with its details together', () => {
    const resume = parseResume('Hannah Leclerc\n\nCertifications\nMassachusetts Initial License, Biology (8–12)');
    expect(resume.certifications).toEqual(['Massachusetts Initial License, Biology (8–12)']);
  });

  it('reads a plain-text resume with dates before titles, employers on their own lines and no bullet signs', () => {
    const resume = parseResume(
      [
        'Samuel Okafor',
        'samuel.okafor@example.com',
        '',
        'EXPERIENCE',
        '',
        '2020 - Present',
        'Shift Lead',
        'Coastal Distribution LLC',
        'Lead a crew of 18 in receiving and putaway',
        'Improved pick accuracy from 97.1% to 99.4%',
        '',
        '2017 - 2020',
        'Warehouse Associate',
        'Harbor Freightways',
        'Operated forklifts and reach trucks',
        'Recognized as associate of the quarter 3 times',
      ].join('\n'),
    );
    expect(resume.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Shift Lead', 'Coastal Distribution LLC'],
      ['Warehouse Associate', 'Harbor Freightways'],
    ]);
    expect(resume.roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Lead a crew of 18 in receiving and putaway',
      'Improved pick accuracy from 97.1% to 99.4%',
    ]);
  });

  it('keeps "University of Texas at Austin" whole in the education entry', () => {
    const resume = parseResume(
      'Maria Gonzalez\n\nEDUCATION\nBachelor of Science in Nursing, University of Texas at Austin, 2018',
    );
    expect(resume.education[0]?.institution).toBe('University of Texas at Austin');
  });

  it('drops the empty parentheses a project date leaves behind', () => {
    const resume = parseResume(
      'Olivia Grant\n\nProjects\nEnrollment Trends Dashboard (2024)\n- Cleaned 5 years of enrollment data in SQL',
    );
    expect(resume.projects[0]?.name).toBe('Enrollment Trends Dashboard');
  });
});

describe('parseResume on service and care job titles', () => {
  it('reads "Receptionist" and "Kassiererin" as job titles rather than leaving the title empty', () => {
    const resume = parseResume(
      `Maria Lopez\n\nEXPERIENCE\nReceptionist, Hilltop Veterinary Clinic, Austin, TX\n2020 – 2022\n- Answered 60 calls a day\n\nKassiererin, Green Grocer Markt, Leipzig\n2018 – 2020\n- Kassenabrechnung`,
    );
    expect(resume.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Receptionist', 'Hilltop Veterinary Clinic'],
      ['Kassiererin', 'Green Grocer Markt'],
    ]);
  });
});
