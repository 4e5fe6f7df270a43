import { describe, expect, it } from 'vitest';
import { toGermanClause } from './first-person-german.ts';
import { composeLetter } from './compose-letter.ts';

describe('toGermanClause: lines a German CV writes without a verb', () => {
  it('says a responsibility borne as borne', () => {
    // Before, "bin ich für die Verantwortung für 14 Mitarbeitende ... verantwortlich".
    expect(toGermanClause('Verantwortung für 14 Mitarbeitende und ca. 2,1 Mio. € Jahresumsatz', 'present')).toEqual({
      verb: 'trage',
      rest: 'die Verantwortung für 14 Mitarbeitende und ca. 2,1 Mio. € Jahresumsatz',
    });
  });

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
      rest: 'bei der Umstellung auf Empower 3 mit und habe dabei die Auswertezeit pro Sequenz um ca. 20 % reduziert',
    });
    expect(toGermanClause('Mitarbeit an Monats- und Jahresabschlüssen nach HGB', 'past')).toEqual({
      verb: 'habe',
      rest: 'an Monats- und Jahresabschlüssen nach HGB mitgewirkt',
    });
  });
});

describe('toGermanClause: a post, a grade and taking part with a colon', () => {
  it('tells no post and no grade as a duty', () => {
    // Told as duties: "war ich für Staplerfahrer ... verantwortlich", "war ich für die Abschluss mit Note 2,3 verantwortlich".
    expect(toGermanClause('Staplerfahrer (Front- und Schubmaststapler)', 'past')).toBeUndefined();
    expect(toGermanClause('Abschluss mit Note 2,3', 'past')).toBeUndefined();
  });

  it('tells what the part was in brackets and what it brought as its result', () => {
    expect(
      toGermanClause(
        'Mitarbeit im KVP-Team: Umstellung der Rampenplanung, Standzeit der Lkw von Ø 70 auf Ø 40 Minuten reduziert',
        'present',
      ),
    ).toEqual({
      verb: 'wirke',
      rest: 'im KVP-Team (Umstellung der Rampenplanung) mit und habe dabei die Standzeit der Lkw von Ø 70 auf Ø 40 Minuten reduziert',
    });
  });
});

describe('toGermanClause: tasks named by their nouns in a list', () => {
  it('gives each task its article after "für", never "mit" before a noun in the wrong case', () => {
    expect(toGermanClause('Angehörigengespräche, Teilnahme an Fallbesprechungen', 'present')).toEqual({
      verb: 'bin',
      rest: 'für die Angehörigengespräche und die Teilnahme an Fallbesprechungen verantwortlich',
    });
    expect(toGermanClause('Grund- und Behandlungspflege, Medikamentenmanagement', 'present')?.rest).toBe(
      'für die Grund- und Behandlungspflege und das Medikamentenmanagement verantwortlich',
    );
    expect(toGermanClause('Prometheus/Grafana Dashboards, OpenTelemetry Tracing', 'present')?.rest).toBe(
      'mit Prometheus/Grafana Dashboards und OpenTelemetry Tracing',
    );
    expect(toGermanClause('Abstimmung mit Kunden, Lieferanten und Geschäftsführung', 'present')?.rest).toBe(
      'für die Abstimmung mit Kunden, Lieferanten und Geschäftsführung verantwortlich',
    );
  });

  it('gives a count its article in the result after a semicolon', () => {
    expect(
      toGermanClause(
        'Umstellung auf das Strukturmodell; Anzahl der beanstandeten Berichte von 18 auf 4 gesenkt',
        'present',
      )?.rest,
    ).toBe(
      'für die Umstellung auf das Strukturmodell verantwortlich und habe dabei die Anzahl der beanstandeten Berichte von 18 auf 4 gesenkt',
    );
  });

  it('keeps a sentence of the person’s own, its verb before "ich"', () => {
    expect(
      toGermanClause('Dort habe ich ein Dashboard in Python gebaut, das 200 Nutzer verwenden.', 'present'),
    ).toEqual({
      verb: 'habe',
      rest: 'ein Dashboard in Python gebaut, das 200 Nutzer verwenden',
    });
  });
});

describe('toGermanClause: a task named by its noun in a list', () => {
  it('never says a task is worked "mit"', () => {
    for (const line of [
      'Inbetriebnahme von Lüftungsanlagen im Gewerbebau, ca. 20 Anlagen seit 2021',
      'Prüfberichte, Ersatzteilbestellung und Angebote direkt am Laptop',
    ]) {
      const clause = toGermanClause(line, 'present');
      expect(clause?.verb, line).not.toBe('arbeite');
      expect(`${clause?.verb} ${clause?.rest}`, line).not.toMatch(/\bmit (?:Inbetriebnahme|Prüfberichte)/u);
    }
  });
});

