import { describe, expect, it } from 'vitest';
import { composeLetter, type LetterLength } from './compose-letter.ts';
import { countWords, findNumbers, normalizeText } from './normalize-text.ts';
import { failedCriteria } from '../test-fixtures/failed-criteria.ts';
import { readEvalPairs } from '../test-fixtures/read-eval-pairs.ts';
import {
  analystResume,
  buildLongResume,
  germanAd,
  germanResume,
  htmlAdWithSalary,
  injectedResume,
  marketingAd,
  marketingResume,
  nurseAd,
  nurseResume,
  proseResume,
  workingStudentAd,
  noCompanyAd,
  resumeWithoutName,
  resumeWithoutNumbers,
  supportAd,
} from '../test-fixtures/synthetic-cases.ts';

const lengths: LetterLength[] = ['standard', 'short'];
const wordRanges: Record<LetterLength, [number, number]> = { standard: [250, 400], short: [150, 200] };

/** Checks written here directly, so the letters are not judged by the checker alone. */
function expectBasicShape(text: string, length: LetterLength, name: string | undefined): void {
  const lines = text.split('\n');
  expect(lines[0]).toMatch(/^(?:Dear .+,|Sehr geehrte Damen und Herren,|Liebes .+,)$/);
  const words = countWords(text);
  expect(words).toBeGreaterThanOrEqual(wordRanges[length][0]);
  expect(words).toBeLessThanOrEqual(wordRanges[length][1]);
  expect(text).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\[[^\]]*\]|\{[^}]*\}/);
  expect(text).not.toMatch(/I am writing to express|hiermit bewerbe ich mich/i);
  const paragraphs = text.split(/\n\s*\n/).slice(1, -1);
  expect(paragraphs.length).toBeGreaterThanOrEqual(3);
  expect(paragraphs.length).toBeLessThanOrEqual(5);
  if (name) expect(lines.slice(-3).join('\n')).toContain(name);
}

function expectNumbersFromSources(text: string, resume: string, jobDescription: string): void {
  const known = new Set(
    [...findNumbers(normalizeText(resume)), ...findNumbers(normalizeText(jobDescription))].map(
      (mention) => mention.value,
    ),
  );
  for (const mention of findNumbers(text)) expect(known, `number ${mention.text}`).toContain(mention.value);
}

describe('composeLetter on the shared evaluation pairs', () => {
  const pairs = readEvalPairs();

  for (const pair of pairs) {
    for (const length of lengths) {
      it(`writes a ${length} letter for ${pair.id} that meets all nine criteria`, () => {
        const letter = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }, { length });
        expect(failedCriteria(letter.text, pair.resume, pair.jobDescription, length)).toEqual([]);
        expectBasicShape(letter.text, length, undefined);
        expectNumbersFromSources(letter.text, pair.resume, pair.jobDescription);
      });
    }
  }

  it('signs each letter with the candidate name from the resume', () => {
    const names: Record<string, string> = {
      'sw-01': 'Barry Allen',
      'sw-02': 'Bruce Wayne',
      'sw-03': 'John Doe',
      'sw-04': 'Alfred Pennyworth',
      'sw-07': 'Max Mustermann',
      'ds-01': 'Harvey Dent',
      'adv-01': 'Max Mustermann',
    };
    for (const pair of pairs) {
      const text = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }).text;
      expect(text.split('\n').at(-1)).toBe(names[pair.id]);
    }
  });

  it('writes in the language of the ad: German for the German ad, English for the English ad with a German resume', () => {
    const german = pairs.find((pair) => pair.id === 'sw-07');
    const mixed = pairs.find((pair) => pair.id === 'adv-01');
    if (!german || !mixed) throw new Error('fixtures missing');
    const germanLetter = composeLetter({ resume: german.resume, jobDescription: german.jobDescription });
    expect(germanLetter.language).toBe('de');
    expect(germanLetter.text).toMatch(/^Sehr geehrte Damen und Herren,/);
    expect(germanLetter.text).toMatch(/Mit freundlichen Grüßen\nMax Mustermann$/);
    const mixedLetter = composeLetter({ resume: mixed.resume, jobDescription: mixed.jobDescription });
    expect(mixedLetter.language).toBe('en');
    expect(mixedLetter.text).not.toMatch(/\b(?:und|mit|bei der|Einführung|reduziert)\b/);
  });

  it('keeps each achievement with its own employer', () => {
    const pair = pairs.find((candidate) => candidate.id === 'sw-02');
    if (!pair) throw new Error('fixture missing');
    const text = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }).text;
    expect(text).not.toMatch(/Facebook[^.]*ChatGPT|Uber[^.]*ChatGPT/);
    expect(text).toMatch(/OpenAI/);
  });

  it('names the role and the company the ad names', () => {
    const pair = pairs.find((candidate) => candidate.id === 'sw-01');
    if (!pair) throw new Error('fixture missing');
    const text = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }).text;
    expect(text).toContain('Front End Engineer');
    expect(text).toContain('Tech Solutions');
    expect(text).not.toContain('2 Years of Experience');
  });
});

