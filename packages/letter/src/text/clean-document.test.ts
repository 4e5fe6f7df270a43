import { describe, expect, it } from 'vitest';
import { cleanDocument } from './clean-document.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';

describe('cleanDocument', () => {
  it('removes a separator a removed glyph left at either end of a line, and keeps one inside it', () => {
    expect(cleanDocument('| Acme Analytics\nCompany Name - City -\nData Analyst |')).toBe(
      'Acme Analytics\nCompany Name - City\nData Analyst',
    );
  });

  it('removes LinkedIn’s "…see more" at a line’s end', () => {
    expect(cleanDocument('- Led the move of contract changes onto the new HR system…see more\nAbout')).toBe(
      '- Led the move of contract changes onto the new HR system\nAbout',
    );
    expect(cleanDocument('I want to see more of the world.')).toBe('I want to see more of the world.');
  });

  it('closes the space before a comma, semicolon or colon', () => {
    expect(cleanDocument('Skills : SQL , Excel ; Tableau')).toBe('Skills: SQL, Excel; Tableau');
  });

  it('removes Markdown marks and keeps their words', () => {
    expect(cleanDocument('# Experience\n**Data Analyst** at __Acme__')).toBe('Experience\nData Analyst at Acme');
  });
});

describe('cleanDocument: a two-column PDF pasted as text', () => {
  const pad = (left: string, right: string) => `${left.padEnd(48)}${right}`;
  const twoColumns = [
    'JONAS EKLUND',
    'jonas@example.com',
    '',
    pad('EXPERIENCE', 'SKILLS'),
    pad('Warehouse Team Leader', 'Forklift (counterbalance)'),
    pad('Nordhavn Freight · 2021 – Present', 'SAP EWM'),
    pad('- Led a team of 12 pickers on the night', 'Excel (basic)'),
    'shift across two chilled aisles',
    pad('- Cut mis-picks by 30% with scan checks', 'LANGUAGES'),
    pad('- Trained 8 new starters on the WMS', 'Swedish, English'),
    pad('Picker', 'EDUCATION'),
    pad('Baltic Logistics · 2018 – 2021', 'Upper secondary diploma, 2018'),
    '- Picked 180 orders a shift',
  ].join('\n');

  it('reads the left column, then the right, instead of a piece of each on every line', () => {
    const text = cleanDocument(twoColumns);
    expect(text).toContain('- Led a team of 12 pickers on the night\nshift across two chilled aisles');
    expect(text).not.toMatch(/night Excel|scan checks LANGUAGES/);
    expect(text.indexOf('Picker\nBaltic Logistics')).toBeLessThan(text.indexOf('SKILLS'));
    const { roles, skills } = readResumeFacts(twoColumns);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Nordhavn Freight', 'Warehouse Team Leader'],
      ['Baltic Logistics', 'Picker'],
    ]);
    expect(skills.find((skill) => skill.name === 'Excel')?.qualifier).toBe('basic');
  });

  it('joins a word the right column broke at its hyphen, across the left column between its halves', () => {
    const leftFirst = [
      'DANA REYES',
      'dana@example.com',
      '',
      pad('SKILLS', 'PROFESSIONAL EXPERIENCE'),
      pad('Westlaw (advanced)', 'Litigation Paralegal'),
      pad('Clio, NetDocuments', 'Pruitt Lane LLP, Austin TX'),
      pad('Excel – basic', '08/2022 – Present'),
      pad('Spanish – fluent', '• Manage discovery for 25 personal-injury and commer-'),
      pad('CERTIFICATIONS', 'cial cases for 3 partners'),
      pad('NALA Certified Paralegal', '• Prepared first drafts of petitions and disclo-'),
      pad('(CP) – studying', 'sures for 40 families'),
    ].join('\n');
    const text = cleanDocument(leftFirst);
    expect(text).toContain('• Manage discovery for 25 personal-injury and commercial cases for 3 partners');
    expect(text).toContain('• Prepared first drafts of petitions and disclosures for 40 families');
  });

  it('leaves a job line with its dates set to the right as one line', () => {
    const dated = [
      'Ana Ruiz',
      'Experience',
      ...['Senior Analyst, Brightline Bank', 'Analyst, Brightline Bank', 'Intern, Harbour Insurance'].flatMap(
        (header, index) => [pad(header, `${2020 - index * 3} – ${2023 - index * 3}`), '- Built monthly reports in SQL'],
      ),
      pad('Junior Clerk, Harbour Insurance', '2012 – 2014'),
      pad('Office Assistant, Harbour Insurance', '2010 – 2012'),
      pad('Volunteer, Food Bank', '2008 – 2010'),
    ].join('\n');
    // One line, its columns kept apart for the role reader.
    expect(cleanDocument(dated)).toContain(
      'Senior Analyst, Brightline Bank | 2020 – 2023\n- Built monthly reports in SQL',
    );
    expect(readResumeFacts(dated).roles[0]).toMatchObject({ employer: 'Brightline Bank', title: 'Senior Analyst' });
  });
});

