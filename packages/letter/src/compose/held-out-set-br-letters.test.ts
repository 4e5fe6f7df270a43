// Letters for the kinds of resume and ad held-out set BR showed (pairs written for the purpose and not tuned on before,
// with hiring-manager reviews of their letters). Every text here is invented.
import { describe, expect, it } from 'vitest';
import { checkLetter } from '../check/check-letter.ts';
import { readResumeForCheck } from '../check/read-resume.ts';
import { readResume, readResumeFacts } from '../facts/read-resume-facts.ts';
import { titleCaseFromCapitals } from '../text/letter-case.ts';
import { composeLetter } from './compose-letter.ts';
import { toFirstPersonClause } from './first-person-english.ts';
import { dutyCore } from './phrasebooks/english.ts';
import { findCredentials } from './select-evidence.ts';

const designerWithFreelanceWork = `Priya Nandakumar-Holt
Packaging Designer
priya.nh@example.com | 555-0142

EXPERIENCE
Senior Packaging Designer, Copperfield Foods, 2022 - Present
- Lead designer for own-label packaging across 250 products
- Prepare artwork for flexographic print runs and manage printer proofs
- Redesigned the breakfast cereal range, lifting unit sales 11% in six months

Freelance Illustrator, self-employed, 2020 - Present
- Illustrations for children's book publishers and two charities

Packaging Designer, Copperfield Foods, 2019 - 2022

EDUCATION
BA (Hons) Graphic Design, Kingsbridge University, 2019
`;

const packagingAd = `Lead Packaging Designer
Hollowmere Grocers

We are looking for a Lead Packaging Designer to own our private-label packaging.

What you'll need:
- Experience designing retail packaging
- Knowledge of print production and flexographic print
- A degree in graphic design
`;

describe('a post held before the current one at the same employer', () => {
  it('is told as the post before the current one, never listed with freelance work as a second spell there', () => {
    for (const variation of [0, 1, 2])
      for (const length of ['standard', 'short'] as const) {
        const letter = composeLetter(
          { resume: designerWithFreelanceWork, jobDescription: packagingAd },
          { variation, length },
        ).text;
        expect(letter).not.toMatch(/and I have worked as a Packaging Designer at Copperfield Foods/u);
      }
    const standard = composeLetter(
      { resume: designerWithFreelanceWork, jobDescription: packagingAd },
      { variation: 0 },
    ).text;
    expect(standard).toMatch(/Freelance Illustrator/u);
  });
});

// A profile page copied from the top: the site's bar over the name, a break set out as the page sets it (its label over
// its kind), a headline that names a certificate being studied for, which the page lists again under its own heading.
const profilePage = `Skip to main content
Home
My Network
Jobs
Messaging
Notifications
Me
For Business

Grace Adebayo-Lindqvist
Store supervisor moving into underwriting | Team leadership | Studying CII Award in General Insurance
Leeds, England, United Kingdom · Contact info
288 connections

About
Eight years in retail, and the part I enjoy most is putting things right for customers.

Experience

Store Supervisor
Fenwick & Rowe Outfitters · Full-time
Feb 2020 - Present · 4 yrs 10 mos
Leeds, England · On-site
Lead a team of 7 across two floors. Cut refund processing time from 6 days to 2 by moving approvals onto the tills.

Career Break
Caregiving
Mar 2018 - Jan 2020 · 1 yr 11 mos

Sales Associate
Harbour Street Books · Part-time
Sep 2014 - Feb 2018 · 3 yrs 6 mos
York, England

Licenses & certifications

CII Award in General Insurance
The Chartered Insurance Institute
In progress – exam booked Mar 2025
`;

const underwritingAd = `Underwriting Assistant
Calder Mutual · Leeds · Permanent

You'll support our underwriters with renewals and new business.

Essential
• Experience of resolving problems for customers
• Good IT skills

Desirable
• CII Award in General Insurance or working towards it
`;

