// The person's own reason for applying (docs/decisions/0061-the-persons-own-reason-for-applying.md): where the resume
// says what the person is looking for and the ad offers it, the letter says so in their words instead of handing an
// ad's duty back ("What draws me to this role is the chance to ..."). Every text here is invented.
import { describe, expect, it } from 'vitest';
import { checkLetter } from '../check/check-letter.ts';
import { readJob } from '../facts/read-job-brief.ts';
import { readResume } from '../facts/read-resume-facts.ts';
import { forgetRemembered } from '../text/text-memo.ts';
import { composeLetter } from './compose-letter.ts';

const nurseResume = `PRIYA NAIR, RN
Springfield, OH | 937-555-0148 | priya.nair@example.com

SUMMARY
Registered nurse with 5 years on a cardiac step-down unit. Relief charge nurse since 2023. Seeking a permanent night shift position in the Springfield area to be closer to family.

EXPERIENCE
Registered Nurse, Cardiac Step-Down Unit
Miami Valley Heart Center, Dayton, OH | Jun 2020 - Present
- Care for 4-5 telemetry patients per shift, including post-PCI and heart failure patients
- Titrate heparin and diltiazem drips per protocol
- Precept new graduate nurses; 9 preceptees since 2022
- Cut CAUTI rate on the unit by 40% in 2024 as part of the unit's infection workgroup

EDUCATION
BSN, Wright State University, 2020

LICENSES & CERTIFICATIONS
RN License, Ohio - active
BLS, ACLS - American Heart Association, current
`;

const nightsAd = `Registered Nurse - Cardiac Telemetry (Nights)
Clark Memorial Hospital - Springfield, OH
Full-time, nights (7p-7a), three 12-hour shifts a week

We are looking for an RN to join our 28-bed cardiac telemetry unit.

Responsibilities:
- Provide care for telemetry patients with cardiac conditions
- Titrate cardiac drips per protocol
- Educate patients and families on heart failure self-care

Requirements:
- Active Ohio RN license
- BLS and ACLS
- 2+ years of acute care experience
`;

const daysAd = nightsAd
  .replace('(Nights)', '(Days)')
  .replace('Full-time, nights (7p-7a), three 12-hour shifts a week', 'Full-time, day shifts only (7a-7p), no nights');

describe('a letter that gives the person’s own reason for applying', () => {
  it('says what the person is looking for, in their words, where the ad offers it', () => {
    const { text } = composeLetter({ resume: nurseResume, jobDescription: nightsAd });
    expect(text).toMatch(
      /(?:I am applying because|This post appeals to me because) I am seeking a permanent night shift position in the Springfield area to be closer to family\./u,
    );
    // The ad's duty is not handed back as the reason as well.
    expect(text).not.toMatch(/draws me to this role|I would especially like to/u);
    // (The checker finds nothing in it unsupported; the invented resume is only short of a letter's length.)
    const errors = checkLetter({ letter: text, resume: nurseResume, jobDescription: nightsAd }).findings.filter(
      (finding) => finding.severity === 'error' && finding.criterion !== 'length',
    );
    expect(errors).toEqual([]);
  });

  it('never tells an employer the person wants what the post is not', () => {
    const { text } = composeLetter({ resume: nurseResume, jobDescription: daysAd });
    expect(text).not.toMatch(/night shift position/u);
  });

  it('says the reason in a letter written from confirmed facts too', () => {
    const facts = { resume: readResume(nurseResume).facts, job: readJob(nightsAd).brief };
    forgetRemembered();
    const { text } = composeLetter({ resume: nurseResume, jobDescription: nightsAd, facts });
    expect(text).toMatch(/because I am seeking a permanent night shift position/u);
  });

  it('closes on the work the person enjoys most, never on an ad duty they have not done', () => {
    const resume = `Marcus Bell
Leeds | marcus.bell@example.com

About
After eight years in hotels, the part of my job I've always enjoyed most is sorting out bookings that have gone wrong for guests. I'm organised and calm under pressure.

Experience
Front Office Supervisor
Aire Street Hotel · Full-time
Jun 2019 - Present
Lead a team of 6 receptionists. Resolve escalated guest complaints and refunds. Cut check-in queue times from 12 to 5 minutes by splitting arrivals by booking type.`;
    const jobDescription = `Travel Bookings Adviser
Northway Travel · Leeds · Permanent

You will help customers whose travel bookings have gone wrong, rebook flights and hotels, and arrange refunds.

What you'll do
• Appoint and manage suppliers - airlines, hotels and transfer companies
• Rebook journeys and arrange refunds

Essential
• Experience of resolving complaints for customers
• Good IT skills`;
    for (const variation of [0, 1, 2]) {
      const { text } = composeLetter({ resume, jobDescription }, { variation });
      expect(text).toMatch(
        /(?:I am applying because|This post appeals to me because), after eight years in hotels, the part of my job I have always enjoyed most is sorting out bookings that have gone wrong for guests\./u,
      );
      expect(text).not.toMatch(/appoint and manage suppliers/u);
    }
  });

  it('leaves out an aim the ad has no word of', () => {
    const resume = nurseResume.replace(
      'Seeking a permanent night shift position in the Springfield area to be closer to family.',
      'Looking to move into clinical informatics and EHR training.',
    );
    const { text } = composeLetter({ resume, jobDescription: nightsAd });
    expect(text).not.toMatch(/informatics/u);
  });

  it('tells a Spanish aim as the person wrote it in a Spanish letter', () => {
    const resume = `Marta Ruiz Soler
Valencia · marta.ruiz@example.com · 611 222 333

Perfil
Técnica de recursos humanos con 5 años de experiencia en hostelería. Busco dar el salto a un puesto de coordinación de selección donde pueda llevar los procesos de principio a fin.

Experiencia
Técnica de Recursos Humanos
Hoteles Albufera, Valencia | mar. 2021 - actualidad
- Gestión de la selección de 120 personas al año para temporada de verano
- Reduje la rotación del primer mes del 18 % al 9 % con un nuevo plan de acogida

Formación
Grado en Relaciones Laborales, Universitat de València, 2019
`;
    const ad = `Coordinador/a de Selección
Grupo Levante Logística · Valencia

Buscamos una persona para coordinar los procesos de selección de nuestros almacenes, de principio a fin.

Funciones:
- Coordinar la selección de personal de almacén y transporte
- Diseñar el plan de acogida de nuevas incorporaciones

Requisitos:
- Experiencia mínima de 3 años en selección
- Manejo de A3Nom valorable
`;
    const { text, language } = composeLetter({ resume, jobDescription: ad });
    expect(language).toBe('es');
    expect(text).toContain(
      'Busco dar el salto a un puesto de coordinación de selección donde pueda llevar los procesos de principio a fin.',
    );
  });
});
