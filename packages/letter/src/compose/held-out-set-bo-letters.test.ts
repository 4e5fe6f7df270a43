// Letters for the kinds of resume and ad a held-out set showed (set BO, pairs written for the purpose and not tuned on
// before): a driver's resume of a hundred words, its jobs one dated line each ("Now - ..." for the job held now, "same
// company" for the employer above), its licences named by category and a ticket's status in brackets, and what the
// person says of themselves at the page's end; a recruiter's ad whose needs include night work; a teacher's resume
// pasted into an e-mail, its jobs told in paragraphs and its accreditation and checks under a heading of their own, for
// an ad that lists them as essential; (from set BP) an electrician's cards under "Qualifications & Cards", for an ad in
// HTML whose list items carry their own bullets; a Mexican CV that tells its jobs in paragraphs a PDF wrapped, with a
// volunteer's post set out as a job, for an ad that names its company with its letters; a US resume whose dates stand
// on two lines each; an Irish paralegal's post named with its practice, for an ad signed by the practice manager with
// the firm after a dash; a veterinary nurse registered with the RCVS, for a hospital whose footer says it is part of a
// group; a staff accountant asked, in the ad, for a reconciliation that did not tie out; an Irish legal executive's
// qualifications: a membership with its grade after the body, exams part passed, a diploma two bodies award; a German
// chef's CV set in two columns side by side; a Spanish CV whose volunteering stands under "VOLUNTARIADO", read by the
// checker; a French letter that tells a resume's line written without the space French sets before ";" and ":". Every
// text here is invented.
import { describe, expect, it } from 'vitest';
import { checkLetter } from '../check/check-letter.ts';
import { readJobBrief } from '../facts/read-job-brief.ts';
import { readCredentials } from '../facts/read-qualifications.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { composeLetter } from './compose-letter.ts';

const driverResume = `Class 2 Driver - 8 yrs clean licence

Tomasz Reilly-Byrne
Wakefield WF2 | 07700 900418 | t.reillybyrne@example.com

LICENCES
Cat C (Class 2), 3 points
Driver CPC - valid to Mar 2028
Reach truck (expired 2021)

JOBS
Now - Class 2 multidrop driver, Calder Valley Foods (early starts, Leeds-Hull)
2017-2022 - 7.5t van driver, Pennine Parcels Ltd
2015-2017 - yard shunter, same company

No accidents or claims in 8 years. Willing to work nights/weekends.
`;

const driverAd = `CLASS 2 MULTIDROP DRIVER - WAKEFIELD
We are recruiting on behalf of our client, a regional food wholesaler, for Class 2 drivers.

The role
* Multidrop deliveries to shops and cafes across West Yorkshire
* Loading checks and delivery paperwork

What you'll need
* Cat C licence with no more than 6 points
* Valid Driver CPC card
* Willing to work nights and weekends on a rota

Bonus if you have
* Reach truck licence
`;

describe('a short resume whose jobs are one dated line each', () => {
  const facts = readResumeFacts(driverResume);

  it('reads "Now - ..." as the job held now, and the next line as a job of its own with its dates', () => {
    expect(facts.roles.map((role) => [role.employer, role.title, role.period])).toEqual([
      ['Calder Valley Foods', 'Class 2 multidrop driver', { start: null, end: null, current: true }],
      ['Pennine Parcels Ltd', '7.5t van driver', { start: '2017', end: '2022', current: false }],
      ['Pennine Parcels Ltd', 'yard shunter', { start: '2015', end: '2017', current: false }],
    ]);
  });

  it('gives the last job none of the remarks set apart below the jobs', () => {
    expect(facts.roles.flatMap((role) => role.achievements)).toEqual([]);
  });

  it('reads a licence named by its category and a ticket with its status in brackets', () => {
    expect(facts.credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Cat C (Class 2)', status: 'held' }),
        expect.objectContaining({ name: 'Reach truck', status: 'expired', date: '2021' }),
      ]),
    );
  });

  it('writes a letter that names the licence, the record and the nights the person will work', () => {
    const letter = composeLetter({ resume: driverResume, jobDescription: driverAd }, { variation: 0 }).text;
    expect(letter).toMatch(/\bI (?:also )?hold a Cat C \(Class 2\) licence\b/u);
    expect(letter).toContain('I have had no accidents or claims in 8 years.');
    expect(letter).toContain('I am willing to work nights and weekends.');
    expect(letter).not.toContain('same company');
    expect(letter).not.toMatch(/\bI (?:hold|have) (?:a |the )?reach truck/iu);
  });
});

