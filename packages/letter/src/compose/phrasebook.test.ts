import { describe, expect, it } from 'vitest';
import { dutyHead } from './phrasebook.ts';

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
