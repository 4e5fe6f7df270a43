import { describe, expect, it } from 'vitest';
import { qualifierAfterMention, readSkillList, readSpokenLanguages, spokenLanguagesNamed } from './read-skills.ts';
import { readResumeFacts } from './read-resume-facts.ts';

describe('qualifierAfterMention', () => {
  it('reads the level in the brackets after a name, across spaces, a line break or a second name', () => {
    expect(qualifierAfterMention('Tools: Photoshop   (basic), Excel', 'Photoshop')).toBe('basic');
    expect(qualifierAfterMention('Tools: Jira /  Confluence\n(learning)', 'Jira')).toBe('learning');
    expect(qualifierAfterMention('I use WCAG 2.2 (learning) daily', 'WCAG')).toBe('learning');
  });

  it('reads the level of a later mention when the first has none', () => {
    expect(qualifierAfterMention('Excel every day. Reports in Excel (advanced) for the board.', 'Excel')).toBe(
      'advanced',
    );
  });

  it('gives no level to a name whose brackets belong to other words or say no level', () => {
    expect(qualifierAfterMention('Photoshop for print and web campaigns (basic)', 'Photoshop')).toBeNull();
    expect(qualifierAfterMention('Photoshop (2019 – 2023)', 'Photoshop')).toBeNull();
    expect(qualifierAfterMention('Excel and Word', 'Excel')).toBeNull();
  });
});

describe('readSpokenLanguages', () => {
  it('reads two names of one language as one language', () => {
    const lines = ['English (fluent)', 'Filipino/Tagalog (native)', 'Spanish (basic)'];
    expect(readSpokenLanguages(lines, lines.join('\n')).map((language) => language.name)).toEqual([
      'English',
      'Filipino',
      'Spanish',
    ]);
  });
});

describe('readSkillList', () => {
  it('reads the level after a dash and leaves out the note after it, whose commas part no skills', () => {
    expect(
      readSkillList([
        'Excel – intermediate (XLOOKUP, pivot tables, SUMIFS; no macros)',
        'French – basic (can read invoices and emails, not conversational)',
      ]).map((skill) => [skill.name, skill.qualifier]),
    ).toEqual([
      ['Excel', 'intermediate'],
      ['French', 'basic'],
    ]);
  });
});

describe('readSkillList: lines a page read across its columns put among the skills', () => {
  it('keeps tools and leaves out a deed, a date, a post and the rest of a sentence', () => {
    expect(
      readSkillList([
        'AutoCAD Civil 3D',
        'client and the financier',
        'Evaluated 11 variation orders and 3 contractor claims',
        'Mar 2018',
        'Assistant Resident Engineer',
        'Channel Manager (intermediate)',
        'LinkedIn Sales Navigator',
        'working the pass',
      ]).map((skill) => skill.name),
    ).toEqual(['AutoCAD Civil 3D', 'Channel Manager', 'LinkedIn Sales Navigator', 'working the pass']);
  });
});

