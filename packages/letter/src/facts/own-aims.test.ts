import { describe, expect, it } from 'vitest';
import { readOwnAims } from './own-aims.ts';

describe('the aims a resume states', () => {
  it('says an aim that opens without its subject in the first person', () => {
    expect(readOwnAims(['Seeking a permanent night shift position near Dayton to be closer to family.'])).toEqual([
      { text: 'I am seeking a permanent night shift position near Dayton to be closer to family.', language: 'en' },
    ]);
    expect(readOwnAims(['Ready to take my skills into B2B / outside sales'])).toEqual([
      { text: 'I am ready to take my skills into B2B / outside sales.', language: 'en' },
    ]);
  });

  it('takes no aim with a heading in capitals inside it, which two columns run into one line put there', () => {
    // Before, "This post appeals to me because I am keen to KEY SKILLS return to an MSK outpatient setting with good."
    expect(readOwnAims(['Keen to KEY SKILLS return to an MSK outpatient setting with good'])).toEqual([]);
    expect(readOwnAims(['Keen to return to an MSK outpatient setting with NHS support'])).toHaveLength(1);
  });

  it('takes the aim after the words that describe the person, and keeps one already in the first person', () => {
    expect(
      readOwnAims([
        'Third year plumbing apprentice looking for a host employer to finish my time with. I’m keen to move into commercial gas work.',
      ]),
    ).toEqual([
      { text: 'I am looking for a host employer to finish my time with.', language: 'en' },
      { text: 'I am keen to move into commercial gas work.', language: 'en' },
    ]);
  });

  it('finds the aim among the sentences of a profile, and no wish in the sentences about the work done', () => {
    expect(
      readOwnAims([
        'Sales professional with 6 years in furniture retail. Consistent top-3 performer. Ready to move into outside sales.',
      ]).map((aim) => aim.text),
    ).toEqual(['I am ready to move into outside sales.']);
    expect(readOwnAims(['Led a team of 6 pickers across two shifts.', 'Paul Rees', 'Leeds | 07700 900123'])).toEqual(
      [],
    );
  });

  it('takes the work the person says they enjoy most as their reason, with their contractions written out', () => {
    expect(
      readOwnAims([
        'After six years in hotels, the part of my job I’ve always enjoyed most is calming guests down when plans have gone wrong.',
      ]),
    ).toEqual([
      {
        text: 'after six years in hotels, the part of my job I have always enjoyed most is calming guests down when plans have gone wrong.',
        language: 'en',
      },
    ]);
    expect(readOwnAims(['What I enjoy most is planning the week so the crews never wait for parts.'])).toHaveLength(1);
    // Liking a thing is no aim unless it is the work liked most.
    expect(readOwnAims(['I enjoy hiking, cooking and travelling with my family.'])).toEqual([]);
  });

  it('leaves out the wishes every applicant writes', () => {
    expect(
      readOwnAims([
        'Seeking a challenging role as a Front-End Developer where I can leverage my knowledge of UI design.',
        'Seeking a role of increased responsibility and authority.',
        'Ich suche eine neue Herausforderung in einem dynamischen Team.',
      ]),
    ).toEqual([]);
  });

  it('keeps a clause of its own before the aim uncut', () => {
    // "I have led teams and am ready to ..." is the person's sentence: cut at "ready to", it lost what it said first.
    expect(readOwnAims(['Analyst who is keen to move into data engineering.'])).toEqual([]);
  });

  it('reads aims in German, French and Spanish as the person wrote them', () => {
    expect(
      readOwnAims([
        'Nun möchte ich die Verantwortung für eine eigene Station übernehmen.',
        "Je souhaite aujour-d'hui prendre en charge des chantiers plus importants en autonomie.",
        'Busco dar el salto a un puesto de coordinación de equipos de sala.',
      ]),
    ).toEqual([
      { text: 'Nun möchte ich die Verantwortung für eine eigene Station übernehmen.', language: 'de' },
      { text: "Je souhaite aujourd'hui prendre en charge des chantiers plus importants en autonomie.", language: 'fr' },
      { text: 'Busco dar el salto a un puesto de coordinación de equipos de sala.', language: 'es' },
    ]);
  });
});
