import { describe, expect, it } from 'vitest';
import { withPostsNestedUnderEmployer } from './nested-posts.ts';
import { readResumeFacts } from './read-resume-facts.ts';

describe('withPostsNestedUnderEmployer', () => {
  it('writes each post listed under its employer’s dated line as a header of its own, the latest with the lines', () => {
    expect(
      withPostsNestedUnderEmployer([
        '09/2020 – heute | Hotel Seeblick Kiel, Restaurant „Förde“',
        '05/2023 – heute: Junior Sous-Chef',
        '09/2020 – 04/2023: Chef de Partie (Saucier)',
        '• Dienstplanung für 9 Köche',
        '',
        '03/2017 – 08/2020 | Gasthof Zum Anker, Eckernförde',
        'Demi Chef de Partie (ab 01/2019), davor Commis de Cuisine',
      ]),
    ).toEqual([
      'Junior Sous-Chef | Hotel Seeblick Kiel, Restaurant „Förde“ | 05/2023 – heute',
      '• Dienstplanung für 9 Köche',
      '',
      'Chef de Partie (Saucier) | Hotel Seeblick Kiel, Restaurant „Förde“ | 09/2020 – 04/2023',
      '',
      '03/2017 – 08/2020 | Gasthof Zum Anker, Eckernförde',
      'Demi Chef de Partie, davor Commis de Cuisine',
    ]);
  });

  it('leaves a list of posts each with its own employer as it was', () => {
    const lines = [
      'Mar 2025 - Present: | Research Fellow @ Mayo Clinic, Rochester MN, USA',
      'Aug 2022 - Mar 2024: Research Associate @ University of Cambridge, UK',
      'Oct 2017 - Sep 2018: Clinical Research Coordinator @ National Neuroscience Institute, Singapore',
    ];
    expect(withPostsNestedUnderEmployer(lines)).toEqual(lines);
  });
});

describe('readResumeFacts: a German CV’s posts under one employer (set BB)', () => {
  it('reads each post with the employer and its own dates, and a later post’s start as no period of the job', () => {
    const resume = [
      'Lebenslauf',
      '',
      'Berufserfahrung',
      '',
      '09/2020 – heute\tHotel Seeblick Kiel, Restaurant „Förde“',
      '\t\t\t05/2023 – heute: Junior Sous-Chef',
      '\t\t\t09/2020 – 04/2023: Chef de Partie (Saucier)',
      '\t\t\t• Dienstplanung für 9 Köche und 3 Auszubildende',
      '\t\t\t• Senkung des Wareneinsatzes von ca. 33 % auf 28 %',
      '',
      '03/2017 – 08/2020\tGasthof Zum Anker, Eckernförde',
      '\t\t\tDemi Chef de Partie (ab 01/2019), davor Commis de Cuisine',
      '\t\t\t• Posten Entremetier und Garde-Manger',
      '',
      '08/2014 – 02/2017\tParkhotel Holm, Eckernförde',
      '\t\t\tAusbildung zum Koch',
      '\t\t\t• alle Posten durchlaufen, Schwerpunkt Patisserie im 3. Lehrjahr',
    ].join('\n');
    const roles = readResumeFacts(resume).roles;
    // Before, the hotel was a post without a title, "Junior Sous-Chef" an employer, and the inn's job held still.
    expect(roles.map((role) => [role.employer, role.title, role.period?.current])).toEqual([
      ['Hotel Seeblick Kiel', 'Junior Sous-Chef', true],
      ['Hotel Seeblick Kiel', 'Chef de Partie (Saucier)', false],
      ['Gasthof Zum Anker', 'Demi Chef de Partie, davor Commis de Cuisine', false],
      ['Parkhotel Holm', 'Ausbildung zum Koch', false],
    ]);
    expect(roles[3]?.achievements.map((achievement) => achievement.text)).toContain(
      'alle Posten durchlaufen, Schwerpunkt Patisserie im 3. Lehrjahr',
    );
  });
});
