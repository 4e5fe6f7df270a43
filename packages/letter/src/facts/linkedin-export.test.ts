import { describe, expect, it } from 'vitest';
import { composeLetter } from '../compose/compose-letter.ts';
import { isLinkedInExport, rewriteLinkedInPosts } from './linkedin-export.ts';
import { readResumeFacts } from './read-resume-facts.ts';

describe('rewriteLinkedInPosts', () => {
  const exported = [
    'Corrib Shore Hotels',
    '4 years 2 months',
    'Events Coordinator',
    'May 2021 - June 2024 (3 years 2 months)',
    'Ennisdale, County Clare, Ireland',
    'Ran 60 weddings a year.',
    'Events Assistant',
    'June 2020 - April 2021 (11 months)',
    'Set up rooms on event days.',
    'Career Break',
    'Caregiving',
    'July 2024 - March 2025 (9 months)',
    'Full-time carer for a family member.',
  ];

  it('writes each post as one header line, its employer from the line above its title or its time there', () => {
    expect(rewriteLinkedInPosts(exported)).toEqual([
      '',
      'Events Coordinator | Corrib Shore Hotels | Ennisdale, County Clare, Ireland | May 2021 - June 2024',
      'Ran 60 weddings a year.',
      '',
      'Events Assistant | Corrib Shore Hotels | June 2020 - April 2021',
      'Set up rooms on event days.',
    ]);
  });

  it('leaves any other layout as it was', () => {
    const typed = ['Events Coordinator | Corrib Shore Hotels | 2021 – 2024', '• Ran 60 weddings a year'];
    expect(isLinkedInExport(typed)).toBe(false);
    expect(rewriteLinkedInPosts(typed)).toEqual(typed);
  });
});

describe('readResumeFacts: a LinkedIn export', () => {
  it('reads a long name the export wrapped onto two lines', () => {
    const facts = readResumeFacts(
      [
        'Contact',
        'joao.example@example.com',
        'Top Skills',
        'Go (Programming Language)',
        'João Pedro Albuquerque',
        'Nascimento',
        'Senior Backend Engineer | Go · Kotlin · Payments & distributed',
        'systems',
        'Florianópolis, Santa Catarina, Brazil',
        'Summary',
        'Backend engineer with 8 years of experience.',
        'Experience',
        'Cobalto Pagamentos',
        'Senior Backend Engineer',
        'January 2023 - Present (2 years 10 months)',
        'Redesigned the settlement pipeline.',
        'Backend Engineer',
        'March 2021 - December 2022 (1 year 10 months)',
        'Built the card refunds service.',
      ].join('\n'),
    );
    expect(facts.name).toBe('João Pedro Albuquerque Nascimento');
  });

  it('reads "A/L" in a Malaysian name written in capitals as "a/l"', () => {
    expect(readResumeFacts('RAJESH A/L SUBRAMANIAM\nProject Manager\nrajesh@example.com').name).toBe(
      'Rajesh a/l Subramaniam',
    );
    expect(readResumeFacts('NURUL HUDA BINTE RAHMAT\nTeacher\nnurul@example.com').name).toBe('Nurul Huda binte Rahmat');
  });
});

