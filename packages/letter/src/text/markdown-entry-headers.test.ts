import { describe, expect, it } from 'vitest';
import { checkLetter } from '../check/check-letter.ts';
import { withMarkdownEntryHeaders } from './markdown-entry-headers.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { composeLetter } from '../compose/compose-letter.ts';

const education = [
  '## Akademischer Werdegang',
  '',
  '### Master of Arts in Kultur und Management',
  '',
  '09/2013 – 08/2015  ',
  '**Studium an der Hochschule Zittau/ Görlitz, Görlitz**',
  '',
  '### Bachelor of Arts in Betriebswirtschaft',
  '',
  '09/2008 – 08/2011  ',
  '**Studium an der FH Westküste, Heide**',
].join('\n');

describe('withMarkdownEntryHeaders', () => {
  it('writes each block of heading, dates and bold line as one header line, its comma’s rest in brackets', () => {
    expect(
      withMarkdownEntryHeaders(education)
        .split('\n')
        .filter((line) => line.includes('|')),
    ).toEqual([
      'Studium an der Hochschule Zittau/ Görlitz (Görlitz) | Master of Arts in Kultur und Management | 09/2013 – 08/2015',
      'Studium an der FH Westküste (Heide) | Bachelor of Arts in Betriebswirtschaft | 09/2008 – 08/2011',
    ]);
  });

  it('writes a post heading over its employer in bold, with the dates and town after bars, as one header line', () => {
    // Before, "Interim Head, Population Health & Data Analysis" was cut at its comma and a held-out letter said "I
    // currently work as a Deputy Head at Population Health & Data Analysis".
    const experience = [
      '### Interim Head, Population Health & Data Analysis',
      '',
      '**NHS Norfolk & Waveney ICB** | May–Nov 2025 | Norwich, England',
      '',
      '- Identified a £14.6M efficiency programme.',
      '',
      '### Pharmacy Manager',
      '',
      '**Tesco PLC** | Nov 2017 – May 2022 | Norwich',
    ].join('\n');
    expect(
      withMarkdownEntryHeaders(experience)
        .split('\n')
        .filter((line) => line.includes('|')),
    ).toEqual([
      'Interim Head (Population Health & Data Analysis) | NHS Norfolk & Waveney ICB | May–Nov 2025',
      'Pharmacy Manager | Tesco PLC | Nov 2017 – May 2022',
    ]);
  });

  it('leaves a single block, and a heading over no dates, as they are', () => {
    const single = '### Hanse Orga GmbH, Hamburg\n\n11/2015 – 01/2018\n**Event Managerin**\n\n### Skills\n**Excel**';
    expect(withMarkdownEntryHeaders(single)).toBe(single);
  });

  it('lets the checker pair each degree with its own school', () => {
    // Before, "The letter places a master's degree at Hochschule Zittau; the resume names another school for it." on a
    // held-out letter that placed it right.
    const resume = `Roxanna Diercks\n\n${education}`;
    const letter = `Sehr geehrte Damen und Herren,

ich bewerbe mich um die Stelle als Marketing Manager Events. Ich habe einen Master of Arts in Kultur und Management an der Hochschule Zittau erworben.

Mit freundlichen Grüßen
Roxanna Diercks`;
    const findings = checkLetter({
      letter,
      resume,
      jobDescription: 'Marketing Manager Events\n\nDeine Aufgaben:\n- Events planen',
    }).findings.filter((finding) => finding.severity === 'error' && finding.message.includes('Zittau'));
    expect(findings).toEqual([]);
  });
});

// A doctor's Markdown CV: each post a bold item, its fields the items under it, then sections the dictionary of
// headings did not know, one of them hidden from the page in a comment.
const doctorCv = `## Clinical Experience

* **Clinical Education Fellow in Emergency Medicine**
  * Bristol Royal Infirmary
  * August 2024 - Present

* **Foundation Year 2 Doctor**
  * General Practice, Geriatrics, Paediatric Surgery
  * UHBW NHS Foundation Trust
  * August 2023 - August 2024

## Clinical Skills & Proficiencies

* Ultrasound-Guided Cannulation
* Wound Suturing and Local Anaesthesia

## Medical Education & Teaching

* **Curriculum Design**: Created an award-winning Human Factors workshop, and are now developing a regional teaching day for 60 doctors

## Awards & Presentations

* **Finalist: Teaching Innovation and Excellence (TIE) Prize** - ASME (2025)

<!-- Leadership
======
* Supervised 40 students on a hidden programme -->
`;

describe('withMarkdownEntryHeaders: a post in bold over its fields', () => {
  it('writes each post as one header line, a note before its employer in brackets', () => {
    expect(withMarkdownEntryHeaders(doctorCv)).toContain(
      'Clinical Education Fellow in Emergency Medicine | Bristol Royal Infirmary | August 2024 - Present\n\n' +
        'Foundation Year 2 Doctor (General Practice, Geriatrics, Paediatric Surgery) | UHBW NHS Foundation Trust | August 2023 - August 2024',
    );
  });

  it('gives jobs whose lines are their own, and a letter that tells the honour and the teaching as written', () => {
    const facts = readResumeFacts(doctorCv);
    expect(facts.roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Clinical Education Fellow in Emergency Medicine', 'Bristol Royal Infirmary', 0],
      ['Foundation Year 2 Doctor (General Practice, Geriatrics, Paediatric Surgery)', 'UHBW NHS Foundation Trust', 0],
    ]);
    const { text } = composeLetter({
      resume: doctorCv,
      jobDescription:
        'Fellow in Clinical Artificial Intelligence\n\nWe seek clinicians who teach and lead. You will design teaching for clinicians.',
    });
    expect(text).toMatch(
      /I was (?:also )?a finalist for ASME’s Teaching Innovation and Excellence \(TIE\) Prize in 2025/u,
    );
    expect(text).toMatch(/and am now developing/u);
    expect(text).not.toMatch(/Proficiencies|I taught Innovation|hidden programme|-->/u);
  });
});

