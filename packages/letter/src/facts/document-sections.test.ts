import { describe, expect, it } from 'vitest';
import { readHeading, resumeHeadings, splitIntoSections } from './document-sections.ts';

describe('readHeading', () => {
  it('reads a heading with a note in brackets as the heading alone', () => {
    expect(readHeading('Key Skills (selected)', resumeHeadings)).toEqual({
      kind: 'skills',
      heading: 'Key Skills',
      inlineContent: '',
    });
  });

  it('reads a Swiss or German CV’s "Berufliche Tätigkeiten" as its experience', () => {
    expect(readHeading('Berufliche Tätigkeiten', resumeHeadings)?.kind).toBe('experience');
    expect(readHeading('Berufstätigkeit', resumeHeadings)?.kind).toBe('experience');
    expect(readHeading('Arbeitserfahrung', resumeHeadings)?.kind).toBe('experience');
    expect(readHeading('Aktuelle Anstellung', resumeHeadings)?.kind).toBe('experience');
  });

  it('reads an academic CV’s papers and talks as publications, never as jobs', () => {
    expect(readHeading('Participation at conferences', resumeHeadings)?.kind).toBe('publications');
    expect(readHeading('Academic Articles', resumeHeadings)?.kind).toBe('publications');
    expect(readHeading('Contributed talks', resumeHeadings)?.kind).toBe('publications');
  });

  it('reads a heading the dictionary knows in the singular written in the plural', () => {
    expect(readHeading('Related Experiences', resumeHeadings)?.kind).toBe('experience');
    expect(readHeading('Professional Experiences', resumeHeadings)?.kind).toBe('experience');
  });

  it('takes a list after a colon as the section content, and prose there as no heading in a resume', () => {
    expect(readHeading('Skills: Python, SQL, Excel', resumeHeadings, { prose: false })).toEqual({
      kind: 'skills',
      heading: 'Skills',
      inlineContent: 'Python, SQL, Excel',
    });
    expect(
      readHeading(
        'Skills: Trained two technicians in safe lifting and documented every step carefully',
        resumeHeadings,
        {
          prose: false,
        },
      ),
    ).toBeUndefined();
  });

  it('reads the tail of a wrapped title and a line of prose as no heading', () => {
    expect(readHeading('Experience)', resumeHeadings)).toBeUndefined();
    expect(readHeading('Led the team through a merger', resumeHeadings)).toBeUndefined();
  });
});

describe('readHeading: a heading whose spaces a PDF lost', () => {
  it('knows a heading in capitals by its letters, and no other word run together', () => {
    expect(readHeading('PROFESSIONALEXPERIENCE', resumeHeadings)?.kind).toBe('experience');
    expect(readHeading('TECHNICALSKILLS:', resumeHeadings)?.kind).toBe('skills');
    expect(readHeading('WORKEXPERIENCE', resumeHeadings)?.kind).toBe('experience');
    expect(readHeading('SALESFORCEADMIN', resumeHeadings)).toBeUndefined();
  });
});

describe('readHeading: a heading in two languages', () => {
  it('knows "Kurzprofil / Profile", "EDV / Systems" and "Ausbildung / Education" by either part', () => {
    expect(readHeading('Kurzprofil / Profile', resumeHeadings, { prose: false })?.kind).toBe('summary');
    expect(readHeading('EDV / Systems', resumeHeadings, { prose: false })?.kind).toBe('skills');
    expect(readHeading('Ausbildung / Education', resumeHeadings, { prose: false })?.kind).toBe('education');
    expect(readHeading('Marketing / Sales', resumeHeadings, { prose: false })).toBeUndefined();
  });
});

describe('readHeading: a heading in capitals glued to the line under it', () => {
  it('reads the heading the dictionary knows, the line after it as its content', () => {
    expect(readHeading('CAREER HISTORYRedbrook Borough Council – Procurement Officer', resumeHeadings)).toMatchObject({
      kind: 'experience',
      inlineContent: 'Redbrook Borough Council – Procurement Officer',
    });
    expect(
      readHeading(
        'PROFESSIONAL QUALIFICATIONSCIPS Level 4 Diploma in Procurement and Supply – completed 2020',
        resumeHeadings,
      ),
    ).toMatchObject({
      kind: 'certifications',
      inlineContent: 'CIPS Level 4 Diploma in Procurement and Supply – completed 2020',
    });
    expect(
      readHeading(
        'PERSONAL STATEMENTProcurement officer with 6+ years of experience. I run tenders end to end.',
        resumeHeadings,
      ),
    ).toMatchObject({ kind: 'summary' });
    expect(readHeading('IT SKILLSMS Office (Excel advanced), Proactis', resumeHeadings)).toMatchObject({
      kind: 'skills',
      inlineContent: 'MS Office (Excel advanced), Proactis',
    });
  });

  it('reads no heading from a line that only opens in capitals', () => {
    expect(readHeading('NHS Trust values are at the heart of what we do', resumeHeadings)).toBeUndefined();
  });
});

describe('splitIntoSections: a heading set on two lines', () => {
  it('reads "Professional" over "Journey" as the jobs’ heading, and leaves "Resume" over "Experience" to the second', () => {
    // Before, "Professional" was read as the certifications' heading and every job of a personal site went unread.
    const sections = splitIntoSections(
      ['Professional', 'Journey', 'Customer Service Supervisor', 'Resume', 'Experience', 'Auto Adjuster'],
      resumeHeadings,
      { prose: false },
    );
    expect(sections.map((section) => [section.kind, section.heading, section.lines])).toEqual([
      ['preamble', '', []],
      ['experience', 'Professional Journey', ['Customer Service Supervisor', 'Resume']],
      ['experience', 'Experience', ['Auto Adjuster']],
    ]);
  });
});

describe('readHeading: "School" over a degree', () => {
  it('reads it as the education heading', () => {
    // Before, the degree and its university were read as the last job's lines, and the town as a post.
    expect(readHeading('School', resumeHeadings)?.kind).toBe('education');
  });
});

describe('splitIntoSections: a personal site’s menu above its page', () => {
  it('heads nothing: the lines after it go with the section before it', () => {
    // Before, "HOME / EXPERIENCE / PROJECTS / SKILLS" made every job a line of the skills section.
    const sections = splitIntoSections(
      ['Sam Field', 'HOME', 'EXPERIENCE', 'PROJECTS', 'SKILLS', 'Chemist', 'Harbour Labs', '2015 - 2018'],
      resumeHeadings,
      { prose: false },
    );
    expect(sections.map((section) => [section.kind, section.lines.filter((line) => line !== '')])).toEqual([
      ['preamble', ['Sam Field', 'Chemist', 'Harbour Labs', '2015 - 2018']],
    ]);
  });
});

describe('readHeading: "Work Experiences"', () => {
  it('heads the jobs, as the singular does', () => {
    expect(readHeading('Work Experiences', resumeHeadings)?.kind).toBe('experience');
  });
});

describe('readHeading: skills named by their field', () => {
  it('reads "Clinical & Professional Skills" as skills, never a colon’s sub-heading inside a job', () => {
    expect(readHeading('Clinical & Professional Skills', resumeHeadings)?.kind).toBe('skills');
    expect(readHeading('Nursing Skills', resumeHeadings)?.kind).toBe('skills');
    expect(readHeading('Language Skills', resumeHeadings)?.kind).toBe('languages');
    expect(readHeading('Editorial Skills:', resumeHeadings)).toBeUndefined();
  });
});