describe('a LinkedIn profile page copied as text', () => {
  it('reads each post of "Title / Employer · Full-time / dates · duration / place", its skills line no section', () => {
    const facts = readResumeFacts(`Hannah Oyelaran
Paralegal at Bramwell Hurst LLP

Experience

Paralegal
Bramwell Hurst LLP · Full-time
Jan 2021 - Present · 4 yrs 11 mos
Birmingham, England, United Kingdom · Hybrid
- Draft ET1/ET3 forms, witness statements and schedules of loss for review
Skills: Employment Law · Legal Drafting · Relativity

Volunteer Adviser
Ladywood Community Law Clinic · Volunteer
Oct 2019 - Mar 2022 · 2 yrs 6 mos
Birmingham, England, United Kingdom
- Helped clients complete ET1 claims and prepare for early conciliation

Legal Assistant
Ashdown Crane Solicitors · Full-time
Sep 2018 - Dec 2020 · 2 yrs 4 mos
Wolverhampton, England, United Kingdom
- File opening, conflict checks and time recording in Proclaim
Skills: Conveyancing · Anti Money Laundering · Proclaim

Customer Service Advisor
Midshires Energy · Part-time
Jun 2016 - Aug 2018 · 2 yrs 3 mos
Solihull, England, United Kingdom
Complaints handling and vulnerable-customer support while at university.

Show all 4 experiences →

Skills
Employment Law
23 endorsements
Relativity`);
    expect(facts.roles.map((role) => [role.employer, role.title, role.achievements.map((line) => line.text)])).toEqual([
      ['Bramwell Hurst LLP', 'Paralegal', ['Draft ET1/ET3 forms, witness statements and schedules of loss for review']],
      [
        'Ladywood Community Law Clinic',
        'Volunteer Adviser',
        ['Helped clients complete ET1 claims and prepare for early conciliation'],
      ],
      ['Ashdown Crane Solicitors', 'Legal Assistant', ['File opening, conflict checks and time recording in Proclaim']],
      [
        'Midshires Energy',
        'Customer Service Advisor',
        ['Complaints handling and vulnerable-customer support while at university.'],
      ],
    ]);
    expect(facts.skills.map((skill) => skill.name)).not.toContain('23 endorsements');
  });
});

describe('a LinkedIn page’s posts grouped under one employer', () => {
  it('gives each post the employer above its group, and drops the page’s logos and skill tags', () => {
    const facts = readResumeFacts(`Dana Osei
UX Researcher

Experience
Lakeshore Health logo
Senior UX Researcher
Lakeshore Health · Full-time
Mar 2021 - Present · 4 yrs 9 mos
Minneapolis, Minnesota, United States
- Led research for the nurse charting app
Contextual Inquiry, Research Operations and +5 skills

Northwind Financial logo
Northwind Financial
Full-time · 4 yrs 3 mos
St Paul, Minnesota, United States

UX Researcher II
Jan 2019 - Feb 2021 · 2 yrs 2 mos
- Ran a 6-week diary study with 45 small-business owners

UX Researcher
Dec 2016 - Dec 2018 · 2 yrs 1 mo
- Moderated about 120 usability sessions a year
`);
    // Read before: the two Northwind posts had "· 2 yrs 2 mos" and "· 2 yrs 1 mo" for their employer.
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Lakeshore Health', 'Senior UX Researcher'],
      ['Northwind Financial', 'UX Researcher II'],
      ['Northwind Financial', 'UX Researcher'],
    ]);
    const lines = facts.roles.flatMap((role) => role.achievements.map((achievement) => achievement.text));
    expect(lines.some((line) => /\+\d+ skills|logo$/u.test(line))).toBe(false);
  });
});

describe('a LinkedIn page’s employer of one post, its kind on a line of its own', () => {
  it('gives the post below the dates its own employer, never the group above nor "Full-time" for a title', () => {
    const facts = readResumeFacts(`Tomas Reyes
Cloud Engineer

Experience
Harbour Cloud Ltd
Full-time · 4 yrs 2 mos
Cebu, Philippines
  Senior Cloud Engineer
  Jan 2023 - Present · 2 yrs 11 mos
  Moved 40 services to managed Kubernetes and cut hosting costs by 22%.

  Cloud Engineer
  Oct 2021 - Dec 2022 · 1 yr 3 mos
  Wrote Terraform modules for 12 product teams.

Visayas Freight Corp
Full-time
Mar 2019 - Sep 2021 · 2 yrs 7 mos
Mandaue, Philippines
  Systems Administrator
  Ran the Windows domain and backups for 3 warehouses.

Isla Web Studio
Internship → Full-time
Jun 2018 - Feb 2019 · 9 mos
Cebu, Philippines
  Junior Support Engineer
  Answered hosting tickets and patched client servers.
`);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Harbour Cloud Ltd', 'Senior Cloud Engineer'],
      ['Harbour Cloud Ltd', 'Cloud Engineer'],
      ['Visayas Freight Corp', 'Systems Administrator'],
      ['Isla Web Studio', 'Junior Support Engineer'],
    ]);
  });
});

