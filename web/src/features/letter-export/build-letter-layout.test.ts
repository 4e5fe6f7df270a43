import { describe, expect, it } from 'vitest';
import { buildLetterLayout, listLayoutLines } from './build-letter-layout.ts';

const resume = `Jordan Rivera
jordan.rivera@example.com | (555) 010-2000 | Seattle, WA

Experience
Senior Backend Engineer | Acme Payments | 2019 – Present
- Cut p95 API latency by 40%`;

const letter = `Dear Northwind Cloud team,

I would like to bring my experience as a backend engineer to your team.

Sincerely,
Jordan Rivera`;

const date = new Date('2026-11-23T10:00:00Z');

describe('buildLetterLayout', () => {
  it("puts the sender's name and contacts, the date, the company and the role before the letter as written", () => {
    const layout = buildLetterLayout({
      text: letter,
      resume,
      company: 'Northwind Cloud',
      role: 'Backend Engineer',
      date,
    });
    expect(layout).toEqual({
      senderName: 'Jordan Rivera',
      contactLine: 'jordan.rivera@example.com · (555) 010-2000',
      dateLine: 'November 23, 2026',
      recipientLine: 'Northwind Cloud',
      subjectLine: 'Re: Backend Engineer',
      paragraphs: [
        ['Dear Northwind Cloud team,'],
        ['I would like to bring my experience as a backend engineer to your team.'],
        ['Sincerely,', 'Jordan Rivera'],
      ],
      language: 'en-US',
    });
    expect(listLayoutLines(layout)).toEqual([
      'Jordan Rivera',
      'jordan.rivera@example.com · (555) 010-2000',
      'November 23, 2026',
      'Northwind Cloud',
      'Re: Backend Engineer',
      'Dear Northwind Cloud team,',
      'I would like to bring my experience as a backend engineer to your team.',
      'Sincerely,',
      'Jordan Rivera',
    ]);
  });

  it('leaves out what it does not know, and adds no second header to a letter that opens with its own', () => {
    const withOwnHeader = `Jordan Rivera\njordan.rivera@example.com\n\n${letter}`;
    const layout = buildLetterLayout({ text: withOwnHeader, resume, company: null, role: '  ', date });
    expect(layout.senderName).toBeNull();
    expect(layout.contactLine).toBeNull();
    expect(layout.recipientLine).toBeNull();
    expect(layout.subjectLine).toBeNull();
    expect(layout.paragraphs[0]).toEqual(['Jordan Rivera', 'jordan.rivera@example.com']);
    expect(buildLetterLayout({ text: letter, resume: '', company: null, role: null, date }).senderName).toBeNull();
  });

  it("writes the date and subject line in the letter's language", () => {
    const german = buildLetterLayout({
      text: 'Sehr geehrte Damen und Herren,\n\nmit großem Interesse habe ich Ihre Ausschreibung gelesen und bewerbe mich hiermit bei Ihnen, weil ich die Arbeit mit verteilten Systemen sehr schätze.\n\nMit freundlichen Grüßen\nJordan Rivera',
      resume,
      company: 'Nordwind GmbH',
      role: 'Backend-Entwickler',
      date,
    });
    expect(german.language).toBe('de-DE');
    expect(german.dateLine).toBe('23. November 2026');
    expect(german.subjectLine).toBe('Bewerbung als Backend-Entwickler');
  });

  it('keeps blank lines inside a paragraph out, and Windows line endings plain', () => {
    const layout = buildLetterLayout({
      text: 'Dear team,\r\n\r\n\r\nFirst line\r\nsecond line\r\n',
      resume,
      company: null,
      role: null,
      date,
    });
    expect(layout.paragraphs).toEqual([['Dear team,'], ['First line', 'second line']]);
  });
});
