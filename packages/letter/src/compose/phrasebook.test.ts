import { describe, expect, it } from 'vitest';
import { dutyHead, readStartDate, withSkillNote } from './phrasebook.ts';
import { composeLetter } from './compose-letter.ts';

describe('dutyHead', () => {
  it("names the duty after a one-word label's colon, never the label with the list pasted after it", () => {
    expect(
      dutyHead('Finanzen: Abwicklung des Zahlungsverkehrs, Erstellung von Reportings und Vorbereitung der Buchhaltung'),
    ).toBe('Abwicklung des Zahlungsverkehrs, Erstellung von Reportings und Vorbereitung der Buchhaltung');
    expect(dutyHead('Anwenderdokumentation:Erstellung praxisnaher Handbücher und Leitfäden')).toBe(
      'Erstellung praxisnaher Handbücher und Leitfäden',
    );
  });

  it('keeps the head of a duty of several words before its colon, as before', () => {
    expect(dutyHead('Contabilidad general: registro de facturas de compra y venta, amortizaciones')).toBe(
      'Contabilidad general',
    );
  });
});

describe('readStartDate', () => {
  it('reads "3 Monate zum Quartalsende" as a German notice period, said whole in a German letter', () => {
    expect(readStartDate('Notice period: 3 Monate zum Quartalsende')).toEqual({
      kind: 'notice',
      period: '3 Monate zum Quartalsende',
      language: 'de',
    });
  });
});

describe('englishPhrasebook: a certification named for the person who holds it', () => {
  it('says "I am a Relativity Certified User", never "the Relativity User certification"', () => {
    const resume = [
      'Alyssa Kowal',
      'alyssa@example.com',
      'Experience',
      'Paralegal, Maddox & Doyle LLP, 2018 – Present',
      '- Managed document productions of up to 1.2M documents in Relativity',
      'Licenses & certifications',
      'Relativity Certified User',
      'Issued Mar 2022',
    ].join('\n');
    const text = composeLetter({
      resume,
      jobDescription:
        'Litigation Paralegal – Whitcomb Lyle LLP\nRequirements\n- Relativity experience\n- 5+ years as a paralegal',
    }).text;
    expect(text).toMatch(/I am (?:also )?a Relativity Certified User\./u);
    expect(text).not.toMatch(/Relativity User certification/u);
  });
});

describe('withSkillNote', () => {
  it('says a level or a note in the bracket a name already has, never in a second one', () => {
    // Before: "CAD (SolidWorks) (nur Schulung)".
    expect(withSkillNote('CAD (SolidWorks)', 'nur Schulung')).toBe('CAD (SolidWorks, nur Schulung)');
    expect(withSkillNote('Figma', 'solo prototipos de baja fidelidad')).toBe(
      'Figma (solo prototipos de baja fidelidad)',
    );
  });
});
