import { describe, expect, it } from 'vitest';
import { toGermanClause } from './first-person-german.ts';

describe('toGermanClause: lines a German CV writes without a verb', () => {
  it('says a responsibility and a part played as what the person is', () => {
    // Read as nouns, these were "für Verantwortlich für ... verantwortlich" and "für Ansprechpartner für ... verantwortlich".
    expect(toGermanClause('Verantwortlich für Wartung und Kalibrierung von 6 HPLC-Anlagen', 'present')).toEqual({
      verb: 'bin',
      rest: 'verantwortlich für Wartung und Kalibrierung von 6 HPLC-Anlagen',
    });
    expect(toGermanClause('Ansprechpartner für externe Auditoren und Kunden', 'past')).toEqual({
      verb: 'war',
      rest: 'Ansprechpartner für externe Auditoren und Kunden',
    });
  });

  it('tells taking part with the result after its semicolon, never as responsibility for the result', () => {
    expect(
      toGermanClause(
        'Mitarbeit bei der Umstellung auf Empower 3; Auswertezeit pro Sequenz um ca. 20 % reduziert',
        'present',
      ),
    ).toEqual({
      verb: 'wirke',
      rest: 'bei der Umstellung auf Empower 3 mit und habe dabei Auswertezeit pro Sequenz um ca. 20 % reduziert',
    });
    expect(toGermanClause('Mitarbeit an Monats- und Jahresabschlüssen nach HGB', 'past')).toEqual({
      verb: 'habe',
      rest: 'an Monats- und Jahresabschlüssen nach HGB mitgewirkt',
    });
  });
});