describe('cleanDocument: a job line laid out in columns', () => {
  it('keeps the columns apart, so that a town is never read into the title', () => {
    const resume = [
      'Gary Holt',
      'Work History',
      '2019 to now     Arlow Haulage Ltd, Doncaster      Class 1 Driver (Trunking)',
      'Night trunking between two hubs, 5 nights a week',
      '2014 to 2019    Keystone Fuels          Tanker Driver (ADR)',
      'Multi drop heating oil deliveries, up to 14 drops a day',
    ].join('\n');
    expect(readResumeFacts(resume).roles.map((role) => [role.employer, role.title])).toEqual([
      ['Arlow Haulage Ltd', 'Class 1 Driver (Trunking)'],
      ['Keystone Fuels', 'Tanker Driver (ADR)'],
    ]);
  });
});

describe('cleanDocument: a compound a PDF broke at its hyphen', () => {
  it('keeps the hyphen of a compound of "to", and a year written with two digits whole', () => {
    // Before, "short how- to videos".
    expect(cleanDocument('Wrote short how-\nto videos for staff')).toBe('Wrote short how-to\nvideos for staff');
    expect(cleanDocument("Shift Supervisor\nJan '21 – Present")).toBe('Shift Supervisor\nJan 2021 – Present');
  });
});

describe('cleanDocument: a text its typesetter hyphenated', () => {
  it('joins short words broken at line ends once the text breaks three or more so, and keeps "follow-up"', () => {
    // Before, "managing sections of lar-ger engagements" reached a letter.
    const pasted =
      'I am seek-\ning a post after my training con-\ntract ends.\n' +
      '• Managing sections of lar-\nger engagements and the follow-\nup of findings';
    expect(cleanDocument(pasted)).toBe(
      'I am seeking a post after my training contract ends.\n• Managing sections of larger engagements and the follow-\nup of findings',
    );
    // A compound's inner word keeps its hyphen: before, "a 1:2 nurse-topatient ratio".
    expect(cleanDocument(`${pasted}\nCare on a 1:2 nurse-to-\npatient ratio`)).toContain('nurse-to-\npatient ratio');
    // One such break alone is no typesetter's: "lar-" / "ger" stays as written.
    expect(cleanDocument('Managing sections of lar-\nger engagements')).toBe(
      'Managing sections of lar-\nger engagements',
    );
  });
});

describe('cleanDocument: a name a PDF broke at its hyphen', () => {
  it('joins a capitalised word broken at a line end, never a name written with its own hyphen', () => {
    expect(cleanDocument('ideally in Ber-\nlin next year')).toBe('ideally in Berlin next year');
    expect(cleanDocument('Python (Pandas, Scikit- learn)')).toBe('Python (Pandas, Scikit- learn)');
  });

  it("joins a word broken at a line end whose next line keeps a laid-out PDF's indent", () => {
    // Before, "Behinderten-" / "wohnheim" stayed apart, and "wohnheim, Büderich" was read as a line of its own.
    expect(
      cleanDocument(
        '2018    Praktikum im Wohnheim, Haus Miteinander Behinderten-\n                wohnheim, Büderich\n                Unterstützung bei alltäglichen Auf-\n                gaben wie Einkaufen',
      ),
    ).toContain('Haus Miteinander Behindertenwohnheim, Büderich');
  });
});

