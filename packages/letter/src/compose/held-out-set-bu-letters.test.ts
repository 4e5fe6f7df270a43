// Letters for the kinds of resume and ad held-out set BU showed (eight pairs written for the purpose, measured before
// any change was tuned on them). Every text here is invented.
import { describe, expect, it } from 'vitest';
import { readJobBrief } from '../facts/read-job-brief.ts';
import { readResumeFacts } from '../facts/read-resume-facts.ts';
import { toFirstPersonClause } from './first-person-english.ts';
import { toGermanClause } from './first-person-german.ts';
import { frenchDeed, frenchTask } from './phrasebooks/task-phrases.ts';
import { askInFirstPerson } from './foreign-asks.ts';
import { readAskObject } from './plan-letter.ts';
import { composeLetter, planLetterFor } from './compose-letter.ts';

const buyerResume = `Kavya Raman
Senior Buyer
kavya.raman@example.com | +91 98450 55001

Professional Experience

Senior Buyer – Dairy Packaging
Amrit Dairies Limited | Apr 2021 – till date
o Handling purchase of cartons, pouches and crates for 4 plants, annual spend approx. INR 60 crore.
o Running reverse auctions on SAP Ariba for corrugated cartons; achieved 6.2% saving in FY 2024-25.
o Leading the yearly film tender for 80+ SKUs; preparing cost models for pouch film based on polymer indices.
o Chairing the weekly supply review meeting and flagging shortages for peak-season demand.

Purchase Executive
Kaveri Foods Pvt. Ltd. | Jun 2017 – Mar 2021
o Raised purchase orders for spices and edible oils in SAP MM.
o Maintained vendor master data and price records.

Education
MBA (Operations), Bangalore University, 2017`;

const buyerAd = `Buyer – Packaging
Hillside Bakeries is a family-owned bakery group supplying supermarkets across the UK.

What you'll need:
- Experience in a purchasing or procurement role
- Strong negotiation skills
- SAP or a similar ERP system

Please apply with your CV and a covering letter explaining why you would like to work in food manufacturing and giving an example of a saving you delivered and how you achieved it.`;

describe('readAskObject: an example asked for with "giving"', () => {
  it('reads "giving an example of a saving you delivered" after a motive it leaves to the person', () => {
    // Before, the ask read as none, and the letter never said which saving answered it.
    expect(
      readAskObject(
        'Please apply with your CV and a covering letter explaining why you would like to work in food manufacturing and giving an example of a saving you delivered and how you achieved it.',
      ),
    ).toBe('a saving I delivered');
  });
});

describe('a result told after a semicolon', () => {
  it('keeps "...; achieved 6.2% saving in FY 2024-25" with the deed that made it', () => {
    const role = readResumeFacts(buyerResume).roles[0];
    expect(role?.achievements.map((achievement) => achievement.text)).toContain(
      'Running reverse auctions on SAP Ariba for corrugated cartons; achieved 6.2% saving in FY 2024-25.',
    );
  });

  it('tells the deed and its result in the past, with the result’s article', () => {
    expect(
      toFirstPersonClause(
        'Running reverse auctions on SAP Ariba for corrugated cartons; achieved 6.2% saving in FY 2024-25.',
        'past',
      )?.text,
    ).toBe('ran reverse auctions on SAP Ariba for corrugated cartons and achieved a 6.2% saving in FY 2024-25');
    expect(toFirstPersonClause('Achieved 18% reduction in scrap', 'past')?.text).toBe(
      'achieved an 18% reduction in scrap',
    );
    // (Savings counted in the plural, and growth, are said bare.)
    expect(toFirstPersonClause('Achieved 7% savings on freight', 'past')?.text).toBe('achieved 7% savings on freight');
  });

  it('answers the ad’s ask with the deed and its saving, in the past', () => {
    const letter = composeLetter({ resume: buyerResume, jobDescription: buyerAd }).text;
    expect(letter).toContain(
      'I ran reverse auctions on SAP Ariba for corrugated cartons and achieved a 6.2% saving in FY 2024-25',
    );
    expect(letter).toMatch(/You asked (?:to hear )?about a saving I delivered/u);
  });
});

