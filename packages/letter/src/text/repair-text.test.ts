import { describe, expect, it } from 'vitest';
import { cleanDocument } from './clean-document.ts';
import { detectLanguage, detectLanguageAmong } from './detect-language.ts';
import { hasMojibake, repairMojibake, repairText } from './repair-text.ts';

describe('repairMojibake', () => {
  it('repairs UTF-8 that was read as Windows-1252', () => {
    expect(repairMojibake('Jan 2016 â€“ May 2016, naÃ¯ve Bayes, rÃ©sumÃ©s, â€œquotedâ€\u009d')).toBe(
      'Jan 2016 – May 2016, naïve Bayes, résumés, “quoted”',
    );
  });

  it('repairs Polish and Czech letters, whose leads read as "Å" and "Ä", and leaves "Åsa" and "Äpfel" alone', () => {
    // (Alone in its text, the only mark of mojibake there is.)
    expect(repairMojibake('ZOFIA WIÅšNIEWSKA\nProduct Designer')).toBe('ZOFIA WIŚNIEWSKA\nProduct Designer');
    expect(repairMojibake('Å»ywiec, Å‚Ã³dÅº')).toBe('Żywiec, łódź');
    expect(repairMojibake('Åsa Lindqvist, Äpfel & Birnen GmbH')).toBe('Åsa Lindqvist, Äpfel & Birnen GmbH');
  });

  it('repairs punctuation whose middle byte a later encoding wrote as a question mark', () => {
    // A public dataset of resumes writes every bullet "â?¢" and every ellipsis "â?¦" (E2 80 A2, E2 80 A6 without 0x80).
    expect(repairText('â?¢ Planning of site works\nâ?¢ Shop drawings and moreâ?¦')).toBe(
      '• Planning of site works\n• Shop drawings and more…',
    );
    expect(repairText('Où? â? non')).toBe('Où? â? non');
  });

  it('repairs a bullet and an ellipsis whose middle byte was dropped without a mark, and leaves "â" in words', () => {
    expect(repairText('Skill Sets: â¢ Negotiation â¢ Team training and moreâ¦')).toBe(
      'Skill Sets: • Negotiation • Team training and more…',
    );
    expect(repairText('Pâté, château, â la carte')).toBe('Pâté, château, â la carte');
  });

  it('repairs UTF-8 that was read as Mac OS Roman, with or without the punctuation’s middle byte', () => {
    // The same dataset's other half: "KEY SKILLS: ‚?¢ Planning & Strategizing ‚?¢ ..." reached a held-out letter.
    expect(repairText('KEY SKILLS: ‚?¢ Planning ‚?¢ Presentation')).toBe('KEY SKILLS: • Planning • Presentation');
    expect(repairText('It‚Äôs a caf√© in M√ºnchen ‚Äì Stra√üe')).toBe('It’s a café in München – Straße');
    expect(repairText('Managing staff training.¬†')).toBe('Managing staff training. ');
    // A check mark, a lone low quote and a "not" sign stay.
    expect(repairText('√ Communication, x ‚ y, ¬ p')).toBe('√ Communication, x ‚ y, ¬ p');
  });

  it('repairs text that was mis-decoded twice', () => {
    expect(repairMojibake('caf\u00c3\u0192\u00c2\u00a9')).toBe('café');
  });

  it('turns a PDF separator that lost its last byte into a dash and drops a lone no-break-space lead', () => {
    expect(repairText('Registered Nurse Company Name ï¼\u200b City , State')).toBe(
      'Registered Nurse Company Name  -  City , State',
    );
    expect(repairMojibake('whileÂ adhering')).toBe('while adhering');
  });

  it('reads a closing quote that lost its last byte as the quote, and one between letters as a hyphen', () => {
    // Windows-1252 has no character for 0x9D, the last byte of "”": a paste drops it and leaves "â€".
    expect(repairMojibake('a $10 â€œhappy hourâ€ that now brings in ~$4k a week, a wellâ€being check')).toBe(
      'a $10 “happy hour” that now brings in ~$4k a week, a well-being check',
    );
    expect(repairMojibake('she said â€œyesâ€')).toBe('she said “yes”');
  });

  it('leaves ordinary accented text alone', () => {
    const text = 'Ärztin für Innere Medizin, café’s menu, Señora Muñoz, l’été — déjà vu';
    expect(hasMojibake(text)).toBe(false);
    expect(repairMojibake(text)).toBe(text);
  });
});