describe('cleanDocument: Markdown a resume was written in', () => {
  it('keeps a link’s text, with its address only where the text is no address, and drops the marks for code', () => {
    expect(
      cleanDocument(
        '[github.com/twierz](https://github.com/twierz) · [my site](https://twierz.dev)\nUsed `select_related` here',
      ),
    ).toBe('github.com/twierz · my site (https://twierz.dev)\nUsed select_related here');
  });
});

describe('cleanDocument: a two-column page whose right column runs on alone', () => {
  it('reads the right column whole, its bullets kept at the column and its lines set in by spaces', () => {
    const left = [
      'CONTACT',
      '(901) 555-0147',
      'Southaven, MS 38671',
      '',
      'SKILLS',
      'McLeod LoadMaster',
      'TMW Suite',
      'Samsara & Motive ELD',
      'DAT load boards',
    ];
    const right = [
      'EXPERIENCE',
      'Red Clay Freight Lines | Memphis, TN',
      'Fleet Dispatcher | Mar 2020 – Present',
      '• Dispatch 48–60 tractors across',
      'Southeast & Midwest lanes',
      '• Cut deadhead miles from 14% to 9.5%',
      '• Trained 4 new dispatchers',
      '• On-call 1 week in 4',
      'Midsouth Cartage LLC | Olive Branch, MS',
      'Logistics Coordinator | Jun 2017 – Feb 2020',
      '• Built carrier scorecards',
    ];
    const lines = right.map((text, index) => `${(left[index] ?? '').padEnd(42)}${text}`);
    const cleaned = cleanDocument(lines.join('\n'));
    expect(cleaned).toContain(right.join('\n'));
    expect(cleaned).toContain('SKILLS\nMcLeod LoadMaster\nTMW Suite');
  });
});

describe('cleanDocument: "re" broken at a line’s end', () => {
  it('joins "re-" / "minders" into one word, and keeps "re-" before a vowel', () => {
    expect(cleanDocument('• Reduced missed visits by introducing text re-\nminders and a cancellation list')).toBe(
      '• Reduced missed visits by introducing text reminders and a cancellation list',
    );
    expect(cleanDocument('• Ran the annual re-\nevaluation of all patients')).toContain('re-');
  });
});

describe('cleanDocument: pictures that mark a line’s kind', () => {
  it('takes the pictures off a line’s ends, its words and dates kept', () => {
    const cleaned = cleanDocument(
      '⚡Marta Quiroga⚡\n✔️Analista de compras\n📌Distribuidora Sur S.A.\n📅 03.2019 - Actualidad\n👨‍🎓Formación👨‍🎓',
    );
    expect(cleaned.split('\n')).toEqual([
      'Marta Quiroga',
      'Analista de compras',
      'Distribuidora Sur S.A.',
      '03.2019 - Actualidad',
      'Formación',
    ]);
  });

  it('keeps a list’s bullets printed as text symbols', () => {
    expect(cleanDocument('▪ Run the grill on Friday nights\n► Trained 4 new cooks\n✓ Food hygiene level 2')).toBe(
      '▪ Run the grill on Friday nights\n► Trained 4 new cooks\n✓ Food hygiene level 2',
    );
  });
});