const emailResume = `Subject: Application - Early Years Teacher - my details

Hi there,

I don't have my CV formatted on this laptop, so I've pasted everything below. Happy to send a formatted copy if needed.

About me
My name is Hana Okoro-Lindqvist and I'm an early childhood teacher in Newcastle with seven years of experience in long day care and preschool. I live in Merewether and can be reached on 0400 000 611 or at hana.ol@example.com.

Relevant Experience
Since 2022 I have been the lead teacher of the preschool room at Hunter Gardens Early Learning, where I plan the program for 22 children aged three to five. Last year I introduced a daily phonological awareness routine and the share of children meeting our transition-to-school literacy markers rose from 61% to 83%.

Before that I spent three years (2019 to 2021) as a room leader at Bluebell Community Preschool in Maitland, where I led the toddler room and worked closely with families and visiting speech pathologists.

My first job after university was a one-year contract (2018) at Cessnock Children's Centre, teaching the two-to-three room. It was a small community-run centre and I learnt a great deal about working with families and allied health staff.

Accreditation and checks
- NESA accreditation at Proficient Teacher (maintained; current maintenance period ends 2028)
- Working With Children Check - current (expires 2030)
- Mandatory child protection training - completed annually

Qualifications
Bachelor of Early Childhood Education, University of Newcastle, 2017

Thanks for your time,
Hana
`;

const earlyYearsAd = `Early Childhood Teacher - Preschool Room
Harbourside Early Learning Centre, Newcastle

We are looking for an early childhood teacher to lead our preschool room from January.

Essential requirements
- NESA accreditation (Proficient Teacher or higher)
- A current Working With Children Check (WWCC) clearance
- Successful completion of mandatory training (child protection) before commencement
- Experience planning programs for preschool-aged children and working with families

Contact: Ms Aroha Bell, Centre Director
`;

describe('a resume pasted into an e-mail, its jobs told in paragraphs', () => {
  const facts = readResumeFacts(emailResume);

  it('reads the name the person gives in "My name is ...", a hyphenated surname with it', () => {
    expect(facts.name).toBe('Hana Okoro-Lindqvist');
  });

  it('reads the accreditation and the checks under their own heading, the accreditation without its note', () => {
    expect(facts.credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'NESA accreditation at Proficient Teacher', status: 'held' }),
        expect.objectContaining({ name: 'Working With Children Check', status: 'held' }),
      ]),
    );
  });

  it('writes a letter without the e-mail around the resume, the contacts in its opening, or a sentence left pointing back', () => {
    const letter = composeLetter({ resume: emailResume, jobDescription: earlyYearsAd }, { variation: 0 }).text;
    expect(letter).not.toMatch(/Subject:|formatted copy|pasted everything|can be reached on/u);
    expect(letter).toContain('I hold NESA accreditation at Proficient Teacher level');
    expect(letter).toContain('mandatory child protection training');
    const pointsBack = letter.indexOf('It was a small community-run centre');
    if (pointsBack !== -1) expect(letter.slice(0, pointsBack)).toContain('Cessnock Children');
    expect(letter).toMatch(/Hana Okoro-Lindqvist\s*$/u);
  });
});

