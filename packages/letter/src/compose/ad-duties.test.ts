import { describe, expect, it } from 'vitest';
import { compareTitles, readAdDuties, readAdUnit } from './ad-duties.ts';

const resumeWords = new Set(['support', 'metrics', 'csat', 'product', 'feedback', 'coach', 'team', 'accounts']);

describe('readAdDuties', () => {
  it('takes the duties the ad lists or states, turned to the reader', () => {
    const duties = readAdDuties(
      ['Own support metrics such as CSAT and first response time', 'Partner with product to turn feedback into fixes'],
      'You will prospect into new accounts and book meetings for our account executives.',
      'en',
      resumeWords,
    );
    expect(duties.map((duty) => duty.text)).toEqual([
      'own support metrics such as CSAT and first response time',
      'partner with product to turn feedback into fixes',
    ]);
    expect(
      readAdDuties(
        [],
        'You will prospect into new accounts and book meetings for our account executives.',
        'en',
        resumeWords,
      ),
    ).toEqual([{ text: 'prospect into new accounts and book meetings for your account executives', language: 'en' }]);
  });

  it('never turns a requirement, a benefit, the ad’s praise or a duty with a number into a wish', () => {
    const duties = readAdDuties(
      [
        'Be highly organised with the ability to manage your workload',
        'Have recent and relevant experience in a similar role',
        'Join our growing, award-winning support team',
        'Lead and coach a team of 6-8 support specialists',
        'Work on a rota basis including weekends',
      ],
      '',
      'en',
      resumeWords,
    );
    expect(duties).toEqual([]);
  });

  it('leaves out a duty that shares no word with the resume', () => {
    expect(readAdDuties(['Design housings and brackets'], '', 'en', resumeWords)).toEqual([]);
  });

  it('turns a German duty to the reader', () => {
    expect(
      readAdDuties(['Ganzheitliche Pflege unserer Patientinnen'], '', 'de', new Set(['patientinnen'])).map(
        (duty) => duty.text,
      ),
    ).toEqual(['Ganzheitliche Pflege Ihrer Patientinnen']);
  });
});

describe('compareTitles and readAdUnit', () => {
  it('sees a step up by rank within a trade, the same post, and nothing between unrelated titles', () => {
    expect(compareTitles('Charge Nurse', 'Nurse Manager')).toBe('up');
    expect(compareTitles('Assistant Store Manager', 'Store Manager - Lincoln Park')).toBe('up');
    expect(compareTitles('Staff Accountant', 'Staff Accountant')).toBe('same');
    expect(compareTitles('Buchhalter', 'Buchhalter Kreditorenbuchhaltung')).toBe('same');
    expect(compareTitles('Shift Lead', 'Warehouse Operations Supervisor')).toBeNull();
    expect(compareTitles('Nurse Manager', 'Charge Nurse')).toBeNull();
  });

  it('names the place the ad says the work is, but never a team', () => {
    expect(
      readAdUnit('Ascension Seton is seeking a Nurse Manager for our surgical services unit in Austin.', 'en'),
    ).toEqual({
      text: 'your surgical services unit in Austin',
      language: 'en',
    });
    expect(readAdUnit('Come and join our friendly team.', 'en')).toBeNull();
  });
});