describe('cleanDocument: a narrow sidebar beside the main column', () => {
  // Written for this test in the layout of a LaTeX CV template a fresh set showed: the name, the post and the contacts
  // in a sidebar, the main column set in by the same spaces, its own lines set further in where an entry wraps.
  const indent = ' '.repeat(36);
  const sidebarCv = [
    `Perfil${' '.repeat(30)}Bióloga con diez años de trabajo de campo en ecosistemas costeros y`,
    `${indent}manglares del Pacífico colombiano.`,
    `Lucía Ferrer${' '.repeat(24)}• Manejo de SIG: ArcGIS, QGIS.`,
    `${indent}• Lenguajes de programación: R, Python.`,
    `Investigadora${' '.repeat(23)}Formación Académica`,
    `${indent}2008         Profesional en Biología        Universidad del Cauca`,
    `lucia.ferrer@example.com${' '.repeat(12)}2013         Maestría en Ecología            Universidad del Cauca`,
    `${indent}Experiencia Profesional`,
    `Acerca de mí${' '.repeat(24)}2021         Bióloga de campo en la Fundación Manglar Vivo, con`,
    `Interesada en${' '.repeat(23)}             monitoreo de manglares y aves playeras.`,
    `${indent}2016         Asistente de investigación en el Instituto Marino.`,
    `${indent}             Censos de aves en cuatro estuarios.`,
    `${indent}Experiencia Docente`,
    `${indent}2014         Docente de Ecología en la Universidad del Cauca.`,
    `${indent}2012         Docente de Biología en el Colegio Santa Rosa.`,
  ].join('\n');

  it('reads the sidebar’s lines, then the main column’s, each whole', () => {
    const lines = cleanDocument(sidebarCv).split('\n');
    expect(lines.indexOf('Lucía Ferrer')).toBeLessThan(lines.indexOf('Formación Académica'));
    expect(lines).toContain('• Manejo de SIG: ArcGIS, QGIS.');
    expect(lines.some((line) => /Lucía Ferrer.*Manejo|Interesada en.*monitoreo/u.test(line))).toBe(false);
    expect(lines.some((line) => /^2021\b.*Fundación Manglar Vivo/u.test(line))).toBe(true);
  });

  it('keeps the page’s head above both columns first: the name and the headline over the sidebar', () => {
    // Before, "Rada", "SPRACHEN" and the sidebar's skills came first, and the resume had no name.
    const headed = [
      `${' '.repeat(25)}RADMILA HEIZENREDER`,
      `${' '.repeat(39)}SOFTWARE ENGINEERING`,
      '',
      `${indent}Berlin`,
      '',
      `Rada${' '.repeat(32)}Berufserfahrung`,
      sidebarCv,
    ].join('\n');
    const lines = cleanDocument(headed).split('\n');
    expect(lines[0]).toBe('RADMILA HEIZENREDER');
    expect(lines.indexOf('SOFTWARE ENGINEERING')).toBeLessThan(lines.indexOf('Rada'));
  });
});

describe('cleanDocument: a column of dates beside their rows', () => {
  // A Swiss "tabellarischer Lebenslauf" as pdftotext lays it out: each job's dates on its header's line, its duties set
  // in as far as the header's text. Written for this test.
  const indent = ' '.repeat(28);
  const datedRows = [
    'Berufliche Tätigkeiten',
    `01.03.2021 – 31.12.2022     Sachbearbeiterin Kreditoren bei Alpenblick Logistik AG, Stans`,
    `${indent}• Kreditorenbuchhaltung für 4 Gesellschaften`,
    `${indent}• Zahlungsläufe und Mahnwesen`,
    '',
    `01.08.2018 - 28.02.2021     Buchhalterin bei Seeland Treuhand AG, Luzern`,
    `${indent}• Monats- und Jahresabschlüsse`,
    `${indent}• Mehrwertsteuerabrechnungen`,
    '',
    `${indent}• Lohnbuchhaltung für 60 Mitarbeitende`,
    '',
    `01.02.2015 - 31.07.2015     Praktikantin bei Berg Treuhand GmbH, Sarnen`,
    `${indent}• Debitoren und Kreditoren`,
    `${indent}• Spesenabrechnungen`,
    '',
    `01.08.2015 - 31.07.2018     kaufmännische Lehre beim Elektrizitätswerk Obwalden`,
    `${indent}• Telefon- und Schalterdienst`,
    `${indent}• Mithilfe Debitoren`,
  ].join('\n');

  it('keeps each date on its row, never parted from its job as a sidebar', () => {
    const lines = cleanDocument(datedRows).split('\n');
    expect(lines.some((line) => /^01\.03\.2021 – 31\.12\.2022\s.*Alpenblick Logistik AG/u.test(line))).toBe(true);
    expect(lines.some((line) => /^01\.08\.2015 - 31\.07\.2018\s.*Elektrizitätswerk Obwalden/u.test(line))).toBe(true);
  });
});

describe('cleanDocument: words a template set in small capitals', () => {
  it('joins each word’s first letter to the rest where a line holds two such words, never "A CDL" or "IS A LIVE"', () => {
    expect(cleanDocument('October 2017 – Masters degree in Physics, U NIVERSITY OF P ADOVA,')).toContain(
      'UNIVERSITY OF PADOVA',
    );
    expect(cleanDocument('THIS IS A LIVE VACANCY NOT A GENERIC ADVERTISEMENT')).toBe(
      'THIS IS A LIVE VACANCY NOT A GENERIC ADVERTISEMENT',
    );
  });
});