describe('readResumeFacts: a LinkedIn export whose PDF text sets lines apart', () => {
  it('gives the posts under an employer its name when a blank line stands below its time there', () => {
    const facts = readResumeFacts(`Niamh Carolan
Senior Pharmacist at Corrib Pharmacy Group

Experience

Corrib Pharmacy Group
4 years 2 months

Senior Pharmacist
March 2023 - Present (2 years 10 months)
Clarinbridge, County Galway, Ireland
- Grew the vaccination clinic from 300 to 700 doses in two seasons

Pharmacist
November 2021 - March 2023 (1 year 5 months)
Athenry, County Galway, Ireland
- Ran the methadone service for 40 clients`);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Corrib Pharmacy Group', 'Senior Pharmacist'],
      ['Corrib Pharmacy Group', 'Pharmacist'],
    ]);
  });

  it('gives them the name of an employer that ends on its legal form’s point ("Pvt. Ltd."), never the time there', () => {
    const facts = readResumeFacts(`Rohan Deshpande
rohan@example.in

Experience
Godavari Fintech Pvt. Ltd.
4 years 2 months
Senior DevOps Engineer
April 2024 - Present (2 years 8 months)
Pune, Maharashtra, India
Cut monthly AWS spend 31% with Karpenter and Savings Plans.

DevOps Engineer
October 2022 - March 2024 (1 year 6 months)
Pune, Maharashtra, India
Set up Prometheus and Grafana; MTTR down from 52 min to 18 min.`);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Godavari Fintech Pvt. Ltd.', 'Senior DevOps Engineer'],
      ['Godavari Fintech Pvt. Ltd.', 'DevOps Engineer'],
    ]);
  });

  it("reads a credential's status from LinkedIn's line of dates below it, and that line as no credential", () => {
    const facts = readResumeFacts(`Niamh Carolan
niamh@example.ie

Licenses & Certifications
Basic Life Support (BLS) for Healthcare Providers - Irish Heart Foundation
Issued Nov 2022 · Expired Nov 2024 (renewal pending)
Smoking Cessation Certificate (ICCPE) - registered for the April 2027 intake`);
    expect(facts.credentials.map((credential) => [credential.name, credential.status])).toEqual([
      ['Basic Life Support (BLS) for Healthcare Providers - Irish Heart Foundation', 'expired'],
      [expect.stringMatching(/^Smoking Cessation Certificate/u), 'planned'],
    ]);
  });
});

describe('readResumeFacts: a profile export with street addresses, issued certificates and taglined projects', () => {
  const profile = `Tomas K Brennan

Experience

Lakeshore Telecom
Support Technician
June 2022 - March 2025 (2 years 10 months)
140 Harbour Blvd, Thunder Bay, ON P7B 1A1

Troubleshoot home internet, television and Digital Phone.
Walk customers through router setup by phone and chat.

Maple Diner
Line Cook
May 2019 - May 2022 (3 years 1 month)
22 King St, Thunder Bay, ON P7A 4K2, Canada

Take orders, prepare meals and clean stations.

Education

Lakehead University
Bachelor of Computer Science (2018 - 2024)

Honors & Awards
Dean’s Honour List
Issued by Lakehead University · Apr 2022

Licenses & Certifications

CompTIA A+
CompTIA · Issued Jan 2023 · Expires Jan 2026
Credential ID: 55120
View Credential

Intro to Networking
Coursera · Issued Feb 2022
View Certificate

Projects

Tidepool
A mobile tide-tracking app for kayakers
Built the offline map cache in Kotlin.
Wrote integration tests for the alert service.`;

  it('signs with a name whose middle initial has no full stop', () => {
    expect(readResumeFacts(profile).name).toBe('Tomas K Brennan');
    expect(readResumeFacts('Tomas K\nBrennan Street 4').name).toBeNull();
  });

  it('reads the town of a street address as the place of a post, never as work done', () => {
    const facts = readResumeFacts(profile);
    expect(facts.roles.map((role) => [role.employer, role.title, role.location])).toEqual([
      ['Lakeshore Telecom', 'Support Technician', 'Thunder Bay, ON'],
      ['Maple Diner', 'Line Cook', 'Thunder Bay, ON, Canada'],
    ]);
    expect(facts.roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Troubleshoot home internet, television and Digital Phone.',
      'Walk customers through router setup by phone and chat.',
    ]);
  });

  it('reads each certificate with its issuer and link lines as one credential, dated when issued', () => {
    const facts = readResumeFacts(profile);
    expect(facts.credentials.map((credential) => [credential.name, credential.status, credential.date])).toEqual([
      ['CompTIA A+', 'expired', 'Jan 2023'],
      ['Intro to Networking', 'held', 'Feb 2022'],
    ]);
  });

  it('names the honour, never its "Issued by" line, and names a project above its tagline', () => {
    const facts = readResumeFacts(profile);
    expect(facts.accomplishments.map((achievement) => achievement.text)).toEqual(['Dean’s Honour List']);
    expect(facts.projects.map((project) => project.name)).toEqual(['Tidepool']);
    const letter = composeLetter({
      resume: profile,
      jobDescription: 'Android Developer at Harbourline\n\nYou will build Kotlin apps with offline maps.',
    }).text;
    expect(letter).not.toMatch(/I issued|Digital\.|In my A mobile/u);
    expect(letter).toMatch(/Tomas K Brennan$/u);
  });
});