describe('withMarkdownEntryHeaders: the dates in bold over the employer and the post', () => {
  it('writes each job as one header line and reads no date range as a phone', () => {
    const cv = `Work experience
======
* **2021.01 – present**
   **Arup** (Toronto, ON, Canada) **Structural engineer intern**,
   * Designed steel beams for 3 schools to the EuroCode

* **2020.05 – 2020.08**
   **WSP** (Toronto, ON, Canada)**Structural engineer intern**,
   * Worked with the civil infrastructure department on a bridge design

Education
======
* **B.S. in Civil Engineering, McGill University**, **2016.09 -2020.12**
`;
    expect(withMarkdownEntryHeaders(cv)).toContain(
      'Structural engineer intern | Arup | Toronto, ON, Canada | 2021.01 – present',
    );
    const facts = readResumeFacts(cv);
    expect(facts.roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Structural engineer intern', 'Arup', 1],
      ['Structural engineer intern', 'WSP', 1],
    ]);
    expect(facts.contacts.phone).toBeNull();
  });
});

describe('withMarkdownEntryHeaders: a student’s dated items, a post unbolded and a project with none', () => {
  it('reads the unbolded post, and tells a project as the work it was, never as a place worked at', () => {
    const cv = `Work experience
======
* **2021.01 – present**
   **Arup** (Toronto, ON, Canada) **Structural engineer intern**,
   * Designed steel beams for 3 schools to the EuroCode

* **2019.06 – 2019.08**
   **Sustainable Design Fair** (Stanford University)
   * Built prototypes of a capsule hotel with SketchUp to meet national safety standards

* **2017.09 – 2018.05**
    **McGill Bridge Building Team** (Montreal, QC, Canada) Designer/Vice President,
    * Oversaw internal communications between 40 members of the team
`;
    const facts = readResumeFacts(cv);
    expect(facts.roles.map((role) => [role.title, role.employer])).toContainEqual([
      'Designer/Vice President',
      'McGill Bridge Building Team',
    ]);
    const { text } = composeLetter({
      resume: cv,
      jobDescription:
        'Roadway Engineer I\n\nRequirements\n- Experience with SketchUp prototypes and safety standards\n- Excellent communication skills',
    });
    expect(text).not.toMatch(/At Sustainable Design Fair|where I worked in 2019/u);
  });
});

describe('withMarkdownEntryHeaders: the dates and the post as an item, the employer under it', () => {
  it('writes each job as its header line, the employer cut at its legal form, and reads the jobs', () => {
    const cv = `Berufserfahrung
======
* März 2019–Juli 2019: Praktikant im Bereich Einkauf
  * Oberland Armaturen GmbH (OAG) Werk für Ventile
  * Aufgabenbereich Disposition:
    * Bestellungen im SAP angelegt
* Feb. 2019: Praktikant in der Lagerlogistik
  * Paketwelt Nord GmbH
  * Es wurden erste Erfahrungen im Versand gesammelt.

Bescheinigungen und Zertifikate
======
* Grundlagen der Logistik (IHK)`;
    const written = withMarkdownEntryHeaders(cv);
    expect(written).toContain('Praktikant im Bereich Einkauf | Oberland Armaturen GmbH (OAG) | März 2019–Juli 2019');
    // Before, every line was a line of work, no job was read, and the certificates were the last job's lines.
    const roles = readResumeFacts(cv).roles;
    expect(roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Praktikant im Bereich Einkauf', 'Oberland Armaturen GmbH (OAG)', 1],
      ['Praktikant in der Lagerlogistik', 'Paketwelt Nord GmbH', 1],
    ]);
  });
});

describe('withMarkdownEntryHeaders: the post as the heading over one bold line of dates, employer and town', () => {
  const resume = [
    '## LAUFBAHN',
    '',
    '### DETAILHANDELSANGESTELLTER',
    '',
    '**Jun 2022 – Aug 2023 | Coop Pronto | Oerlikon ZH**',
    '',
    '- Kasse bedienen & abrechnen',
    '- Bewirtschaftung der Waren',
    '',
    '### KV-AUSBILDUNG',
    '',
    '**Aug 2016 – Jetzt | HEKS | Buchs AG**',
    '',
    '- Bedienen der Telefonzentrale',
    '- Administration des Rekrutierungsprozesses',
  ].join('\n');

  it('writes each block as the header line both readers know, without the town whose canton reads as a legal form', () => {
    const written = withMarkdownEntryHeaders(resume);
    expect(written).toContain('DETAILHANDELSANGESTELLTER | Coop Pronto | Jun 2022 – Aug 2023');
    expect(written).toContain('KV-AUSBILDUNG | HEKS | Aug 2016 – Jetzt');
  });

  it('reads each post with its employer, the employer in capitals being an organisation, never the post', () => {
    const facts = readResumeFacts(resume);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Coop Pronto', 'Detailhandelsangestellter'],
      ['HEKS', 'KV-Ausbildung'],
    ]);
  });
});