describe('cleanDocument: a PDF’s bar read as a capital I', () => {
  it('reads "I" straight before a period of years as the bar it was, and keeps the pronoun', () => {
    expect(cleanDocument('Ceramics Teacher - Landon School I 2013 - Present')).toBe(
      'Ceramics Teacher - Landon School | 2013 - Present',
    );
    expect(cleanDocument('In 2019 I joined the team')).toBe('In 2019 I joined the team');
  });
});

describe('cleanDocument: bullets set apart from their items by a tab', () => {
  it('keeps each item on its line, never read as a second column', () => {
    // Before, every "•" stood alone and the items were moved below the education, as a right column.
    const lines = Array.from(
      { length: 7 },
      (_, index) => `    •   Designed and delivered training session ${index + 1} for 40 colleagues on the new system`,
    );
    const cleaned = cleanDocument(
      [
        'PROFESSIONAL EXPERIENCE',
        'Trainer, Druid Hills High School, 2018 - 2021',
        ...lines,
        '',
        'EDUCATION',
        'BSc, Jackson State University',
      ].join('\n'),
    );
    expect(cleaned.split('\n').slice(2, 9)).toEqual(
      Array.from(
        { length: 7 },
        (_, index) => `• Designed and delivered training session ${index + 1} for 40 colleagues on the new system`,
      ),
    );
  });
});

describe('cleanDocument: a table of short labels, each beside its value', () => {
  it('reads each row across, never the values apart after the page', () => {
    const pad = (label: string, value: string) => `${' '.repeat(30 - label.length)}${label}${' '.repeat(12)}${value}`;
    const text = [
      'Certificates',
      pad('ACLS', 'Advanced Cardiac Life Support'),
      pad('PALS', 'Pediatric Advanced Life Support'),
      pad('TNCC', 'Trauma Nursing Core Course'),
      'Clinical Skills',
      pad('Triage', 'Rapid assessment of 30 patients a shift in a Level II trauma centre.'),
      pad('Procedures', 'IV insertion, phlebotomy, wound care and splinting.'),
      pad('Technical', 'Epic EMR, Pyxis and Microsoft Office.'),
      'Volunteering',
      'Harbour Food Bank',
    ].join('\n');
    const lines = cleanDocument(text).split('\n');
    expect(lines).toContain('ACLS Advanced Cardiac Life Support');
    expect(lines).toContain('Technical Epic EMR, Pyxis and Microsoft Office.');
    expect(lines.at(-1)).toBe('Harbour Food Bank');
  });
});

describe('cleanDocument: a table of skills, each beside its level', () => {
  it('keeps each skill with its level, and the resume reads the levels', () => {
    const row = (skill: string, level: string) => `${skill.padEnd(26)}${level}`;
    const text = [
      'Jordan Reyes',
      'jordan@example.com',
      '',
      'SKILLS MATRIX',
      row('Skill', 'Level'),
      row('ICD-10-CM', '– Expert'),
      row('Epic', '– Advanced'),
      row('3M 360 Encompass', '– Intermediate'),
      row('Cerner', '– Basic'),
      row('Excel', '– Intermediate'),
      row('HIPAA compliance', '– Advanced'),
    ].join('\n');
    // Before, the levels were parted from their skills as a page's right column, and "Cerner" was read without "basic".
    expect(cleanDocument(text).split('\n')).not.toContain('– Basic');
    const skills = readResumeFacts(text).skills;
    expect(skills).toContainEqual({ name: 'Cerner', qualifier: 'basic' });
    expect(skills).toContainEqual({ name: 'Epic', qualifier: 'advanced' });
  });
});

describe('cleanDocument: a site’s headings pasted with their link anchors', () => {
  it('drops the anchor’s "Permalink" glued to a heading', () => {
    expect(cleanDocument('Work HistoryPermalink\nBarista, Bean There').split('\n')[0]).toBe('Work History');
    expect(cleanDocument('Read the permalink to the post').split('\n')[0]).toBe('Read the permalink to the post');
  });
});