describe('repairText', () => {
  it('folds ligatures and fullwidth forms, removes private-use bullet glyphs and invisible characters', () => {
    expect(repairText('\uf0a7 Certiﬁed in ﬁrst aid\r\nＡＷＳ\u200b\u00ad')).toBe('• Certified in first aid\nAWS');
  });

  it('turns a Wingdings bullet that arrived as mojibake into a bullet', () => {
    expect(repairText('ï‚§ Managed payroll')).toBe('• Managed payroll');
  });
});

describe('repairText: punctuation a scraper read as GBK', () => {
  it('gives back the apostrophe and the letter after it, the space an apostrophe lost, and a dash', () => {
    expect(repairText('I鈥檓 fine, he鈥檚 here and we can鈥檛 wait')).toBe('I’m fine, he’s here and we can’t wait');
    expect(repairText('to meet customers鈥?deadline')).toBe('to meet customers’ deadline');
    expect(repairText('current market trends鈥?Able to run ad campaigns')).toBe(
      'current market trends – Able to run ad campaigns',
    );
    expect(repairText('鈥淕reat team鈥?')).not.toContain('鈥');
  });
});

describe('cleanDocument', () => {
  it('removes icon glyphs a PDF left in front of contact lines and Markdown marks', () => {
    expect(cleanDocument('# Barry Allen\nI (555) 555-0100\nð bwayne\n**Skills**')).toBe(
      'Barry Allen\n(555) 555-0100\nbwayne\nSkills',
    );
  });

  it('reads HTML as text with bullets', () => {
    expect(cleanDocument('<h2>Requirements</h2><ul><li>SQL &amp; Python</li></ul>')).toBe(
      'Requirements\n\n• SQL & Python',
    );
  });
});

describe('detectLanguage', () => {
  it('tells English, German, Spanish and French ads apart, and languages beyond them', () => {
    expect(
      detectLanguage('We are looking for an experienced nurse to join our friendly surgical ward team in Wrexham.'),
    ).toBe('en');
    expect(
      detectLanguage(
        'Wir suchen eine erfahrene Pflegefachkraft für unser freundliches Team auf der chirurgischen Station.',
      ),
    ).toBe('de');
    expect(
      detectLanguage('Buscamos una enfermera con experiencia para unirse a nuestro equipo en el hospital de Madrid.'),
    ).toBe('es');
    expect(
      detectLanguage('Nous recherchons une infirmière expérimentée pour rejoindre notre équipe à l’hôpital de Lyon.'),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Poszukujemy doświadczonej pielęgniarki do pracy w naszym zespole na oddziale chirurgicznym w szpitalu.',
      ),
    ).toBe('pl');
  });

  it('says undetermined for texts too short to tell', () => {
    expect(detectLanguage('Senior Nurse')).toBe('und');
  });

  it('chooses among given languages', () => {
    expect(
      detectLanguageAmong(
        'Ich habe drei Jahre als Entwickler gearbeitet und dabei viele Projekte mit Python umgesetzt.',
        ['en', 'de'],
      ),
    ).toBe('de');
  });
});

describe('repairMojibake: a bullet read as Latin-1', () => {
  it('repairs "•" whose middle byte became a C1 control', () => {
    // Before, "â\u0080¢" stayed at the start of every duty of a held-out resume, and the letter left those duties out.
    expect(hasMojibake('â\u0080¢\tConducted joint inspections')).toBe(true);
    expect(repairText('Duties:\nâ\u0080¢\tConducted joint inspections with the client.')).toBe(
      'Duties:\n• Conducted joint inspections with the client.',
    );
  });
});

describe('detectLanguage: a short English resume of names and nouns', () => {
  it('is no language with no word list here when English words are among its words', () => {
    // Before, "Swedish", and the letter's English readings of its lines were not applied.
    expect(
      detectLanguage(
        [
          'Niamh Walsh',
          '087 000 1111 · niamh.walsh@example.ie · Galway',
          'Café Supervisor – The Harbour Loaf, Salthill (2024–now)',
          'Barista – Bean Street Coffee, Galway (2022–2024)',
          'Latte art, opening/closing, rotas for 6 staff, cash-up, stock orders, HACCP logs.',
          'SCA Barista Skills – Intermediate (2023)',
        ].join('\n'),
      ),
    ).not.toBe('sv');
  });
});

describe('repairMojibake: a ligature read as Windows-1252 that lost its last byte', () => {
  it('reads "ï¬" before a letter as "fi"', () => {
    // Before: "Certiï¬cate" became "Certi cate" in a held-out veterinary nurse's letter.
    expect(repairText('RCVS Certiï¬cate in Advanced Veterinary Nursing; Fear Free Certiï¬ed Professional')).toBe(
      'RCVS Certificate in Advanced Veterinary Nursing; Fear Free Certified Professional',
    );
  });
});