describe('a profile page copied with its site around it', () => {
  it('reads the name under the site bar, for the letter and for the checker', () => {
    expect(readResumeFacts(profilePage).name).toBe('Grace Adebayo-Lindqvist');
    const letter = composeLetter({ resume: profilePage, jobDescription: underwritingAd }, { variation: 0 });
    expect(letter.text).toMatch(/\nGrace Adebayo-Lindqvist$/u);
    const check = checkLetter({
      letter: letter.text,
      resume: profilePage,
      jobDescription: underwritingAd,
      language: letter.language,
    });
    expect(check.findings.filter((finding) => finding.criterion === 'structure')).toEqual([]);
  });

  it('reads a break set out as its label over its kind as no job, at no employer', () => {
    const roles = readResumeFacts(profilePage).roles;
    expect(roles.map((role) => role.employer)).toEqual(['Fenwick & Rowe Outfitters', 'Harbour Street Books']);
  });

  it("reads the headline's certificate being studied for as the one listed below, never as a second one", () => {
    const credentials = readResumeFacts(profilePage).credentials;
    expect(credentials.map((credential) => [credential.name, credential.status])).toEqual([
      ['CII Award in General Insurance', 'in_progress'],
    ]);
  });
});

describe('things done beside the jobs, under a heading of experience', () => {
  const resume = `Niamh Corcoran
Physiotherapist
niamh.corcoran@example.com

PROFESSIONAL EXPERIENCE

Riverside General Hospital
Senior Physiotherapist
Mar 2023 - Present
- Supervise two Staff Grade physiotherapists and final-year students.
- Lead the weekly back class; cut the routine wait from 30 weeks to 18 weeks by moving referrals into group classes.
- Completed an audit of missed appointments (reduced from 12% to 8%).

Lakeview Sports Clinic
Staff Physiotherapist
Jun 2018 - Aug 2020
- Treated sports injuries for amateur clubs.

VOLUNTEER
Physiotherapy Volunteer - Hope Rehab Kenya
Jan 2021 - Apr 2021
Delivered rehab sessions in a spinal unit.

Relevant Experience
- Spinal triage observership with the consultant physiotherapist (8 sessions, 2024)
- Journal club lead, regional physio group
`;
  const ad = `Senior Physiotherapist, Outpatients
Westbrook Health

In your cover letter, please describe a change you made to a physiotherapy service that reduced waiting times, and how you measured it.

Essential
• Experience of group exercise classes
`;

  it('never makes them the lines of the last job above', () => {
    const clinic = readResumeFacts(resume).roles.find((role) => role.employer === 'Lakeview Sports Clinic');
    expect(clinic?.achievements.map((achievement) => achievement.text)).toEqual([
      'Treated sports injuries for amateur clubs.',
    ]);
  });

  it('reads "Staff Grade physiotherapists" as one line, never parted at the verb "grade"', () => {
    const hospital = readResumeFacts(resume).roles[0];
    expect(hospital?.achievements.map((achievement) => achievement.text)).toContain(
      'Supervise two Staff Grade physiotherapists and final-year students.',
    );
  });

  it('answers a question about a change that cut waiting times with the line that cut the wait, after its semicolon', () => {
    for (const variation of [0, 1, 2]) {
      const letter = composeLetter({ resume, jobDescription: ad }, { variation }).text;
      expect(letter).toMatch(/reduced waiting times[^.]*[:.][^.]*cut the routine wait from 30 weeks to 18 weeks/u);
    }
  });
});

// A two-column page laid out by a PDF reader, its UTF-8 then read as Windows-1252 ("â€“" for "–"), which moved each row's
// right half out of line by the characters it gained; its credentials wrapped, the status on the next line.
const technicianResume = `DARIUS OKAFOR-BELL
HVAC Service Technician
Toledo, OH â€¢ (419) 555-0163 â€¢ darius.ob@example.com

CERTIFICATIONS                          PROFESSIONAL EXPERIENCE
â€¢ EPA Section 608 â€“ Universal        Lakeshore Comfort Systems, Toledo, OH
   (Type I, II, III) â€“ 2020             HVAC Service Technician             2022 â€“ Present
â€¢ NATE Core + Heat Pump                 â€¢ Run 6 service calls a day on furnaces, heat pumps
   Service â€“ exam scheduled Mar 2027      and rooftop units up to 20 tons
â€¢ Ohio HVAC Contractor License â€“        â€¢ Diagnose electrical faults on low-voltage controls
   not held (working toward hours)      â€¢ Train 2 first-year apprentices
â€¢ OSHA 10-Hour Construction â€“ 2021
                                        Maumee Heating & Air, Maumee, OH
TECHNICAL SKILLS                        HVAC Installer                      2019 â€“ 2022
Gas furnaces, heat pumps                â€¢ Installed 150+ residential systems
Low-voltage controls                    â€¢ Completed 4-year apprenticeship coursework
ServiceTitan                              at Sinclair College (evenings)
                                        KEY PROJECTS
                                        Lakeshore â€“ Bayview Apartments retrofit (2024):
VOLUNTEER                               replaced 28 PTAC units over 2 weekends with no
Habitat for Humanity of Greater         tenant left without heat
Toledo â€“ Volunteer HVAC installer,
2023 â€“ Present
`;