const engineerResume = `MARCUS T. ADEYEMI-COLE
Fire & Security Engineer | Leeds | 07700 900518 | m.adeyemicole@example.com

QUALIFICATIONS & CARDS
ECS Gold Card – Approved Electrician (valid to 03/2028)
BS 7671:2018+A2:2022 – 18th Edition Wiring Regulations (City & Guilds 2382-22)
AM2 Assessment – passed 2017 (NET)
IPAF 3a/3b – valid to 2028

EMPLOYMENT
Fire Alarm Engineer | Northgate Fire Systems Ltd | 2019 – Present
- Service and maintain addressable fire alarm systems across 60 sites in West Yorkshire
- Cut repeat false alarms at a 12-building campus from 30 a year to 8 in 2024
`;

const engineerAd = `<h1>Fire Alarm Engineer</h1>
<p>Ridgeway Fire Protection Ltd – Leeds</p>
<h2>Essential</h2>
<ul>
<li>• ECS Gold Card</li>
<li>• 18th Edition (BS 7671)</li>
<li>• AM2 or equivalent</li>
</ul>
<h2>Desirable</h2>
<ul>
<li>• IPAF</li>
</ul>
`;

describe("an electrician's cards, for an ad in HTML", () => {
  it("reads each list item once, its own bullet and the list's one", () => {
    expect(readJobBrief(engineerAd).mustHaves).toEqual([
      'ECS Gold Card',
      '18th Edition (BS 7671)',
      'AM2 or equivalent',
    ]);
    expect(readJobBrief(engineerAd).niceToHaves).toEqual(['IPAF']);
  });

  it('reads the credentials under "Qualifications & Cards"', () => {
    expect(readResumeFacts(engineerResume).credentials.map((credential) => credential.name)).toEqual(
      expect.arrayContaining(['ECS Gold Card – Approved Electrician', 'AM2 Assessment', 'IPAF 3a/3b']),
    );
  });

  it('says the assessment passed in its year and the regulations by their edition', () => {
    const letter = composeLetter({ resume: engineerResume, jobDescription: engineerAd }, { variation: 0 }).text;
    expect(letter).toContain('I passed the AM2 assessment in 2017.');
    expect(letter).toContain('the 18th Edition Wiring Regulations (BS 7671)');
    expect(letter).toContain('ECS Gold Card');
    expect(letter).not.toContain('BS 7671:2018');
  });
});

const spanishProseResume = `Compradora industrial — 6 años en compras y abastecimiento (Guadalajara, Jal.)

María Fernanda Ruiz Olvera
Tel. 33 5550 2210 · mf.ruiz@example.com · Zapopan, Jalisco

Hola, les envío mi CV para la vacante de Analista de Compras.

Actualmente trabajo como Compradora Senior en Manufacturas Tapatías del Occidente, S.A. de C.V. (desde junio
de 2022). Negocio con 35 proveedores de materia prima y empaque para dos plantas. En 2024 bajamos el costo de
empaque un 9 % y subimos el cumplimiento de entregas de proveedores del 81 % al 94 %.

Antes estuve en Grupo Ferretero Altos, en su oficina de Tepatitlán, primero como Auxiliar de Compras
(2018–2020) y después como Analista de Compras (2020–2022). Ahí llevaba las órdenes de compra en SAP y el
control de inventarios de seguridad con proveedores nacionales.

Experiencia relevante adicional
Voluntaria – Coordinadora de colectas, Cruz Verde Zapopan (2019 – 2021): organizaba la recepción y
clasificación de donativos de proveedores los domingos.

Certificaciones
• Certificación en Negociación Estratégica con Proveedores (ITESO) — vigente
`;

const spanishPurchasingAd = `VACANTE: ANALISTA DE COMPRAS
Empresa: Industrias Lácteas del Bajío (ILB) – Planta León, Gto.

Buscamos una persona para negociar con proveedores de empaque y materia prima.

Requisitos:
* Experiencia de 4 años en compras industriales
* Manejo de SAP MM y órdenes de compra
* Negociación con proveedores nacionales
`;

