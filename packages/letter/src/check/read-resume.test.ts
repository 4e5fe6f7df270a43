import { describe, expect, it } from 'vitest';
import { readResumeForCheck } from './read-resume.ts';

describe('readResumeForCheck', () => {
  it('reads the name at the top, beside a heading or credentials, and no name when the top is a heading or a title', () => {
    expect(readResumeForCheck('# Lebenslauf — Max Mustermann\n\n## Profil\nBackend Engineer').name).toBe(
      'Max Mustermann',
    );
    expect(readResumeForCheck('MARIA GONZALEZ, RN\nAustin, TX\n\nEXPERIENCE').name).toBe('MARIA GONZALEZ');
    expect(readResumeForCheck('Anna-Lena Schmidt-Weber | Pflegefachkraft\n\nBerufserfahrung').name).toBe(
      'Anna-Lena Schmidt-Weber',
    );
    expect(readResumeForCheck('REGISTERED NURSE\nProfessional Summary\nCaring nurse.').name).toBeUndefined();
    expect(readResumeForCheck('Career Focus\nMarketing lead with 8 years of experience.').name).toBeUndefined();
  });

  it('splits roles at their dated or anonymised headings, with the employers and titles they name', () => {
    const resume = readResumeForCheck(`Experience
Charge Nurse — St. David's Medical Center, Austin, TX    03/2021 – Present
• Supervise a team of 8 nurses
Staff Nurse — Baylor Scott & White, Temple, TX    06/2018 – 02/2021
• Provided post-operative care for up to 6 patients per shift
Main Chef Company Name - City , State
Led and directed team members on effective methods.`);
    expect(resume.regions.map((region) => ({ employers: region.employers, titles: region.titles }))).toEqual([
      { employers: ["St. David's Medical Center"], titles: ['Charge Nurse'] },
      { employers: ['Baylor Scott & White'], titles: ['Staff Nurse'] },
      { employers: [], titles: ['Main Chef'] },
    ]);
    expect(resume.regions[1]?.lines).toContain('• Provided post-operative care for up to 6 patients per shift');
  });

  it('gives a post listed under another post of one employer that employer, never one with a place of its own', () => {
    const resume = readResumeForCheck(`Experience
Ridgemoor Distribution Co. — Memphis, TN
Warehouse Lead, 2nd Shift
Aug 2020 to Present
- Lead team of 10-12 associates

Forklift Operator / Material Handler
Jan 2018 to Aug 2020
- Putaway, replenishment, pallet builds`);
    expect(resume.regions.map((region) => region.titles)).toEqual([
      ['Warehouse Lead'],
      ['Forklift Operator', 'Material Handler'],
    ]);
    expect(resume.regions[1]?.employers).toContain('Ridgemoor Distribution Co.');
  });

  it('reads a short organisation before a city and state as the employer, not as a place', () => {
    const resume = readResumeForCheck(`Experience
Shift Lead
Riverside Distribution Center, Dayton OH
05/2020 - Current
• Lead a team of 9 pickers`);
    expect(resume.regions[0]?.employers).toContain('Riverside Distribution Center');
    expect(resume.regions[0]?.places).not.toContain('Riverside Distribution Center');
  });

  it('reads credentials and degrees with their status', () => {
    const resume = readResumeForCheck(`Education
BSc Economics, University of Exeter (expected 2026)

Certifications
PRINCE2 Foundation (2020)
PMP – in progress, exam booked for May 2026
CCRN – planned for 2027
CPR (expired)`);
    expect(resume.credentials.map((entry) => entry.status)).toEqual(['held', 'in_progress', 'planned', 'expired']);
    expect(resume.degrees).toMatchObject([{ kinds: ['bachelor'], status: 'in_progress' }]);
  });
});

describe('readResumeForCheck: a note in a heading’s brackets', () => {
  it('never takes "(1st year)" or "(Temp)" for an employer', () => {
    const resume = readResumeForCheck(`Experience
Electrical Apprentice (1st year)                                  Feb 2023 – Jan 2024
Lockyer Ridge Electrical – Gatton QLD
•  Domestic new builds: rough-in, fit-off and smoke alarms
Dental Hygienist (Temp)                                           Jun 2019 – Feb 2021
•  Temp hygiene coverage across 14 offices`);
    const employers = resume.regions.flatMap((region) => region.employers);
    expect(employers).not.toContain('1st year');
    expect(employers).not.toContain('Temp');
  });
});

describe('readResumeForCheck: an exam registered for', () => {
  it('reads "registered for" as planned, whether or not its date is on the same line', () => {
    const resume = readResumeForCheck(`Ravi Menon
CERTIFICATIONS
CFA Level I – registered for
Feb 2027 exam window
FRM Part I – registered for the May 2027 sitting`);
    const status = (name: string) => resume.credentials.find((entry) => entry.name.startsWith(name))?.status;
    expect(status('CFA Level I')).toBe('planned');
    expect(status('FRM Part I')).toBe('planned');
  });
});

describe('readResumeForCheck: an exam booked, in Spanish', () => {
  it('reads "examen programado" as planned', () => {
    const resume = readResumeForCheck(`Javier Ortega
CERTIFICACIONES
PMP (Project Management Professional, PMI) – examen programado 03/2027`);
    expect(resume.credentials.map((entry) => entry.status)).toEqual(['planned']);
  });
});

