// A two-column page copied in a PDF reader's layout mode, each line a row of both columns. Every text here is invented.
import { describe, expect, it } from 'vitest';
import { withSideBySideColumnsApart } from './side-by-side-columns.ts';

const column = (left: string, right = '') => (right === '' ? left : `${left.padEnd(44)}${right}`);

const twoColumnPage = [
  'LEBENSLAUF',
  '',
  'Kurzprofil: Köchin mit acht Jahren Erfahrung in der Hotelküche, davon drei als Chef de Partie.',
  '',
  column('Persönliche Daten', 'Berufserfahrung'),
  column('Name: Mara Lindqvist', 'seit 05/2023    Chef de Partie (Entremetier)'),
  column('Geboren: 02.03.1995 in Kiel', 'Hotel Seeblick, Plön'),
  column('Anschrift: Holstenstraße 120, 24103 Kiel', '- Verantwortlich für Beilagen und Suppen'),
  column('E-Mail: m.lindqvist@example.com', '- Wareneinsatz am Posten um 5 % gesenkt (2025)'),
  column(''.padEnd(44), ''),
  column('Sprachen', '03/2020 – 04/2023   Demi Chef de Partie'),
  column('Deutsch (Muttersprache)', 'Restaurant Möwe, Kiel'),
  column('Englisch (gut), Dänisch (Grundkenntnisse)', '- Mitarbeit bei der neuen Abendkarte'),
  'Führerschein Klasse B, eigener Pkw',
  '',
  'Ausbildung',
  '08/2014 – 07/2017   Ausbildung zur Köchin, Gasthof Lüders, Kiel',
].join('\n');

describe('withSideBySideColumnsApart', () => {
  it('writes the side column, then the jobs beside it, each with its own lines and blank lines', () => {
    const parted = withSideBySideColumnsApart(twoColumnPage).split('\n');
    expect(parted.slice(0, 5)).toEqual([
      'LEBENSLAUF',
      '',
      'Kurzprofil: Köchin mit acht Jahren Erfahrung in der Hotelküche, davon drei als Chef de Partie.',
      '',
      'Persönliche Daten',
    ]);
    const jobs = parted.indexOf('Berufserfahrung');
    expect(parted.slice(jobs, jobs + 11)).toEqual([
      'Berufserfahrung',
      'seit 05/2023    Chef de Partie (Entremetier)',
      'Hotel Seeblick, Plön',
      '- Verantwortlich für Beilagen und Suppen',
      '- Wareneinsatz am Posten um 5 % gesenkt (2025)',
      '',
      '03/2020 – 04/2023   Demi Chef de Partie',
      'Restaurant Möwe, Kiel',
      '- Mitarbeit bei der neuen Abendkarte',
      '',
      'Ausbildung',
    ]);
    // (The long left part, two spaces from the column, is parted too; the side column runs on below the rows.)
    expect(parted.slice(5, jobs)).toEqual(
      expect.arrayContaining(['Anschrift: Holstenstraße 120, 24103 Kiel', 'Führerschein Klasse B, eigener Pkw']),
    );
  });

  it('leaves a CV whose left column holds only its headings, and a table of dates, as they stand', () => {
    const labelled = [
      column('Berufserfahrung', 'seit 05/2023 Chef de Partie, Hotel Seeblick, Plön'),
      column('', '- Verantwortlich für Beilagen und Suppen'),
      column('', '- Wareneinsatz am Posten um 5 % gesenkt (2025)'),
      column('', '03/2020 – 04/2023 Demi Chef de Partie, Restaurant Möwe'),
      column('', '- Mitarbeit bei der neuen Abendkarte'),
      column('Ausbildung', '08/2014 – 07/2017 Ausbildung zur Köchin'),
      column('', 'Gasthof Lüders, Kiel'),
      column('Sprachen', 'Deutsch, Englisch'),
    ].join('\n');
    expect(withSideBySideColumnsApart(labelled)).toBe(labelled);
    const table = ['08/2014 – 07/2017   Ausbildung zur Köchin', '09/2005 – 07/2014   Realschule Kiel'].join('\n');
    expect(withSideBySideColumnsApart(table)).toBe(table);
  });
});