describe('readSpokenLanguages: each language’s own level', () => {
  it('gives "basic" to Arabic alone in "Languages : English, Filipino (Tagalog), Cebuano, basic Arabic"', () => {
    const text =
      'PERSONAL DATA\nNationality : Filipino\nLanguages\t\t:\tEnglish, Filipino (Tagalog), Cebuano, basic Arabic';
    expect(readSpokenLanguages([], text)).toEqual([
      { name: 'English', level: null },
      { name: 'Filipino', level: null },
      { name: 'Cebuano', level: null },
      { name: 'Arabic', level: 'basic' },
    ]);
  });

  it('still lends a level written before the list to every language in it', () => {
    expect(readSpokenLanguages([], 'Fluent in English, Farsi and Urdu.')).toEqual([
      { name: 'English', level: 'fluent' },
      { name: 'Farsi', level: 'fluent' },
      { name: 'Urdu', level: 'fluent' },
    ]);
  });

  it('reads each side of a slash between spaces at its own level', () => {
    // Before, both bilingual: a held-out letter said "I am bilingual in English and Spanish".
    expect(readSpokenLanguages([], '• Bilingual: English / conversational Spanish')).toEqual([
      { name: 'English', level: 'bilingual' },
      { name: 'Spanish', level: 'conversational' },
    ]);
    expect(readSpokenLanguages([], 'Bilingual English/Spanish')).toEqual([
      { name: 'English', level: 'bilingual' },
      { name: 'Spanish', level: 'bilingual' },
    ]);
  });

  it('reads a table of languages rated "Excellent (home language)" and "Good", and isiXhosa by its name', () => {
    const lines = [
      'Language\t\tSpeak\t\t\tRead\t\tWrite',
      'isiXhosa\t\tExcellent (home language)\tExcellent\tExcellent',
      'Afrikaans\t\tGood\t\t\tFair\t\tFair',
    ];
    expect(readSpokenLanguages(lines, lines.join('\n'))).toEqual([
      { name: 'isiXhosa', level: 'excellent' },
      { name: 'Afrikaans', level: 'good' },
    ]);
  });

  it('reads a LinkedIn export’s level on the line under its language', () => {
    const lines = ['English', 'Native or bilingual proficiency', 'Yoruba', 'Limited working proficiency'];
    // ("Native or bilingual" says no more than bilingual: read as native, a letter told a second language as a first.)
    expect(readSpokenLanguages(lines, lines.join('\n'))).toEqual([
      { name: 'English', level: 'bilingual' },
      { name: 'Yoruba', level: 'limited working' },
    ]);
  });
});

describe('readSpokenLanguages: levels in German, Spanish and French', () => {
  it('reads "Türkisch (Grundkenntnisse)" at its basic level', () => {
    const line = 'Sprachen:\t\tDeutsch (Muttersprache), Englisch (B2), Türkisch (Grundkenntnisse)';
    // By its English name, as every language on the fact sheet; each phrasebook names it in its own language.
    expect(readSpokenLanguages([], line)).toContainEqual({ name: 'Turkish', level: 'grundkenntnisse' });
  });
});

describe('readSkillList: headings within the skills', () => {
  it('reads "Technical" and "Soft Skills" over their lists as no skills, and the lists under them as skills', () => {
    const skills = readSkillList([
      'Technical',
      '- Design Software: Adobe Illustrator, Adobe Photoshop',
      'Soft Skills',
      '- Client presentations and proposals',
    ]).map((skill) => skill.name);
    expect(skills).toEqual(['Adobe Illustrator', 'Adobe Photoshop', 'Client presentations and proposals']);
  });
});

describe('readSkillList: a table of skills', () => {
  it('reads no skill from its head, "| Area | Tools / Knowledge |"', () => {
    const names = readSkillList([
      '| Area                 | Tools / Knowledge                                  |',
      '| Hydrology/hydraulics | HydroCAD, StormCAD, Hydraflow                      |',
    ]).map((skill) => skill.name);
    expect(names).not.toContain('Knowledge');
    expect(names).not.toContain('Area');
    expect(names).toContain('HydroCAD');
  });
});

describe('readSpokenLanguages: entries set apart by full stops', () => {
  it('reads "Castellano nativo. Inglés básico (A2)." as Spanish, native, and English at a basic level', () => {
    const lines = ['Castellano nativo. Inglés básico (A2).'];
    expect(readSpokenLanguages(lines, lines.join('\n'))).toEqual([
      { name: 'Spanish', level: 'nativo' },
      { name: 'English', level: 'básico' },
    ]);
  });
});

describe('readSpokenLanguages: a language read, not spoken', () => {
  it('keeps "reading" as the level of "reading French"', () => {
    const line = 'Languages: English, Punjabi, Hindi; reading French';
    expect(readSpokenLanguages([line], line)).toContainEqual({ name: 'French', level: 'reading' });
  });
});

