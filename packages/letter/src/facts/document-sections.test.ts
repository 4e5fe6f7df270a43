import { describe, expect, it } from 'vitest';
import { readHeading, resumeHeadings } from './document-sections.ts';

describe('readHeading', () => {
  it('reads a heading with a note in brackets as the heading alone', () => {
    expect(readHeading('Key Skills (selected)', resumeHeadings)).toEqual({
      kind: 'skills',
      heading: 'Key Skills',
      inlineContent: '',
    });
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