const technicianAd = `HVAC Service Technician
Perrysburg Mechanical

What you'll need
• 3+ years of HVAC service experience
• EPA 608 Universal certification – required
• Strong electrical troubleshooting skills

Nice to have
• NATE certification
`;

describe('a two-column page whose rows the wrong encoding moved out of line', () => {
  it('reads each column apart: the jobs, the wrapped volunteer organisation, the wrapped project deed', () => {
    const facts = readResumeFacts(technicianResume);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Lakeshore Comfort Systems', 'HVAC Service Technician'],
      ['Maumee Heating & Air', 'HVAC Installer'],
      ['Habitat for Humanity of Greater Toledo', 'Volunteer HVAC installer'],
    ]);
    expect(facts.accomplishments.map((accomplishment) => accomplishment.text)).toEqual([
      'replaced 28 PTAC units over 2 weekends with no tenant left without heat',
    ]);
  });

  it('reads a wrapped credential with the status on its next line: scheduled is planned, not held is not held', () => {
    const credentials = readResumeFacts(technicianResume).credentials.map((credential) => [
      credential.name,
      credential.status,
    ]);
    expect(credentials).toContainEqual(['EPA Section 608 Universal', 'held']);
    expect(credentials).toContainEqual(['NATE Core + Heat Pump Service', 'planned']);
    expect(credentials.map(([name]) => name)).not.toContain('Ohio HVAC Contractor License');
    expect(credentials.map(([name]) => name)).not.toContain('Service');
  });

  it('says the certification the ad asks for by its number as asked, and never a certificate for years of experience', () => {
    const letter = composeLetter({ resume: technicianResume, jobDescription: technicianAd }, { variation: 0 }).text;
    expect(letter).toMatch(/I hold the EPA Section 608 Universal certification, as your (?:advert|posting) asks\./u);
    expect(letter).not.toMatch(/Ohio HVAC Contractor License/u);
    expect(letter).not.toMatch(/\bwith no\.\s/u);
    const check = checkLetter({ letter, resume: technicianResume, jobDescription: technicianAd, language: 'en' });
    expect(check.findings.filter((finding) => finding.criterion === 'faithful-facts')).toEqual([]);
    // (The checker reads the two columns apart too: read across, the current job's employer had been the volunteer
    // organisation beside it, and a correct line of a held-out letter was flagged.)
    const region = readResumeForCheck(technicianResume).regions.find((found) =>
      found.header.includes('HVAC Service Technician'),
    );
    expect(region?.employers).toEqual(['Lakeshore Comfort Systems']);
    expect(
      findCredentials('3+ years of HVAC service experience', [
        { name: 'HVAC Technician Certificate', status: 'held', date: '2020' },
      ]),
    ).toEqual([]);
  });
});

// A Canadian engineer's designations under their own heading, the number the body gives its member among them; co-op
// terms whose dates carry the term's length; a chapter of a body after its comma; languages at two levels.
const engineerResume = `Meera Subramaniam, EIT
Civil Engineer in Training
Edmonton, AB | 780-555-0144 | meera.s@example.com

PROFESSIONAL DESIGNATIONS
- Engineer-in-Training (EIT), APEGA – Member No. 205511, registered May 2024
- P.Eng. (APEGA) – expected 2028
- National Professional Practice Exam (NPPE) – passed, June 2025

EXPERIENCE

Junior Civil Engineer (EIT)
Northgate Municipal Engineering Ltd., Edmonton, AB
June 2024 – Present
- Prepare Civil 3D designs for local roads and storm mains.
- Prepared tender packages for a $2.8M road rehabilitation contract delivered 4% under budget.

Co-op Term 2 – Engineering Intern (Water Resources)
Riverbend Water Consultants Inc., Calgary, AB
Jan 2023 – Aug 2023 (8-month term)
- CCTV review and condition coding of 18 km of sanitary sewer.

VOLUNTEER
Engineers Without Borders, University of Alberta chapter – Outreach Coordinator (2022 – 2024)

SKILLS
AutoCAD Civil 3D, PCSWMM
French (intermediate), Punjabi (conversational)
`;