describe('a LinkedIn page copied in Spanish, and a post with its area after a dash (set BB)', () => {
  it('reads each post’s employer from its own line, never the page’s "Logotipo de ..." picture', () => {
    const resume = [
      'Marta Gil Serrano',
      'Técnica de RRHH en Hoteles Brisa',
      '',
      'Experiencia',
      'Logotipo de Hoteles Brisa',
      'Técnica de Recursos Humanos',
      'Hoteles Brisa · Jornada completa',
      'ene. 2022 - actualidad · 3 años 7 meses',
      'Valencia, Comunidad Valenciana, España · Presencial',
      '- Selección de principio a fin para 4 hoteles (aprox. 150 incorporaciones al año)',
      '- Rediseño del plan de acogida: la rotación en los primeros 90 días bajó del 30 % al 21 %',
      'Aptitudes: Selección de personal · Onboarding y +3 aptitudes',
      '',
      'Logotipo de Azulejos Mediterráneo S.A.',
      'Auxiliar administrativa de RRHH',
      'Azulejos Mediterráneo S.A. · Contrato temporal',
      'mar. 2020 - dic. 2021 · 1 año 10 meses',
      'Castellón, Comunidad Valenciana, España',
      '- Control de presencia y vacaciones de 200 personas en 3 turnos',
    ].join('\n');
    const roles = readResumeFacts(resume).roles;
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Hoteles Brisa', 'Técnica de Recursos Humanos'],
      ['Azulejos Mediterráneo S.A.', 'Auxiliar administrativa de RRHH'],
    ]);
    expect(roles[0]?.period?.current).toBe(true);
  });

  it('keeps the group’s employer for a post whose title has its area after a dash', () => {
    const resume = [
      'Dale Whitmore',
      '',
      'Experience',
      'Granary logo',
      'Granary',
      'Full-time · 4 yrs 4 mos',
      'Rugby, England, United Kingdom · On-site',
      'Team Leader – Goods In',
      'Jan 2023 - Present · 2 yrs 7 mos',
      '- Lead a team of 12 operatives receiving 60–80 inbound loads a day',
      'Warehouse Operative / Checker',
      'Apr 2021 - Dec 2022 · 1 yr 9 mos',
      '- Checking in goods against POs, temperature checks and putaway on reach truck',
    ].join('\n');
    const roles = readResumeFacts(resume).roles;
    // Before, "Goods In" was read as the employer of the first post and dropped, and the post had none.
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Granary', 'Team Leader (Goods In)'],
      ['Granary', 'Warehouse Operative/Checker'],
    ]);
  });
});