describe('readSpokenLanguages: levels of held-out set Z', () => {
  it('gives a level for all of a list to each, reads "spoken" and "professionnel", and never lends a level across', () => {
    const read = (line: string) => readSpokenLanguages([line], line).map((language) => [language.name, language.level]);
    expect(read('English, French, Seychellois Creole (all fluent); Hindi (spoken)')).toEqual([
      ['English', 'fluent'],
      ['French', 'fluent'],
      ['Seychellois Creole', 'fluent'],
      ['Hindi', 'spoken'],
    ]);
    expect(read('Wolof (langue maternelle), français (courant), anglais (professionnel), pulaar (notions)')).toEqual([
      ['Wolof', 'langue maternelle'],
      ['French', 'courant'],
      ['English', 'professionnel'],
      ['Pulaar', 'notions'],
    ]);
  });
});

describe('findSkills through the fact sheet: a router’s system and a phone’s', () => {
  it('never reads "Cisco IOS XR" as Apple’s iOS', () => {
    const names = readResumeFacts('Ravi Das\n\nSKILLS\nBGP · Juniper Junos · Cisco IOS XR · FortiGate').skills.map(
      (skill) => skill.name,
    );
    expect(names).not.toContain('iOS');
    expect(names).toContain('Cisco IOS XR');
  });
});

describe('readSpokenLanguages: a level the person rates low', () => {
  it('keeps "Low" as the level', () => {
    expect(readResumeFacts('Languages\nSpanish - Fluently\nFrench - Low\n').languages).toEqual([
      { name: 'Spanish', level: 'fluent' },
      { name: 'French', level: 'low' },
    ]);
  });
});

describe('readSpokenLanguages: a level for a list, and one of its entries with its own', () => {
  it('gives the entry its own level', () => {
    // Before, "I also speak Punjabi and French" for "with basic knowledge of French" (a held-out letter).
    expect(
      readSpokenLanguages([], 'Multilingual: Fluent in English and Punjabi, with basic knowledge of French.'),
    ).toEqual([
      { name: 'English', level: 'fluent' },
      { name: 'Punjabi', level: 'fluent' },
      { name: 'French', level: 'basic' },
    ]);
  });
});

describe('readSkillList: a line of spoken languages', () => {
  it('is no list of skills, while a line of programming languages is', () => {
    // Before, "English and Punjabi" and "with basic knowledge of French" were read as two skills.
    expect(readSkillList(['Multilingual: Fluent in English and Punjabi, with basic knowledge of French.'])).toEqual([]);
    expect(readSkillList(['Languages: Python, SQL, JavaScript']).map((skill) => skill.name)).toEqual([
      'Python',
      'SQL',
      'JavaScript',
    ]);
  });
});

describe('readSpokenLanguages: a table of marks for speaking, understanding, writing and reading', () => {
  it('reads each language at its first mark, "Perfect" as excellent', () => {
    // Before, a held-out letter (AU) said "I also have conversational Persian" of a language marked "Perfect" for
    // speaking and understanding, "Good" for writing and reading.
    const lines = ['Speaking', 'Understanding', 'Writing', 'Reading', 'Persian', 'Perfect', 'Perfect', 'Good', 'Good'];
    lines.push('Dutch', 'Good', 'Perfect', 'Ok', 'Ok');
    expect(readSpokenLanguages(lines, lines.join('\n'))).toEqual([
      { name: 'Persian', level: 'excellent' },
      { name: 'Dutch', level: 'good' },
    ]);
  });
});

describe('readSkillList: a sentence that leads a list', () => {
  it('is no skill, and gives its level to each item under it', () => {
    const skills = readSkillList([
      'Tengo conocimiento avanzado en los lenguajes:',
      '* C/C++',
      '* Python',
      'Tengo conocimiento intermedio en los sistemas de composición tipográfica:',
      '* LaTeX',
      '* Markdown (básico)',
    ]);
    expect(skills.map((skill) => [skill.name, skill.qualifier])).toEqual([
      ['C/C++', 'avanzado'],
      ['Python', 'avanzado'],
      ['LaTeX', 'intermedio'],
      ['Markdown', 'básico'],
    ]);
  });
});