describe('composeLetter on edge cases', () => {
  it('is deterministic: the same input gives the same letter', () => {
    const first = composeLetter({ resume: analystResume, jobDescription: noCompanyAd });
    const second = composeLetter({ resume: analystResume, jobDescription: noCompanyAd });
    expect(second.text).toBe(first.text);
  });

  it('greets the hiring manager and invents no company when the ad names none', () => {
    const letter = composeLetter({ resume: analystResume, jobDescription: noCompanyAd });
    expect(letter.text.split('\n')[0]).toBe('Dear Hiring Manager,');
    expect(failedCriteria(letter.text, analystResume, noCompanyAd, 'standard')).toEqual([]);
    expect(letter.text).not.toMatch(/\bat (?:the )?(?:company|Company)\b/);
  });

  it('reads an HTML ad and never presents its salary as the applicant’s', () => {
    const letter = composeLetter({ resume: analystResume, jobDescription: htmlAdWithSalary });
    expect(letter.text.split('\n')[0]).toBe('Dear Blue Harbor Insurance team,');
    expect(letter.text).not.toMatch(/[<>]|&amp;|&ndash;|&dollar;/);
    expect(letter.text).not.toMatch(/95,000|110,000|2027/);
    expect(failedCriteria(letter.text, analystResume, htmlAdWithSalary, 'standard')).toEqual([]);
  });

  it('handles a 4,000-word resume', () => {
    const longResume = buildLongResume();
    expect(countWords(longResume)).toBeGreaterThan(3900);
    for (const length of lengths) {
      const letter = composeLetter({ resume: longResume, jobDescription: htmlAdWithSalary }, { length });
      expect(failedCriteria(letter.text, longResume, htmlAdWithSalary, length)).toEqual([]);
      expectBasicShape(letter.text, length, 'Jordan Ellis');
    }
  });

  it('writes a German letter for a German ad', () => {
    for (const length of lengths) {
      const letter = composeLetter({ resume: germanResume, jobDescription: germanAd }, { length });
      expect(letter.language).toBe('de');
      expect(failedCriteria(letter.text, germanResume, germanAd, length)).toEqual([]);
      expectBasicShape(letter.text, length, 'Anna Schneider');
      expect(letter.text).toContain('Musterwerk GmbH');
      expect(letter.text).not.toMatch(/70\.000|80\.000|600/);
    }
  });

  it('treats a resume line that addresses the generator as data: never obeyed, never copied', () => {
    const letter = composeLetter({ resume: injectedResume, jobDescription: noCompanyAd });
    expect(letter.text).not.toMatch(/Google|Harvard|PhD|\b15\b|ignore|instructions/i);
    expect(failedCriteria(letter.text, injectedResume, noCompanyAd, 'standard')).toEqual([]);
  });

  it('writes a letter without any number when the resume has none', () => {
    for (const length of lengths) {
      const letter = composeLetter({ resume: resumeWithoutNumbers, jobDescription: supportAd }, { length });
      expect(findNumbers(letter.text)).toEqual([]);
      expect(failedCriteria(letter.text, resumeWithoutNumbers, supportAd, length)).toEqual([]);
      expectBasicShape(letter.text, length, 'Tomás Herrera');
    }
  });

  it('never mentions the salary or holidays an ad offers', () => {
    const letter = composeLetter({ resume: resumeWithoutNumbers, jobDescription: supportAd });
    expect(letter.text).not.toMatch(/42,000|48,000|€|\b30\b/);
  });

  it('signs with the sign-off alone when the resume shows no name', () => {
    const letter = composeLetter({ resume: resumeWithoutName, jobDescription: noCompanyAd });
    expect(letter.text.split('\n').at(-1)).toBe('Sincerely,');
    expect(failedCriteria(letter.text, resumeWithoutName, noCompanyAd, 'standard')).toEqual([]);
  });

  it('writes in the language the user chooses over the ad’s', () => {
    const letter = composeLetter({ resume: analystResume, jobDescription: noCompanyAd }, { language: 'de' });
    expect(letter.language).toBe('de');
    expect(letter.text.split('\n')[0]).toBe('Sehr geehrte Damen und Herren,');
    expect(failedCriteria(letter.text, analystResume, noCompanyAd, 'standard', 'de')).toEqual([]);
  });

  it('uses a warmer sign-off in the warm tone', () => {
    const letter = composeLetter({ resume: analystResume, jobDescription: htmlAdWithSalary }, { tone: 'warm' });
    expect(letter.text).toMatch(/Kind regards,\nPriya Raman$/);
    expect(failedCriteria(letter.text, analystResume, htmlAdWithSalary, 'standard')).toEqual([]);
  });

  it('still writes a well-formed letter from empty input', () => {
    const letter = composeLetter({ resume: '', jobDescription: '' });
    expect(letter.text.split('\n')[0]).toBe('Dear Hiring Manager,');
    expect(letter.text).not.toMatch(/undefined|null/);
    expect(letter.text).toMatch(/Sincerely,$/);
  });

  for (const [name, resume, jobDescription] of [
    ['a nurse whose employer sits above the title', nurseResume, nurseAd],
    ['a marketer with title, company and dates on separate lines', marketingResume, marketingAd],
    ['a student whose resume is written as prose, for a German ad', proseResume, workingStudentAd],
  ] as const) {
    it(`writes letters that meet all nine criteria for ${name}`, () => {
      for (const length of lengths) {
        const letter = composeLetter({ resume, jobDescription }, { length });
        expect(failedCriteria(letter.text, resume, jobDescription, length)).toEqual([]);
        expectNumbersFromSources(letter.text, resume, jobDescription);
      }
    });
  }

  it('never presents pay or a sign-on bonus from the ad', () => {
    const letter = composeLetter({ resume: nurseResume, jobDescription: nurseAd });
    expect(letter.text).not.toMatch(/38\.50|52\.00|10,000/);
    expect(letter.text).toContain('Mercy Health Partners');
  });
});