describe('toFirstPersonClause: a line of gerund deeds', () => {
  it('tells the gerund after a semicolon as the line’s second deed, joined by "and"', () => {
    expect(
      toFirstPersonClause(
        'Leading the yearly film tender for 80+ SKUs; preparing cost models for pouch film based on polymer indices.',
        'present',
      )?.text,
    ).toBe('lead the yearly film tender for 80+ SKUs and prepare cost models for pouch film based on polymer indices');
  });

  it('reads "the weekly supply review meeting" as a thing, and "flagging" as a deed', () => {
    expect(
      toFirstPersonClause(
        'Chairing the weekly supply review meeting and flagging shortages for peak-season demand.',
        'present',
      )?.text,
    ).toBe('chair the weekly supply review meeting and flag shortages for peak-season demand');
  });

  it('tells no table’s row of headings as a deed', () => {
    expect(toFirstPersonClause('Document | Number | Date issued | Valid until', 'past')).toBeUndefined();
    expect(toFirstPersonClause('Document\tNumber\tDate issued\tValid until', 'past')).toBeUndefined();
  });
});

describe('a seafarer’s form of personal details', () => {
  const seafarerResume = `CURRICULUM VITAE

Name: Ramon C. Dizon
Rank applied for: Third Engineer
Date of birth: 02 March 1992        Place of birth: Cebu City, Philippines
Nationality: Filipino        Civil status: Single
Mobile: +63 917 555 0102        Email: ramon.dizon@example.com

EDUCATION
Bachelor of Science in Marine Engineering – University of Cebu Maritime Education, 2009 – 2013

LICENSES
COC – Officer in Charge of an Engineering Watch (STCW III/1), issued 2020, valid until 2030

TRAVEL DOCUMENTS
Document | Number | Date issued | Valid until
Passport | P5550456A | 2021-01-10 | 2031-01-09

SKILLS
Engine room watchkeeping, PMS, welding (basic)`;

  const engineerAd = `Third Engineer – Container Vessels
Harbourline Ship Management is hiring Third Engineers for its container fleet.

Requirements:
- Valid COC Officer in Charge of an Engineering Watch
- Experience as Fourth or Third Engineer

Send your CV and a short cover letter.`;

  it('reads no headline from "Rank applied for:" and tells none of the details', () => {
    expect(readResumeFacts(seafarerResume).headline).toBeNull();
    const letter = composeLetter({ resume: seafarerResume, jobDescription: engineerAd }).text;
    // Before, the letter said "I rank applied for: Third Engineer. I date of birth: 02 March 1992 | ...", and
    // "I documented | Number | Date issued | Valid until".
    expect(letter).not.toMatch(/applied for|date of birth|place of birth|civil status|nationality/iu);
    expect(letter).not.toMatch(/documented|\|/u);
  });
});

describe('a LinkedIn credential still studied for', () => {
  it('reads "Currently studying – exam booked March 2027" under its issuer as in progress, never held', () => {
    const resume = [
      'Siobhán Kerrigan',
      'Team Leader at Lumen Telecom',
      '',
      'Experience',
      'Team Leader',
      'Lumen Telecom · Full-time',
      'Sep 2023 - Present · 3 yrs 3 mos',
      'Lead a team of 12 advisors on inbound billing calls.',
      '',
      'Licenses & certifications',
      '',
      'QQI Level 6 Special Purpose Award in Team Leadership',
      'Limerick Training Centre',
      'Issued May 2022',
      '',
      'Certified Customer Experience Professional (CCXP)',
      'CXPA',
      'Currently studying – exam booked March 2027',
    ].join('\n');
    const credentials = readResumeFacts(resume).credentials;
    // Before, the CCXP was held and "exam" was a credential of its own: a letter said "I am a Certified Customer
    // Experience Professional (CCXP)".
    expect(credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Certified Customer Experience Professional (CCXP)', status: 'in_progress' }),
        expect.objectContaining({ name: 'QQI Level 6 Special Purpose Award in Team Leadership', status: 'held' }),
      ]),
    );
    expect(credentials.map((credential) => credential.name)).not.toContain('exam');
  });
});