describe('the German phrasebook: a credential named by a label and a compound', () => {
  it('tells "Dokument: Fähigkeitszeugnis" as "das Fähigkeitszeugnis", without the label', () => {
    const letter = composeLetter({
      resume:
        'Lena Keller\nlena@example.ch\n\nBerufserfahrung\n\nKauffrau | Heks | 2019 - 2023\n- Betreuung der Buchhaltung für 40 Kunden.\n\nZertifikate\nDokument: Fähigkeitszeugnis (Certificat de capacité)',
      jobDescription:
        'Kaufmännische Mitarbeiterin (m/w/d)\n\nIhr Profil\n- Abgeschlossene kaufmännische Ausbildung mit Fähigkeitszeugnis\n- Erfahrung in der Buchhaltung',
    }).text;
    expect(letter).toMatch(/über das Fähigkeitszeugnis/u);
    expect(letter).not.toMatch(/Dokument/u);
  });
});

describe('toGermanClause: an intern’s report in the passive', () => {
  it('says "Es wurden ... gesammelt" as the person’s own deed', () => {
    // Before, a letter said "habe ich die Es wurden grundlegende Erfahrungen ... gesammelt".
    expect(toGermanClause('Es wurden erste Erfahrungen im Versand gesammelt.', 'past')).toEqual({
      verb: 'habe',
      rest: 'erste Erfahrungen im Versand gesammelt',
    });
  });
});

describe('toGermanClause: verbs used as nouns', () => {
  it('gives "Erstellen", "Anlegen" and any verb in "-ieren" the neuter article, and a plural its own', () => {
    expect(toGermanClause('Erstellen von Jenkins Pipelines via Jenkinsfile', 'past')?.rest).toBe(
      'für das Erstellen von Jenkins Pipelines via Jenkinsfile verantwortlich',
    );
    expect(toGermanClause('Organisieren von Geschäftsreisen', 'past')?.rest).toBe(
      'für das Organisieren von Geschäftsreisen verantwortlich',
    );
    expect(toGermanClause('Wartungsarbeiten an Heizungsanlagen', 'past')?.rest).not.toContain('das');
  });
});

describe('composeLetter: a Swiss CV in German', () => {
  const resume = [
    'Bayar Muster',
    '',
    '## LAUFBAHN',
    '',
    '### SACHBEARBEITER BUCHHALTUNG',
    '',
    '**Jan 2020 – Jetzt | Treuhand Meier | Zürich**',
    '',
    '- Erfassen von Kreditorenrechnungen für 40 Mandanten',
    '- Abstimmung der Bankkonten und Vorbereitung der Monatsabschlüsse',
    '',
    '### KV-AUSBILDUNG',
    '',
    '**Aug 2016 – Aug 2019 | HEKS | Zürich**',
    '',
    '- Bedienen der Telefonzentrale',
    '- Administration des Rekrutierungsprozesses',
    '',
    '## SOFT-SKILLS',
    '',
    '- Eigeninitiative',
    '- Teamfähigkeit',
  ].join('\n');
  const ad =
    'Sachbearbeiter Buchhaltung (m/w/d)\nBauwerk Beteiligungs GmbH, Berlin\n\nIhre Aufgaben\n- Erfassung von Kreditorenrechnungen\n- Vorbereitung der Monatsabschlüsse\n\nIhr Profil\n- Kaufmännische Ausbildung\n- Eigeninitiative und Teamfähigkeit';

  it('keeps the initials of the apprenticeship, and brings qualities as qualities, never as tools', () => {
    const letter = composeLetter({ resume, jobDescription: ad }).text;
    expect(letter).not.toContain('als KV-Ausbildung');
    expect(letter).not.toContain('Kv-');
    expect(letter).not.toMatch(/Kenntnisse in (?:Eigeninitiative|Teamfähigkeit)|arbeite auch mit Eigeninitiative/u);
    expect(letter).toContain('Eigeninitiative und Teamfähigkeit mit');
  });
});

describe('toGermanClause: a result named by its noun (set BB)', () => {
  it('says a lowered, raised or shortened measure as done, its genitive in the accusative', () => {
    // Before, the letter said "Zudem übernehme ich die Senkung des Wareneinsatzes ...".
    expect(
      toGermanClause('Senkung des Wareneinsatzes von ca. 31 % auf 27 % durch neue Bestelllisten', 'present'),
    ).toEqual({ verb: 'habe', rest: 'den Wareneinsatz von ca. 31 % auf 27 % durch neue Bestelllisten gesenkt' });
    expect(toGermanClause('Steigerung des Umsatzes um 14 %', 'past')).toEqual({
      verb: 'habe',
      rest: 'den Umsatz um 14 % gesteigert',
    });
  });
});