const engineerAd = `Civil Engineer in Training (EIT) – Municipal Infrastructure
Prairie Design Group

Must-haves
• Registered as an Engineer-in-Training (EIT) with APEGA, or eligible to register immediately
• Proficiency in AutoCAD Civil 3D

Assets
• NPPE completed
• French language skills
`;

describe("an engineer's designations and co-op terms", () => {
  it('reads the designations heading, the member number no part of a name and "registered May 2024" no credential', () => {
    const credentials = readResumeFacts(engineerResume).credentials.map((credential) => [
      credential.name,
      credential.status,
    ]);
    expect(credentials).toContainEqual(['Engineer-in-Training (EIT)', 'held']);
    expect(credentials).toContainEqual(['P.Eng. (APEGA)', 'in_progress']);
    expect(credentials.map(([name]) => name)).not.toContain('Registered May 2024');
  });

  it("keeps a co-op term's title above dates that carry the term's length, and a chapter with its body", () => {
    const roles = readResumeFacts(engineerResume).roles.map((role) => [role.employer, role.title]);
    expect(roles).toContainEqual(['Riverbend Water Consultants Inc.', 'Engineering Intern']);
    expect(roles).toContainEqual([
      'Engineers Without Borders, University of Alberta chapter',
      'Outreach Coordinator (volunteer)',
    ]);
  });

  it('says the registration as a standing, never a training completed, and each language at its own level', () => {
    const letter = composeLetter({ resume: engineerResume, jobDescription: engineerAd }, { variation: 0 }).text;
    expect(letter).toMatch(/someone registered as an Engineer-in-Training, which I am\./u);
    expect(letter).not.toMatch(/completed the Engineer-in-Training/u);
    expect(letter).toMatch(/intermediate French and conversational Punjabi/u);
  });
});

// A UK security officer's resume: headers and credentials in capitals, the shift pattern under each header, the
// volunteer post in capitals; the ad asks for a time the person calmed a situation down.
const securityResume = `DANIEL OKORO
Flat 2, 14 Mill Lane, Leicester | 07700 900517 | daniel.okoro@example.com

PERSONAL PROFILE
Calm security officer with 7 years' experience in retail and night-time security. Available for Nights, Weekends and rotating shifts.

LICENCES & CERTIFICATES
SIA DOOR SUPERVISOR LICENCE – HELD (expires Mar 2027)
EMERGENCY FIRST AID AT WORK (EFAW) – (expired 2023)

EMPLOYMENT HISTORY

SECURITY OFFICER | MEADOWGATE SHOPPING CENTRE (via Bastion Guarding Ltd) | 2021 – PRESENT
Nights / 4-on-4-off
- Patrol a 40-unit shopping centre and car park.
- Write incident reports and give statements to police when needed.

DOOR SUPERVISOR | THE VAULT NIGHTCLUB | 2017 – 2021
Weekends (Fri/Sat, 21:00 – 04:00)
- Handled ejections and disputes; de-escalated most incidents without physical intervention.

VOLUNTEERING
SUPPORT VOLUNTEER | LEICESTER STREET PASTORS | 2020 – PRESENT
Saturday nights, city centre
`;

const securityAd = `Security Officer – Nights
Grantham Facilities Services

Essential
• Valid SIA Door Supervisor or Security Guard licence
• Good written English for reports

In your cover letter, tell us about a time you de-escalated a situation that could have turned violent.
`;