describe('cleanDocument: a header whose parts bullets set apart', () => {
  it('keeps the dates after the last bullet on the header’s line', () => {
    expect(cleanDocument('Plant Supervisor • Acme Foods • March 2021 – Present\nRan two shifts.').split('\n')[0]).toBe(
      'Plant Supervisor • Acme Foods • March 2021 – Present',
    );
    expect(cleanDocument('Managed rotas • Trained 6 staff • Cut waste by 10%').split('\n')).toHaveLength(3);
  });
});

describe('cleanDocument: two dates whose dash a PDF lost', () => {
  it('puts the dash back, so the dates read as a range', () => {
    expect(cleanDocument('Harbor Motors | 08/2021  Present | Reading, PA')).toBe(
      'Harbor Motors | 08/2021 – Present | Reading, PA',
    );
    expect(cleanDocument('Harbor Motors | 11/2020  08/2021')).toBe('Harbor Motors | 11/2020 – 08/2021');
    expect(cleanDocument('Scores 2019  2021')).toBe('Scores 2019 2021');
  });
});

describe('cleanDocument: a line that ends on its ampersand', () => {
  it('goes on in the next line', () => {
    expect(
      cleanDocument('Educator | Front-End Engineer | Quantitative Researcher &\nDeveloper | Product Designer\nRemote'),
    ).toBe('Educator | Front-End Engineer | Quantitative Researcher & Developer | Product Designer\nRemote');
  });
});

describe('cleanDocument: a scan that read the D of "3D" as a nought', () => {
  it('reads "3D printing", which the letter and the checker both see', () => {
    expect(cleanDocument('Integrated 30 printing, screen printing and laser engraving into ceramics')).toBe(
      'Integrated 3D printing, screen printing and laser engraving into ceramics',
    );
    expect(cleanDocument('Printed 30 posters a week')).toBe('Printed 30 posters a week');
  });
});

describe('cleanDocument: Markdown emphasis with underscores', () => {
  it('drops the marks around words, and keeps names written with underscores', () => {
    const cleaned = cleanDocument(
      'Du sprichst **_fließend Französisch_**, _arbeitest gerne mit Kindern_\nGitHub: jane_doe_dev',
    );
    expect(cleaned).toContain('Du sprichst fließend Französisch, arbeitest gerne mit Kindern');
    expect(cleaned).toContain('jane_doe_dev');
  });
});

describe('cleanDocument: a one-string export that kept a few breaks', () => {
  // A resume exported as one string, its fields apart by runs of spaces, whose breaks fall inside its job headers, each
  // followed by the indentation of the column it broke (written for this test in the shape of a held-out resume).
  const exported = [
    '         MAINTENANCE MECHANIC       Professional Summary       Skilled maintenance mechanic with ten years on packaging lines.      Skills        Hydraulics, pneumatics, PLC troubleshooting      Work History      Maintenance Mechanic     05/2016  ',
    '                                to   Current      Company Name   –   City  ,',
    '                              State      Repaired and maintained filling and capping machines on three packaging lines.  Cut unplanned downtime by 18% with a weekly lubrication and inspection round.  Machine Operator     02/2012  ',
    '                                to   04/2016      Company Name   –   City  ,',
    '                              State      Set up and ran labelling machines for runs of up to 40,000 bottles a shift.  Trained 4 new operators on changeovers.      Education      Technical Diploma   Industrial Maintenance   Lakeside Technical College',
  ].join('\n');

  it('reads it as one string, so each job keeps its own lines', () => {
    // Before, the breaks were kept: the dates stood on lines of their own, the jobs' lines were read as a second column
    // and moved below, and a letter said "I currently work as a to".
    const facts = readResumeFacts(exported);
    expect(facts.roles.map((role) => [role.title, role.period?.start, role.achievements.length])).toEqual([
      ['Maintenance Mechanic', '05/2016', 2],
      ['Machine Operator', '02/2012', 2],
    ]);
  });

  it('keeps the breaks of a resume written line by line, however it is indented', () => {
    const indented =
      'Jane Roe\n        Experience\n        Shift Lead, Corner Cafe, 2019 - 2024\n        Opened the store.';
    expect(cleanDocument(indented).split('\n')).toHaveLength(4);
  });
});