describe('readResumeFacts: "Languages & Frameworks:" in a developer’s skills', () => {
  it('lists programming languages and frameworks as skills, never as spoken languages', () => {
    const facts = readResumeFacts(
      '# Sam Okafor\n\n## Technical Skills\n* **Languages & Frameworks:** JavaScript (ES6+), HTML5, React, Node.js\n* **Tools & Platforms:** Git, GitHub',
    );
    expect(facts.skills.map((skill) => skill.name).slice(0, 4)).toEqual([
      'JavaScript (ES6+)',
      'HTML5',
      'React',
      'Node.js',
    ]);
    expect(facts.languages).toEqual([]);
  });
});

describe('readSpokenLanguages: other people’s language, and a German level', () => {
  it('reads no language from "recruiting native English speakers", and "fortgeschritten" as a level', () => {
    expect(readSpokenLanguages([], 'TEFL Specialist\nContributed efforts recruiting native English speakers')).toEqual(
      [],
    );
    expect(readSpokenLanguages(['Russisch (fortgeschritten)'], '')).toEqual([
      { name: 'Russian', level: 'fortgeschritten' },
    ]);
  });
});

describe('readSkillList: rows of a list, each opening on a known tool', () => {
  it('never joins "InDesign" to the next row’s "React JS"', () => {
    // Before, "InDesign React JS" and "Vanilla Javascript HTML" were read as two skills.
    expect(
      readSkillList(['Adobe Photoshop, Illustrator, InDesign', 'React JS, Vanilla Javascript', 'HTML, CSS, SCSS']).map(
        (skill) => skill.name,
      ),
    ).toEqual(['Adobe Photoshop', 'Illustrator', 'InDesign', 'React JS', 'Vanilla Javascript', 'HTML', 'CSS', 'SCSS']);
  });
});

describe('readSkillList: how long each tool was used', () => {
  it('reads "SQL (7 years)" as SQL, and "GitHub Copilot (1 year)" as the assistant, never GitHub', () => {
    // Before, a letter listed "GitHub Copilot (1 year)" and the fact sheet "SQL (7 years)"; the vocabulary had read
    // the assistant as the skill GitHub.
    expect(readSkillList(['AI Tools: Cursor (1 year), GitHub Copilot (1 year)', 'Data: SQL (7 years)'])).toEqual([
      { name: 'Cursor', qualifier: null },
      { name: 'GitHub Copilot', qualifier: null },
      { name: 'SQL', qualifier: null },
    ]);
    expect(
      readResumeFacts('Jo Lim\njo@example.com\n\nSkills\nGitHub Copilot (1 year)').skills.map((s) => s.name),
    ).not.toContain('GitHub');
  });
});

describe('spokenLanguagesNamed: teaching English by its initials', () => {
  it('reads a teacher of English by TEFL, ESL or CELTA as naming English', () => {
    expect(spokenLanguagesNamed('TEFL Specialist (independent contractor)').has('english')).toBe(true);
    expect(spokenLanguagesNamed('CELTA, 2019').has('english')).toBe(true);
    expect(spokenLanguagesNamed('DIESEL mechanic').has('english')).toBe(false);
  });
});

describe('readSpokenLanguages: a German CV’s table of languages (set BB)', () => {
  it('reads "gut" as the level of the language beside it', () => {
    const languages = readResumeFacts(
      [
        'Marta Kovač',
        '',
        'Sprachen',
        'Kroatisch\t\tMuttersprache',
        'Englisch\t\tgut',
        'Italienisch\t\tGrundkenntnisse',
      ].join('\n'),
    ).languages;
    // Before, English had no level, and the letter said "Englisch und Italienisch (Grundkenntnisse)".
    expect(languages).toContainEqual({ name: 'English', level: 'gut' });
    expect(languages).toContainEqual({ name: 'Italian', level: 'grundkenntnisse' });
  });
});