describe('readResumeForCheck: licences laid out as Indeed prints them', () => {
  it('reads each licence’s status from the line below it: dates run out, an application pending, a plan', () => {
    const resume = readResumeForCheck(`Ana Ruiz
Certifications and Licenses

Registered Dental Hygienist (RDH) - Ohio State Dental Board
June 2019 to June 2049

BLS for Healthcare Providers (CPR & AED) - American Heart Association
January 2014 to January 2016

Pennsylvania Dental Hygiene License
Application submitted September 2026 - pending with the State Board of Dentistry

Local Anesthesia Permit
Planned - enrolling in the Spring 2047 course`);
    const status = Object.fromEntries(resume.credentials.map((entry) => [entry.name, entry.status]));
    expect(status['Registered Dental Hygienist (RDH) - Ohio State Dental Board']).toBe('held');
    expect(status['BLS for Healthcare Providers (CPR & AED) - American Heart Association']).toBe('expired');
    expect(status['Pennsylvania Dental Hygiene License']).toBe('in_progress');
    expect(status['Local Anesthesia Permit']).toBe('planned');
  });
});

describe('readResumeForCheck: a side column printed before the name', () => {
  it('never takes an item of "Top Skills" for the person’s name', () => {
    expect(
      readResumeForCheck(
        'Contact\nana@example.com\n\nTop Skills\nApache Kafka\nData Modelling\n\nAna Lima\nData Engineer',
      ).name,
    ).not.toBe('Apache Kafka');
  });
});

describe('readResumeForCheck: a listed line that says since when', () => {
  it('is a line of the role above even when a dash and words follow the year', () => {
    const read = readResumeForCheck(`Experience
Classroom Teacher
Rimu Valley School, Tauranga    Feb 2020 – present
• Team Leader since 2024 – appraisal / PGC conversations for 3 teachers, syndicate
budget of $4,200, weekly team hui
• Run lunchtime netball (2 teams, 40 students)`);
    expect(read.regions).toHaveLength(1);
  });
});

describe('readResumeForCheck: a resume typed in lower case', () => {
  it('reads the name on its first line, with its capitals', () => {
    expect(
      readResumeForCheck(
        'dean harrow\n07700 900412\n\nwork history\nfenmoor cold store ltd - warehouse operative\nmay 2021 - present',
      ).name,
    ).toBe('Dean Harrow');
  });
});

describe('readResumeForCheck: a pay band and a bullet run over a page break', () => {
  it('reads no employer from a post’s band, and no heading from the rest of a bullet', () => {
    const resume = readResumeForCheck(
      [
        'Rhian Morgan-Evans',
        'rhian@example.co.uk',
        '',
        'EMPLOYMENT',
        'Physiotherapist (Band 6), Community Team',
        'Vale Community Health, Barry        Apr 2018 – Jul 2021',
        '• Caseload of 20 adults after hospital discharge.',
        '• Supervised two Band 5 physios and six students from Swansea',
        '',
        'Page 1 of 2',
        '',
        'University (practice educator since 2017).',
        '• Ran the falls class twice a week.',
        '',
        'Physiotherapist (Band 5, rotational)',
        'Vale Community Health        Sep 2015 – Mar 2018',
        '• Rotations in stroke and orthopaedics.',
      ].join('\n'),
    );
    expect(resume.regions.flatMap((region) => region.employers)).not.toContain('Band 5');
    expect(resume.regions.flatMap((region) => region.employers)).not.toContain('Band 6');
    expect(resume.regions.flatMap((region) => region.employers)).not.toContain('University');
  });
});

describe('readResumeForCheck: a deed with the years it covers, its bullet lost', () => {
  it('reads it as a line of the role above, never as a heading', () => {
    const resume = readResumeForCheck(
      [
        'Grace Wambui',
        'grace.w@example.co.ke',
        '',
        'WORK EXPERIENCE',
        'March 2022 – Present\tGIS Analyst',
        '\tSavanna Mapping Ltd, Nairobi',
        '\uf0b7\tBuilt a land-cover change analysis of the Aberdare forest, 2000–2024, in Google Earth Engine (Landsat 8 and Sentinel-2).',
        '\uf0b7\tTrained 35 county staff on KoboToolbox.',
      ].join('\n'),
    );
    expect(resume.regions).toHaveLength(1);
    expect(resume.regions[0]?.employers).toContain('Savanna Mapping Ltd');
  });
});

describe('readResumeForCheck: a form’s two columns run together', () => {
  it('reads the name after "Name:" up to the next column’s label', () => {
    const resume = readResumeForCheck(
      [
        'Lebenslauf',
        '',
        'Persönliche Daten                          Kenntnisse',
        'Name: Jonas Feldmann                       Diagnosetester: XENTRY, ODIS',
        'Telefon: 0151 5550 7788                    Hochvolt: HV2',
        'E-Mail: jonas.feldmann@example.com         Führerschein Klasse B, BE',
        '',
        'Berufserfahrung',
        'seit 03/2022        Kfz-Mechatroniker',
        '                    Autohaus Brenner GmbH, Ulm',
      ].join('\n'),
    );
    // Before, "Führerschein Klasse B" was the name, and a letter signed "Jonas Feldmann" failed its check.
    expect(resume.name).toBe('Jonas Feldmann');
  });
});