describe('thin resumes: facts before statements of intent', () => {
  const thinResume = `Maria Lopez
maria.lopez@example.com | (555) 201-3344

EXPERIENCE
Office Assistant, Brightline Dental, Austin, TX
2022 – Present
- Scheduled appointments for 3 dentists using Dentrix
- Answered patient calls and emails

Receptionist, Hilltop Veterinary Clinic, Austin, TX
2020 – 2022

Cashier, Green Grocer Market, Austin, TX
2018 – 2020

EDUCATION
Associate of Arts, Austin Community College, 2020

SKILLS
Microsoft Excel, Dentrix, scheduling

LANGUAGES
English, Spanish`;
  const thinAd = `Front Desk Coordinator
Sunrise Family Health is seeking a Front Desk Coordinator.

Responsibilities
- Greet patients and manage check-in
- Schedule appointments across multiple providers
- Maintain accurate patient records
- Answer phones and route messages

Requirements
- Experience in a front office or reception role
- Proficiency with Microsoft Excel
- Bilingual English/Spanish preferred`;

  it('tells an earlier role the resume lists before it falls back on statements of intent', () => {
    const { text } = composeLetter({ resume: thinResume, jobDescription: thinAd });
    expect(text).toContain(
      'Before that, I worked as a Receptionist at Hilltop Veterinary Clinic and as a Cashier at Green Grocer Market.',
    );
    expect(failedCriteria(text, thinResume, thinAd, 'standard')).toEqual([]);
  });

  it("mentions the languages the resume lists when the letter is in the resume's language", () => {
    const { text } = composeLetter({ resume: thinResume, jobDescription: thinAd });
    expect(text).toContain('I also speak English and Spanish.');
  });

  it('offers a further task from the ad when the resume runs out of results', () => {
    const { text } = composeLetter({ resume: thinResume, jobDescription: thinAd });
    expect(text).toMatch(/maintain accurate patient records/);
    expect(text).not.toMatch(/\bI (?:have )?maintained accurate patient records/);
  });

  it('does not name the same employer twice in a row when it introduces the examples', () => {
    const { text } = composeLetter({ resume: thinResume, jobDescription: thinAd });
    const evidence = text.split(/\n\s*\n/)[2] ?? '';
    const [introduction = '', first = ''] = evidence.split(/(?<=\.)\s+/);
    expect(introduction.includes('Brightline Dental') && first.includes('Brightline Dental')).toBe(false);
  });

  it('writes a German thin letter with earlier roles, languages and correct articles', () => {
    const ad = `Pflegefachkraft (m/w/d)\n\nDas Städtische Krankenhaus Nord sucht Verstärkung.\n\nIhre Aufgaben\n- Grund- und Behandlungspflege Ihrer Patientinnen und Patienten\n- Dokumentation der Pflege in ORBIS\n- Zusammenarbeit mit dem ärztlichen Dienst\n\nIhr Profil\n- Abgeschlossene Ausbildung in der Pflege\n- Erfahrung mit ORBIS`;
    const resume = `Anna Muster\nanna@example.de\n\nBerufserfahrung\nPflegefachkraft, Landratsamt Leipzig, Leipzig\n03/2019 – heute\n- Versorgung von bis zu 8 Patientinnen und Patienten pro Schicht mit ORBIS\n- Einarbeitung von 4 neuen Kolleginnen pro Jahr\n\nPflegeassistentin, Kreiskrankenhaus Torgau, Torgau\n2016 – 2019\n\nAusbildung\nAusbildung zur Pflegefachfrau, Berufsfachschule Leipzig, 2019\n\nKenntnisse\nORBIS, Wundversorgung\n\nSprachen\nDeutsch, Englisch`;
    const { text } = composeLetter({ resume, jobDescription: ad });
    expect(text).toContain('Zuvor war ich als Pflegeassistentin beim Kreiskrankenhaus Torgau tätig.');
    expect(text).toContain('An Sprachen bringe ich Deutsch und Englisch mit.');
    expect(text).toMatch(/beim Landratsamt Leipzig/);
    expect(text).toMatch(/beim Städtischen Krankenhaus Nord/);
    expect(text).not.toMatch(/arbeite ich mit[^.;]*Wundversorgung/);
    expect(failedCriteria(text, resume, ad, 'standard')).toEqual([]);
  });

  it('keeps the short letter free of statements of intent when the facts fill it', () => {
    const { text } = composeLetter({ resume: thinResume, jobDescription: thinAd }, { length: 'short' });
    expect(text).not.toMatch(/close the gap|ask until I understand|ask questions until|keen to apply/);
    expect(failedCriteria(text, thinResume, thinAd, 'short')).toEqual([]);
  });

  it('no longer uses the retired stock lines in any letter', () => {
    const { text } = composeLetter({ resume: thinResume, jobDescription: thinAd });
    expect(text).not.toMatch(/I pick up new tools|Your requirements line up well with my background/);
  });
});