describe('a Spanish CV that tells its jobs in paragraphs', () => {
  it('reads the jobs its sentences name, two posts at one employer each with its years', () => {
    expect(
      readResumeFacts(spanishProseResume)
        .roles.slice(0, 3)
        .map((role) => [role.employer, role.title, role.period?.start ?? null]),
    ).toEqual([
      ['Manufacturas Tapatías del Occidente, S.A. de C.V.', 'Compradora Senior', 'junio de 2022'],
      ['Grupo Ferretero Altos', 'Analista de Compras', '2020'],
      ['Grupo Ferretero Altos', 'Auxiliar de Compras', '2018'],
    ]);
  });

  it("tells the person's own sentences first, each whole, and never the jobs again as a list", () => {
    const letter = composeLetter({ resume: spanishProseResume, jobDescription: spanishPurchasingAd }, { variation: 0 });
    expect(letter.language).toBe('es');
    expect(letter.text).toContain('Actualmente trabajo como Compradora Senior en Manufacturas Tapatías del Occidente');
    expect(letter.text).toContain('En 2024 bajamos el costo de empaque un 9 % y subimos el cumplimiento de entregas');
    expect(letter.text).not.toContain('También he trabajado');
    expect(letter.text).not.toContain('vigente');
    expect(letter.text.indexOf('Actualmente trabajo')).toBeLessThan(letter.text.indexOf('Como voluntaria'));
  });

  it('counts the company named without the letters it is also known by', () => {
    const letter = composeLetter({ resume: spanishProseResume, jobDescription: spanishPurchasingAd }, { variation: 0 });
    const check = checkLetter({
      letter: letter.text,
      resume: spanishProseResume,
      jobDescription: spanishPurchasingAd,
      language: letter.language,
    });
    expect(readJobBrief(spanishPurchasingAd).company).toBe('Industrias Lácteas del Bajío');
    expect(letter.text).toContain('Industrias Lácteas del Bajío');
    expect(
      check.findings.filter((finding) => finding.criterion === 'specific' && finding.severity === 'error'),
    ).toEqual([]);
  });
});

const accountantResume = `Dana K. Whitlock
Dayton, OH · (937) 555-0142 · dana.whitlock@example.com

PROFESSIONAL EXPERIENCE

Miami Valley Plastics, Inc.
Staff Accountant
March 2022
Present
Reconcile 18 balance-sheet accounts monthly and prepare the fixed-asset schedules.

Career Break
June 2020
February 2022
Full-time caregiver for a family member.

Riverbend Tax & Bookkeeping
Seasonal Tax Preparer (part-time)
January 2018
April 2020
Prepared about 150 individual returns under EA review.
`;

describe('a resume whose dates stand on two lines each, with no dash between', () => {
  it('reads the second date as the end, never as the employer', () => {
    expect(readResumeFacts(accountantResume).roles.map((role) => [role.employer, role.period])).toEqual([
      ['Miami Valley Plastics, Inc.', { start: 'March 2022', end: null, current: true }],
      ['Riverbend Tax & Bookkeeping', { start: 'January 2018', end: 'April 2020', current: false }],
    ]);
  });
});

const paralegalResume = `Aoife Ní Chonaill
Galway · 087 555 0177 · aoife.nichonaill@example.com

About me
I currently work for a mid-sized practice, where I run the day-to-day file management for two partners' personal-injury caseloads — roughly 120 live files — from PIAB application to hearing.

Relevant Experience

Paralegal, Litigation — Hennessy Burke Solicitors LLP, Galway (March 2021 – present)
• Manage 120+ personal injury files from PIAB application through to settlement or hearing
• Maintain the Circuit and High Court diary for the team; no missed deadlines in three years
• Built a precedent bank that cut drafting time on standard letters by about a third
`;