describe('cleanDocument: markdown copied with its marks escaped', () => {
  it('reads the marks without their backslashes, so a job keeps its dates and its post', () => {
    // Before, "February 2024 \- Present" read as no range, and the post was "\Admin ..." (a held-out resume).
    const escaped = [
      '\\*\\*Jordan Avery\\*\\*  ',
      '12 Elm St \\#4, Springfield, IL 62701  ',
      '',
      '\\*\\*WORK EXPERIENCE\\*\\*',
      '',
      '\\*\\*Lakeside Billing Services\\*\\*  ',
      '\\*Billing Coordinator\\*  ',
      'March 2021 \\- Present  ',
      '',
      '\\* Posted 400+ insurance payments a week to patient accounts.  ',
      '\\* Reconciled daily batch deposits with the bank statement.  ',
    ].join('\n');
    expect(cleanDocument(escaped)).not.toContain('\\');
    const [role] = readResumeFacts(escaped).roles;
    expect(role?.title).toBe('Billing Coordinator');
    expect(role?.period).toMatchObject({ start: 'March 2021', current: true });
  });

  it('keeps a lone backslash, as in a path', () => {
    expect(cleanDocument('Saved reports to C:\\Reports\\2024 for the team.')).toContain('C:\\Reports\\2024');
  });
});

describe('cleanDocument: a markdown resume', () => {
  it("drops a template's placeholders and reads a bold bullet under a job's header as its post", () => {
    // Before, "As a [ at ACM Metals" (the placeholder's bracket read as the post) and "My work ... also included CNC
    // Vertical Mill Operator" (the post read as a duty), in a held-out letter.
    const markdown = [
      '# Robert Lane',
      '### **WORK EXPERIENCE**',
      '**Harbor Metals** | [City, State] | (2023 - 2024)',
      '*_(9 months)_*',
      '*   **Packer / Machine Operator**',
      '*   Operated roll forming machinery for aluminium building products.',
      '',
      '**Ridge Steel** | Rockford, IL | (2009 - 2012)',
      '*   **CNC Vertical Mill Operator**',
      '*   Operated CNC vertical mills and performed machine setup.',
    ].join('\n');
    expect(cleanDocument(markdown)).not.toContain('[');
    expect(readResumeFacts(markdown).roles.map((role) => [role.title, role.employer])).toEqual([
      ['Packer/Machine Operator', 'Harbor Metals'],
      ['CNC Vertical Mill Operator', 'Ridge Steel'],
    ]);
  });
});

describe('cleanDocument: a comma typed after the space', () => {
  it('is written where it belongs', () => {
    // Before, "I have also maintained HP ,Cisco Switch Configurations" (a held-out letter).
    expect(cleanDocument('Maintained HP ,Cisco Switch Configurations')).toBe(
      'Maintained HP, Cisco Switch Configurations',
    );
    expect(cleanDocument('Sold 1 ,000 units')).toBe('Sold 1 ,000 units');
  });
});

describe('cleanDocument: a page’s front matter', () => {
  it('takes the quotes off its values, and leaves quotes anywhere else', () => {
    // Before, a held-out letter applied "for the 'Research Associate I position".
    const ad = "---\ntitle: 'Research Associate I: Analytical Chemistry'\nlayout: \"post\"\n---\nWe are 'hiring' now.";
    const cleaned = cleanDocument(ad);
    expect(cleaned).toContain('title: Research Associate I: Analytical Chemistry\nlayout: post\n');
    expect(cleaned).toContain("We are 'hiring' now.");
  });

  it('leaves out the site template’s comments in it, and the name under it is read', () => {
    // Before, a held-out letter was unsigned: "# You don't need to edit this file" read as a heading over the name, and
    // the template's link as the person's.
    const page = [
      '---',
      "# You don't need to edit this file, it's empty on purpose.",
      '# See: https://jekyllrb.com/docs/themes/#overriding-theme-defaults',
      'layout: single',
      '---',
      '**CURRICULUM VITAE - Wanjiru Kamau**',
      '',
      '**Professional Experience**',
      '**Social Media Volunteer, Connect World Kenya | Mar 2025 – Present**',
      '- Design graphics, write captions and schedule weekly posts',
    ].join('\n');
    expect(cleanDocument(page)).not.toMatch(/jekyllrb|edit this file/u);
    const facts = readResumeFacts(page);
    expect([facts.name, facts.contacts.links]).toEqual(['Wanjiru Kamau', []]);
  });
});