describe('readResumeFacts: tools a clause of the resume lists at a lower level', () => {
  const resume = [
    'Dana Whitfield',
    'dana.whitfield@example.com',
    'Highlights',
    'Proficient in Dreamweaver, Photoshop, QuarkXPress, InDesign and PowerPoint; Foundational skills in Illustrator and',
    'Microsoft Excel Copyediting, proofreading, HTML and CSS editing',
    'Experience',
    '03/2016 to Current',
    'Graphic Designer, Rosewood Print Works - Portland, OR',
    'Designed 40+ product catalogs a year in InDesign. Working knowledge of Docker, Kubernetes.',
    'Skills',
    'Basic knowledge of Python, SQL and Tableau; advanced Excel',
    'Familiar with Jira.',
  ].join('\n');
  const levels = new Map(readResumeFacts(resume).skills.map((skill) => [skill.name, skill.qualifier]));

  it('gives "Foundational skills in Illustrator and" / "Microsoft Excel" wrapped by a PDF its level, and no more', () => {
    expect(levels.get('Adobe Illustrator')).toBe('foundational');
    expect(levels.get('Adobe Photoshop')).toBeNull();
    expect(levels.get('HTML')).toBeNull();
  });

  it('gives every tool of "Basic knowledge of Python, SQL and Tableau" its level, each a skill of its own', () => {
    expect(levels.get('Python')).toBe('basic');
    expect(levels.get('SQL')).toBe('basic');
    expect(levels.get('Tableau')).toBe('basic');
    expect(levels.has('SQL and Tableau')).toBe(false);
    expect(levels.get('Excel')).toBe('advanced');
  });

  it('reads "Working knowledge of" and "Familiar with" as levels said in a sentence', () => {
    expect(levels.get('Docker')).toBe('working knowledge');
    expect(levels.get('Kubernetes')).toBe('working knowledge');
    expect(levels.get('Jira')).toBe('familiar');
  });
});

describe('readSkillList: a skills section of qualities and what the person is willing to do', () => {
  it('reads no skills from "Willing to work ... weekends and holidays" and the tools of "Computer literate (...)"', () => {
    const names = readSkillList([
      '• Can work under pressure and with minimum supervision',
      '• Willing to work on shifting schedules, graveyard shift, weekends and holidays',
      '• Computer literate (MS Word, Excel, PowerPoint)',
      '• Knowledgeable in Salesforce',
    ]).map((skill) => skill.name);
    expect(names).not.toContain('weekends');
    expect(names).not.toContain('holidays');
    expect(names.some((name) => /literate|pressure/iu.test(name))).toBe(false);
    expect(names).toEqual(expect.arrayContaining(['MS Word', 'Excel', 'PowerPoint']));
  });
});

describe('readSkillList: a level after names a slash parts', () => {
  it('gives "ASHRAE 62.1 / 90.1 (coursework)" its level on each part', () => {
    const skills = readSkillList(['- Codes/standards: ASME B31.3, TEMA, ASHRAE 62.1 / 90.1 (coursework)']);
    expect(skills.find((skill) => skill.name === 'ASHRAE 62.1')?.qualifier).toBe('coursework');
    expect(skills.find((skill) => skill.name === 'TEMA')?.qualifier).toBeNull();
  });
});