describe('a LinkedIn page copied with the text it gives screen readers, each line twice', () => {
  const twice = (line: string) => [line, line];
  const resume = [
    ...twice('Renata Sokolova'),
    'Conveyancing Paralegal at Hartley Quinn LLP',
    '',
    'Experience',
    ...twice('Senior Conveyancing Paralegal'),
    ...twice('Hartley Quinn LLP · Full-time'),
    ...twice('Feb 2022 - Present · 4 yrs 11 mos'),
    'Columbus, Ohio, United States · Hybrid',
    '- Prepare closing packages for 25-30 residential closings a month',
    '- Order title searches and clear title defects with underwriters',
    '',
    ...twice('Barlow & Finch, P.C.'),
    'Full-time · 5 yrs 2 mos',
    'Dayton, Ohio, United States',
    ...twice('Paralegal'),
    ...twice('Jun 2019 - Jan 2022 · 2 yrs 8 mos'),
    '- Drafted deeds, affidavits and lien releases',
    ...twice('Legal Assistant'),
    ...twice('Dec 2016 - May 2019 · 2 yrs 6 mos'),
    '- Scheduled closings and managed correspondence for 3 attorneys',
    '',
    'Licenses & certifications',
    ...twice('Certified Paralegal (CP)'),
    'NALA - The Paralegal Association',
    'Issued Apr 2020',
    'Credential ID 20-11873',
    ...twice('Notary Public'),
    'State of Ohio',
    'Issued Mar 2017 · Expired Mar 2022',
  ].join('\n');
  const facts = readResumeFacts(resume);

  it('reads each post once, with its employer, a firm whose name ends "P.C." among them', () => {
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Senior Conveyancing Paralegal', 'Hartley Quinn LLP'],
      ['Paralegal', 'Barlow & Finch, P.C.'],
      ['Legal Assistant', 'Barlow & Finch, P.C.'],
    ]);
  });

  it('reads each credential of the list from its name to its dates, an expired one too', () => {
    expect(facts.credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Certified Paralegal (CP)', status: 'held' }),
        expect.objectContaining({ name: 'Notary Public', status: 'expired' }),
      ]),
    );
    expect(facts.credentials.some((credential) => /Paralegal Association/u.test(credential.name))).toBe(false);
  });
});

describe('readResumeFacts: a profile page’s licence whose exam is still to come', () => {
  it('reads it as planned, never as held', () => {
    const resume = [
      'Marta Silva',
      'Assistant Property Manager at Brookline Homes',
      '',
      'Experience',
      'Assistant Property Manager',
      'Brookline Homes · Full-time',
      'Feb 2023 - Present · 3 yrs 11 mos',
      'Manage rent collection and delinquency for 200 units.',
      '',
      'Licenses & certifications',
      '',
      'Texas Real Estate Sales Agent License – Texas Real Estate Commission (TREC)',
      'Exam scheduled January 2027 · 180 qualifying education hours completed',
      '',
      'Fair Housing Certificate',
      'Austin Apartment Association',
      'Issued Mar 2025 · Expires Mar 2027',
    ].join('\n');
    // Before, the licence was held: a held-out letter said "I hold a Texas Real Estate Sales Agent License".
    expect(readResumeFacts(resume).credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Texas Real Estate Sales Agent License', status: 'planned' }),
        expect.objectContaining({ name: 'Fair Housing Certificate', status: 'held' }),
      ]),
    );
  });
});

describe('readResumeFacts: a profile page copied to its end', () => {
  it('reads no skill from the other profiles the site shows or from its footer', () => {
    const resume = [
      'Marta Silva',
      'Leasing Consultant at Brookline Homes',
      '',
      'Experience',
      'Leasing Consultant',
      'Brookline Homes · Full-time',
      'Feb 2023 - Present · 3 yrs 11 mos',
      'Lease 20 apartments a month and run resident events.',
      '',
      'Skills',
      'Yardi Voyager',
      'Customer Service',
      '',
      'People also viewed',
      'Derek Haynes · 2nd',
      'Web Accessibility Lead at Greystar',
      'Connect',
      '',
      '© 2026 LinkedIn Corporation',
      'About  Accessibility  User Agreement  Privacy Policy',
    ].join('\n');
    // Before, a held-out letter said "My skills include Accessibility".
    const skills = readResumeFacts(resume).skills.map((skill) => skill.name);
    expect(skills).toContain('Yardi Voyager');
    expect(skills).not.toContain('Accessibility');
  });
});