describe('frenchDeed: a French CV’s duties in the present, their person left out', () => {
  it('tells each verb of the line as the person’s, in the present or the past', () => {
    const line = 'Prépare les devis, met en forme les comptes rendus et suit les relances clients.';
    expect(frenchDeed(line, true)).toBe(
      'je prépare les devis, mets en forme les comptes rendus et suis les relances clients',
    );
    expect(frenchDeed(line, false)).toBe(
      "j'ai préparé les devis, mis en forme les comptes rendus et suivi les relances clients",
    );
    expect(frenchDeed('Gère la caisse et les commandes fournisseurs', true)).toBe(
      'je gère la caisse et les commandes fournisseurs',
    );
    expect(frenchDeed('Organise les réunions du comité', false)).toBe("j'ai organisé les réunions du comité");
  });

  it('leaves a duty named by its noun to the reading of tasks', () => {
    expect(frenchDeed('Contrôle des factures fournisseurs', true)).toBeUndefined();
    expect(frenchDeed('Gestion du planning des équipes', true)).toBeUndefined();
  });
});

describe('a French CV and a French ad that asks "comment vous organisez ..."', () => {
  const frenchResume = `Camille Rousseau
Assistante de direction
camille.rousseau@example.com – 06 55 90 04 56

EXPÉRIENCE PROFESSIONNELLE

Étude Garnier Notaires, Nantes
Assistante des notaires associés
depuis mars 2020
o Gère les agendas de trois notaires associés, avec un code couleur par dossier ; plus aucun rendez-vous en double depuis 2021.
o Organise les signatures d'actes et les réunions de l'étude (20 personnes).
o Prépare les dossiers de signature, met en forme les actes et suit les règlements des clients.

Société Armor Logistique, Rennes
Assistante commerciale
2015 – 2020
o Saisie des commandes et suivi des livraisons.

FORMATION
2015 – BTS Support à l'action managériale, Lycée Chateaubriand, Rennes`;

  const frenchAd = `Assistant(e) de direction – Cabinet Lenoir Avocats

Le cabinet Lenoir Avocats recherche un(e) assistant(e) de direction pour ses associés.

Profil recherché :
- Expérience de la gestion d'agendas de plusieurs associés
- Maîtrise d'Outlook

Dites-nous dans votre lettre comment vous organisez l'agenda de plusieurs associés.`;

  it('asks the question back in the first person and answers it with the line about the agendas', () => {
    const letter = composeLetter({ resume: frenchResume, jobDescription: frenchAd });
    expect(letter.language).toBe('fr');
    // Before, the ask went unread, and each duty was told as a noun: "j'assure la prépare les dossiers ...".
    expect(letter.text).toContain(
      "Vous me demandez comment j'organise l'agenda de plusieurs associés. À l'Étude Garnier Notaires, je gère les agendas de trois notaires associés",
    );
    expect(letter.text).not.toMatch(/j'assure (?:la|le|l') ?(?:gère|prépare|organise)/u);
  });
});