describe('a post beside the job, a placing won and tasks named by their verb', () => {
  it('tells a post the person holds beside the job as held, never as something to be responsible for', () => {
    // Before, a held-out letter said "Zudem bin ich für die Ausbildungsbeauftragte seit 2023 (...) verantwortlich".
    expect(
      toGermanClause('Sicherheitsbeauftragter seit 2021: monatliche Begehungen mit der Fachkraft', 'present'),
    ).toEqual({
      verb: 'bin',
      rest: 'seit 2021 Sicherheitsbeauftragter (monatliche Begehungen mit der Fachkraft)',
    });
    // A post left says no "seit".
    expect(toGermanClause('Hygienebeauftragte seit 2019: Schulung des Teams', 'past')).toEqual({
      verb: 'war',
      rest: 'Hygienebeauftragte (Schulung des Teams)',
    });
  });

  it('tells a placing won as won', () => {
    // Before: "war ich für Platz beim Azubi-Kochwettbewerb ... verantwortlich".
    expect(toGermanClause('• 3. Platz beim Landesleistungswettbewerb der Bäcker 2018', 'past')).toEqual({
      verb: 'belegte',
      rest: 'den 3. Platz beim Landesleistungswettbewerb der Bäcker (2018)',
    });
  });

  it('gives a task named by two verbs the article of a verb made noun', () => {
    // Before: "übernahm ich die Be- und Entladen mit Ameise".
    expect(toGermanClause('Be- und Entladen mit Hubwagen, Tourenplanung', 'past')?.rest).toBe(
      'für das Be- und Entladen mit Hubwagen und die Tourenplanung verantwortlich',
    );
  });
});

describe('toGermanClause: lines a held-out German CV left ungrammatical', () => {
  it('tells a result with how it came after a dash as done, never as a responsibility', () => {
    // Before: "bin ich für die Fehlerquote ... um ca. 15 % gesenkt – gemeinsam mit ... verantwortlich".
    expect(
      toGermanClause(
        'Fehlerquote bei der Wareneingangskontrolle 2024 um ca. 15 % gesenkt – gemeinsam mit dem Lagerteam',
        'present',
      ),
    ).toEqual({
      verb: 'habe',
      rest: 'die Fehlerquote bei der Wareneingangskontrolle 2024 um ca. 15 % gesenkt – gemeinsam mit dem Lagerteam',
    });
  });

  it('tells no shift pattern as something done', () => {
    // Before: "bin ich für Wechselschicht inkl. Wochenend- und Feiertagsdienste verantwortlich".
    expect(toGermanClause('Wechselschicht inkl. Wochenend- und Feiertagsdienste', 'present')).toBeUndefined();
    expect(toGermanClause('Schichtdienst im Drei-Schicht-System', 'past')).toBeUndefined();
    expect(toGermanClause('Schichtleitung für 12 Mitarbeitende', 'past')).toBeDefined();
  });

  it('tells "Mitwirkung" as taking part, and gives each task of a list its article, figures or not', () => {
    // Before: "übernehme ich die Mitwirkung bei ..." and "für die Betreuung von ..., Mitgestaltung von 10-Minuten-...".
    expect(toGermanClause('Mitwirkung bei der Wundversorgung nach Delegation', 'present')).toEqual({
      verb: 'wirke',
      rest: 'bei der Wundversorgung nach Delegation mit',
    });
    expect(toGermanClause('Begleitung von Gästen, Gestaltung von 15-Minuten-Runden', 'present')?.rest).toBe(
      'für die Begleitung von Gästen und die Gestaltung von 15-Minuten-Runden verantwortlich',
    );
    expect(toGermanClause('Lagerdokumentation in SAP, Mitarbeit bei der Inventur 2023', 'past')?.rest).toBe(
      'für die Lagerdokumentation in SAP und die Mitarbeit bei der Inventur 2023 verantwortlich',
    );
  });

  it('tells how much of a task after its comma as a note on it, never as a second task', () => {
    // Before: "arbeite ich mit Fehlersuche im Kundendienst und ca. 2 Tage pro Woche".
    expect(toGermanClause('Fehlersuche im Kundendienst, ca. 2 Tage pro Woche', 'present')).toEqual({
      verb: 'bin',
      rest: 'für die Fehlersuche im Kundendienst (ca. 2 Tage pro Woche) verantwortlich',
    });
    expect(toGermanClause('Wartung von Heizungsanlagen, etwa 4 Einsätze pro Tag', 'past')?.rest).toBe(
      'für die Wartung von Heizungsanlagen (etwa 4 Einsätze pro Tag) verantwortlich',
    );
  });

  it('says things worked on whose plural "mit" would change with "um", which changes none', () => {
    // Before: "arbeite ich mit Zählerschränke, Unterverteilungen und Hausanschlüsse nach TAB" (the dative wants
    // "Zählerschränken"); a list whose nouns keep their form after "mit" stays as it was.
    expect(toGermanClause('Zählerschränke, Unterverteilungen, Hausanschlüsse nach TAB', 'present')).toEqual({
      verb: 'kümmere',
      rest: 'mich um Zählerschränke, Unterverteilungen und Hausanschlüsse nach TAB',
    });
    expect(toGermanClause('Schaltschränke, Steuerungen', 'past')).toEqual({
      verb: 'habe',
      rest: 'mich um Schaltschränke und Steuerungen gekümmert',
    });
    expect(toGermanClause('Beleuchtungsanlagen in Lagerhallen, Kabeltrassen', 'past')?.rest).toBe(
      'mit Beleuchtungsanlagen in Lagerhallen und Kabeltrassen gearbeitet',
    );
  });

  it('tells a post taken on within a job, from its year, as the post the person held', () => {
    // Before: no clause, and the only line of leading a team was left out of the letter.
    expect(toGermanClause('ab 2017 Vorarbeiter für ein Team von 3 Monteuren', 'past')).toEqual({
      verb: 'war',
      rest: 'ab 2017 Vorarbeiter für ein Team von 3 Monteuren',
    });
    expect(toGermanClause('ab 2023 Schichtleiterin im Wareneingang', 'present')).toEqual({
      verb: 'bin',
      rest: 'seit 2023 Schichtleiterin im Wareneingang',
    });
    expect(toGermanClause('ab 2019 Ausbildung im Betrieb', 'past')).toBeUndefined();
  });
});