const paralegalAd = `LITIGATION PARALEGAL – PERSONAL INJURY & INSURANCE DEFENCE
Galway | Full-time, permanent

We are an independent litigation practice acting for insurers. We are looking for an experienced Litigation Paralegal.

What you'll need
• 3+ years' litigation experience in an Irish practice
• Sound knowledge of High Court and Circuit Court procedure

Applications with CV and cover letter to Ms Nuala Ryan, Practice Manager, at careers@example.com.

Nuala Ryan, Practice Manager — Donnelly Fahy & Co., Solicitors, 4 Eyre Square, Galway
`;

describe('an Irish paralegal, for an ad signed by the practice manager', () => {
  it('reads the practice after the post as part of the title, never of the employer', () => {
    expect(readResumeFacts(paralegalResume).roles[0]?.employer).toBe('Hennessy Burke Solicitors LLP');
  });

  it("reads the firm after the signature's dash, never the practice area in the title line", () => {
    expect(readJobBrief(paralegalAd).company).toMatch(/^Donnelly Fahy & Co\.?$/u);
  });

  it("says the caseload once, not again in the summary's words", () => {
    const letter = composeLetter({ resume: paralegalResume, jobDescription: paralegalAd }, { variation: 0 }).text;
    expect(letter).toContain('Donnelly Fahy & Co');
    expect(letter).not.toContain('Personal Injury & Insurance Defence');
    expect(letter.match(/\b120\b/gu) ?? []).toHaveLength(1);
  });
});

const vetNurseResume = `ELENA BRASWELL RVN
Registered Veterinary Nurse | Loughborough | 07700 900655 | elena.braswell@example.com

PROFESSIONAL REGISTRATION & CERTIFICATES
• Registered Veterinary Nurse, RCVS (Reg. no. 7654321) – registered 2019
• Fear Free Certified Professional (Level 1) – 2023

EXPERIENCE
Senior Veterinary Nurse | Soar Valley Vets | 2022 – Present
• Run weight and dental nurse clinics, around 40 appointments a week
• Introduced a fluid therapy chart that cut charting errors by half in 2024

EDUCATION
Level 3 Diploma in Veterinary Nursing (Small Animal), Brooksby College, 2019
`;

const vetNurseAd = `Registered Veterinary Nurse (RVN) – Full Time
Our busy small animal hospital in Melton Mowbray is looking for a Registered Veterinary Nurse.

Essential
- RCVS Registered Veterinary Nurse
- Confident with IV fluid therapy

Apply via our careers portal | Melton Vale Veterinary Hospital is part of the Ridgeway Animal Health Group | © 2026 Ridgeway Animal Health Group
`;

describe('a veterinary nurse registered with the RCVS, for a hospital that is part of a group', () => {
  it('reads the registration with its register and its year', () => {
    expect(readResumeFacts(vetNurseResume).credentials).toContainEqual({
      name: 'RCVS – Registered Veterinary Nurse',
      status: 'held',
      date: '2019',
    });
  });

  it('reads the hospital the footer names as part of the group as the employer', () => {
    expect(readJobBrief(vetNurseAd).company).toBe('Melton Vale Veterinary Hospital');
  });

  it("says the registration as one, and the diploma's pathway in brackets", () => {
    const letter = composeLetter({ resume: vetNurseResume, jobDescription: vetNurseAd }, { variation: 0 }).text;
    expect(letter).toContain('I have been registered with the RCVS as a veterinary nurse since 2019');
    expect(letter).not.toContain('with a major in');
  });
});

const reconcilingResume = `Jordan P. Okafor
Toledo, OH · (419) 555-0188 · jordan.okafor@example.com

EXPERIENCE
Staff Accountant | Maumee River Foods, Inc. | 2022 – Present
- Reconcile 15 bank and balance-sheet accounts monthly in NetSuite
- Cleared a $62K unreconciled variance in the payroll clearing account in 2024
- Prepare month-end journal entries and accruals

Accounting Clerk | Lakeshore Dental Group | 2019 – 2022
- Prepared bank reconciliations for three practices
- Processed about 250 vendor invoices a month
`;