describe('a German CV and a German ad that says "du"', () => {
  const germanResume = `Lebenslauf

Name: Jonas Feldmann
E-Mail: jonas.feldmann@example.com
Telefon: 0151 5550 7788

Berufserfahrung

seit 03/2022        Kfz-Mechatroniker
                    Autohaus Brenner GmbH, Ulm
                    ▪ Wartung und Reparatur von Pkw aller Marken
                    ▪ Fehlersuche an Elektrik, Elektronik und Bussystemen (CAN, LIN) mit XENTRY
                    ▪ Bei einem Kombi mit sporadischem Motorausfall habe ich nach einem Tag einen gebrochenen Kabelbaum am Steuergerät gefunden – der Kunde war vorher in zwei anderen Werkstätten gewesen

08/2019 – 02/2022   Kfz-Mechatroniker
                    Reifen Wagner Ulm (Inh. Peter Wagner e.K.)
                    ▪ Reifenservice, Achsvermessung und Bremsen

Ausbildung

09/2016 – 07/2019   Ausbildung zum Kfz-Mechatroniker
                    Autohaus Brenner GmbH, Ulm`;

  const germanAd = `Kfz-Mechatroniker (m/w/d) – Autohaus Seidel GmbH

Das bringst du mit:
- Abgeschlossene Ausbildung als Kfz-Mechatroniker
- Erfahrung in der Fehlersuche an Elektrik und Elektronik

Erzähl uns im Anschreiben gern, welche Fehlersuche dich zuletzt gefordert hat.`;

  it('reads the employer without its owner in brackets', () => {
    const roles = readResumeFacts(germanResume).roles;
    // Before, the employer was lost, and "Reifen Wagner Ulm" was told among the job's tasks.
    expect(roles.map((role) => role.employer)).toEqual(['Autohaus Brenner GmbH', 'Reifen Wagner Ulm']);
  });

  it('asks the question back, answers it with the story told in the person’s own words, and keeps its article', () => {
    const letter = composeLetter({ resume: germanResume, jobDescription: germanAd });
    expect(letter.language).toBe('de');
    // Before: "Dort habe ich die Bei einem Kombi ... habe ich ... gefunden", and the ask went unread.
    expect(letter.text).toContain(
      'Sie fragen, welche Fehlersuche mich zuletzt gefordert hat. Bei der Autohaus Brenner GmbH habe ich bei einem Kombi mit sporadischem Motorausfall nach einem Tag einen gebrochenen Kabelbaum am Steuergerät gefunden',
    );
    expect(letter.text).not.toMatch(/arbeite ich mit Fehlersuche|für Fehlersuche/u);
    // ("Ausbildung zum Kfz" before: the degree cut at its compound's hyphen.)
    expect(letter.text).toContain('Ausbildung zum Kfz-Mechatroniker');
  });
});