describe('a resume whose headers and credentials are in capitals, with shift patterns under its headers', () => {
  it('reads the employer, the credential and the volunteer post in letter case, and no shift pattern as a deed', () => {
    const facts = readResumeFacts(securityResume);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Meadowgate Shopping Centre', 'Security Officer'],
      ['The Vault Nightclub', 'Door Supervisor'],
      ['Leicester Street Pastors', 'Support Volunteer'],
    ]);
    expect(facts.roles.flatMap((role) => role.achievements.map((achievement) => achievement.text))).not.toContainEqual(
      expect.stringMatching(/^(?:Nights|Weekends|Saturday)/u),
    );
    expect(facts.credentials.map((credential) => credential.name)).toContain('SIA Door Supervisor Licence');
  });

  it('answers the question about de-escalating with the line that says so, its two deeds joined', () => {
    const letter = composeLetter({ resume: securityResume, jobDescription: securityAd }, { variation: 0 }).text;
    expect(letter).toMatch(
      /a time I de-escalated a situation[^.]*: [^.]*handled ejections and disputes, and de-escalated most incidents/u,
    );
    expect(letter).not.toMatch(/MEADOWGATE|DOOR SUPERVISOR LICENCE|saturday nights/u);
  });
});

// A South African HR resume: a degree written "BCom", a registration among the studies, a licence written "valid",
// a project named after the employer, and a question about a case handled from start to finish.
const hrResume = `HR Officer | Employee Relations

LERATO M. DLAMINI
Pretoria • +27 82 555 0177 • lerato.dlamini@example.com
Own transport, valid Code 10 licence

Employment history

Apr 2020 – to date
HR Officer
Mopani Foods (Pty) Ltd – Pretoria
• Chair disciplinary hearings; represent the company at the CCMA (won or settled 9 of 11 referrals).
• Supported HR for 12 depots; contracts, onboarding and exit interviews.
• Assisted the ER manager with grievance case files.

Key Projects
Mopani Foods – Section 189 consultation (2021): helped manage a restructuring affecting 30 roles; no unfair dismissal claims were lodged.

Education & professional development
• BCom Human Resource Management – University of Pretoria, 2019
• Registered HR Practitioner – South African Board for People Practices (SABPP), registered 2022
`;

const hrAd = `HR Generalist – FMCG Manufacturing
Our client, a leading FMCG manufacturer, needs an HR Generalist.

Minimum requirements:
- Relevant degree in Human Resource Management
- Proven CCMA experience

Advantageous:
- Experience of restructuring and Section 189 retrenchment processes

Please describe a difficult employee relations case you handled from start to finish.
`;

describe('a resume with its degree written "BCom" and a registration among its studies', () => {
  it('reads the degree and the registration', () => {
    const facts = readResumeFacts(hrResume);
    expect(facts.education.map((study) => [study.degree, study.field])).toContainEqual([
      'BCom',
      'Human Resource Management',
    ]);
    expect(facts.credentials.map((credential) => credential.name)).toContain('Registered HR Practitioner');
  });

  it('answers no question about a case handled from start to finish with help given to another', () => {
    const letter = composeLetter({ resume: hrResume, jobDescription: hrAd }, { variation: 0 }).text;
    expect(letter).not.toMatch(/You asked[^.]*: [^.]*assisted the ER manager/u);
    expect(letter).toMatch(/HR for 12 depots, including contracts, onboarding and exit interviews/u);
    expect(letter).toMatch(/In the Section 189 consultation at Mopani Foods, I helped manage/u);
    expect(titleCaseFromCapitals('HR GENERALIST – FMCG MANUFACTURING')).toBe('HR Generalist – FMCG Manufacturing');
    expect(titleCaseFromCapitals('PRINCE2 PRACTITIONER')).toBe('PRINCE2 Practitioner');
  });
});

// A short resume with no headings: its jobs told in notes ("Currently ... at ..., (2022 – now) – ...", "Before that ...
// at ... 2019–2022, apprentice there 2016–2019."), then the notes that end such a page.
const notesResume = `Chloe Bianchi – 0413 555 092 – chloe.bianchi@example.com – Belmont, Geelong VIC
Qualified hairdresser, 7 yrs on the floor. Cert III in Hairdressing (SHB30416), Gordon TAFE 2018.
Currently senior stylist at Willow & Finch Hair, Geelong (2021 – now) – colour specialist, balayage and foils, build my own column of 50+ regular clients, rebook rate 81%, train 3 apprentices.
Before that stylist at Shear Coast Torquay 2018–2021, apprentice there 2015–2018.
Olaplex and Wella colour courses done. Hair extensions – still learning.
Happy to do late nights and Saturdays. Own car, full licence.
Refs on request.
`;