const reconcilingAd = `Staff Accountant – Toledo, OH

Requirements
- 2+ years of general ledger experience
- Balance-sheet reconciliations

In your cover letter, please describe a reconciliation that didn't tie out and how you found the difference.
`;

describe('an ad that asks for a reconciliation that did not tie out', () => {
  it('answers with the variance the person cleared, not with a duty of an earlier job', () => {
    const letter = composeLetter({ resume: reconcilingResume, jobDescription: reconcilingAd }, { variation: 0 }).text;
    expect(letter).toMatch(/reconciliation that didn't tie out: .{0,60}I cleared a \$62K unreconciled variance/u);
  });
});

describe("an Irish legal executive's qualifications", () => {
  const resume = `Ciara Mulcahy
Cork · 087 555 0144 · ciara.mulcahy@example.com

Relevant Experience
Legal Executive, Conveyancing — Barry Lynch Solicitors LLP, Cork (May 2020 – present)
• Run 60+ residential sale and purchase files from instruction to completion

Education & Qualifications
• Diploma in Legal Studies, Law Society of Ireland / Irish Institute of Legal Executives — 2019
• Member, Irish Institute of Legal Executives (IILEX) — Associate grade, current
• Law Society of Ireland FE-1 Entrance Exams — 3 of 8 passed; remaining papers booked for March 2027
`;

  it('reads the membership with its grade, and the exams part passed as under way, named without the count', () => {
    expect(readResumeFacts(resume).credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Associate Member of the Irish Institute of Legal Executives (IILEX)',
          status: 'held',
        }),
        expect.objectContaining({ name: 'Law Society of Ireland FE-1 Entrance Exams', status: 'in_progress' }),
      ]),
    );
    expect(readCredentials(['Trade Test — 2 of 3 passed'], '')).toEqual([
      expect.objectContaining({ name: 'Trade Test', status: 'in_progress' }),
    ]);
  });

  it('reads a diploma two bodies award as given', () => {
    expect(readResumeFacts(resume).education[0]).toEqual(
      expect.objectContaining({
        degree: 'Diploma in Legal Studies',
        field: null,
        institution: 'Law Society of Ireland / Irish Institute of Legal Executives',
      }),
    );
  });
});

describe("a German chef's CV set in two columns side by side", () => {
  const row = (left: string, right = '') => (right === '' ? left : `${left.padEnd(44)}${right}`);
  const resume = [
    'LEBENSLAUF',
    '',
    row('Persönliche Daten', 'Berufserfahrung'),
    row('Name: Mara Lindqvist', 'seit 05/2023    Chef de Partie (Entremetier)'),
    row('Geboren: 02.03.1995 in Kiel', 'Hotel Seeblick, Plön'),
    row('Telefon: 0151 5550 1177', '- Verantwortlich für Beilagen und Suppen'),
    row('E-Mail: m.lindqvist@example.com', '- Wareneinsatz am Posten um 5 % gesenkt (2025)'),
    row(''.padEnd(44), ''),
    row('Sprachen', '03/2020 – 04/2023   Demi Chef de Partie'),
    row('Deutsch (Muttersprache)', 'Restaurant Möwe, Kiel'),
    row('Englisch (gut), Dänisch (Grundkenntnisse)', '- Mitarbeit bei der neuen Abendkarte'),
    row('', ''),
    row('Führerschein Klasse B, eigener Pkw', '06/2020 – 08/2020   Kurzarbeit / Pause'),
    row('', '(Betrieb pandemiebedingt geschlossen)'),
  ].join('\n');

  it('reads each job with its own lines, and a short-time pause as no job', () => {
    expect(readResumeFacts(resume).roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Hotel Seeblick', 'Chef de Partie (Entremetier)', 2],
      ['Restaurant Möwe', 'Demi Chef de Partie', 1],
    ]);
  });
});