describe('an e-mailed resume whose story answers the ad’s ask, for an ad signed only by its equal-opportunity line', () => {
  const foremanResume = `Subject: Grounds crew lead - resume (Dana K. Whitfield)

Hi,

I'm sending my resume for the crew lead opening. I put everything below.

Dana K. Whitfield
Tucson, AZ 85705
(520) 555-0144
dana.whitfield@example.com

WORK HISTORY

Apr '20 – Present: Crew Lead, Saguaro Grounds Co. (Tucson, AZ)
I run a crew of four on commercial maintenance for office parks and apartment complexes. I set the daily route and handle the client walk-throughs. Last summer we had a canal-bank job with loose gravel and 110-degree heat; I roped off the steep edge, moved our start to 5 a.m., set water and shade breaks every 40 minutes and swapped the guys between the trimmers and the blowers, and we finished the two-week job with zero injuries or heat illness.

2016 – Mar '20: Landscape Laborer, Desert Edge Landscaping LLC (Tucson, AZ)
Installed and repaired drip systems and replaced valves. Trained three new hires on trenching safety.

LICENSES & CERTIFICATIONS
* Arizona Commercial Pesticide Applicator License - Category 3A (Ornamental & Turf) - current
* OSHA 10-Hour Construction - card issued 2021

Thanks for your time.`;

  const foremanAd = `Grounds Crew Lead – Commercial Maintenance

We maintain office parks, HOAs and campuses across Tucson.

What you'll need:
• 3+ years of commercial landscape maintenance
• Arizona Commercial Pesticide Applicator License
• Valid driver's license

To apply, send your resume with a short note. Tell us about a time you kept a crew safe on a difficult job.

Apply at careers.example.com/grounds – Mesquite Outdoor Services, Inc. is an Equal Opportunity Employer.`;

  it('reads the company from the equal-opportunity line, without its legal form', () => {
    expect(readJobBrief(foremanAd).company).toBe('Mesquite Outdoor Services');
  });

  it('keeps the full name the ad gives where the equal-opportunity line shortens it', () => {
    const ad = `Laboratory Technician
Halden Biosciences Ltd | Tranent, East Lothian

Please submit your CV with a cover letter.

Halden is an equal opportunities employer.`;
    expect(readJobBrief(ad).company).toBe('Halden Biosciences Ltd');
    // (Nor does the body over the one that hires, named in the same words: "Dorset County Government" under "Dorset
    // County Public Libraries".)
    const library = `Librarian II – Teen Services
Dorset County Public Libraries | Wareham Branch

Dorset County Public Libraries serves 400,000 residents through 12 branches.

Please describe in your letter how you have built a program for teens.

Dorset County Government is an equal opportunity employer.`;
    expect(readJobBrief(library).company).toBe('Dorset County Public Libraries');
  });

  it('answers the ask with the story set in its season, and names the licence with its article', () => {
    const letter = composeLetter({ resume: foremanResume, jobDescription: foremanAd }).text;
    // Before, the story (62 words) was too long to be told and "Last summer we had ..." no line the letter could say;
    // the ask was answered with "I trained three new hires on trenching safety", or not at all.
    expect(letter).toContain(
      'You asked to hear about a time I kept a crew safe on a difficult job: at Saguaro Grounds Co., last summer we had a canal-bank job',
    );
    expect(letter).toContain('I hold an Arizona Commercial Pesticide Applicator License - Category 3A');
    expect(letter).toMatch(/^Dear Mesquite Outdoor Services Hiring Team,/u);
  });

  it('reads "card issued 2021" as the status of the OSHA card, no part of its name', () => {
    expect(readResumeFacts(foremanResume).credentials).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'OSHA 10-Hour Construction', status: 'held' })]),
    );
  });
});

describe('a Spanish CV whose story answers "una avería complicada que resolviste"', () => {
  const spanishResume = `Diego Navarro Ruiz
Técnico de mantenimiento de ascensores
Valencia · 655 900 311 · diego.navarro@example.com

EXPERIENCIA PROFESIONAL

Técnico de mantenimiento de ascensores – Ascensores Turia, S.L.
2020 – actualidad
1. Ruta propia de 80 aparatos (residencial y hospitalario).
2. Reduje las averías repetidas de mi ruta un 25 % en dos años revisando operadores de puertas.
3. En una residencia de mayores de Valencia, un ascensor se paraba entre plantas sin dejar código de error; tras dos días registrando con el osciloscopio, localicé un cable de la maniobra rozado dentro del recorrido que hacía masa solo con la cabina en movimiento, lo sustituí y el aparato no ha vuelto a fallar.

FORMACIÓN
2015 – Técnico Superior en Mantenimiento Electrónico`;

  const spanishAd = `Técnico/a de mantenimiento de ascensores – Valencia

Buscamos un/a técnico/a de mantenimiento de ascensores para nuestra delegación de Valencia.

Requisitos:
- Experiencia mínima de 3 años en mantenimiento de ascensores
- Carné de conducir B

Envía tu CV y una carta de presentación. Cuéntanos en tu carta una avería complicada que resolviste: qué pasaba, cómo diste con el fallo y qué hiciste.`;

  it('says the ask back in the first person and answers it with the case the person tells', () => {
    const letter = composeLetter({ resume: spanishResume, jobDescription: spanishAd });
    expect(letter.language).toBe('es');
    // Before, the story (56 words) was too long to be told; the ask was answered with the 25 % cut, after "En su
    // anuncio piden un ejemplo concreto de mi trabajo", and a story told was framed "mis tareas incluyen: en una ...".
    expect(letter.text).toContain(
      'Me piden que les hable de una avería complicada que resolví. En Ascensores Turia, S.L., en una residencia de mayores de Valencia, un ascensor se paraba entre plantas',
    );
  });

  it('turns a Spanish ask’s past into the first person, its spelling kept', () => {
    expect(askInFirstPerson('un proyecto que lideraste', 'es')).toBe('un proyecto que lideré');
    expect(askInFirstPerson('un error que buscaste y corregiste', 'es')).toBe('un error que busqué y corregí');
    expect(askInFirstPerson('una situación difícil que tuviste', 'es')).toBe('una situación difícil que tuve');
  });
});