describe('cleanDocument: a PDF read in its layout, its words spaced as the justified page did', () => {
  it('writes one space between words, and keeps a wide gap that parts columns', () => {
    // Before, a held-out letter said "I developed | a NodeJS | program | to deliver a daily summary | report".
    const lines = [
      'Mechanical   Engineer   with over  5 years of construction   experience   and  a track record  of self-started',
      'technical initiatives. Proven  ability to optimize   conventional   engineering   tasks and  boost  efficiency',
      'Project  Engineer,  Macro   Pipelines                                  Mar  2021   -Sep  2023   |Chilliwack,  BC',
      '    ●   Performed    drafting, field  inspection,  technical  writing, project coordination    and  project',
      '        estimation   duties  on a day  to day  basis',
      '    ●   Developed   a NodeJS  program   to deliver  a daily  summary   report to project  management',
      '    ●   Performed    complicated    analyses   of geospatial,  project  controls, and  natural  resource  data',
    ];
    const cleaned = cleanDocument(lines.join('\n'));
    expect(cleaned).toContain('Developed a NodeJS program to deliver a daily summary report to project management');
    expect(cleaned).toContain('Mechanical Engineer with over 5 years of construction experience');
    expect(cleaned).toMatch(/Project Engineer, Macro Pipelines \| Mar 2021/u);
  });
});

describe('cleanDocument: a compound a PDF gave a space after its hyphen', () => {
  it('closes "two- thirds", "Full- time" and "robotics- focused", and still joins a word broken in two', () => {
    const cleaned = cleanDocument(
      'Cut development time by two- thirds.\nFull- time Engineer.\nProvided robotics- focused support.\nServiced 2,200 devi- ces.\nLed pre- and post-op care.',
    );
    expect(cleaned).toContain('by two-thirds.');
    expect(cleaned).toContain('Full-time Engineer');
    expect(cleaned).toContain('robotics-focused support');
    expect(cleaned).toContain('2,200 devices');
    expect(cleaned).toContain('pre- and post-op');
  });
});

describe('cleanDocument: icons copied with a page', () => {
  it('removes the names of Material icons glued to a line, and keeps words with underscores that name no icon', () => {
    expect(cleanDocument('Cloud Administrator- DB Systel GmbHexpand_more\nProjects chevron_right')).toBe(
      'Cloud Administrator- DB Systel GmbH\nProjects',
    );
    expect(cleanDocument('Wrote the snake_case parser')).toBe('Wrote the snake_case parser');
  });
});

describe('cleanDocument: a PDF page’s running head', () => {
  it('drops a later line that repeats the name or the telephone of the document’s first lines', () => {
    const cleaned = cleanDocument(
      [
        'Rhian Morgan-Evans',
        'BSc Physiotherapy',
        'Cardiff · 07700 900123 · rhian@example.co.uk',
        '',
        'EMPLOYMENT',
        'Physiotherapist (Band 6)',
        'Vale Community Health, Barry        Apr 2018 – Jul 2021',
        '• Caseload of 20 adults after hospital discharge.',
        'Page 1 of 2',
        '\f',
        'Rhian Morgan-Evans | Physiotherapist | 07700 900123',
        '• Ran the falls class twice a week.',
        'Referee: Dr Huw Price | Vale Community Health | 07700 900999',
      ].join('\n'),
    );
    expect(cleaned).not.toContain('Rhian Morgan-Evans | Physiotherapist');
    expect(cleaned).toContain('Referee: Dr Huw Price | Vale Community Health | 07700 900999');
    expect(cleaned.startsWith('Rhian Morgan-Evans')).toBe(true);
  });
});

describe('cleanDocument: a Europass CV’s sector field', () => {
  it('drops "Activité ou secteur ..." and "Business or sector ..." under a job', () => {
    const cleaned = cleanDocument(
      [
        'Aide à domicile',
        'Anjou Services, Angers (France)',
        '    ▪ aide au repas et à la toilette',
        '    Activité ou secteur Services à la personne',
        'Care Assistant',
        '    Business or sector Human health and social work activities',
      ].join('\n'),
    );
    expect(cleaned).not.toMatch(/secteur|sector/u);
    expect(cleaned).toContain('aide au repas et à la toilette');
  });
});