describe('the checker, on a Spanish CV whose volunteering stands under its own heading', () => {
  // (A two-column page, as the held-out CV was set: the heading is read with its block once the columns are parted.)
  const row = (left: string, right = '') => (right === '' ? left : `${left.padEnd(49)}${right}`);
  const resume = [
    'Fisioterapeuta · Deporte',
    row('ANDREA SOLÍS MARTÍN', 'EXPERIENCIA PROFESIONAL'),
    row('CONTACTO', 'Clínica Fisiosalud Retiro'),
    row('+34 600 000 411', 'Fisioterapeuta'),
    row('andrea.solis@example.com', 'Septiembre 2021 – actualidad'),
    row('Calle Ibiza 00, 28009 Madrid', 'Trato a una media de 25 pacientes por semana,'),
    row('', 'sobre todo lesiones deportivas.'),
    row('IDIOMAS', ''),
    row('Español – nativo', 'Hospital Infanta Leonor'),
    row('Inglés – B2', 'Fisioterapeuta (sustituciones de verano)'),
    row('Francés – básico', 'Julio 2018 – Septiembre 2018'),
    row('', 'Rehabilitación de pacientes ingresados en'),
    row('HABILIDADES', 'traumatología.'),
    row('Terapia manual · Ejercicio terapéutico', ''),
    row('Vendaje neuromuscular', 'VOLUNTARIADO'),
    row('Carné de conducir B', 'Fisioterapeuta voluntaria'),
    row('', 'Cruz Roja Española – Medio Maratón de Alcalá'),
    row('FORMACIÓN', 'Abril 2019 – actualidad (una vez al año)'),
    row('Grado en Fisioterapia', 'Atención en zona de meta a unos 150'),
    row('Universidad de Alcalá, 2014 – 2018', 'corredores por edición.'),
  ].join('\n');
  const ad = `Fisioterapeuta – Clínica Deportiva Norte (Madrid)
Requisitos:
- Grado en Fisioterapia
- Experiencia con deportistas
`;
  const letter = `Estimado equipo de la Clínica Deportiva Norte:

Les escribo para presentar mi candidatura al puesto de Fisioterapeuta en la Clínica Deportiva Norte. Actualmente trabajo como Fisioterapeuta en la Clínica Fisiosalud Retiro, donde trato a una media de 25 pacientes por semana.

En mi puesto como Fisioterapeuta voluntaria en la Cruz Roja Española, entre mis resultados destaca la atención en zona de meta a unos 150 corredores por edición.

Quedo a su disposición para una entrevista. Muchas gracias por su tiempo.

Atentamente,
Andrea Solís Martín`;

  it("credits the volunteer's line to the volunteer's post, never to a post named by the line itself", () => {
    const check = checkLetter({ letter, resume, jobDescription: ad, language: 'es' });
    expect(check.findings.filter((finding) => finding.criterion === 'faithful-facts')).toEqual([]);
  });
});

describe("a French letter's punctuation", () => {
  const resume = `Camille Roux
Lyon · camille.roux@example.com

EXPÉRIENCE
Responsable de la réception | Hôtel Les Berges du Rhône | janv. 2022 - aujourd'hui
- Note Google passée de 4,3 à 4,7 en deux ans; ventes additionnelles à la réception +18 % en 2024
- Adjointe de la direction de l'hébergement: réception, conciergerie, night audit
`;
  const ad = `Responsable Front Office – Hôtel du Parc, Annecy
Profil recherché :
- Expérience en management d'équipe de réception
- Sens du service et goût du détail
`;

  it('sets a space before a semicolon and a colon', () => {
    const letter = composeLetter({ resume, jobDescription: ad }, { variation: 0 });
    expect(letter.language).toBe('fr');
    expect(letter.text).not.toMatch(/\p{L}[;:]\s/u);
    expect(letter.text).toContain('en deux ans ; ventes additionnelles');
  });
});