describe('asks answered by the line that tells what they ask', () => {
  it('answers "a time you turned around ..." with the results told over a span ("Over 12 months I brought ...")', () => {
    expect(
      toFirstPersonClause(
        'Over 12 months I brought first-contact resolution up from 58% to 76% by rebuilding the call guide.',
        'present',
      ),
    ).toEqual({
      kind: 'sentence',
      text: 'over 12 months, I brought first-contact resolution up from 58% to 76% by rebuilding the call guide',
    });
  });

  it('answers "how you have built a program for teens" with the programme the person started', () => {
    const resume = `Jordan M. Ellis
jordan.ellis@example.com | (614) 555-0190

EXPERIENCE

Teen Services Librarian – Linden Public Library, Columbus, OH
2022 – Present
• Plan and run 10+ monthly programs for ages 12–18
• Started a Saturday "Maker Hour" for teens in the Linden neighborhood; grew attendance from 5 to 38 regulars in one school year

Library Associate – Clintonville Library, Columbus, OH
2018 – 2022
• Ran a monthly book club for adults in partnership with a day program`;
    const ad = `Librarian – Teen Services
Franklin County Libraries

Minimum qualifications:
- MLIS or equivalent
- Experience planning programs for teens

Please describe in your letter how you have built a program for teens or an underserved group.`;
    const letter = composeLetter({ resume, jobDescription: ad }).text;
    // Before, the answer was the book club, whose line says "program", and the teen programme went unsignposted.
    expect(letter).toContain(
      'You asked how I have built a program for teens or an underserved group: at Linden Public Library, I started a Saturday "Maker Hour" for teens',
    );
  });
});

describe('a French letter’s duties, tools and diploma', () => {
  it('gives no article to an adjective joined to another ("accueil téléphonique et physique des clients")', () => {
    expect(frenchTask('Accueil téléphonique et physique des clients, gestion du courrier.')).toEqual({
      object: "l'accueil téléphonique et physique des clients, la gestion du courrier",
    });
    // (An item of one word before its comma takes its article too: "les réservations".)
    expect(frenchTask('Accueil de la clientèle, réservations, facturation.')).toEqual({
      object: "l'accueil de la clientèle, les réservations, la facturation",
    });
    // (A noun joined keeps its own: "la saisie des commandes et le suivi des livraisons".)
    expect(frenchTask('Saisie des commandes et suivi des livraisons.')).toEqual({
      object: 'la saisie des commandes et le suivi des livraisons',
    });
  });

  it('says a tool mastered as mastered, and answers "Formation Bac+2 (BTS ...)" with the BTS', () => {
    const resume = `Léa Marchetti
Assistante administrative
lea.marchetti@example.fr – 06 55 90 07 89

EXPÉRIENCE PROFESSIONNELLE

Transports Rival SARL, Grenoble
Assistante administrative
depuis mars 2019
o Prépare les devis, met en forme les contrats et suit les relances clients.
o Organise les déplacements de l'équipe commerciale (12 personnes).

FORMATION
2018 – BTS Support à l'action managériale, Lycée Champollion, Grenoble

COMPÉTENCES
Outlook, Word, Excel (avancé)`;
    const ad = `Assistant(e) administratif(ve) – Groupe Alpes Logistique

Profil recherché :
– Formation Bac+2 minimum (BTS SAM ou équivalent)
– Maîtrise d'Excel et d'Outlook
– Expérience d'au moins 3 ans en assistanat`;
    const letter = composeLetter({ resume, jobDescription: ad }).text;
    // Before: "j'ai Excel (avancé)", and the BTS the ad asks for went untold in a short letter.
    expect(letter).toContain('Excel (niveau avancé)');
    expect(letter).not.toContain("j'ai Excel");
    expect(letter).toContain('BTS');
    // The BTS answers the ad's requirement, which keeps it in a letter of any length.
    const education = planLetterFor({ resume, jobDescription: ad }).planned.find(
      (planned) => planned.plan.kind === 'education',
    )?.plan;
    expect(education && 'requirement' in education ? education.requirement : undefined).toMatch(/Bac\+2/u);
  });
});

