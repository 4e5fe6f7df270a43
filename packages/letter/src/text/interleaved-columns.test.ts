import { describe, expect, it } from 'vitest';
import { withColumnsApart } from './interleaved-columns.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { checkLetter } from '../check/check-letter.ts';

// A physiotherapist's two-column resume copied row by row: the sidebar (left) and the main column (right) alternate,
// one line each, below the name and headline that span the page.
const interleaved = [
  'PRIYA NAIR',
  'Physiotherapist (HCPC Registered)',
  'CONTACT',
  'PROFILE',
  '07700 900 412',
  'Musculoskeletal physiotherapist with four years in NHS and',
  'priya.nair@example.org',
  'private clinics, calm with anxious patients and keen on',
  'Leeds LS6',
  'exercise rehab. Now looking for a community post where I',
  'QUALIFICATIONS',
  'can grow, and currently completing my',
  'BSc (Hons) Physiotherapy, 2021',
  'acupuncture course.',
  'AACP Acupuncture Foundation',
  'EXPERIENCE',
  'Certificate – in progress,',
  'Aire Valley Physio, Leeds',
  'exam due May 2027',
  'Physiotherapist  |  Jan 2023 – present',
  'SKILLS',
  '• Run the Thursday back-pain class for up to 12 patients,',
  'Exercise prescription',
  'with 80% finishing the six weeks (Jan 2024 –',
  'Manual therapy',
  'present)',
  'Hydrotherapy (basic)',
  '• Supervise two third-year students on placement each spring and',
  'INTERESTS',
  'autumn, signing off their competency records',
  'Climbing, choir',
  'Band 5 Physiotherapist  |  Sept 2021 – Dec 2022',
];

describe('withColumnsApart', () => {
  it('writes a page whose lines alternate between two columns column by column, the spanning name kept on top', () => {
    expect(withColumnsApart(interleaved.join('\n')).split('\n')).toEqual([
      'PRIYA NAIR',
      'Physiotherapist (HCPC Registered)',
      'CONTACT',
      '07700 900 412',
      'priya.nair@example.org',
      'Leeds LS6',
      'QUALIFICATIONS',
      'BSc (Hons) Physiotherapy, 2021',
      'AACP Acupuncture Foundation',
      'Certificate – in progress,',
      'exam due May 2027',
      'SKILLS',
      'Exercise prescription',
      'Manual therapy',
      'Hydrotherapy (basic)',
      'INTERESTS',
      'Climbing, choir',
      '',
      'PROFILE',
      'Musculoskeletal physiotherapist with four years in NHS and',
      'private clinics, calm with anxious patients and keen on',
      'exercise rehab. Now looking for a community post where I',
      'can grow, and currently completing my',
      'acupuncture course.',
      'EXPERIENCE',
      'Aire Valley Physio, Leeds',
      'Physiotherapist  |  Jan 2023 – present',
      '• Run the Thursday back-pain class for up to 12 patients,',
      'with 80% finishing the six weeks (Jan 2024 –',
      'present)',
      '• Supervise two third-year students on placement each spring and',
      'autumn, signing off their competency records',
      'Band 5 Physiotherapist  |  Sept 2021 – Dec 2022',
      '',
    ]);
  });

  it('leaves a one-column resume whose wrapped lines go on in the next line as it is', () => {
    const oneColumn = [
      'Sam Okafor',
      'PROFILE',
      'Warehouse operative with five years on nights, counterbalance and',
      'reach trucks, and a clean safety record. Looking for a days post with',
      'a team leader path.',
      'EXPERIENCE',
      'Northgate Distribution, Wakefield',
      'Warehouse Operative | 2021 – present',
      '• Picked and loaded up to 180 cages a shift for 14 stores,',
      'keeping mis-picks under 0.5%',
      '• Trained 6 new starters on the scanners (RF guns and the',
      'voice-pick headsets)',
    ].join('\n');
    expect(withColumnsApart(oneColumn)).toBe(oneColumn);
  });

  it('lets the fact sheet read a credential in progress as in progress, not held', () => {
    const credentials = readResumeFacts(interleaved.join('\n')).credentials;
    const acupuncture = credentials.find((credential) => /acupuncture/iu.test(credential.name));
    expect(acupuncture?.status).toBe('in_progress');
    // Read in the pasted order, "AACP Acupuncture Foundation" stood above "EXPERIENCE" with no status of its own.
    expect(credentials.map((credential) => credential.name)).not.toContain('AACP Acupuncture Foundation');
  });

  it('lets the checker flag the credential in progress said to be held', () => {
    const ad = 'Community Physiotherapist\nWharfedale Health\n\nAcupuncture training is a plus.';
    const letter = (claim: string) =>
      `Dear Wharfedale Health Hiring Team,\n\nI am applying for the Community Physiotherapist position at Wharfedale Health. I work as a Physiotherapist at Aire Valley Physio. ${claim}\n\nYours sincerely,\nPriya Nair`;
    const resume = interleaved.join('\n');
    const held = checkLetter({
      letter: letter('I hold the AACP Acupuncture Foundation Certificate.'),
      resume,
      jobDescription: ad,
    });
    expect(held.criteria['faithful-facts'].passed).toBe(false);
    const underWay = checkLetter({
      letter: letter(
        'I am working towards the AACP Acupuncture Foundation Certificate, with the exam due in May 2027.',
      ),
      resume,
      jobDescription: ad,
    });
    expect(underWay.criteria['faithful-facts'].passed).toBe(true);
  });
});
