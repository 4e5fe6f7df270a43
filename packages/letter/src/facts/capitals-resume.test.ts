import { describe, expect, it } from 'vitest';
import { composeLetter } from '../compose/compose-letter.ts';
import { withSentenceCaseOfCapitalsResume } from './capitals-resume.ts';
import { readResumeFacts } from './read-resume-facts.ts';

// An invented driver's resume typed all in capitals, as many drivers' and trades' resumes are.
const resume = [
  'DEREK J. OKAFOR',
  'TEMPE, AZ 85281  |  (602) 555-0172  |  derek.okafor.cdl@example.com',
  '',
  'SUMMARY',
  'CDL-A DRIVER WITH 6 YEARS EXPERIENCE - REGIONAL AND FLATBED. 600,000+ SAFE MILES. CLEAN MVR. LOOKING FOR DEDICATED',
  'WORK WITH WEEKLY HOME TIME.',
  '',
  'LICENSES & ENDORSEMENTS',
  '- CLASS A CDL (ARIZONA) - EXP. 2030',
  '- HAZMAT ENDORSEMENT',
  '- DOT MEDICAL CARD - VALID TO 09/2027',
  '',
  'EXPERIENCE',
  '',
  'MESA VALLEY BUILDING SUPPLY — CHANDLER, AZ',
  'FLATBED DRIVER (REGIONAL)                                 04/2021 - PRESENT',
  '- HAUL LUMBER AND STEEL TO 30+ JOB SITES ACROSS AZ AND SOUTHERN NV',
  '- SECURE LOADS WITH CHAINS, STRAPS AND TARPS, PRE/POST TRIP INSPECTIONS, ELD (SAMSARA)',
  '- ZERO CARGO CLAIMS, ZERO DOT VIOLATIONS IN 4 YEARS',
  '',
  'SWIFT TRANSPORTATION — PHOENIX, AZ',
  'OTR DRIVER (DRY VAN)                                      06/2019 - 03/2021',
  '- 48 STATE OTR, AVG 2,600 MILES/WK',
  '- 97% ON-TIME DELIVERY',
  '',
  'TRAINING',
  'CDL-A TRAINING - DESERT ROADS DRIVING SCHOOL, MESA AZ (2019)',
].join('\n');

describe('withSentenceCaseOfCapitalsResume', () => {
  it('writes lines of work in sentence case and keeps abbreviations and names in capitals', () => {
    const lines = withSentenceCaseOfCapitalsResume(resume).split('\n');
    expect(lines).toContain('- Haul lumber and steel to 30+ job sites across AZ and southern NV');
    expect(lines).toContain('- Secure loads with chains, straps and tarps, pre/post trip inspections, ELD (Samsara)');
    expect(lines).toContain('- 97% on-time delivery');
    expect(lines).toContain('Derek J. Okafor');
    expect(lines).toContain('Mesa Valley Building Supply — Chandler, AZ');
  });

  it('leaves a resume in ordinary case as it is', () => {
    const ordinary = resume.toLowerCase().replace(/^derek/u, 'Derek');
    expect(withSentenceCaseOfCapitalsResume(ordinary)).toBe(ordinary);
  });
});

describe('readResumeFacts: a resume typed all in capitals', () => {
  const facts = readResumeFacts(resume);

  it('reads every job’s lines of work, which it had taken for headings and left out', () => {
    expect(facts.roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Flatbed Driver (Regional)', 'Mesa Valley Building Supply', 3],
      ['OTR Driver (Dry Van)', 'Swift Transportation', 2],
    ]);
  });

  it('reads the licences, the endorsement and the training, never the school’s town as a credential', () => {
    const names = facts.credentials.map((credential) => credential.name);
    expect(names).toEqual(expect.arrayContaining(['Class A CDL (Arizona)', 'Hazmat endorsement', 'DOT medical card']));
    expect(names.some((name) => /Mesa AZ|Phoenix/iu.test(name))).toBe(false);
    expect(facts.skills.map((skill) => skill.name)).not.toContain('Swift');
  });
});

describe('composeLetter: a driver’s resume typed all in capitals', () => {
  const jobDescription = [
    'Regional Flatbed Driver — Home Weekly — Tucson Terminal',
    'Canyon Line Carriers',
    'REQUIREMENTS',
    '- Valid Class A CDL',
    '- At least 1 year verifiable flatbed experience',
    '- Must pass DOT physical and pre-employment drug screen',
  ].join('\n');
  const text = composeLetter({ resume, jobDescription }).text;

  it('tells the work in the person’s words in sentence case, and the licence the ad asks for', () => {
    expect(text).toMatch(/I haul lumber and steel to 30\+ job sites across AZ and southern NV/u);
    expect(text).toMatch(/I hold a Class A CDL/u);
    expect(text).not.toMatch(/\b[A-Z]{4,}\s+[A-Z]{4,}\b/u);
    expect(text).toMatch(/Derek J\. Okafor$/u);
  });

  it('names the post without its terms and site, asks "that applicants pass", and tells a course as completed', () => {
    expect(text).toMatch(/the Regional Flatbed Driver position at Canyon Line Carriers\./u);
    expect(text).not.toMatch(/asks for must/u);
    expect(text).not.toMatch(/I (?:also )?hold (?:a |the )?CDL-A Training/u);
  });
});

describe('readResumeFacts: a short resume typed all in capitals, without headings', () => {
  it('reads the name as the name and the job’s lines as its work, never the name as the employer', () => {
    const facts = readResumeFacts(
      [
        'MARIA LOPEZ',
        'RECEPTIONIST',
        'BRIGHT SMILES DENTAL 2018 - PRESENT',
        'ANSWER PHONES AND BOOK 40 APPOINTMENTS A DAY',
        'MANAGE PATIENT RECORDS AND TAKE PAYMENTS',
      ].join('\n'),
    );
    expect(facts.name).toBe('Maria Lopez');
    expect(facts.roles[0]?.employer).toBe('Bright Smiles Dental');
    expect(facts.roles[0]?.achievements.map((achievement) => achievement.text)).toContain(
      'Answer phones and book 40 appointments a day',
    );
  });
});