describe('a seafarer’s sea service table and the duties of a rank', () => {
  const seafarer = `CURRICULUM VITAE

Name: Rogelio D. Santos
Rank applied for: Second Engineer
Mobile: +63 917 555 0177        Email: rogelio.santos@example.com

SEA SERVICE
Vessel\tType\tGRT\tRank\tFrom\tTo
MV HARBOUR KITE\tBulk carrier\t41,200\tSecond Engineer\t2025/04\t2026/01
MV ISLA BONITA\tBulk carrier\t38,900\tSecond Engineer\t2024/02\t2024/11
MV CORAL STAR\tContainer\t26,100\tThird Engineer\t2022/06\t2023/05
MT SUNRISE BAY\tChemical tanker\t11,400\tThird Engineer\t2021/07\t2022/03
MV CORAL STAR\tContainer\t26,100\tFourth Engineer\t2019/01\t2020/09
MV LUZON PEARL\tGeneral cargo\t8,700\tFourth Engineer\t2017/03\t2018/02

Manning agent / employer for above: Pacific Crew Management Inc.

DUTIES AND EXPERIENCE AS SECOND ENGINEER
▪ In charge of main engine and auxiliaries maintenance under the PMS; plan daily work for the engine crew.
▪ On MV ISLA BONITA, a lube oil leak from a cracked flange sprayed onto the hot turbocharger casing during manoeuvring; I stopped the pump, isolated the line and put out the small fire with a portable extinguisher, then replaced the flange gasket and we resumed passage after three hours with no injuries.
▪ Handled a bilge high-level alarm caused by a leaking cooling pipe by pumping out and fitting a clamp.

EDUCATION
Bachelor of Science in Marine Engineering – Cebu Maritime Academy, 2012 – 2016`;

  const ad = `Second Engineer – Bulk Carriers
Harbourline Ship Management

Requirements:
- Valid COC as Second Engineer or Officer in Charge of an Engineering Watch
- Experience as Second Engineer on bulk carriers

Please tell us about an engine-room emergency you handled.`;

  it('reads each contract as a post at its vessel, with its dates, and the rank’s duties under the latest', () => {
    const roles = readResumeFacts(seafarer).roles;
    // Before, the table's rows were parted as two columns of a page, and no post was read.
    expect(roles.map((role) => `${role.employer} / ${role.title}`)).toEqual([
      'MV Harbour Kite / Second Engineer',
      'MV Isla Bonita / Second Engineer',
      'MV Coral Star / Third Engineer',
      'MT Sunrise Bay / Third Engineer',
      'MV Coral Star / Fourth Engineer',
      'MV Luzon Pearl / Fourth Engineer',
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toContain(
      'Handled a bilge high-level alarm caused by a leaking cooling pipe by pumping out and fitting a clamp.',
    );
    // The story that names its ship is that contract's.
    expect(roles[1]?.achievements.map((achievement) => achievement.text)[0]).toMatch(/^A lube oil leak/u);
  });

  it('answers the ask with the story told in the person’s own words, at the ship it happened on', () => {
    const letter = composeLetter({ resume: seafarer, jobDescription: ad }).text;
    expect(letter).toContain(
      'You asked to hear about an engine-room emergency I handled: at MV Isla Bonita, where I worked as a Second Engineer in 2024, a lube oil leak from a cracked flange sprayed onto the hot turbocharger casing',
    );
    // (Two earlier posts at one ship name it once.)
    expect(letter).toContain('I worked as a Third Engineer and a Fourth Engineer at MV Coral Star.');
  });
});

describe('a credential the ad would welcome', () => {
  it('comes before one the ad never asks for', () => {
    const resume = `Niamh Brennan
Team Leader
niamh.brennan@example.com

Experience

Team Leader – Customer Care
Shannon Telecom · Full-time
Sep 2023 - Present · 3 yrs 3 mos
I lead a team of 12 advisors on inbound billing calls.

Education

Higher Certificate in Business · 2016 - 2018

Licenses & certifications

QQI Level 6 Special Purpose Award in Team Leadership
Limerick Training Centre
Issued May 2022

Contact Centre Workstation Safety Certificate
Safety Ireland Training
Issued Jan 2021`;
    const ad = `Team Leader – Contact Centre
Lumen Energy

What you'll bring
- At least 2 years' experience as a Team Leader in a contact centre

Bonus if
- You hold a QQI Level 6 (or higher) award in Team Leadership or Management`;
    const planned = planLetterFor({ resume, jobDescription: ad }).planned;
    const priorityOf = (name: RegExp) =>
      planned.find((entry) => entry.plan.kind === 'credential' && name.test(entry.plan.credential.name))?.priority;
    // Before, the award the ad names as a bonus (11) waited behind a certificate it never asks for that shares a word
    // of the ad (10), and a full letter left the award out.
    expect(priorityOf(/^QQI Level 6/u)).toBeLessThan(priorityOf(/^Contact Centre Workstation/u) ?? 0);
  });
});

describe('a seafarer’s endorsement', () => {
  it('is held, named by what it is, never a register', () => {
    const resume = `Paolo R. Cruz
paolo.cruz@example.com

EXPERIENCE
Third Engineer – MV Coral Star, 2022 – 2024
- Kept the engine-room watch and maintained the purifiers and the auxiliary boiler.

LICENSES
COE – Second Engineer endorsement, issued 2024, valid until 2029`;
    const ad = `Second Engineer
Harbourline Ship Management

Requirements:
- Second Engineer endorsement (COE)
- Experience as Third Engineer or above`;
    const letter = composeLetter({ resume, jobDescription: ad }).text;
    // Before: "I am registered with COE as a Second Engineer endorsement."
    expect(letter).not.toMatch(/registered with COE/u);
    expect(letter).toMatch(/Second Engineer endorsement \(COE\)/u);
  });
});

describe('toGermanClause: a bracket, then a list after a colon', () => {
  it('gives the list in the same bracket, never a second one beside it', () => {
    // Before: "für die Arbeiten an Hochvolt-Fahrzeugen (ID.3, e-tron) (Freischalten, Batteriediagnose) verantwortlich".
    expect(
      toGermanClause('Arbeiten an Hochvolt-Fahrzeugen (ID.3, e-tron): Freischalten, Batteriediagnose', 'present'),
    ).toEqual({
      verb: 'bin',
      rest: 'für die Arbeiten an Hochvolt-Fahrzeugen (ID.3, e-tron; Freischalten, Batteriediagnose) verantwortlich',
    });
  });
});