describe('readResumeFacts: skills set out as a table, and a referee named on a line of its own', () => {
  it('reads a table row’s label as the list’s label, never a skill, and no referee’s name as a tool', () => {
    // Before: "Machines", "Controls" and "Languages" were skills, and "Reference: Ray Villarreal, ..." gave the tool "Ray".
    const facts = readResumeFacts(
      [
        'Luis Ortega',
        'luis@example.com',
        '',
        'SKILLS',
        '| Machines | Haas VF-2, Okuma Genos L250, Mazak QTN |',
        '| Controls | Haas NGC, Fanuc 0i |',
        '| Languages | Spanish (native), English (intermediate) |',
        '',
        'EXPERIENCE',
        'CNC Machinist, Alamo Precision LLC, 2022 - Present',
        '- Set up and run Haas 3-axis mills',
        '',
        'Reference: Ray Villarreal, 2nd Shift Supervisor, Alamo Precision – available on request.',
      ].join('\n'),
    );
    const names = facts.skills.map((skill) => skill.name);
    expect(names).toEqual(expect.arrayContaining(['Haas VF-2', 'Fanuc 0i']));
    expect(names).not.toEqual(expect.arrayContaining(['Machines']));
    expect(names).not.toContain('Controls');
    expect(names).not.toContain('Ray');
    expect(facts.languages.map((language) => language.name)).toEqual(['Spanish', 'English']);
  });
});

describe('readResumeFacts: a bootcamp graduate’s levels and projects', () => {
  const facts = readResumeFacts(
    [
      'Jess Okafor',
      'jess@example.com',
      '',
      'TECH SKILLS',
      'JavaScript (ES6+), React, PostgreSQL (bootcamp coursework), REST APIs, Jest (some), Tailwind',
      '',
      'PROJECTS',
      'RotaSwap - rostering and shift swap app for small venues (React, Node/Express, PostgreSQL)',
      ' - Staff can post and accept shift swaps, manager approves in one click',
      '',
      'EXPERIENCE',
      'Restaurant Manager - Vine Trattoria, Carlton | Jan 2023 - Feb 2026',
      ' - Managed team of 14, recruitment, training, rosters in Deputy',
    ].join('\n'),
  );

  it('keeps "(bootcamp coursework)" and "(some)" as the skills’ levels', () => {
    // Before, "My skills include ... PostgreSQL" and "Jest", the levels dropped.
    expect(facts.skills).toContainEqual({ name: 'PostgreSQL', qualifier: 'bootcamp coursework' });
    expect(facts.skills).toContainEqual({ name: 'Jest', qualifier: 'some' });
  });

  it('reads "Name - what it is (tools)" as a project', () => {
    // Before, the graduate's best project was no project at all.
    expect(facts.projects.map((project) => project.name)).toContain('RotaSwap');
  });
});

describe('readResumeFacts: a project after a blank line, named before its dash', () => {
  it('is a project of its own, never a line of the project above', () => {
    // Before, a held-out letter said "I also built AllergyCheck, a website for Little Fig Cafe".
    const facts = readResumeFacts(
      [
        'Jess Okafor',
        'jess@example.com',
        '',
        'PROJECTS',
        'AllergyCheck - menu allergen checker (React, public API)',
        ' - Kitchen enters a dish, app flags the 10 common allergens',
        '',
        'Website for Little Fig Cafe, Northcote (paid freelance job, Sept 2026) - simple React + Netlify site with online menu',
        '',
        'EXPERIENCE',
        'Restaurant Manager - Vine Trattoria, Carlton | Jan 2023 - Feb 2026',
        ' - Managed team of 14, recruitment, training, rosters in Deputy',
      ].join('\n'),
    );
    expect(facts.projects.map((project) => [project.name, project.achievements.length])).toEqual([
      ['AllergyCheck', 2],
      ['Website for Little Fig Cafe, Northcote', 1],
    ]);
  });
});

describe('readSpokenLanguages: a French resume’s languages', () => {
  it('gives each language its own level, "italien" a language and "niveau scolaire" a level', () => {
    // Before: "italien" was no language, its "notions" became English's, and a letter said "anglais (notions)".
    expect(
      readSpokenLanguages(['Langues : anglais (niveau scolaire), italien (notions – famille paternelle)'], ''),
    ).toEqual([
      { name: 'English', level: 'niveau scolaire' },
      { name: 'Italian', level: 'notions' },
    ]);
  });
});