const salonAd = `Senior Stylist – Geelong
Coastline Salons

About you
• Certificate III in Hairdressing – essential
• At least 3 years' experience as a qualified stylist
• Strong colour skills – foils, balayage and toning
• Happy to help train and mentor our apprentices
`;

describe("a short resume's jobs told in notes, without headings", () => {
  it('reads each post, the one held now with its notes of work, and none of the notes that end the page', () => {
    const roles = readResumeFacts(notesResume).roles;
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Willow & Finch Hair', 'Senior Stylist'],
      ['Shear Coast Torquay', 'Stylist'],
      ['Shear Coast Torquay', 'Apprentice'],
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toContain('Train 3 apprentices');
    expect(roles.flatMap((role) => role.achievements.map((achievement) => achievement.text))).not.toContainEqual(
      expect.stringMatching(/Refs|Own car|Happy to|courses done|still learning/u),
    );
  });

  it('tells a deed counted in three words, and says when the person can work as availability, never as a reason', () => {
    const letter = composeLetter({ resume: notesResume, jobDescription: salonAd }, { variation: 0 }).text;
    expect(letter).toMatch(/train 3 apprentices/u);
    expect(letter).not.toMatch(/appeals to me because I am happy to do late nights/u);
    expect(letter).not.toMatch(/I am applying because I am happy to do late nights/u);
    const reading = readResume(notesResume);
    expect(reading.hours).toEqual(['Happy to do late nights and Saturdays']);
    expect(reading.aims).toEqual([]);
  });
});

// A Spanish CV: duties a semicolon parts, a vocational diploma with its level in brackets, the references line among
// the skills.
const spanishResume = `Marta Gil Serrano
Auxiliar administrativa
marta.gil@example.com · 655 900 318

EXPERIENCIA PROFESIONAL

Asesoría Moncayo, S.L. — Zaragoza
Auxiliar administrativa
Marzo 2020 – actualidad
· Registro y archivo de documentación de unos 150 clientes.
· Atención telefónica y presencial; gestión de la agenda de los dos asesores.
· Preparación de facturas y remesas bancarias en A3ERP.

FORMACIÓN
· Técnico Superior en Administración y Finanzas (FP de Grado Superior) — IES Goya, Zaragoza, 2019

INFORMÁTICA
A3ERP, Paquete Office (Word, Excel avanzado, Outlook)
Referencias disponibles a petición
`;

const spanishAd = `Auxiliar Administrativo/a
Construcciones Ribera

Buscamos un/a auxiliar administrativo/a para nuestro departamento de obras.

Imprescindible:
- Experiencia en facturación y archivo
- Manejo de A3ERP
`;

describe('a Spanish CV', () => {
  it('tells two duties a semicolon parts each with its article, the diploma without its level as a field', () => {
    const letter = composeLetter({ resume: spanishResume, jobDescription: spanishAd }, { variation: 0 });
    expect(letter.language).toBe('es');
    expect(letter.text).not.toMatch(/presencial; gestión/u);
    expect(letter.text).not.toMatch(/en FP de Grado Superior/u);
    expect(readResumeFacts(spanishResume).education[0]?.field ?? null).toBeNull();
    expect(readResumeFacts(spanishResume).skills.map((skill) => skill.name)).not.toContainEqual(
      expect.stringMatching(/Referencias/u),
    );
    // ("Excel avanzado" inside a bracket of the suite's tools: the level after the name.)
    expect(readResumeFacts(spanishResume).skills).toContainEqual({ name: 'Excel', qualifier: 'avanzado' });
  });
});