describe('toGermanClause: a task handed over after a year', () => {
  it('tells until when the task was the person’s, never the handing over as the deed', () => {
    const clause = toGermanClause(
      'Lohnbuchhaltung für 9 Mandanten (ca. 120 Arbeitnehmer) mit DATEV LODAS – bis 2020, danach an einen Kollegen übergeben',
      'past',
    );
    expect(clause?.rest).toContain('(bis 2020)');
    expect(clause?.rest).not.toMatch(/übergeben/u);
  });
});

describe('composeLetter: a German certificate named as a hyphenated compound', () => {
  it('takes the article of its last part ("das DATEV-Zertifikat ...")', () => {
    const letter = composeLetter({
      resume: [
        'Lea Hoffmann',
        'lea@example.de',
        '',
        'BERUFSERFAHRUNG',
        '04/2015 – heute       Steuerfachangestellte',
        '                      Steuerbüro Krämer, Bochum',
        '                      • Betreuung von ca. 80 Mandanten',
        '',
        'WEITERBILDUNG',
        '2020                  DATEV-Zertifikat Kanzlei-Rechnungswesen',
      ].join('\n'),
      jobDescription: [
        'Steuerfachangestellte (m/w/d)',
        'Albers Kühn Partnerschaft mbB',
        '',
        'Ihr Profil',
        '• Sicherer Umgang mit DATEV, gern mit DATEV-Zertifikat',
      ].join('\n'),
    });
    expect(letter.text).toContain('das DATEV-Zertifikat Kanzlei-Rechnungswesen');
  });
});

describe('toGermanClause: a welder’s project and the work named by its verb', () => {
  it('tells the project as where the work was done, never as what was done', () => {
    expect(
      toGermanClause(
        'Projekt Kaimauer Cuxhaven: 25 Tonnen Stahlbau in 4 Wochen geschweißt und termingerecht übergeben',
        'past',
      ),
    ).toEqual({
      verb: 'habe',
      rest: 'im Projekt Kaimauer Cuxhaven 25 Tonnen Stahlbau in 4 Wochen geschweißt und termingerecht übergeben',
    });
  });

  it('gives a trade’s work named by its verb the neuter article ("für das Schweißen von ...")', () => {
    expect(toGermanClause('Schweißen von Stahlkonstruktionen im MAG-Verfahren', 'present')?.rest).toMatch(
      /^für das Schweißen von Stahlkonstruktionen/u,
    );
  });
});