describe("an Irish physiotherapist's registration, written with its board", () => {
  const resume = `Siobhán Daly
Chartered Physiotherapist
siobhan.daly@example.com | 087 900 0455

PROFESSIONAL EXPERIENCE
Senior Physiotherapist, Bantry General Hospital, 2021 - Present
- Lead the weekly falls class; cut readmissions from 18% to 11% in a year.

REGISTRATION AND CERTIFICATES
- CORU Registration No. PT030114 (Physiotherapists Registration Board) – registered, current
- CORU – Physiotherapists Registration Board, registered (No. PT030114)
- Manual Handling Instructor – currently valid to 2027
`;
  const ad = `Senior Physiotherapist
Cork Community Health

Essential
• CORU registration
• Experience of running group classes
`;

  it('says the person is registered, once, and names no board as a credential', () => {
    const credentials = readResumeFacts(resume).credentials.map((credential) => credential.name);
    expect(credentials).not.toContain('Physiotherapists Registration');
    expect(credentials).toContain('Manual Handling Instructor');
    const letter = composeLetter({ resume, jobDescription: ad }, { variation: 0 }).text;
    expect(letter).toMatch(/CORU registered|CORU registration, which I hold/u);
    expect(letter).not.toMatch(/I hold CORU Registration|Physiotherapists Registration\b(?! Board)/u);
    // (An ad that does not ask for it: the registration said as a physiotherapist says it.)
    const unasked = composeLetter(
      { resume, jobDescription: ad.replace('• CORU registration\n', '') },
      { variation: 0 },
    ).text;
    expect(unasked).toMatch(/I am CORU registered\./u);
  });
});

describe('small words of a trade and a licence', () => {
  it('reads "quote" as a verb after a semicolon, a second deed, never work named by nouns', () => {
    expect(
      toFirstPersonClause(
        'Handle field paperwork in ServiceTitan; quote and close repair and replacement options on site',
        'present',
      )?.text,
    ).toBe('handle field paperwork in ServiceTitan, and quote and close repair and replacement options on site');
  });

  it('sizes a mass noun without an article ("completed 4-year apprenticeship coursework")', () => {
    expect(toFirstPersonClause('Completed 4-year apprenticeship coursework at Sinclair College', 'past')?.text).toBe(
      'completed 4-year apprenticeship coursework at Sinclair College',
    );
    expect(toFirstPersonClause('Managed 12-person team across two sites', 'past')?.text).toBe(
      'managed a 12-person team across two sites',
    );
  });

  it('says a licence by its code in small letters after the article', () => {
    const resume = `Sipho Ndlovu
sipho.ndlovu@example.com
Own transport, valid Code 8 licence

EXPERIENCE
Sales Representative, Karoo Beverages, 2020 - Present
- Manage 60 trade accounts across Pretoria East, growing volume 12% in 2024.
`;
    const ad = `Sales Representative
Highveld Drinks

Requirements:
- 3 years of FMCG sales experience
- Own vehicle and valid driver's licence
`;
    const letter = composeLetter({ resume, jobDescription: ad }, { variation: 0 }).text;
    expect(letter).not.toMatch(/Valid Code 8/u);
    expect(letter).toMatch(/valid Code 8 licence/u);
  });
});

describe('a volunteer post named with the word "Volunteer", and a licence of a long name asked for', () => {
  it('says the person volunteered there without naming the post by the verb again, and asks for "a valid ... licence"', () => {
    const resume = `Owen Pryce
owen.pryce@example.com

EXPERIENCE
Door Supervisor, The Lantern Club, 2019 - Present
- Searched and admitted up to 900 guests a night with ID checks.
- Handled disputes and de-escalated most incidents without physical intervention.

LICENCES
SIA Door Supervisor Licence – held (expires 2027)

VOLUNTEERING
Night Support Volunteer (weekends), Cardiff Street Pastors, 2021 - Present
- Help vulnerable people get home safely from the city centre at night.
`;
    const ad = `Security Officer
Dyfed Facilities

Essential
• Valid SIA Door Supervisor or Security Guard licence
• Experience of supporting vulnerable people
`;
    const letter = composeLetter({ resume, jobDescription: ad }, { variation: 0 }).text;
    expect(letter).not.toMatch(/volunteered as an? [^.,]*Volunteer/u);
    expect(letter).toMatch(/At Cardiff Street Pastors, where I have volunteered since 2021/u);
    expect(letter).toMatch(/for a valid SIA Door Supervisor or Security Guard licence/u);
  });
});

describe('a duty of the ad said as what draws the person', () => {
  it('leaves the list after its dash to the ad', () => {
    expect(dutyCore('appoint and manage suppliers – loss adjusters, contractors and drying companies')).toBe(
      'appoint and manage suppliers',
    );
    // (A duty of fewer than four words before its dash keeps what follows: the cut would say too little.)
    expect(dutyCore('cover reception – mornings only')).toBe('cover reception – mornings only');
  });
});
