import { describe, expect, it } from 'vitest';
import { looksLikePlace } from '../vocabulary/places-and-organisations.ts';
import { composeLetter } from '../compose/compose-letter.ts';
import { companyForLetter, findReference, readAdSource, readJob, readJobBrief } from './read-job-brief.ts';

describe('readJobBrief: company', () => {
  it('finds the company named only in the line under the title', () => {
    const brief = readJobBrief(
      'Job Description: Front End Engineer (2 Years of Experience)\nTech Solutions, San Francisco, CA, USA\n\nWe build products.',
    );
    expect(brief.company).toBe('Tech Solutions');
    expect(brief.role).toBe('Front End Engineer');
    expect(brief.location).toBe('San Francisco, CA, USA');
  });

  it('finds the organisation on the line under the title, above a department named after the title’s dash', () => {
    const brief = readJobBrief(
      'Senior Pharmacy Technician – Medicines Optimisation\nCalder Royal Infirmary NHS Trust\nBand 5\n\nYou will lead medicines reconciliation.',
    );
    expect(brief.company).toBe('Calder Royal Infirmary NHS Trust');
  });

  it('finds the company under an unlabelled title line, before the place and the pay', () => {
    const brief = readJobBrief(
      'Night Picker – Chilled\nHollowbrook Foods | Dayton, OH | $19/hr\n\nHollowbrook Foods supplies 80 stores.\n\nWhat you need:\n- Forklift certification',
    );
    expect(brief.company).toBe('Hollowbrook Foods');
  });

  it('finds a bare name on the line under an unlabelled title, and no terms of work there', () => {
    expect(
      readJobBrief('Office Manager\nLoddon Architects\n\nSalary: £30,000\n\nWe are a small practice.').company,
    ).toBe('Loddon Architects');
    expect(readJobBrief('Office Manager\nFull Time Permanent\n\nWe are a small practice.').company).toBeNull();
  });

  it('finds the company on the line under the title by its legal form', () => {
    expect(readJobBrief('Buchhalter (m/w/d)\nNordlicht Logistik GmbH\n\nIhre Aufgaben\n- Kontieren').company).toBe(
      'Nordlicht Logistik GmbH',
    );
    expect(readJobBrief('Finance Officer\nCalder Mills plc\n\nYou will reconcile accounts.').company).toBe(
      'Calder Mills plc',
    );
  });

  it('takes the role without the company from a first line "Title at Company"', () => {
    const brief = readJobBrief('Carpenter at Cardiff Estates\nYou will frame walls and hang doors.');
    expect([brief.role, brief.company]).toEqual(['Carpenter', 'Cardiff Estates']);
    // Pasted as one paragraph, the title line ends with a full stop.
    const pasted = readJobBrief('Carpenter at Cardiff Estates. You will frame walls and hang doors.');
    expect([pasted.role, pasted.company]).toEqual(['Carpenter', 'Cardiff Estates']);
    const oneLine = readJobBrief('Carpenter at Cardiff Estates.');
    expect([oneLine.role, oneLine.company]).toEqual(['Carpenter', 'Cardiff Estates']);
  });

  it('finds the company in a signature or a sentence with its legal form, never in an equal-opportunity line', () => {
    const signed = readJobBrief(
      [
        'Senior Electrical Apprentice – 309A',
        'Greater Sudbury, ON · Full-time',
        '',
        'We need a senior apprentice for shutdown work.',
        '',
        '—',
        'Dale Ferreira',
        'Operations Manager',
        'Birchwood Industrial Electric Inc.',
        '1540 Kingsway, Sudbury ON',
      ].join('\n'),
    );
    expect(signed.company).toMatch(/^Birchwood Industrial Electric Inc/u);
    const described = readJobBrief(
      'Data Scientist – Real-World Evidence\nStockholm · Permanent\n\nLumbra Insights AB helps medtech companies study outcomes.',
    );
    expect([described.company, described.role]).toEqual(['Lumbra Insights AB', 'Data Scientist – Real-World Evidence']);
    const equal = readJobBrief(
      'Warehouse Operations Supervisor – 2nd Shift\nNew Braunfels, TX | Full-time\n\nLead a team of 30.\n\nEqual Opportunity Employer – Minorities/Women/Veterans/Disabled',
    );
    expect([equal.company, equal.role]).toEqual([null, 'Warehouse Operations Supervisor']);
    // An agency that describes itself for its client is no employer.
    const agency = readJobBrief(
      'Delivery Driver – Class 2 (Cat C) | Temp to Perm\n\nOur client needs drivers.\n\nHollybank Driver Recruitment Ltd is acting as an employment business.',
    );
    expect(agency.company).toBeNull();
  });

  it('reads the person an ad names by post and first name as the one to write to', () => {
    expect(
      readJobBrief(
        'Dental Assistant at Westgate Dental Co.\n\nEmail your resume to our Practice Manager, Jodie, at jobs@example.com.',
      ).contactName,
    ).toBe('Jodie');
  });

  it('reads the post without the call before it or the reference after it', () => {
    expect(readJobBrief('¡ESTAMOS CONTRATANDO! 🌴 JEFE(A) DE BARRA – Beach Club\nHotel Selva · Tulum').role).toBe(
      'Jefe(a) de Barra',
    );
    const referenced = readJobBrief('HGV Class C+E Driver (Ref: TR-4471-KD)\n\nLocation: Dublin 15');
    expect([referenced.role, referenced.reference]).toEqual(['HGV Class C+E Driver', 'TR-4471-KD']);
  });

  it('reads "St." before a name as part of it, never as the end of the title line', () => {
    const brief = readJobBrief(
      'Pharmacy Technician II at St. Agnes Medical Center\n\nRequirements\n- 1 year experience',
    );
    expect([brief.role, brief.company]).toEqual(['Pharmacy Technician II', 'St. Agnes Medical Center']);
    const pasted = readJobBrief("Care Assistant at St. Luke's Hospice. Requirements: NVQ Level 2.");
    expect([pasted.role, pasted.company]).toEqual(['Care Assistant', "St. Luke's Hospice"]);
    // "Co." ends a name, and may end the sentence with it.
    const company = readJobBrief('Barista at Bean Co. We are hiring a barista.\n\nDuties\n- Coffee');
    expect([company.role, company.company]).toEqual(['Barista', 'Bean Co']);
  });

  it('finds the company named only in the last lines', () => {
    const brief = readJobBrief(
      'Warehouse Operative\nWe need a reliable person for early shifts.\nYou will pick and pack orders.\nNorthgate Logistics is an equal opportunities employer.',
    );
    expect(brief.company).toBe('Northgate Logistics');
  });

  it('prefers the organisation the ad is about over a job board in the employer line', () => {
    const brief = readJobBrief(
      'Job title: Chef - Care Home\nEmployer: Central Advertising - Other\nLocation: Manchester\nDeepdene Care is a national mental healthcare provider. We are looking for a chef.',
    );
    expect(brief.company).toBe('Deepdene Care');
    expect(brief.role).toBe('Chef');
  });

  it('names no company when the ad names none, and never a team or a place', () => {
    const brief = readJobBrief(
      'We are seeking a Machine Learning Engineer to join our AI platform team in London. You will own production ML systems with PyTorch and MLflow.',
    );
    expect(brief.company).toBeNull();
    expect(brief.role).toBe('Machine Learning Engineer');
  });

  it('writes a company for a letter by the name it trades as, without its legal form', () => {
    expect(companyForLetter('Spire Healthcare Ltd')).toBe('Spire Healthcare');
    expect(companyForLetter('Care Unbound Limited, trading as Here')).toBe('Care Unbound');
    expect(companyForLetter('Hollis Foods Ltd t/a The Corner Deli')).toBe('The Corner Deli');
    expect(companyForLetter('Mazowe Citrus Estates (Pvt) Ltd')).toBe('Mazowe Citrus Estates');
    // ("Dear Velluto Casa S.r.l Hiring Team" in a held-out letter.)
    expect(companyForLetter('Tessiture Aurora S.r.l.')).toBe('Tessiture Aurora');
    expect(companyForLetter('Tessiture Aurora S.r.l')).toBe('Tessiture Aurora');
    expect(companyForLetter('Lusitana Cortiças Lda')).toBe('Lusitana Cortiças');
  });
});

describe("readJobBrief: a job board's title line of post, employer and town", () => {
  it('reads the employer between the post and the town the ad names again', () => {
    // Before, no company was read from "Chef de Partie  Granary, Milford".
    const brief = readJobBrief(
      'Chef de Partie  Granary, Milford\nMilford, Surrey\n6.80 per hour\n\nThe Granary at Godalming was originally a cattle barn.\nWe are looking for a Chef de Partie.',
    );
    // ("The Granary": a one-word name the ad writes with its article keeps it; "at Granary" read as a word dropped.)
    expect(brief.company).toBe('The Granary');
    expect(brief.role).toBe('Chef de Partie');
  });
});

describe("readJobBrief: a title line with the employer's town in brackets", () => {
  it('reads the employer between the dash or "at" and the bracketed town, never a bracketed term as a town', () => {
    const ad = (title: string) => `${title}\nRequirements:\n- 5+ years of graphic design experience\n- A portfolio`;
    expect(readJobBrief(ad('Digital Designer - Meridian Health Partners (Portland, OR)')).company).toBe(
      'Meridian Health Partners',
    );
    expect(readJobBrief(ad('Data Engineer at Kestrel Labs (Remote)')).company).toBe('Kestrel Labs');
    expect(readJobBrief(ad('Staff Nurse – St Anne Hospice (Leeds)')).company).toBe('St Anne Hospice');
    expect(readJobBrief(ad('Sales Assistant (Part-time)')).company).toBeNull();
  });
});

describe('readJobBrief: an organisation named by what it strives for', () => {
  it('reads the name a sentence opens with before "strives", "aims" or "prides itself"', () => {
    // Before, no company was read, and the letter greeted "Dear Hiring Manager".
    expect(
      readJobBrief(
        'Careers - Early Childhood Teacher\nEarly Childhood Teacher\nWanted: An energetic individual willing to make a commitment to children!\nMaple Grove Preschool and Child Care Center strives to be a valuable extension of the families that we serve.',
      ).company,
    ).toBe('Maple Grove Preschool and Child Care Center');
  });
});

describe('readJobBrief: the person applications go to', () => {
  it('reads a contact the ad names by first name alone on its label’s line, never a desk', () => {
    // Before, held-out letters opened "Dear Hiring Manager" to ads that ended "Contact: Dianne" and "Contact: Welma".
    const ad = 'Junior Accountant\nSandton\n\nMust have worked on Sage or Xero.\n\nSalary - R12K\n\nContact: Dianne';
    expect(readJobBrief(ad).contactName).toBe('Dianne');
    expect(readJobBrief(`${ad.replace('Dianne', 'Reception')}\n`).contactName).toBe(null);
    // A name in a sentence after the label is no contact's line.
    expect(readJobBrief('Junior Accountant\n\nContact: Please apply online.').contactName).toBe(null);
  });

  it('reads the name that ends "to our Centre Director, ...", and "an Frau ..." in a German ad', () => {
    expect(
      readJobBrief(
        'Educator – Kinder Room\nSaltbush Early Learning\n\nPlease send your resume and a cover letter to our Centre Director, Mel Doyle. Applications close Friday.',
      ).contactName,
    ).toBe('Mel Doyle');
    expect(
      readJobBrief(
        'Schichtleiter Lager (m/w/d)\nWestfalen Logistik GmbH\n\nDann senden Sie Ihre Bewerbungsunterlagen an Frau Sabine Krämer, Personalabteilung.',
      ).contactName,
    ).toBe('Frau Sabine Krämer');
    expect(
      readJobBrief('Lagerist (m/w/d)\nWestfalen Logistik GmbH\n\nBitte senden Sie Ihre Bewerbung an Herrn Jonas Weber.')
        .contactName,
    ).toBe('Herr Jonas Weber');
  });

  it('reads a German organisation named after a word of its kind and before its quarter, and the post after "Verstärkung!"', () => {
    // Before, a held-out letter applied "um die Stelle als Verstärkung" ("reinforcements"), to no organisation.
    const brief = readJobBrief(
      'Die spanisch-deutsche KITA Los Globos im Glockenbachviertel sucht Verstärkung! Erzieher/-in oder Kinderpfleger/-in (m, w, d in Vollzeit und Teilzeit)\n\n### Das suchen wir:\n\n* eine staatlich abgeschlossene Ausbildung als Erzieher/in',
    );
    expect([brief.company, brief.role]).toEqual(['KITA Los Globos', 'Erzieher/-in oder Kinderpfleger/-in']);
  });

  it('reads a list pasted without bullets item by item, and no equal-opportunity statement as a requirement', () => {
    // Before, the long first item swallowed every item after it into one "nice to have", the statement's sentences
    // were must-haves, and a held-out letter applied to "One-On-One, an Equal Employment Opportunity employer".
    const brief = readJobBrief(
      [
        'Health Care Aide (HCA)',
        'At Harbourline Care, we believe that getting older should be celebrated.',
        'Requirements:',
        '1 year previous nursing experience',
        'Must be experienced with IV infusions',
        'Must be able to communicate verbally and in writing in English, other languages are an asset',
        'Proof of RN registration',
        'Current TB Screen and Criminal Record Check',
        'Valid driver’s license is required',
        'Harbourline Care is an Equal Employment Opportunity employer. Our goal is to be inclusive, diverse, and representative of the communities where we work. This commitment applies to all candidates and employees.',
      ].join('\n'),
    );
    expect(brief.mustHaves).toEqual([
      '1 year previous nursing experience',
      'Must be experienced with IV infusions',
      'Proof of RN registration',
      'Current TB Screen and Criminal Record Check',
      'Valid driver’s license is required',
    ]);
    expect(brief.niceToHaves).toEqual([
      'Must be able to communicate verbally and in writing in English, other languages are an asset',
    ]);
    expect(brief.about).toBeNull();
  });

  it('reads a French ad’s "Collaborateur" as a post', () => {
    // Before, a held-out letter applied "à ce poste", naming none.
    expect(
      readJobBrief(
        'Collaborateur Paie Comptabilité,\nen CDI\nLe poste\nNous recherchons un(e) Collaborateur(trice) Paie Comptabilité pour assister la Responsable de mission.',
      ).role,
    ).toBe('Collaborateur Paie Comptabilité');
  });

  it('reads a form’s "Name" field after "contact:" as its label, never as part of the name', () => {
    // Before, a held-out letter opened "Dear Name Paul Page,".
    expect(
      readJobBrief(
        'Chef\nKettering General Hospital NHS Foundation Trust\n\nWe are looking for a chef.\nFor further details / informal visits contact:\nName Paul Page\nJob title Catering Manager\nEmail address paul.page@example.com',
      ).contactName,
    ).toBe('Paul Page');
  });

  it('never greets a site menu\'s "Contact Us" or a name broken over two lines', () => {
    expect(
      readJobBrief(
        'Home Order Documentation Forum Contact Us Search\nEmployment at Brightsmile Dental\n\nDental Assistant\n\nWe are hiring a dental assistant.',
      ).contactName,
    ).toBeNull();
    expect(
      readJobBrief('Stores Assistant\nHallam Supplies\n\nFor questions contact Rita\nMorgan Hallam on 0114 555 0100.')
        .contactName,
    ).toBeNull();
  });
});

describe('readJobBrief: role', () => {
  it('parts a title at a dash glued to its second part, and names a post the ad gives two names of by the first', () => {
    // Before, "Civil Engineer -Highway Design" and "Care worker / care assistant" were the posts applied for.
    expect(
      readJobBrief(
        'Civil Engineer -Highway Design Job in Chicago\nChicago, IL\n\nAs a member of this team, you will design highways.',
      ).role,
    ).toBe('Civil Engineer – Highway Design');
    expect(
      readJobBrief(
        'Work with us\n\nAt Briar Care Ltd we provide high standards of care to clients in their own homes.\n\nWe are looking for care workers / care assistants at our Bradford Branch.\n\nCare worker / care assistant duties may include:\n- Personal care\n- Preparing meals',
      ).role,
    ).toBe('Care Worker');
  });

  it('reads a post named after its field and a dash, under the organisation, and faculty as a post', () => {
    // Before, no post was read ("I am applying for this position").
    expect(
      readJobBrief(
        'Job Board\nLakeshore Community College\n\nCollege Mathematics - Part-Time Faculty\n\nPosition Information\nSalary Range: $36 per hour\n\nInstructs students in assigned classes.\nMaintains academic standards.',
      ).role,
    ).toBe('College Mathematics - Part-Time Faculty');
    expect(
      readJobBrief(
        'Lakeshore Community College\n\nAdjunct Faculty - Mathematics\n\nInstructs students in assigned classes.',
      ).role,
    ).toBe('Adjunct Faculty');
  });

  it('reads the post after the organisation that opens the title line', () => {
    const paysetu = readJobBrief(
      'Bramwell Pay | Senior Software Engineer – Backend (Java)\nLocation: Pune – Hybrid\n\nBramwell Pay Technologies Pvt. Ltd. builds payment rails.',
    );
    expect(paysetu.role).toBe('Senior Software Engineer – Backend (Java)');
    const quill = readJobBrief(
      'Inkfield — Instructional Designer, Customer Education\nRemote (US)\n\nInkfield is a scheduling platform for 6,000 businesses.',
    );
    expect(quill.role).toBe('Instructional Designer, Customer Education');
  });

  it('reads the post an organisation says it recruits, and the organisation', () => {
    const brief = readJobBrief(
      'Groupe Lenoir recrute un(e) Assistant(e) de direction – CDI – Lyon 7e (Gerland)\n\nVos missions\n• Gestion des agendas et organisation des réunions',
    );
    expect(brief.role).toBe('Assistant(e) de direction');
    expect(brief.company).toBe('Groupe Lenoir');
  });

  it('never takes the town a job board files a post under for the employer, and names the employer its text names', () => {
    // Before, "Electrician position at Chicago", "the Project Manager Job in Birmingham position at Birmingham".
    const electrician = readJobBrief(
      'Electrician - Experienced Forging Electrician Job in Chicago\nChicago, IL 60609\n\nJernberg Industries was established in 1937 and is considered to be the largest supplier of forged steel components.',
    );
    expect(electrician.company).toBe('Jernberg Industries');
    expect(electrician.role).not.toMatch(/Job in|Chicago/u);
    const manager = readJobBrief(
      'Project Manager Job in Birmingham\nBirmingham, AL 35210\n\n Project Manager Company OverviewBlack Creek Integrated Systems is a leading national supplier of integrated electronic security systems.',
    );
    expect(manager.company).toBe('Black Creek Integrated Systems');
    expect(manager.role).toBe('Project Manager');
    const caregiver = readJobBrief(
      'Caregiver - Home Health Aide Job in Springfield\nSpringfield, MO\n\nJob DescriptionAmerican Home Care, a Genvita company,is currently seeking caring and dependable people to work in the homes of elderly clients.',
    );
    expect(caregiver.company).toBe('American Home Care');
    const driver = readJobBrief(
      "Class A CDL Driver - KAGW Job in Long Beach\nLong Beach, CA\n\nImagine Yourself in the Driver's Seat.KAG West, a highway subsidiary of the Kenan Advantage Group, is now seeking Class A CDL Drivers.",
    );
    expect(driver.company).toBe('KAG West');
    // "CDL" stays an acronym beside the class's letter.
    expect(driver.role).toBe('Class A CDL Driver');
    const analyst = readJobBrief(
      'QA Laboratory Technician Job in Modesto\nModesto, CA 95357\n\nThe QA Technician tests product.',
    );
    expect(analyst.company).toBeNull();
  });

  it('reads a guard’s post with its grade and acronym, and the company named with its legal form over the particulars', () => {
    // Before, no role ("Guard" alone is no title word, and "II" was read as the pronoun) and no company.
    const brief = readJobBrief(
      'Armed Guard II CTAP (PT) Job in Pittsburgh\nPittsburgh, PA\n\nCHENEGA TOTAL ASSET PROTECTION, LLC Company Job Title:Armed Guard II - CTAPChenega Job Title:Guard IIClearance:Ability to obtain and maintain NACI',
    );
    expect(brief.role).toBe('Armed Guard II CTAP (PT)');
    expect(brief.company).toBe('CHENEGA TOTAL ASSET PROTECTION, LLC');
    expect(readJobBrief('Security Guard\nLeeds\n\nWe need guards for our sites.').role).toBe('Security Guard');
  });

  it('reads the person an ad sends questions to as its contact, "Mc" names and a second person too', () => {
    // Before, these letters opened "Dear Practice Plus Group Hiring Team" and the like.
    expect(
      readJobBrief('Data Analyst\n\nIf you have any questions contact Sonia Sanghvi in our friendly resourcing team.')
        .contactName,
    ).toBe('Sonia Sanghvi');
    expect(
      readJobBrief(
        'Practice Administrator\n\nIf you would like to discuss this position, please email the Practice Manager, Sarah McLaughlin at recruitment@example.org',
      ).contactName,
    ).toBe('Sarah McLaughlin');
    expect(
      readJobBrief('Cook\n\nFor an informal discussion please contact Jay Sadler or Helen Leary on 01632 960000')
        .contactName,
    ).toBe('Jay Sadler');
  });

  it('names the organisation an ad sets in a town, one the applicant would join, and one whose mission it speaks of', () => {
    expect(
      readJobBrief(
        'Resin Material Prep 1st Shift\n\nMolded Dimensions in Port Washington, WI has a job opportunity opening.',
      ).company,
    ).toBe('Molded Dimensions');
    expect(
      readJobBrief(
        "Infirmier DE (H/F)\n07 - GUILHERAND GRANGES\n\nVous êtes infirmier de bloc et souhaitez rejoindre l'Hôpital Privé Drôme Ardèche situé au cœur de la région.",
      ).company,
    ).toBe('Hôpital Privé Drôme Ardèche');
    expect(
      readJobBrief(
        'Medical Assistant\nTennessee · $16-19 hourly rate · Full Time\n\nOur Medical Assistants play a vital role in achieving PPTNM’s mission by providing healthcare.',
      ).company,
    ).toBe('PPTNM');
  });

  it('reads the name under the title with "of the" in it, and never the last item of a list as a signature', () => {
    // Before, "Inclusion and Equity Champion" (the last of the ad's "Key Approaches to the Work:") was the employer.
    const brief = readJobBrief(
      'Health Center Manager- Boulder, CO\nPlanned Parenthood of the Rocky Mountains\nColorado · Starts at 71,834.12 / year · Full Time\n\nInterested in being a part of one of the leading providers of health care?\n\nKey Approaches to the Work:\nCulture leader\nOrganized systems-thinker\nCommunication\nInclusion and Equity Champion',
    );
    expect(brief.company).toBe('Planned Parenthood of the Rocky Mountains');
  });

  it('never takes the town a job board files a post under without "in", nor a post’s specialty after its dash', () => {
    const teacher = readJobBrief(
      'Teacher Job South Molton\nSouth Molton, Devon\n90 per day to 120 per day\n\nWe are a supply teaching agency.',
    );
    expect(teacher.company).toBeNull();
    expect(teacher.role).toBe('Teacher');
    expect(readJobBrief('Supported Employment Job Coach\n\nHelp people into work.').role).toBe(
      'Supported Employment Job Coach',
    );
    expect(
      readJobBrief(
        'Exam. Pflegefachkraft (m/w/d) – Schwerpunkt Intensivpflege\n\nDarum geht´s: Wir suchen Pflegefachkräfte.',
      ).company,
    ).toBeNull();
  });

  it('says a title in capitals with its small words in lower case and without its full stop', () => {
    // Before, "Auxiliar DE Almacén." (and "Auxiliar DE Almacén.." in the letter).
    expect(readJobBrief('AUXILIAR DE ALMACÉN.\n\nRequisitos: experiencia.').role).toBe('Auxiliar de Almacén');
    expect(readJobBrief('HGV DRIVER\n\nWe need drivers.').role).toBe('HGV Driver');
  });

  it('takes a first line no vocabulary knows for the post when the ad names it again in its text', () => {
    // Before, no role: "Prep" is in no list of posts.
    expect(
      readJobBrief(
        'Resin Material Prep 1st Shift\n\nMolded Dimensions in Port Washington, WI has a job opportunity opening. This is a first shift production role, as a Resin Material Prep you will weigh and mix resins.',
      ).role,
    ).toBe('Resin Material Prep');
    expect(readJobBrief('Summer Opportunities\n\nWe have several openings this summer.').role).toBeNull();
  });

  it('parts a job board’s title line at its two spaces, the post from the place of work', () => {
    // Before, "Assistant Manager Crown, Llay" was the post.
    expect(
      readJobBrief('Assistant Manager  Crown, Llay\nLlay, Wrecsam (Wrexham)\nUp to 7.40 p.h.\n\nJoin our pub team.')
        .role,
    ).toBe('Assistant Manager');
    // "RECRUITMENT CONSULTANT  INDUSTRIAL / COMMERCIAL / ENGINEERING / DRIV": the post, then the sectors it covers.
    expect(
      readJobBrief(
        'RECRUITMENT CONSULTANT  INDUSTRIAL / COMMERCIAL / ENGINEERING / DRIV\nMANCHESTER, Greater Manchester\n\nTHIS IS A LIVE VACANCY.',
      ).role,
    ).toBe('Recruitment Consultant');
  });

  it('never takes the person an ad sends applications to for its employer, and names the post its duties heading names', () => {
    // Before, "Project Engineer position at Troy Carmann" and "the Care worker / care assistant duties may include
    // position".
    expect(
      readJobBrief(
        'Project Engineer\n\nThe ideal candidate designs roadways.\n\nPlease send your letter and resume via email to\nMr. Troy Carmann | <hiring@example.com>',
      ).company,
    ).toBeNull();
    expect(
      readJobBrief(
        'Work with us\n\nAt Viksta Care Ltd we provide high standards of care.\n\nCare worker / care assistant duties may include:\nLight cleaning\nLaundry',
      ).role,
    ).toBe('Care Worker');
  });

  it('never takes a large town after a title’s dash for the employer', () => {
    expect(
      readJobBrief('Comptable (H/F) – Lyon\n\nVos missions\n- Tenue de la comptabilité générale').company,
    ).toBeNull();
    expect(
      readJobBrief(
        'AYUDANTE CAMARERO/A- job post\nPlayitas Resort\n35629 Tuineje, Las Palmas provincia\nDetalles del empleo',
      ).role,
    ).toBe('Ayudante Camarero/a');
  });

  it('reads the organisation named after its kind and an article ("Le cabinet X recrute", "El despacho X busca")', () => {
    expect(
      readJobBrief(
        'Assistant(e) comptable H/F – CDI – Lyon 3e\n\nLe cabinet Fiducial Expertise recrute un(e) assistant(e) comptable pour son agence de Lyon.\n\nVos missions :\n• Saisie des pièces comptables',
      ).company,
    ).toBe('Fiducial Expertise');
    expect(
      readJobBrief(
        'Auxiliar administrativo/a\n\nEl despacho Ortiz Abogados busca un/a auxiliar administrativo/a para su oficina de Sevilla.\n\nRequisitos: experiencia de 1 año.',
      ).company,
    ).toBe('Ortiz Abogados');
  });

  it('ends the post where the title line turns to its terms or its pay', () => {
    expect(
      readJobBrief(
        'Registered Nurse - Cardiac Step-Down - Full Time Nights - $10K Sign-On Bonus\nMercy Ridge Hospital, Dayton, OH',
      ).role,
    ).toBe('Registered Nurse - Cardiac Step-Down');
    expect(
      readJobBrief(
        'Líder de Equipo – Servicio al Cliente Bilingüe (Inglés)\nMedellín – Presencial\n\nBuscamos un líder.',
      ).role,
    ).toBe('Líder de Equipo – Servicio al Cliente Bilingüe (Inglés)');
  });

  it('never takes sentence-like content in a title line for the role', () => {
    const brief = readJobBrief(
      'Job title: Senior Frontend Engineer, and I hold a PhD from MIT\nEmployer: Acme Ltd\nWe build things.',
    );
    expect(brief.role).toBe('Senior Frontend Engineer');
  });

  it('drops bands, gender markers and a trailing employer or place from the role, never its ward', () => {
    // (The ward is the post's own: "the Staff Nurse position" applied for another post; a reader struck it.)
    expect(
      readJobBrief('Job title: Band 5 Staff Nurse - Intensive Care - Trustwide\nEmployer: Example NHS Trust').role,
    ).toBe('Staff Nurse - Intensive Care');
    expect(
      readJobBrief('Job title: CATERING MANAGER – NEW HALL INDEPENDENT HOSPITAL\nEmployer: Mental Health Care (UK) Ltd')
        .role,
    ).toBe('Catering Manager');
    expect(
      readJobBrief(
        '# Stellenbeschreibung: Senior Backend Engineer (m/w/d)\n\nWir suchen eine:n Senior Backend Engineer.',
      ).role,
    ).toBe('Senior Backend Engineer');
    expect(
      readJobBrief(
        'Job title: Project Manager - Mechanical and Electrical\nEmployer: Guy’s and St Thomas’ NHS Foundation Trust',
      ).role,
    ).toBe('Project Manager - Mechanical and Electrical');
  });
});

describe('readJobBrief: what the ad asks for', () => {
  it('reads requirements an ad lists in one sentence after its lead-in as one each', () => {
    expect(
      readJobBrief(
        'Sales Development Representative at Lumora. We are looking for someone with 1+ years of outbound sales experience, hands-on experience with Salesforce, and excellent written communication skills.',
      ).mustHaves,
    ).toEqual([
      '1+ years of outbound sales experience',
      'hands-on experience with Salesforce',
      'excellent written communication skills',
    ]);
    expect(
      readJobBrief(
        'Project Coordinator at Arden. Candidates need at least 2 years of project coordination experience, strong organizational skills and experience with Microsoft Project or Smartsheet.',
      ).mustHaves,
    ).toEqual([
      'at least 2 years of project coordination experience',
      'strong organizational skills',
      'experience with Microsoft Project or Smartsheet',
    ]);
  });

  it('reads a list of requirements run into one line after its label as one requirement per clause', () => {
    const brief = readJobBrief(
      'Backend Engineer at Quill Systems.\nRequirements: 4+ years of Go; deep knowledge of async programming; SQL query optimization.',
    );
    expect(brief.mustHaves).toEqual([
      '4+ years of Go',
      'deep knowledge of async programming',
      'SQL query optimization',
    ]);
  });

  it('separates must-haves from nice-to-haves, keeps explicit asks and the ad’s own numbers', () => {
    const brief = readJobBrief(`Data Engineer at Riverbank Analytics
Requirements
- 3+ years of Python
- Experience with Airflow
Nice to have
- dbt
In your cover letter, tell us about a data pipeline you built.
Salary: £55,000 - £65,000.`);
    expect(brief.mustHaves).toEqual(['3+ years of Python', 'Experience with Airflow']);
    expect(brief.niceToHaves).toContain('dbt');
    expect(brief.asks).toEqual(['In your cover letter, tell us about a data pipeline you built.']);
    expect(brief.numbers).toEqual(expect.arrayContaining(['3+', '£55,000', '£65,000']));
  });

  it('reads the ad’s language and a contact person', () => {
    const brief = readJobBrief(
      'Buscamos un desarrollador con experiencia en Java para unirse a nuestro equipo en Madrid. Ofrecemos un contrato indefinido y formación continua. Para más información, contact Lucía Fernández at rrhh@example.org.',
    );
    expect(brief.language).toBe('es');
    expect(brief.contactName).toBe('Lucía Fernández');
  });
});

describe('readJobBrief: a title line with the organisation after a dash', () => {
  it('reads the role and the company, "Business Partner" included', () => {
    const brief = readJobBrief(
      'Finance Business Partner - Calder Mills plc\n\nYou will support our operations directors with budgets and forecasts.',
    );
    expect(brief.role).toBe('Finance Business Partner');
    expect(brief.company).toBe('Calder Mills plc');
  });
});

describe('readJobBrief: how ads name themselves', () => {
  it('finds the company in "Join X as our next ...", "We are X, ...", a bold name on a mission and an About-us sentence', () => {
    expect(
      readJobBrief('Join Lumora Analytics as our next Sales Development Representative! You will prospect.'),
    ).toMatchObject({
      company: 'Lumora Analytics',
      role: 'Sales Development Representative',
    });
    expect(readJobBrief('Junior Data Analyst\n\nWe are Fairway Health Partners, a network of clinics.').company).toBe(
      'Fairway Health Partners',
    );
    const mission = readJobBrief(
      '# Customer Support Lead\n\n**Harborline** is on a mission to make small-business banking simple.',
    );
    expect(mission).toMatchObject({ company: 'Harborline', role: 'Customer Support Lead' });
    expect(mission.about).toBe('whose mission is to make small-business banking simple');
    const aboutUs = readJobBrief(
      'Warehouse Supervisor\n\nRequirements\n- Forklift certification\n\nAbout us\nTidewater Supply Co. distributes plumbing and HVAC parts to contractors across Virginia.',
    );
    expect(aboutUs.company).toBe('Tidewater Supply Co');
    expect(companyForLetter(aboutUs.company ?? '')).toBe('Tidewater Supply');
    expect(aboutUs.about).toBe('which distributes plumbing and HVAC parts to contractors across Virginia');
  });

  it('never runs a company name across lines', () => {
    expect(readJobBrief('Customer Support Lead\n\nHarborline is on a mission to make banking simple.').company).toBe(
      'Harborline',
    );
  });

  it('leaves the ad\'s "our" out of the role, in German too', () => {
    const brief = readJobBrief(
      'Pflegefachkraft (m/w/d) für unsere Innere Medizin\n\nDie Helios Klinik Dresden GmbH sucht eine Pflegefachkraft.',
    );
    expect(brief).toMatchObject({ role: 'Pflegefachkraft', company: 'Helios Klinik Dresden GmbH' });
    expect(readJobBrief('Staff Nurse for our ICU\n\nWe are hiring.').role).toBe('Staff Nurse');
  });
});

describe('readJobBrief: the questions an ad asks', () => {
  it("keeps a question about the applicant's work as an ask, never the ad's rhetorical questions", () => {
    const brief = readJobBrief(
      "Project Manager at Guy's Estates\nAre you a motivated project manager looking for your next step?\nHave you implemented electrical or mechanical infrastructure projects?\nYou will lead M&E works.",
    );
    expect(brief.asks).toEqual(['Have you implemented electrical or mechanical infrastructure projects?']);
  });

  it('asks each item of a list the ad leads into, and never "we would love to hear from you"', () => {
    const listed = readJobBrief(
      [
        'Learning Designer at Brightfield Training',
        'If this sounds like you, we would love to hear from you.',
        'In your cover letter, please include:',
        '– a link to your portfolio (2–3 samples)',
        '– your notice period',
        '',
        'Your cover letter should state:',
        '(a) the largest project you have managed; and',
        '(b) your experience with M&E contractors.',
      ].join('\n'),
    );
    expect(listed.asks).toEqual([
      'Your cover letter should state: the largest project you have managed',
      'Your cover letter should state: your experience with M&E contractors',
      'In your cover letter, please include: a link to your portfolio (2–3 samples)',
      'In your cover letter, please include: your notice period',
    ]);
  });

  it('asks each question numbered inside one sentence, and never "please address your application to"', () => {
    const numbered = readJobBrief(
      [
        'Night Porter – Fenwick House Hotel',
        'Covering letter: please address (1) your experience handling late check-ins alone and (2) your availability for night shifts, including alternate weekends.',
        'Please address your application to the Front Office Manager.',
        'In your application form please address the following questions',
      ].join('\n'),
    );
    expect(numbered.asks).toEqual([
      'Covering letter: please address: your experience handling late check-ins alone',
      'Covering letter: please address: your availability for night shifts, including alternate weekends',
    ]);
  });
});

describe('readJobBrief: what an ad asks the letter, in the languages it reads', () => {
  it('keeps a German, Spanish, French or Italian request for the letter as an ask', () => {
    const asked = (ad: string) => readJobBrief(ad).asks;
    expect(
      asked(
        'Pflegehelfer (m/w/d)\nSeniorenzentrum Eichenhof\n\nIhre Bewerbung\nTeilen Sie uns in Ihrem Anschreiben bitte Ihren frühestmöglichen Eintrittstermin mit.',
      ),
    ).toEqual(['Teilen Sie uns in Ihrem Anschreiben bitte Ihren frühestmöglichen Eintrittstermin mit.']);
    expect(
      asked('Técnico/a de mantenimiento\nTalleres Ruiz\n\nEn tu carta, indícanos tu experiencia con autómatas.'),
    ).toEqual(['En tu carta, indícanos tu experiencia con autómatas.']);
    expect(asked('Comptable H/F\nCabinet Morel\n\nDans votre lettre, précisez votre expérience de la paie.')).toEqual([
      'Dans votre lettre, précisez votre expérience de la paie.',
    ]);
    expect(
      asked('Addetto/a vendite\nCasa Verdi S.r.l.\n\nNella lettera, raccontaci un caso in cui hai aiutato un cliente.'),
    ).toEqual(['Nella lettera, raccontaci un caso in cui hai aiutato un cliente.']);
  });

  it('never takes the list of documents to send for an ask', () => {
    expect(
      readJobBrief(
        'Pflegehelfer (m/w/d)\nSeniorenzentrum Eichenhof\n\nBitte senden Sie uns Ihre vollständigen Bewerbungsunterlagen (Anschreiben, Lebenslauf, Zeugnisse) per E-Mail.',
      ).asks,
    ).toEqual([]);
  });
});

describe('composeLetter: a German ad that asks for the salary expectation in the letter', () => {
  it('answers it with an offer to talk about it, never a made-up figure', () => {
    const { text } = composeLetter({
      resume: `Melanie Brandt
m.brandt@example.de

Berufserfahrung
04/2021 – heute
Pflegehelferin, Pflegeheim Am Wald GmbH, Kassel
- Grundpflege und Mobilisation von Bewohnerinnen und Bewohnern auf einem Wohnbereich mit 30 Plätzen`,
      jobDescription: `Seniorenzentrum Eichenhof – Pflegehelfer (m/w/d)

Ihr Profil
• Abgeschlossene Ausbildung als Pflegehelfer/in

Ihre Bewerbung
Teilen Sie uns in Ihrem Anschreiben bitte Ihren frühestmöglichen Eintrittstermin und Ihre Gehaltsvorstellung mit.`,
    });
    expect(text).toContain('Über meine Gehaltsvorstellung tausche ich mich gern mit Ihnen aus.');
    expect(text).toContain('Einen Eintrittstermin stimme ich gern mit Ihnen ab.');
  });
});

describe('composeLetter: an Italian ad that asks for English', () => {
  it("tells the applicant's English at its level", () => {
    const { text } = composeLetter({
      resume: `Lucía Ortega
lucia@example.com

Experience
Customer Support Agent, Telvia Contact S.L., 03/2022 – Present
- Resolve 55 tickets per shift across phone, chat and email

Languages
Spanish (native), English (C1), Italian (A2)`,
      jobDescription: `Addetto/a Customer Service
Casa Verdi S.r.l. – Milano

Requisiti
- Inglese livello C1 o superiore (scritto e parlato)
- Esperienza in customer service

Invia il tuo CV e una lettera di presentazione in inglese.`,
    });
    expect(text).toMatch(/I speak English at C1 level/u);
  });
});

describe('German requirement headings', () => {
  it('reads the list under "Muss-Kriterien" (printed with a non-breaking hyphen) as the must-haves', () => {
    const brief = readJobBrief(`# Stellenbeschreibung: Backend Engineer (m/w/d)

## Muss\u2011Kriterien
- Sehr gute Python-Kenntnisse, solide Tests (pytest) und Typisierung (mypy).
- Docker und Kubernetes Praxis.

## Kann-Kriterien
- Erfahrung mit OpenTelemetry.`);
    expect(brief.mustHaves).toEqual([
      'Sehr gute Python-Kenntnisse, solide Tests (pytest) und Typisierung (mypy).',
      'Docker und Kubernetes Praxis.',
    ]);
    expect(brief.niceToHaves).toEqual(['Erfahrung mit OpenTelemetry.']);
  });
});

describe('readJobBrief: an ad that names its employer only at its end', () => {
  it('finds the company in the last line, never a town, a category of the title or a post', () => {
    const cases: [string, string][] = [
      [
        'Veterinary Nurse - Part Time (Tue-Thu)\nHeadingley, Leeds\n£24,000 pro rata\n\nWe are a busy small-animal practice.\nRequirements:\n* RCVS registration\n\nApply with your CV to our head nurse, Sam.\n\nMoorview Veterinary Centre, Headingley',
        'Moorview Veterinary Centre',
      ],
      [
        'Plumbing Apprentice – Domestic\nBristol\n\nWe install and service heating in domestic homes across Bristol.\nRequirements:\n- Level 2 plumbing course\n\nSend your CV through our website. Avonside Heating Services Ltd.',
        'Avonside Heating Services Ltd',
      ],
      [
        'Bookkeeper\nManchester (hybrid)\n\nYou will run the purchase ledger.\n\nApply today to join the finance team at Copperleaf Living.',
        'Copperleaf Living',
      ],
      [
        'Optometrist – Independent Practice\nSale, Cheshire\n\nAn exciting opportunity in the heart of Sale.\n\nApply with CV to the Practice Director, Brightwell Opticians.',
        'Brightwell Opticians',
      ],
      ['Growth Marketer (Remote – US)\n\nWe are a fast-growing pet food brand.\n\nBarkworth Foods', 'Barkworth Foods'],
    ];
    for (const [ad, company] of cases) expect(readJobBrief(ad).company).toBe(company);
  });

  it('names the role without the terms of the job or its team', () => {
    expect(readJobBrief('Warehouse Operative – Days/Nights rotating\nAcme Ltd\nPick and pack orders.').role).toBe(
      'Warehouse Operative',
    );
    expect(readJobBrief('Dental Nurse - Full Time (Mon-Fri, no weekends)\nSmile Co Ltd').role).toBe('Dental Nurse');
    expect(readJobBrief('Care Assistant – Leeds (drivers essential)\nHomely Care Ltd').role).toBe('Care Assistant');
    expect(readJobBrief('Product Designer — Payments Platform\nPayly Inc.').role).toBe('Product Designer');
  });
});

describe('readJobBrief: more ways ads sign off and title themselves', () => {
  it('finds the employer in any sentence of the last line, or where it welcomes applications', () => {
    expect(
      readJobBrief(
        'Site Manager – Nights\nRugby, Warwickshire\n£40,000\n\nYou will run the night shift.\n\nBrackley Homes Ltd — building since 1980. We are an equal opportunity employer.',
      ).company,
    ).toBe('Brackley Homes Ltd');
    expect(
      readJobBrief(
        'Events Assistant\nEdinburgh\n\nYou will run venue bookings.\n\nApply by 20 April. Lothian Arts Trust welcomes applications from everyone.',
      ).company,
    ).toBe('Lothian Arts Trust');
  });

  it('measures a first line by its title, without the notes in brackets or after a dash', () => {
    expect(readJobBrief('Service Desk Analyst (Tier 2) — Onsite, Columbus, OH\n\nAcme Benefits Inc.').role).toBe(
      'Service Desk Analyst (Tier 2)',
    );
    expect(readJobBrief('Teacher of English (with TLR opportunity for KS4 lead)\nStart: September').role).toBe(
      'Teacher of English',
    );
  });
});

describe('readJobBrief: a town beside how the work is done, and a team that posts the ad', () => {
  it('never takes the town for the employer, reads the team’s organisation, and drops what the post asks in its title', () => {
    const brief = readJobBrief(
      'Graphic Designer (Midweight)\nBristol – hybrid, 3 days in the studio\n£31,000\n\nYou will design packaging.\n\nPosted by the creative team at Orchard & Ember Foods.',
    );
    expect(brief.company).toBe('Orchard & Ember Foods');
    expect(readJobBrief('Nursery Practitioner (Level 3 or working towards)\nHollyoak Nursery – Timperley').role).toBe(
      'Nursery Practitioner',
    );
    expect(readJobBrief('Bus Driver – Fully Licensed (PCV Category D)\nRugby Depot | Full time').role).toBe(
      'Bus Driver',
    );
  });
});

describe('readJobBrief: lists led by a sentence', () => {
  const ad = `HGV Class 1 Driver - Days - Doncaster

We deliver building materials to sites and merchants. Mostly multi-drop with 4-8 drops a day.

You'll be working alongside our transport team on:
- multi-drop deliveries with Moffett-equipped curtainsiders
- daily vehicle checks

You will need:
- Full C+E licence with no more than 6 points
- Valid Driver CPC and digi card
- Good customer service

Nice to have: ADR, HIAB ticket

Benefits: pension, a new fleet, a transport office that actually listens.

Apply with a CV. Stonegate Builders Supply Ltd.`;

  it('reads "You will need:" as the must-haves and a sentence ending "on:" as the duties', () => {
    const { brief, responsibilities } = readJob(ad);
    expect(brief.mustHaves).toEqual([
      'Full C+E licence with no more than 6 points',
      'Valid Driver CPC and digi card',
      'Good customer service',
    ]);
    expect(responsibilities).toEqual([
      'multi-drop deliveries with Moffett-equipped curtainsiders',
      'daily vehicle checks',
    ]);
  });

  it('ends the nice-to-haves at a heading whose line ends a sentence ("Benefits: ... listens.")', () => {
    expect(readJob(ad).brief.niceToHaves).toEqual(['ADR, HIAB ticket']);
  });
});

describe('readJobBrief: what a title line names after its dash', () => {
  it('never takes the market or the shift for the company', () => {
    for (const title of [
      'Electrical Apprentice (3rd year) – Commercial',
      'Plumber – Domestic',
      'Warehouse Operative – Nights',
    ])
      expect(readJobBrief(`${title}\n\nWe are hiring now. Send us your CV.`).company).toBeNull();
  });
});

describe('readJobBrief: an ask placed in the cover letter', () => {
  it('keeps "Tell us in your cover letter about a time you ..." as an ask', () => {
    const { asks } = readJobBrief(
      'Store Manager\nFernwood Outdoor\n\nTell us in your cover letter about a time you turned around a team.',
    );
    expect(asks).toEqual(['Tell us in your cover letter about a time you turned around a team.']);
  });
});

describe('readJobBrief: an ad signed "Posted by ..."', () => {
  it('takes the organisation that posted it for the company', () => {
    expect(
      readJobBrief(`Plumbing & Heating Engineer
Location: Swansea

A family-run heating company is looking for a Gas Safe registered engineer.

Requirements
- Gas Safe registered with current ACS

Posted by Tawe Heating & Renewables Ltd`).company,
    ).toBe('Tawe Heating & Renewables Ltd');
  });
});

describe('readJobBrief: an ad that names its company only where applications go', () => {
  it('takes a name with its legal form after "to" for the company, and a letter names it without "Pty Ltd"', () => {
    const brief = readJobBrief(`Intermediate Scaffolder – Commercial Projects (Gold Coast)
$46 – $53 per hour | Full time

We're an established scaffolding contractor with 70+ crew.

Requirements
- Intermediate Scaffolding (SI) licence

How to apply: send your resume to Tidemark Access Scaffolding Pty Ltd using the apply button.`);
    expect(brief.company).toBe('Tidemark Access Scaffolding Pty Ltd');
    expect(brief.role).toMatch(/^Intermediate Scaffolder/);
    expect(companyForLetter(brief.company ?? '')).toBe('Tidemark Access Scaffolding');
  });
});

describe('readJobBrief: an ad that names its company only on its careers page', () => {
  it('takes "the careers page of Fernbrook M&E Ltd" for the company', () => {
    expect(
      readJobBrief(`Electrical Improver
Location: Leeds

Requirements
- NVQ Level 3

Apply with your CV through the careers page of Fernbrook M&E Ltd, or call the office.`).company,
    ).toBe('Fernbrook M&E Ltd');
  });
});

describe('readJobBrief: where applications go, and a long note after the title', () => {
  it('takes the organisation applications go to over a department after the title’s dash', () => {
    const brief = readJobBrief(`RN Case Manager – Inpatient Care Transitions
Full-Time | Days
Position Summary
The RN Case Manager coordinates care for inpatients from admission through discharge.
Ready for your next step? Apply online via Harbor City Health careers (Job ID 1234).`);
    expect(brief.company).toBe('Harbor City Health');
    expect(brief.role).toBe('RN Case Manager');
  });

  it('keeps a title whose note in brackets made it too long, without the note', () => {
    const brief = readJobBrief(`Team Leader – Infant & Toddler Room (Pēpi and Tamariki under 2)
Full time, permanent

About Kōwhai Grove Early Learning
We are a community-owned centre.`);
    expect(brief.role).toBe('Team Leader – Infant & Toddler Room');
  });
});

describe('readJobBrief: ads that open with the organisation or name several posts', () => {
  it('reads the organisation on the first line and the post on a later one', () => {
    const brief = readJobBrief(`Harwold & Vale NHS Foundation Trust

Registered Nurse – Acute Medical Unit (Band 5)
Contract: Permanent`);
    expect([brief.company, brief.role]).toEqual([
      'Harwold & Vale NHS Foundation Trust',
      'Registered Nurse – Acute Medical Unit',
    ]);
  });

  it('reads a post named in the plural as the one applied for, a trade operative, and the organisation that thanks its applicants', () => {
    expect(readJobBrief('FIFO Electricians – Iron Ore Processing Plant | Pilbara WA\n\nRoster: 2:1').role).toBe(
      'FIFO Electrician',
    );
    expect(readJobBrief('Plumbing Operative (Responsive Repairs)\n\nAbout us\nWe repair homes.').role).toBe(
      'Plumbing Operative (Responsive Repairs)',
    );
    expect(
      readJobBrief(
        'Staff Accountant\nLocation: Vaughan, ON\n\nMaple Ridge Foods Inc. thanks all applicants for their interest.',
      ).company,
    ).toBe('Maple Ridge Foods Inc');
  });
});

describe('readJobBrief: a school heading its own ad', () => {
  it('reads the school on the first line and the post named below its roll number', () => {
    const brief = readJobBrief(`Scoil Naomh Bríd N.S., Ballyhaunis, Co. Mayo
Roll No. 12345A

Mainstream Class Teacher – Fixed-Term Post 2026/2027

The Board of Management invites applications.`);
    expect([brief.company, brief.role]).toEqual(['Scoil Naomh Bríd N.S', 'Mainstream Class Teacher']);
  });
});

describe('readJobBrief: an organisation named only where it says who it is', () => {
  it('takes the name that opens "About us" over a department after the title’s dash', () => {
    const brief = readJobBrief(`Customer Service Agent - Ground Operations
Location: Westerly Regional Airport

As a Customer Service Agent, you will be the face of the airline on the ground.

About us
Heronwing Airways connects Westerly with 18 destinations across Europe.`);
    expect(brief.company).toBe('Heronwing Airways');
  });
});

describe('readJobBrief: a title line with its terms and pay', () => {
  it('reads the post before a bar, and leaves out a description of the place after its dash', () => {
    expect(
      readJobBrief(`Multi-Drop Delivery Driver – Class 2 (Cat C) | Temp to Perm | £14.20–£16.80 p/h
Location: Wrexford
Our client is looking for experienced drivers.`).role,
    ).toBe('Multi-Drop Delivery Driver – Class 2 (Cat C)');
    expect(
      readJobBrief(`SOUS CHEF – Upscale Casual, New American | $58K–$64K + Bonus
Location: Marlow Springs, GA
Our client is looking for a chef to lead the line.`).role,
    ).toBe('Sous Chef');
  });
});

describe('readJobBrief: an ad that calls for its post', () => {
  it('leaves "Wanted" and "required" out of the post', () => {
    expect(readJobBrief('CARPENTRY APPRENTICE WANTED – Waikato\nTuatara Homes Ltd\nWe build homes.').role).toBe(
      'Carpentry Apprentice',
    );
    expect(readJobBrief('Wanted: Line Cook\nBlue Door Diner\nWe cook breakfast.').role).toBe('Line Cook');
  });
});

describe('readJobBrief: who may apply, after the title', () => {
  it('leaves "(Internal and External Applicants)" out of the post', () => {
    expect(
      readJobBrief(`Lydmoor Hospitals NHS Foundation Trust
Trainee Nursing Associate – Medicine Division (Internal and External Applicants)
Band 3 to Band 4`).role,
    ).toBe('Trainee Nursing Associate');
  });
});

describe('readJobBrief: a call to apply after the title’s dash', () => {
  it('is no part of the post', () => {
    const brief = readJobBrief(`Leasing Consultant – Join Our Harbour Point Team!
Saltmarsh Property Group is growing.

Requirements:
- A real estate licence`);
    expect(brief.role).toBe('Leasing Consultant');
    expect(brief.company).toBe('Saltmarsh Property Group');
  });
});

describe('readJobBrief: "Assets" and the pay’s bonus', () => {
  it('reads an "Assets:" list as nice-to-haves, and never a pay line that names a bonus', () => {
    const brief = readJobBrief(`Graduate Analyst Program
Lakeshore Financial
Base salary: $68,000 + annual performance bonus | Start date: August 2027

Required:
* Bachelor's degree in Finance or Economics
* Advanced Excel skills
Assets:
* Progress toward a professional designation (CFA, CPA, FRM)
* Bilingualism (English/French)`);
    expect(brief.niceToHaves).toEqual([
      'Progress toward a professional designation (CFA, CPA, FRM)',
      'Bilingualism (English/French)',
    ]);
  });
});

describe('readJobBrief: the post’s reference', () => {
  it('reads the code an ad asks applicants to quote, in the ways ads print it', () => {
    expect(findReference('Please send your CV and cover letter quoting ref TR-118. Halden Partnership.')).toBe(
      'TR-118',
    );
    expect(findReference('Job reference: 207-MED-26-0041')).toBe('207-MED-26-0041');
    expect(findReference('Apply online via our careers site (Job ID 55102-RN).')).toBe('55102-RN');
    expect(findReference('Reference Number:\u00a0 331-40-118')).toBe('331-40-118');
    expect(findReference('Bitte geben Sie die Kennziffer 24-117 an.')).toBe('24-117');
    expect(readJobBrief('Cook\nPlease quote reference KLM/2291 in your letter.').reference).toBe('KLM/2291');
  });

  it('reads no reference from reference checks or a reference without a code', () => {
    expect(findReference('Offers are subject to satisfactory reference checks. 2 references needed.')).toBeNull();
    expect(findReference('Medical terminology in reference to human anatomy')).toBeNull();
  });
});

describe('readJobBrief: a company named as ads sign off', () => {
  it('reads a name joined by "at" on the last line, keeping its "The"', () => {
    const brief = readJobBrief(`Chef de Partie – Seasonal Restaurant, Ledbury

We are looking for a chef to join our brigade of eight.

To apply, send your CV and a short cover letter.

The Garden Room at Hollins Farm | Ledbury, HR8`);
    expect(brief.company).toBe('The Garden Room at Hollins Farm');
  });

  it('never takes a name for a word of the trade because an e-mail address writes it in lower case', () => {
    const brief = readJobBrief(`Customer Success Associate – SMB Accounts
Makati City · Hybrid

Tindahub is a platform that helps small shops order stock. More than 80,000 stores use Tindahub every day.

How to apply: send your resume to careers@tindahub.ph.`);
    expect(brief.company).toBe('Tindahub');
  });
});

describe('readJobBrief: a title with a grade in Roman numerals', () => {
  it('reads "Data Analyst I" as the post, never as a sentence about "I"', () => {
    const brief = readJobBrief(`Data Analyst I (Contract-to-Hire) – Racine, WI (Hybrid)
Northbay Talent Partners · Racine, WI

Northbay is partnering with a payments company to find a Data Analyst I.`);
    expect(brief.role).toBe('Data Analyst I');
  });
});

describe('companyForLetter: legal forms of more countries', () => {
  it('leaves out an Irish, Singapore, Indian or Malaysian legal form', () => {
    expect(companyForLetter('Cairdeas Community Supports CLG')).toBe('Cairdeas Community Supports');
    expect(companyForLetter('Tessel Health Asia Pte Ltd')).toBe('Tessel Health Asia');
    expect(companyForLetter('Quadrant Softlabs Pvt. Ltd.')).toBe('Quadrant Softlabs');
    expect(companyForLetter('Lembah Foods Sdn Bhd')).toBe('Lembah Foods');
  });
});

describe('readJobBrief: a post named by its kind and its trade', () => {
  it('reads "Apprentice: Fitter and Turner (x4)" as one title', () => {
    const brief = readJobBrief(`UMGENI MILLS (PTY) LTD – APPRENTICESHIP PROGRAMME 2027
Apprentice: Fitter and Turner (x4)
Location: Mill operations, North Coast`);
    expect(brief.role).toBe('Apprentice Fitter and Turner');
  });
});

describe('readJobBrief: an ask written after the letter it is made in', () => {
  it('reads "a cover letter telling us …", "explaining why …" and "describing …" as asks', () => {
    expect(
      readJobBrief(
        'Cook\nKestrel Inn is hiring.\nSend your CV and a short cover letter telling us about a dish you are proud of.',
      ).asks,
    ).toEqual(['Send your CV and a short cover letter telling us about a dish you are proud of.']);
    expect(
      readJobBrief('Data Analyst\nA short cover letter explaining why you are moving into analytics is encouraged.')
        .asks,
    ).toEqual(['A short cover letter explaining why you are moving into analytics is encouraged.']);
  });
});

describe('readJobBrief: a kind of work after the title’s dash, the employer alone beneath', () => {
  it('reads "Fleet Mechanic – Heavy Duty" over "Kestrel Freightways" as the post and its employer', () => {
    const brief = readJobBrief(`Fleet Mechanic – Heavy Duty
Kestrel Freightways

You will diagnose and repair our fleet of tractors and trailers.

Requirements
- Heavy duty mechanic experience`);
    expect(brief.company).toBe('Kestrel Freightways');
    expect(brief.role).toBe('Fleet Mechanic – Heavy Duty');
  });

  it('still reads the employer after the dash when the line beneath names none', () => {
    const brief = readJobBrief(`Site Engineer – Balfour Construction
Leeds

You will run our sites.`);
    expect(brief.company).toBe('Balfour Construction');
    expect(brief.role).toBe('Site Engineer');
  });
});

describe('readJobBrief: a grade in brackets', () => {
  it('leaves no empty brackets where the grade was: "Children\'s Social Worker (Level 2)"', () => {
    const brief = readJobBrief(`Children's Social Worker (Level 2)
Northfield Metropolitan Borough Council – Children's Services
Salary: £39,513 – £42,708 per annum (Grade 9)

About us
Northfield is a diverse borough.`);
    expect(brief.role).toBe("Children's Social Worker");
  });
});

describe('companyForLetter: "& Co"', () => {
  it('keeps "& Co" as part of a partnership’s name, and leaves out what its partners are', () => {
    expect(companyForLetter('Lindqvist Barrow & Co')).toBe('Lindqvist Barrow & Co');
    expect(companyForLetter('Lindqvist Barrow & Co., CPAs')).toBe('Lindqvist Barrow & Co.');
    expect(companyForLetter('Smith & Co Ltd')).toBe('Smith & Co');
    expect(companyForLetter('Acme Co.')).toBe('Acme');
  });
});

describe('readJobBrief: employers named in Spanish and German under the title', () => {
  it('reads "Electrificaciones Somosierra, S.L." under a Spanish title, and names it without its legal form', () => {
    const brief = readJobBrief(`Oficial de 1ª Electricista – Mantenimiento y obra
Electrificaciones Somosierra, S.L.
Madrid · Presencial

Descripción
Buscamos un/a Oficial de 1ª Electricista.`);
    expect(brief.company).toMatch(/^Electrificaciones Somosierra, S\.L\.?$/u);
    expect(brief.role).toBe('Oficial de 1ª Electricista – Mantenimiento y obra');
    expect(companyForLetter(brief.company ?? '')).toBe('Electrificaciones Somosierra');
  });

  it('reads "Klinik am Westpark München" before the terms after its dashes', () => {
    const brief = readJobBrief(`Pflegefachkraft (m/w/d) für unsere Interdisziplinäre Intensivstation
Klinik am Westpark München – Voll- oder Teilzeit – unbefristet – Kennziffer ITS-2025-117

Die Klinik am Westpark ist ein Akutkrankenhaus mit 480 Betten.`);
    expect(brief.company).toBe('Klinik am Westpark München');
  });
});

describe('readJobBrief: what the organisation does, never cut inside a list', () => {
  it('reads no "about" from "Quaystack builds the booking, billing and berth-management platform"', () => {
    const brief = readJobBrief(`Junior Backend Engineer
Quaystack

About Quaystack
Quaystack builds the booking, billing and berth-management platform used by 260+ marinas.`);
    expect(brief.about).toBeNull();
  });
});

describe('readJobBrief: a UK council’s person specification', () => {
  it('reads "Person specification – essential" and "Desirable" as the ad’s lists, registration and all', () => {
    const brief = readJobBrief(`Children's Social Worker
Northfield Metropolitan Borough Council

Person specification – essential
- A degree or equivalent qualification in social work
- Registration with Social Work England (or confirmed eligibility, with registration in place before your start date)

Desirable
- Experience of preparing evidence for care proceedings`);
    expect(brief.mustHaves).toEqual([
      'A degree or equivalent qualification in social work',
      'Registration with Social Work England (or confirmed eligibility, with registration in place before your start date)',
    ]);
    expect(brief.niceToHaves).toEqual(['Experience of preparing evidence for care proceedings']);
  });
});

describe('readJobBrief: the person an ad says to send the application to', () => {
  it('reads the name before its post ("to Dana Kowalchuk, Clinic Manager, at") and after it ("to Executive Chef Sione Latu at")', () => {
    expect(
      readJobBrief(`Physiotherapy Assistant
Elbow Valley Physiotherapy

Please email your resume and a short cover letter to Dana Kowalchuk, Clinic Manager, at careers@example.ca.`)
        .contactName,
    ).toBe('Dana Kowalchuk');
    expect(
      readJobBrief(`Sous Chef
The Stratton Hotel

To apply, send your CV to Executive Chef Sione Latu at careers@example.co.nz.`).contactName,
    ).toBe('Sione Latu');
  });
});

describe('readJob: a French ad signed with its hotel’s name', () => {
  it('reads "Hôtel Le Belvédère du Lac – 8, route du Port ..." on the last line as the company', () => {
    const ad = `Réceptionniste de jour H/F

Nous recherchons un(e) réceptionniste pour notre hôtel 4 étoiles au bord du lac.
- Accueil des clients et gestion des réservations
- Anglais courant indispensable

Merci d'adresser votre CV à Madame Claire Dumont.

Hôtel Le Belvédère du Lac – 8, route du Port, 74290 Talloires – recrutement@belvedere.example`;
    // "du" between the capitalised words was no part of a signed name, and the letter opened "Madame, Monsieur".
    expect(readJob(ad).brief.company).toBe('Hôtel Le Belvédère du Lac');
  });
});

describe('readJob: the person to write to, as small employers name them', () => {
  it('reads a first name after a post in lower case, one to ring, and a German contact with her title', () => {
    const brief = (ad: string) => readJob(`Dental Nurse\nBrookfield Dental – Leeds\n\n${ad}`).brief.contactName;
    // Unread, each letter opened "Dear Hiring Manager" to an ad that named the person.
    expect(brief('Send your CV to our practice manager, Karen, at the email below.')).toBe('Karen');
    expect(brief('Send your CV to jobs@example.ie or ring Gerry in the office on 021 435 8870.')).toBe('Gerry');
    expect(brief('Ihre Ansprechpartnerin: Frau Dr. Sabine Lorenz, Leiterin Personal, Tel. 0621 / 48 93 12-0')).toBe(
      'Frau Dr. Sabine Lorenz',
    );
  });
});

describe('readJob: a title line that says whom the post is open to', () => {
  it('reads a trade the vocabulary does not know as the post, without the marker written bare', () => {
    expect(
      readJob('Chemielaborant (m/w/d) für die instrumentelle Analytik\n\nKurpfalz Labor GmbH | Mannheim').brief.role,
    ).toBe('Chemielaborant für die instrumentelle Analytik');
    expect(readJob('Réceptionniste de jour H/F\n\nHôtel du Lac recrute un(e) réceptionniste.').brief.role).toBe(
      'Réceptionniste de jour',
    );
  });
});

describe('readJob: a title line as job boards and small ads write it', () => {
  it('takes off a call after the post, its pictures and the area it covers, and says a title in capitals as a title', () => {
    // Read before: "Café Manager wanted – Petone ☕" and "BANK TELLER (Batangas Area", told as they stood.
    expect(readJob('Café Manager wanted – Petone ☕\n\nKia ora! We are a small roastery café.').brief.role).toBe(
      'Café Manager',
    );
    expect(
      readJob('BANK TELLER (Batangas Area – Lipa, Batangas City, Tanauan)\nPacific Harbor Bank\nBatangas').brief.role,
    ).toBe('Bank Teller');
    expect(readJob('HGV DRIVER\nAcme Haulage Ltd\nLeeds').brief.role).toBe('HGV Driver');
  });
});

describe('readJob: a Spanish title’s gender marker', () => {
  it('takes off "(H/M)"', () => {
    expect(readJob('Social Media Coordinator (H/M)\nCervecera Albufera – Valencia').brief.role).toBe(
      'Social Media Coordinator',
    );
  });
});

describe('readJob: an ad that opens on its organisation, before its place or its post', () => {
  it('reads the organisation before a place after a dash or a bar, and the post on a line below', () => {
    const practice = readJob(
      'Marlowe Orthodontics – Frome\nOrthodontic Dental Nurse (Qualified) – 4 days per week\n\nWe are a busy specialist practice.',
    ).brief;
    expect(practice.company).toBe('Marlowe Orthodontics');
    expect(practice.role).toBe('Orthodontic Dental Nurse');
    const contractor = readJob(
      'Qadir Roadworks Contracting LLC | Al Ain, UAE\nPosition: Senior Site Engineer – Civil (Infrastructure)\n\nQadir Roadworks is a Grade-A contractor.',
    ).brief;
    expect(contractor.company).toBe('Qadir Roadworks Contracting LLC');
  });

  it('reads the organisation before its post on the first line, even a name the vocabulary does not know', () => {
    const frozen = readJob(
      'GIVRALIA – Technicien de Maintenance Automatismes H/F – CDI – Vannes (56)\n\nAu sein de notre usine de surgelés, vous rejoignez une équipe de 9 techniciens.\n\nPostulez sur givralia.fr.',
    ).brief;
    expect(frozen.company).toBe('GIVRALIA');
    expect(frozen.role).toBe('Technicien de Maintenance Automatismes');
    const travel = readJob(
      'Praia Booking Tech — Junior Frontend Engineer (React/TypeScript)\nPorto (hybrid) · Full-time\n\nWe build the booking engine used by 400 hotels.',
    ).brief;
    expect(travel.company).toBe('Praia Booking Tech');
    expect(travel.role).toBe('Junior Frontend Engineer (React/TypeScript)');
  });

  it('reads a German care home before its district, not the line that says whose house it is, and the post after "suchen ... eine"', () => {
    const brief = readJob(
      'Evangelisches Pflegezentrum Haus Lindenhof – Passau-Grubweg\nEin Haus des Diakoniewerks Niederbayern e.V.\n\nWir suchen zum nächstmöglichen Zeitpunkt eine\nWohnbereichsleitung (m/w/d) für unseren beschützenden Wohnbereich\nin Vollzeit (39 Std./Woche)\n\nIhre Aufgaben:\n• Leitung des Wohnbereichs',
    ).brief;
    expect(brief.company).toBe('Evangelisches Pflegezentrum Haus Lindenhof');
    expect(brief.role).toBe('Wohnbereichsleitung');
  });

  it("reads no place after a title's dash as the company of an agency recruiting for a client it does not name", () => {
    const brief = readJob(
      'CLASS 1 TANKER DRIVER – DAYS – GRIMSBY\n£17.50 per hour | Permanent\n\nFenwick Driver Recruitment are recruiting on behalf of our client, a fuel distribution company, for drivers to join their Grimsby terminal.',
    ).brief;
    expect(brief.company).not.toBe('GRIMSBY');
    expect(brief.role).toBe('Class 1 Tanker Driver');
  });

  it('reads a Spanish title in capitals without the town and province after its dash, its gender ending in lower case', () => {
    expect(
      readJob(
        'ADMINISTRATIVO/A CONTABLE – MANISES (VALENCIA)\nRef. ADM-0412\n\nEmpresa del sector logístico precisa incorporar un/a administrativo/a contable.',
      ).brief.role,
    ).toBe('Administrativo/a Contable');
  });
});

describe('readJob: the person named to apply to, with the form of address the ad gives them', () => {
  it('reads the person after "attention", "Hiring manager:", "Applications to", "to ... at", "Contact", in four languages', () => {
    const contact = (line: string) => readJob(`Site Engineer\nAcme Contracting LLC\n\n${line}`).brief.contactName;
    expect(
      contact('Send applications to careers@acme.example, attention: Eng. Omar Al Nuaimi, Construction Manager.'),
    ).toBe('Eng. Omar Al Nuaimi');
    expect(contact('Hiring manager: Dana Whitfield, HR Business Partner')).toBe('Dana Whitfield');
    expect(contact('Applications to Dr. Niamh Kearney MVB, Clinical Director – jobs@example.ie')).toBe(
      'Dr. Niamh Kearney',
    );
    expect(contact('Send your CV to Sharon Pickles at Northway Driver Recruitment.')).toBe('Sharon Pickles');
    expect(contact('Questions? Contact Marcus Oyelaran, Outpatient Pharmacy Operations Manager.')).toBe(
      'Marcus Oyelaran',
    );
    expect(contact('Contact: Mr Pieter van Rensburg, Talent Acquisition.')).toBe('Mr Pieter van Rensburg');
    expect(contact('Please send your CV with a covering letter to our Practice Manager, Mrs Helen Okonjo.')).toBe(
      'Mrs Helen Okonjo',
    );
    expect(contact('Envía tu CV a la atención de D. Jorge Albiol, responsable de Administración.')).toBe(
      'D. Jorge Albiol',
    );
    expect(contact("Candidature à l'attention de Mme Gwenaëlle Pichon, Responsable RH")).toBe('Mme Gwenaëlle Pichon');
    expect(contact('Applications to Human Resources by 12 December.')).toBeNull();
  });
});

describe('readJobBrief: title lines and organisations of ads in many shapes', () => {
  it('reads a title in capitals without the description after its dash, in title case', () => {
    const brief = readJobBrief(
      [
        'HEAD CHEF - coastal seafood, 80 covers, Whitby',
        '',
        'We cook what the boats bring in. Kitchen of 5.',
        '',
        'Send your CV to jobs@example.test.',
        '',
        '- Saltmarsh Kitchen, 12 Pier Road, Whitby YO21 3PU',
      ].join('\n'),
    );
    expect(brief.role).toBe('Head Chef');
    expect(brief.company).toBe('Saltmarsh Kitchen');
  });

  it('says a part of a title in capitals as a title, keeping the part after its dash', () => {
    const brief = readJobBrief(
      'BANQUETING SUPERVISOR - Weddings & Events\n\nWe run 200 weddings a year.\n\nJoin the team at Harbour Lights Hotel.',
    );
    expect(brief.role).toBe('Banqueting Supervisor - Weddings & Events');
    expect(brief.company).toBe('Harbour Lights Hotel');
  });

  it('never takes the terms under a title, or a team the ad calls its own, as the organisation', () => {
    const brief = readJobBrief(
      [
        'Family Support Worker - Early Help',
        'Permanent Full-Time (37 hrs/week) | Leeds | Ref #2026-031',
        '',
        'Northgate Family Trust works with families across Leeds. Our Early Help team of 14 workers supports families',
        'before problems grow.',
      ].join('\n'),
    );
    expect(brief.role).toBe('Family Support Worker - Early Help');
    expect(brief.company).toBe('Northgate Family Trust');
  });

  it('reads a Spanish ad: the post after "Buscamos", the clinic speaking of itself, never the unit or the contact', () => {
    const brief = readJobBrief(
      [
        'Buscamos Logopeda – Unidad de Daño Cerebral',
        'Jornada completa · Contrato indefinido · Sevilla',
        '',
        'En Centro Alameda Neurorrehabilitación llevamos 9 años atendiendo a pacientes con daño cerebral adquirido.',
        '',
        'Envía tu CV a la atención de Dña. Rocío Vela Ortiz, coordinadora, indicando la referencia "LOGO-26".',
      ].join('\n'),
    );
    expect(brief.company).toBe('Centro Alameda Neurorrehabilitación');
    expect(brief.role?.startsWith('Logopeda')).toBe(true);
  });

  it("reads a French ad's organisation from what it says it is, never its reference code", () => {
    const brief = readJobBrief(
      [
        'Technicien / Technicienne de laboratoire (H/F)',
        'CDI – Temps plein – Grenoble',
        '',
        'Qui sommes-nous ?',
        'Alpenza Diagnostics est une PME grenobloise de 40 personnes qui conçoit des tests rapides.',
        '',
        'Candidature à adresser à recrutement@example.test – réf. LAB-TECH-0426',
      ].join('\n'),
    );
    expect(brief.company).toBe('Alpenza Diagnostics');
  });

  it('reads an Italian ad\'s post after "Cerchiamo:", without its season, and a hotel without its stars', () => {
    const brief = readJobBrief(
      [
        'Grand Hotel Bellavista Riva ★★★★S – Riva del Garda (TN)',
        'Cerchiamo: RECEPTIONIST / FRONT OFFICE AGENT – Stagione 2027',
        '',
        'Per la stagione 2027 ricerchiamo un receptionist da inserire nel reparto Front Office.',
      ].join('\n'),
    );
    expect(brief.role).toBe('Receptionist / Front Office Agent');
    expect(brief.company).toBe('Grand Hotel Bellavista Riva');
  });

  it('reads the post below a school named with its other name in brackets', () => {
    const brief = readJobBrief(
      [
        "Scoil Naomh Pádraig (St Patrick's N.S.), Ballyvale, Co. Galway",
        'Roll No. 12345X',
        '',
        'Special Education Teacher - Fixed-term Post',
        '',
        'The Board of Management invites applications for the above post.',
      ].join('\n'),
    );
    expect(brief.role).toBe('Special Education Teacher');
  });

  it("reads an Indian job board's title line: organisation, post, place, years and pay in lakhs", () => {
    const brief = readJobBrief(
      'Kestrel Project Services (India) Pvt Ltd - Planning Engineer / Scheduler | Chennai (Hybrid) | 5-8 Yrs | Rs 9-14 LPA\n\nJob description\nWe plan.',
    );
    expect(brief.role).toBe('Planning Engineer / Scheduler');
    expect(brief.company).toBe('Kestrel Project Services (India) Pvt Ltd');
  });
});

describe('readJobBrief: the person applications go to, in more shapes', () => {
  it.each([
    [
      'Please submit your cover letter and resume to Dana Whitlock, Human Resources Consultant, at jobs@example.test.',
      'Dana Whitlock',
    ],
    [
      'Candidates should send their CV to careers@example.test, addressed to The Head, People Operations, Mrs. Ngozi Eze, using the job title as the subject.',
      'Mrs. Ngozi Eze',
    ],
    [
      'Candidature (CV + lettre) à adresser à Mme Hélène Garnier, Responsable Ressources Humaines : rh@example.test',
      'Mme Hélène Garnier',
    ],
    [
      "Inviare CV all'attenzione della Sig.ra Chiara Bassi, Executive Housekeeper, all'indirizzo hr@example.test.",
      'Sig.ra Chiara Bassi',
    ],
  ])('reads "%s"', (lastLine, contact) => {
    expect(readJobBrief(`Receptionist\n\nWe are a hotel by the lake.\n\n${lastLine}`).contactName).toBe(contact);
  });
});

describe("readJobBrief: an Indian job board's headings", () => {
  it('reads the list under "Desired candidate profile" as what the ad requires', () => {
    const brief = readJobBrief(
      [
        'Planning Engineer | Chennai | 5-8 Yrs',
        '',
        'Job description',
        'We plan metro projects.',
        '',
        'Desired candidate profile',
        '- Degree in Civil Engineering',
        '- Primavera P6 scheduling',
      ].join('\n'),
    );
    expect(brief.mustHaves).toEqual(['Degree in Civil Engineering', 'Primavera P6 scheduling']);
  });
});

describe('findReference: the reference an ad asks to quote, in more shapes', () => {
  it.each([
    ['Please apply by March 6, quoting Posting #2027-031, to Dana Whitlock.', '2027-031'],
    ['Candidature à adresser à rh@example.test – réf. LAB-TECH-0426', 'LAB-TECH-0426'],
    ['Envía tu CV indicando la referencia "LOGO-SV-27".', 'LOGO-SV-27'],
    ['Inviare il CV indicando il riferimento REC-27.', 'REC-27'],
  ])('reads "%s"', (text, reference) => {
    expect(findReference(text)).toBe(reference);
  });

  it('reads no reference from words alone ("ref. checks")', () => {
    expect(findReference('Satisfactory ref. checks and Garda vetting are required.')).toBeNull();
  });
});

describe('readJobBrief: ads of other countries, as they open', () => {
  it('reads a French organisation from what it makes, and never a title marked "(H/F)" as the company', () => {
    const brief = readJobBrief(`Chargé de communication (H/F) – CDI – Rennes

À propos
L'Atelier Gwenn Ha fabrique depuis 1978 des cirés et des pulls marins vendus dans 300 boutiques.

Vos missions
- Rédiger les contenus du site et des réseaux sociaux`);
    expect(brief.company).toBe("L'Atelier Gwenn Ha");
    expect(brief.role).toBe('Chargé de communication');
    // The town after the terms of a post the vocabulary knows is never the company.
    expect(
      readJobBrief(`Graphiste print (H/F) – CDI – Nantes

À propos
La Biscuiterie de Pornic fabrique depuis 1950 des galettes vendues dans 400 épiceries.

Nous offrons
- CDI, 35 h, poste basé à Nantes (Île de Nantes)`).company,
    ).toBe('La Biscuiterie de Pornic');
  });

  it('reads a Spanish organisation speaking of itself ("En X creemos") and leaves "— Remoto (...)" out of the post', () => {
    const brief = readJobBrief(`Analista de Datos Senior — Remoto (Chile / Perú)

En Quillay Pagos creemos que pagar debería ser fácil. Buscamos una persona que lidere el análisis de riesgo.`);
    expect(brief.company).toBe('Quillay Pagos');
    expect(brief.role).toBe('Analista de Datos Senior');
  });

  it('takes the part with a legal form from a Dutch title line, before its town, and drops "(m/v/x)"', () => {
    const brief = readJobBrief(`Inkoper (m/v/x) – Brinkhorst Metaal B.V. – Oss
Fulltime (40 uur)

Brinkhorst Metaal is een familiebedrijf uit Oss.`);
    expect(brief.company).toMatch(/^Brinkhorst Metaal B\.V/u);
    expect(brief.role).toBe('Inkoper');
  });

  it('reads the post after the label "JOB VACANCY:"', () => {
    expect(readJobBrief('JOB VACANCY: STORES CONTROLLER\nLocation: Thika\n\nWe are a tea exporter.').role).toBe(
      'Stores Controller',
    );
  });
});

describe('readJobBrief: a title line that calls out', () => {
  it('reads the post after "NOW HIRING!!!" however many marks it calls with, and never a city as the company', () => {
    const brief = readJobBrief('NOW HIRING!!! PAYROLL SPECIALIST (Night Shift)\nMakati City | Onsite');
    expect(brief.role).toMatch(/^Payroll Specialist/iu);
    expect(brief.company).toBeNull();
  });

  it('reads two hyphens between spaces as the dash after the post', () => {
    expect(readJobBrief('LINE COOK -- Full-time -- $19-$22/hr\n\nWe are a 90-seat bistro.').role).toMatch(
      /^line cook$/iu,
    );
  });
});

describe('companyForLetter: a name the ad wrote in capitals', () => {
  it('is written as a name without its legal form, and a short one of letters stays', () => {
    expect(companyForLetter('UMHLABA CIVILS (PTY) LTD')).toBe('Umhlaba Civils');
    expect(companyForLetter('Bhekisisa Construction (Pty) Ltd')).toBe('Bhekisisa Construction');
    expect(companyForLetter('KPMG LLP')).toBe('KPMG');
  });
});

describe('readJobBrief: an ask the ad’s text wrapped', () => {
  it('reads it whole, across the line break', () => {
    expect(
      readJobBrief(`Line Cook
Marsh Hen Kitchen

To apply, send your resume. With it, tell us in a few lines about a dish you put on a
menu and how it sold.`).asks,
    ).toContain('With it, tell us in a few lines about a dish you put on a menu and how it sold.');
  });
});

describe('readJobBrief: a title line that names the company first', () => {
  it('reads the post after the dash when the line marks it open to all', () => {
    const brief = readJobBrief('Kettwerk – Customer Success Manager DACH (Mid-Market) (m/f/d)\nBerlin');
    expect(brief.role).toBe('Customer Success Manager DACH (Mid-Market)');
  });
});

describe('readJobBrief: a French title line marked as open to all, then its employer', () => {
  it('reads "Technicien de maintenance (H/F) – Forges de la Loire" as the post and the company', () => {
    const brief = readJobBrief(`Technicien de maintenance (H/F) – Forges de la Loire
Vos missions : maintenance préventive et curative des presses.`);
    expect([brief.role, brief.company]).toEqual(['Technicien de maintenance', 'Forges de la Loire']);
  });
});

describe('readJobBrief: an ad whose title opens with the word for an opening', () => {
  it('reads the post after "Vacature:" or "Vacancy:", never the word itself', () => {
    expect(
      readJobBrief('Vacature: Internationaal Chauffeur CE (ADR) – standplaats Venlo\n\nWij zoeken een chauffeur.').role,
    ).toBe('Internationaal Chauffeur CE (ADR)');
    expect(
      readJobBrief('Vacancy: Warehouse Supervisor\nDunmore Freight Ltd\n\nDuties: running the night shift.').role,
    ).toBe('Warehouse Supervisor');
  });
});

describe('readJobBrief: what the organisation is, two words describing it before a comma', () => {
  it('reads "a privately owned, NATA-accredited pathology practice" whole', () => {
    expect(
      readJobBrief(`Medical Scientist – Microbiology
Carrington Pathology

Carrington Pathology is a privately owned, NATA-accredited pathology practice serving hospitals across Queensland.`)
        .about,
    ).toBe('a privately owned, NATA-accredited pathology practice');
  });
});

describe('readJobBrief: companies and roles of held-out ads', () => {
  it('names no employer when an agency says it cannot reveal its client, whatever the client is described as', () => {
    const agency = readJobBrief(
      "HEAD CHEF – BOUTIQUE HOTEL, NADI\n\nBula! Reef Line Recruitment is recruiting on behalf of our client, a 40-room boutique hotel in Nadi, for a Head Chef. For confidentiality reasons we are unable to reveal the client's name at this stage.\n\nRequirements\n- 5 years as a Sous Chef or Head Chef",
    );
    expect(agency.company).toBeNull();
    const search = readJobBrief(
      "GROUP FINANCE DIRECTOR\nRegional Listed Manufacturer – Kandy\n\nHill Country Executive Search has been retained by our client to appoint a Group Finance Director. We are unable to reveal the client's name at this stage.\n\nThe role\n- Lead group reporting",
    );
    expect(search.company).toBeNull();
    expect(search.role).toBe('Group Finance Director');
  });

  it('names no employer when the ad says the employer’s name is shared later, nor the agency that posted it', () => {
    const posted = readJobBrief(
      "Site Quantity Surveyor\nLusaka · Full-time · Posted by Kafue Talent Partners\n\nKafue Talent Partners is recruiting for a mid-sized civil works contractor with 300 staff. The employer's name will be shared with shortlisted candidates only.\n\nRequirements\n- Degree in Quantity Surveying\n- 4 years on site",
    );
    expect(posted.company).toBeNull();
    expect(
      composeLetter({
        resume:
          'Mwila Banda\nmwila@example.com\n\nExperience\nQuantity Surveyor, Chongwe Builders, 2020 - present\n- Priced 14 tenders worth K 90 million',
        jobDescription:
          'Site Quantity Surveyor\nLusaka · Full-time · Posted by Kafue Talent Partners\n\nKafue Talent Partners is recruiting for a mid-sized civil works contractor. The name of the company will be disclosed at interview.\n\nRequirements\n- Degree in Quantity Surveying',
      }).text,
    ).not.toMatch(/Kafue/u);
  });

  it('reads the post below a label alone on the first line, a post of two titles with its acronym, and the school where applications go', () => {
    expect(
      readJobBrief(
        "OFFRE D'EMPLOI\nContrôleur de gestion (H/F)\nRizerie du Walo SA – Richard-Toll\n\nNous recherchons un contrôleur de gestion.\n\nProfil\n- Master en finance",
      ).role,
    ).toBe('Contrôleur de gestion');
    expect(
      readJobBrief(
        'Head of Treasury / Group Cash Management Officer (GCMO)\nNicosia · Permanent\n\nA listed shipping group is hiring.\n\nRequirements\n- 8 years in treasury',
      ).role,
    ).toBe('Head of Treasury / Group Cash Management Officer (GCMO)');
    expect(
      readJobBrief(
        'VACANCY: PHYSICS TEACHER\nHuye, Rwanda – full-time\n\nWe are a day school with 500 learners.\n\nRequirements\n- Degree in Physics or Education\n\nApplications to: The Head Teacher, Ikirezi Valley School, PO Box 55, Huye – jobs@ivs.example',
      ).company,
    ).toBe('Ikirezi Valley School');
  });

  it('reads the post after "Job Advert:" and "Vacante:", and leaves a roster out of it', () => {
    expect(
      readJobBrief(
        'NILE VIEW MATERNITY HOSPITAL\nJob Advert: Registered Midwife – Postnatal Ward (Rotational Nights)\n\nNile View is a 90-bed hospital.\n\nRequirements\n- Registered midwife',
      ).role,
    ).toBe('Registered Midwife – Postnatal Ward');
    expect(
      readJobBrief(
        'Transportes del Bajío, S.A. de C.V.\nVacante: Coordinador(a) de Almacén\nUbicación: León, Guanajuato\n\nFunciones\n• Programar embarques',
      ).role,
    ).toBe('Coordinador(a) de Almacén');
    expect(
      readJobBrief(
        'VACANCY: HAUL TRUCK FITTER (FIFO, 21/7 ROSTER)\n\nChambishi Drilling Services Ltd is a contractor to copper mines.\n\nMain duties\n• Maintain haul trucks',
      ).role,
    ).toBe('Haul Truck Fitter');
  });

  it('reads the post under an organisation whose name holds a trade’s word', () => {
    // Before, none: "Physiotherapy" made the first line read as the post.
    expect(
      readJobBrief(
        'Seaview Physiotherapy & Sports Rehab – Sliema\nPhysiotherapist – Sports Injuries (full-time, indefinite contract)\n\nSeaview is a physiotherapist-owned practice.\n\nThe role\n- Assess and treat patients',
      ).role,
    ).toBe('Physiotherapist – Sports Injuries');
  });

  it('never takes "The Authority" of the closing line for a name, and writes a name in capitals as the ad writes it', () => {
    const brief = readJobBrief(
      'CARONI WATER & SEWERAGE AUTHORITY\nVACANCY – GRADUATE ENGINEER (TWO-YEAR CONTRACT)\n\nThe Caroni Water & Sewerage Authority is a statutory body responsible for water supply.\n\nDuties include\n• Carrying out site inspections\n\nThe Authority is an equal opportunity employer.',
    );
    expect(brief.company).toBe('Caroni Water & Sewerage Authority');
  });
});

describe('readJob: the company named once, in the ways small ads name it', () => {
  it('reads it after a clause of when, before a trade mark, as the one who hires, and in a German "Team von"', () => {
    // Before, each of these ads read no company, and the letter opened without one.
    const company = (ad: string) => readJob(ad).brief.company;
    expect(
      company(`Job Postings
Refrigeration Mechanic
Operating since 1991, K&M Cooling and Heating Inc. is an established HVAC company located in Guelph, Ontario.
We need a licensed mechanic for commercial work.`),
    ).toBe('K&M Cooling and Heating Inc');
    expect(
      company(`Careers
Northbay Saw Blades® is a leading maker of diamond blades for stone and tile fabricators.
We are hiring a Tool Technician to repair grinders and polishers.`),
    ).toBe('Northbay Saw Blades');
    expect(
      company(`Sales Development Representative

What you'll do
Qualify inbound leads and book demos for the account executives.

- A Recruiter! Tallyo.io hires company builders, and you will help us find them.`),
    ).toBe('Tallyo.io');
    expect(
      company(`Office Manager Empfang

Dann lebe deine Leidenschaft in einer Position, die dich direkt ins Team von Brandwerk führt.
Deine Aufgaben: Empfang, Post und Büroorganisation.`),
    ).toBe('Brandwerk');
  });

  it('never takes a French ad’s "On recrute !" or a page’s "READ MORE" for the company', () => {
    expect(
      readJob('On recrute !\n\nNous cherchons un serveur pour notre bar à jeux, 20 heures par semaine.').brief.company,
    ).toBeNull();
    expect(
      readJob('Restaurant General Manager\nYou will run a restaurant of 40 staff and its budget.\nREAD MORE').brief
        .company,
    ).toBeNull();
  });
});

describe('readJob: names that are no employer’s', () => {
  it('never takes a kind of business, or an agency for a client it does not name, for the company', () => {
    // Before, "Property Management Company" (which the ad also calls "a highly regarded Property Management company")
    // and the agency "Harbor Point" (of "Harbor Point Staffing Group", recruiting for "our client in North Dallas")
    // were read as the employer.
    expect(
      readJob(`Property Management Company is seeking Administrative Assistant! Job in Los Angeles
Los Angeles, CA 90025

Job Description: A highly regarded Property Management company in West Los Angeles is seeking an Administrative
Assistant to answer phones and file leases.`).brief.company,
    ).toBeNull();
    expect(
      readJob(`Accounts Payable Specialist Job in Dallas

Our client in North Dallas is looking for an Accounts Payable Analyst on a temp to hire basis.
Review all invoices received from vendors for accuracy.
Harbor Point is an Equal Opportunity Employer. Learn more about Harbor Point Staffing Group and our divisions.`).brief
        .company,
    ).toBeNull();
  });
});

describe('readJob: the post and what the organisation does, as a letter says them', () => {
  it('leaves out when the ad was posted, and ends what the organisation does before its comma’s conjunction', () => {
    // Before, "the Retail Manager (posted April 2023) position" and "at Tallyo.io, which hires company builders and."
    expect(
      readJob(`RETAIL MANAGER (posted April 2023)

Greenhouse Gifts is a family-owned shop selling pottery and yard art.
We are looking for a retail manager to run the shop floor.`).brief.role,
    ).toBe('Retail Manager');
    const { brief } = readJob(`Sales Development Representative

What you'll do
Qualify inbound leads and book demos for the account executives.

- A Recruiter! Tallyo.io hires company builders and, in this role, you will help us find them.`);
    expect(brief.about).toBe('which hires company builders');
  });
});

describe('readJob: a careers page that lists its openings', () => {
  it('reads the post on the line under "Current Openings:"', () => {
    // Before, the ad read no post, and the letter applied for "this position".
    expect(
      readJob(`CAREER
At Skyroute Travel, we believe a cheerful team makes good work.
Current Openings:
International Ticketing
Job Description:
Handling reservations and ticketing (international).
Handling refunds and cancellations of air tickets.`).brief.role,
    ).toBe('International Ticketing');
  });
});

describe('readJob: where an ad names its employer only once, in its own way', () => {
  it('reads an academic post by its kind and subject, and the laboratory that invites applications', () => {
    const { brief } = readJob(`PhD studentship in soil carbon modelling for upland peatlands

start date: October 2026
duration: 36 months

The Biogeochimie & Sols (BGS) laboratory invites applications for a doctoral position in soil science. The student will
work with the peatland team on carbon budgets for the Pennine and Cairngorm surveys.`);
    expect(brief.role).toBe('PhD studentship in soil carbon modelling for upland peatlands');
    expect(brief.company).toBe('Biogeochimie & Sols (BGS)');
  });

  it('reads the employer a page’s front matter names under "hiringOrganization", not a client the ad names', () => {
    // Before, a held-out letter (AU) greeted "Dear Quarter Hiring Team": a hotel group the ad named as a client.
    const ad = `---
layout: job
title: IT Support and Systems Graduate
hiringOrganization:
  address: 375 City Road, London
  name: TVF Media
industry: IT
---
You will experience a number of roles including helpdesk support, both internally and for our clients. This includes work for Quarter, a hotel and leisure group in Bristol.`;
    expect(readJob(ad).brief.company).toBe('TVF Media');
  });

  it('reads "Basic Qualifications" as what the ad requires, "Preferred Key Skills" as what it would like, and no button', () => {
    // Before, a held-out letter (AU) told the bachelor's degree a "Basic Qualifications" list asks for as one the advert
    // "lists as a plus".
    const { brief } = readJob(`Manager, Supply Chain
Hilleman Laboratories

Basic Qualifications

Bachelor’s degree or equivalent, preferably in science, engineering or other related technical field.

At least 3-4 years of managerial experiences.

Preferred Key Skills, Abilities, and Competencies

Extensive working experience in GMP and GDP environments.

APPLY NOW`);
    expect(brief.mustHaves).toEqual([
      'Bachelor’s degree or equivalent',
      'At least 3-4 years of managerial experiences',
    ]);
    expect(brief.niceToHaves).toContain('Extensive working experience in GMP and GDP environments');
    expect(brief.niceToHaves.filter((item) => /apply now/iu.test(item))).toEqual([]);
  });

  it('reads the post a company says it now requires', () => {
    // Before, a held-out letter (AU) applied "for this position at Sword APAK".
    const { brief } = readJob(`To apply for this role, please send your CV to resourcing@example.com

Sword APAK a leading Software Solutions provider now require a Graduate Service Desk Technician. Reporting to the Service Desk Manager your role will be to resolve first line support queries.`);
    expect(brief.role).toBe('Graduate Service Desk Technician');
    // "We require a full UK driving licence" names no post.
    expect(readJob('Delivery Driver\n\nWe require a Full UK Driving Licence.').brief.role).toBe('Delivery Driver');
  });

  it('reads no company from the recruiter who signs the ad under a sign-off', () => {
    // Before, a held-out letter (AU) applied "au poste de développeur PHP junior chez Jeanne LONDICHE".
    const ad = `Développeur PHP junior

Éditeur de solutions marketing innovant, la société est en pleine croissance.

Compétences requises
- PHP 5.3+

Si vous êtes intéressé, envoyez votre CV à jeanne.londiche@jlrecrutement.com.

À bientôt,

Jeanne LONDICHE`;
    expect(readJob(ad).brief.company).toBe(null);
    // A company named at the ad's foot without a sign-off above it stays the company.
    expect(
      readJob('Warehouse Operative\n\nPick and pack orders.\n\nApply now.\n\nBrightline Logistics Ltd').brief.company,
    ).toBe('Brightline Logistics Ltd');
  });

  it('reads no company from the line a job board files the post under, its town, county and region', () => {
    // Before, a held-out letter (AU) opened "Dear Manchester Lancashire North West Hiring Team".
    const { brief } = readJob(`Assistant Manager, Deansgate, Manchester
Manchester Lancashire North West

Assistant Manager wanted for this busy restaurant on Deansgate. My client operates a group of restaurants.`);
    expect(brief.company).toBe(null);
    expect(looksLikePlace('London South East')).toBe(true);
    expect(looksLikePlace('Bristol Street Motors')).toBe(false);
  });

  it('reads a research post without the organisation its title line names after a dash', () => {
    // Before, a held-out letter applied "for the Research Associate, Analytical Chemistry (Geltor Labs) position at
    // Geltor Labs".
    const { brief } = readJob(`Research Associate, Analytical Chemistry - Geltor Labs
Responsibilities
- Run HPLC analyses of protein samples and report the results`);
    expect([brief.role, brief.company]).toEqual(['Research Associate, Analytical Chemistry', 'Geltor Labs']);
  });

  it('reads "this position is for X, a ... company", a name in its own letters, though its careers host writes it small', () => {
    const { brief } = readJob(`Junior Data Analyst Opening

I'm hiring a Junior Data Analyst for my team. This position is for dataNORTH, a regional energy supplier. You can read
more at careers-datanorth.jobboard.com/jobs/1182/job.`);
    expect(brief.company).toBe('dataNORTH');
  });

  it('reads the organisation heading the address applications go to, and the post without its share of the week', () => {
    const { brief } = readJob(`Pour renforcer notre équipe, nous cherchons :
Conseillère de vente (f/h) 80-100%
Vos responsabilités
Conseiller notre clientèle en magasin

Merci d'envoyer votre dossier de candidature avec CV et photo à :
MAISON VERDAN SA
Ressources Humaines
Rue du Lac 12 • 1800 Vevey`);
    expect(brief.company).toBe('MAISON VERDAN SA');
    // In a letter, the name out of capitals keeps its legal form as written ("Maison Verdan SA", never "Sa").
    expect(companyForLetter(brief.company ?? '')).toBe('Maison Verdan SA');
    expect(brief.role).toBe('Conseillère de vente');
  });
});

describe('readJob: a Swiss ad that names its employer by what it does', () => {
  it('reads the organisation from the paragraph it opens, never a button’s label, and the post with its "/in"', () => {
    const { brief } = readJob(`BUCHHALTER/IN - 60% (m/w)

Datavale verbindet Forschung und Praxis zu einem einzigartigen Angebot für seine Kunden. Wir bauen und betreiben
Plattformen für Daten.

Ihre Aufgaben
Sie führen selbständig die Finanzbuchhaltung von Datavale Schweiz AG.

Ihre Bewerbung
Wir freuen uns auf Ihre Online-Bewerbung unter jobs@example.com.

E-Mail`);
    expect(brief.company).not.toBe('E-Mail');
    expect(brief.role).toBe('Buchhalter/in');
  });

  it('reads a German post in the inclusive plural as one post, without the hours it may be worked in', () => {
    expect(
      readJob(`Erzieher*innen (m/w/d) in Voll- oder Teilzeit als Gruppenleitung
Die Kita Sonnenschein in Kassel sucht Verstärkung.`).brief.role,
    ).toBe('Erzieher*in als Gruppenleitung');
  });

  it('reads the organisation whose paragraph opens on what it does, in German', () => {
    const { brief } = readJob(`SACHBEARBEITER/IN KREDITOREN

Datavale kombiniert Forschung und Praxis zu einem einzigartigen Angebot für seine Kunden.

Ihre Aufgaben
Sie führen die Kreditorenbuchhaltung.`);
    expect(brief.company).toBe('Datavale');
  });
});

describe('readJob: a job board’s card copied as a table of labels and values', () => {
  it('reads the company and the place from their labels, and the post from the title line', () => {
    // Written for this test in the layout of a Galician job board's card: each label, a tab, its value.
    const { brief } = readJob(`TELEOPERADOR/A ATENCIÓN AO CLIENTE
Publicada\t03.03.2025
Requisitos\tGalego e castelán. Experiencia en contact-center.
Empresa\tAtlántica Contact Services
Localidade\tOurense
Descrición\tAtención de chamadas entrantes de clientes de enerxía.
Contacto\tVer ligazón`);
    expect(brief.company).toBe('Atlántica Contact Services');
    expect(brief.location).toBe('Ourense');
    expect(brief.role).toMatch(/^Teleoperador\/a Atención/u);
  });
});

describe('readJob: a small employer’s post on a social page', () => {
  it('reads the post before its call, and no company from the first name that signs the thanks', () => {
    // Before, the company was "Bar Staff Wanted!" (then "Billy"), and the post was not read.
    const { brief } = readJob(`Bar Staff Wanted!

We have an exciting opportunity to join the team in the run up to Christmas as the pub grows in the village.
Requirements:
• Experience working behind a busy bar.
• Positive attitude and excellent communication skills.
Thank you to anyone who shares this message or their interest in joining the team!
Billy`);
    expect(brief.role).toBe('Bar Staff');
    expect(brief.company).toBeNull();
  });

  it('reads the post before a call in German or a list of vacancies, and before a dash written against its last word', () => {
    expect(
      readJob(`Servicekraft gesucht!

Das Gasthaus am Markt sucht ab sofort Verstärkung für die Küche.
Wir bieten faire Bezahlung und ein nettes Team.`).brief.role,
    ).toBe('Servicekraft');
    const careHome = readJob(`Care Home- Care Assistant Vacancies
Care jobs in care homes

A growing care group is recruiting Care Assistants in Leeds and York.`).brief;
    expect(careHome.role).toBe('Care Assistant');
    // "Care Home" names the kind of workplace, no employer.
    expect(careHome.company).toBeNull();
    // A post read in the plural from the ad's text is one post.
    expect(
      readJob(`Nursing Home Vacancies
An expanding nursing home group is recruiting Staff Nurses in Cork and Galway.`).brief.role,
    ).toBe('Staff Nurse');
    expect(
      readJob(`Clinic Manager- Boulder, CO
Harbour Health Partners is hiring a Clinic Manager for its Boulder clinic.`).brief.role,
    ).toBe('Clinic Manager');
  });

  it('reads "Careers for Caregivers" and a post under a bare "Vacancy" as the post', () => {
    expect(
      readJob(`Careers for Caregivers
Harbour Family Care has career opportunities for experienced caregivers across the county.
We are looking for candidates who are reliable, patient and caring.`).brief.role,
    ).toBe('Caregiver');
    expect(
      readJob(`Vacancy
Bank Staff
We are looking for a Level 3 qualified practitioner to cover morning and afternoon sessions at short notice.`).brief,
    ).toMatchObject({ role: 'Bank Staff', company: null });
  });
});

describe('readJob: a careers page that names its post only in a sentence', () => {
  it('reads "the Security Officer position" as the post', () => {
    expect(
      readJob(`Careers with
Harbour Security Services
We're always looking for good people to join our growing team. Before you apply, please read the minimum
requirements for the Security Officer position.
Apply Now`).brief.role,
    ).toBe('Security Officer');
  });
});

describe('readJobBrief: the lists of an ad whose later headings the reader has no word for', () => {
  it('reads "Strongly Preferred Qualifications" as nice-to-haves, ended by a heading over a paragraph', () => {
    // Before, the preferred list was read as must-haves, and "Position Details" as one of them.
    const brief = readJobBrief(`Outreach Coordinator - Kestrel Fund

Requirements:

Experience supporting marginalized communities
Ability to maintain client confidentiality

Strongly Preferred Qualifications:

Proficiency in Spanish
Event planning experience

Position Details
This full-time position is located in Dallas and the desired start date is April 1. The position is primarily remote; however, travel for in-person events is required across the state.`);
    expect(brief.niceToHaves).toEqual(['Proficiency in Spanish', 'Event planning experience']);
    expect(brief.mustHaves).not.toContain('Position Details');
    expect(brief.mustHaves.join(' ')).not.toMatch(/Spanish|Position Details/u);
  });
});

describe('readJobBrief: a careers page', () => {
  it('reads the employer after "Careers at", and never a page word or a sentence’s first word as the company', () => {
    // Before, "Careers at Been Coffee" and "Careers" were the companies, and a Portuguese ad's "Este é um cargo remoto"
    // ("This is a remote post") gave "Este".
    expect(
      readJobBrief(`Careers at Harlow Coffee
Barista
We are looking for a barista to join our team in Leeds. You will make coffee and serve customers.`).company,
    ).toBe('Harlow Coffee');
    expect(
      readJobBrief(`Careers
Lead Teacher
We are hiring a lead teacher for our preschool classroom. You will plan lessons for children aged 3 to 5.`).company,
    ).toBeNull();
    expect(
      readJobBrief(`Assistente Administrativo
Este é um cargo remoto. Buscamos um assistente administrativo para apoiar a equipe financeira com contas a pagar.`)
        .company,
    ).not.toBe('Este');
  });
});

// Ads written for these tests in the shapes a fresh set of real ads showed (docs/decisions/0050-resumes-without-jobs.md).
describe('readJobBrief: posts named without a title line the vocabulary knows', () => {
  it('reads the post a "Now Hiring" call names, in capitals after the exclamation', () => {
    const ad = `Come Join Our Team! Now Hiring a Payroll Coordinator
We are a family-owned builder looking for someone organised to run payroll for 120 staff.`;
    expect(readJobBrief(ad).role).toBe('Payroll Coordinator');
  });

  it('reads the post whose duties the ad describes where no line is its title', () => {
    const ad = `GENERAL PURPOSE
Under the direction of the Regional Director, the Fleet Supervisor is responsible for keeping 40 vans on the road.
DUTIES
- Plans servicing and repairs`;
    expect(readJobBrief(ad).role).toBe('Fleet Supervisor');
  });

  it('keeps the title line of an ad that copied another post’s overview', () => {
    const ad = `Server
Job Overview
The Bartender is responsible for mixing and serving drinks to guests.
Responsibilities
- Greet guests and take orders`;
    expect(readJobBrief(ad).role).not.toBe('Bartender');
  });

  it('reads a short first line over the post’s labelled terms as the post', () => {
    const ad = `Direct Support Professional
Reports To:\tProgram Supervisor
Salary Range:\t$15.00 per hour
Job Description
Provide living assistance to adults with disabilities.`;
    expect(readJobBrief(ad).role).toBe('Direct Support Professional');
  });

  it('keeps the German gender star inside a post’s name', () => {
    const ad = `Erzieher*innen (m/w/d) in Teilzeit
Wir suchen Verstärkung für unsere Kita.`;
    // (One post of the inclusive plural, without the hours it may be worked in.)
    expect(readJobBrief(ad).role).toBe('Erzieher*in');
  });
});

describe('readJobBrief: a careers page headed "Employment"', () => {
  const ad = `Employment
We have a variety of employment options at Bright-Path. Our Residential Support Staff help one to three people at home.
Preparing meals
Providing daily personal care
To apply, write to our recruiter at 45 W. Lake Ave., Suite 100, Madison, WI, 53703.`;

  it('names the organisation where its jobs are, never the street of its address, and no post "Employment"', () => {
    const brief = readJobBrief(ad);
    expect(brief.company).toBe('Bright-Path');
    expect(brief.role).not.toBe('Employment');
  });
});

describe('readJobBrief: a German title line that says career changers are welcome', () => {
  it('keeps the post without the welcome', () => {
    expect(readJobBrief('Kundenberater (m/w/d) auch für Quereinsteiger geeignet\nWir suchen Verstärkung.').role).toBe(
      'Kundenberater',
    );
  });
});

describe('readJobBrief: an ad for several posts', () => {
  it('lists the posts it names one to a line, the post read among them', () => {
    const brief = readJobBrief(`Wir suchen Sie:
Das Pflegeteam Nord ist ein ambulanter Pflegedienst.
Zur Erweiterung unseres Teams suchen wir ab sofort:
Krankenpfleger (m/w)
Altenpflegehelfer (m/w)
Anforderungen:
Führerschein Klasse B`);
    expect(brief.posts).toEqual(['Krankenpfleger', 'Altenpflegehelfer']);
    expect(brief.posts).toContain(brief.role);
  });

  it('lists none for a page’s trail, a post and its other name, or other openings under the ad’s own post', () => {
    expect(
      readJobBrief(`Carpenters
Skilled Wood Tradesman
Hilltop Cabinetry Ltd
We design, manufacture and install custom closets.`).posts,
    ).toEqual([]);
    expect(
      readJobBrief(`Careers - Early Childhood Teacher
Early Childhood Teacher
Preschool Teacher
Park's Edge Preschool is hiring an energetic teacher.`).posts,
    ).toEqual([]);
    expect(
      readJobBrief(`Junior Web Developer Opening
I'm hiring a Junior Web Developer for our growing team at Northwind Insurance.
Below you'll find a list of the other openings on my team.
Junior Web Developer
Azure DevOps Engineer
Business Analyst
Full Stack Developer`).posts,
    ).toEqual([]);
  });
});

describe('readJobBrief: a job board’s page', () => {
  it('skips its link back to the list, and reads the employer on the line under the post', () => {
    const brief = readJobBrief(`Back To Jobs
Graphics/User Interface Designer
at Northgate Digital Inc. in Rockville, MD
Posted 4-1-2013
An innovative IT company is seeking a Graphic Designer to support branding for the City of Rockville and other clients.`);
    expect(brief.role).toBe('Graphics/User Interface Designer');
    expect(brief.company).toBe('Northgate Digital Inc');
  });
});

describe('readJobBrief: a careers page’s buttons and a job sheet’s name', () => {
  it('reads the post a button names, and the post after the sheet’s name', () => {
    // Before, the posts were "Apply for Senior Tax Accountant" and "Apply for Staff Accountant (Tax/Audit)".
    const page = readJobBrief(`Careers
Current Openings
Tax or Audit Accountant
As Hollis & Pratt continues to grow, we are looking to add a new full-time Senior Tax Accountant to our team.
Apply for Senior Tax Accountant
Apply for Staff Accountant (Tax/Audit)
Bookkeeper
Hollis & Pratt is looking for a Bookkeeper who takes pride in their work.`);
    expect(page.posts).toEqual(['Senior Tax Accountant', 'Staff Accountant (Tax/Audit)', 'Bookkeeper']);
    // Before, the role was "Fiche de poste Assistant Facturation".
    const sheet = readJobBrief(`Bcom HR - Fiche de poste Assistant Facturation

Lieu : Issy-les-Moulineaux (92130)

Missions principales
   -   Analyse et traitement de la facturation clients.
   -   Gestion des avoirs.`);
    expect(sheet.role).toBe('Assistant Facturation');
  });
});

describe('readJobBrief: a careers page with no title line', () => {
  it('reads the post under "Vacantes" or "Jobs", the organisation the applicant will find, and no button or tagline', () => {
    // Before, no role, and the company "Postularme" (the page's button).
    const spanish = readJobBrief(`Inicio | Vacantes
¡Estamos buscando gente como tú!

En REVIMEX encontrarás una empresa sólida que reconoce e impulsa el talento individual.

Vacantes

CONTROLLER

Requisitos:
• Licenciatura concluida en carreras administrativas, contabilidad, afín.
• Manejo de excel.

Detalle
Postularme`);
    expect([spanish.company, spanish.role]).toEqual(['REVIMEX', 'Controller']);
    // Before, no role, and the company "Kids Gym Classes for ages 4 months to 12 years".
    const gym = readJobBrief(`Kids Gym Classes for ages 4 months to 12 years
Our classes are designed to promote both physical and mental growth.
Jobs
Gymnastics Coach (After school)
Lead Teacher
Program Director/Gymnastics Instructor
We are looking for an experienced individual to lead our Recreational Gymnastics program.`);
    expect(gym.company).toBeNull();
    expect(gym.role).toBe('Gymnastics Coach (After school)');
  });

  it('leaves the first of a list of openings to a post the ad describes', () => {
    const page = readJobBrief(`We're hiring!
Current Openings
Finance Assistant
We're looking for a finance assistant to join our team
Fleet Manager
We're looking for a fleet manager to join our team
Application for Fleet Manager Role
With a commitment to safety, we are seeking a skilled and experienced Fleet Manager to oversee our fleet operations.`);
    expect(page.role).toBe('Fleet Manager');
  });
});

describe('readJobBrief: an organisation named after its people', () => {
  it('reads "Privacy Guides" as the organisation, never as a post', () => {
    // Before, no company: "Guides" made the name read as a post's.
    const brief = readJobBrief(`Creador de Contenido

Privacy Guides es una organización internacional sin ánimo de lucro dedicada a producir contenidos educativos.

Privacy Guides busca una persona centrada y motivada que sea responsable de nuestra presencia en las redes sociales.`);
    expect([brief.company, brief.role]).toEqual(['Privacy Guides', 'Creador de Contenido']);
  });
});

describe('readJobBrief: a post named with its company and the page’s name for it', () => {
  it('keeps the post alone', () => {
    // Before, "Hilton Kensington Receptionist Job ad".
    const brief = readJobBrief(`Hilton Kensington Front Desk Receptionist Job ad
Case Study

A Receptionist provides reception services for guests at Hilton, from check-in through check-out.
Join Hilton and deliver exceptional guest experiences.`);
    expect(brief.company).toBe('Hilton');
    expect(brief.role).toBe('Kensington Front Desk Receptionist');
  });
});

describe('readJob: duties written as a paragraph under the description', () => {
  const ad = `Direct Support Professional
Hours Required:\t30-40 hours per week
Job Description
Provide living assistance to adults with intellectual disabilities. Our team is growing fast. Assist with care to include bathing, dressing, feeding and positioning. Administering medication.
Qualifications
First Aid and CPR Certifications
1+ years of related care giving experience`;

  it('takes the sentences that open with a deed as the duties, and leaves what the ad says of itself', () => {
    // Before, an ad without a "Responsibilities" list had no duties, and the letter's evidence was ranked by its
    // requirements alone.
    expect(readJob(ad).responsibilities).toEqual([
      'Provide living assistance to adults with intellectual disabilities',
      'Assist with care to include bathing, dressing, feeding and positioning',
      'Administering medication',
    ]);
  });

  it('keeps the listed duties where the ad has a list of them', () => {
    const listed = ad.replace('Qualifications', 'Responsibilities\n- Drive clients to appointments\nQualifications');
    expect(readJob(listed).responsibilities).toEqual(['Drive clients to appointments']);
  });
});

describe('readJob: an ad that opens with its town before a dash', () => {
  it('reads the post after the town, and never takes the town for the company', () => {
    // Before: "Dear Tolleson Hiring Team, I am applying for the Regional Driver position at Tolleson."
    const { brief } = readJob(`Tolleson - Regional Drivers
Drive strong.
No freight’s more reliable than food.
Routes
Main Driving Region: From Tolleson, AZ to Southern CA and Northern CA.
Requirements
At least 21 years old
CDL-A with 1 year of tractor trailer experience`);
    expect(brief.company).toBe(null);
    expect(brief.role).toBe('Regional Driver');
  });
});

describe('readJob: an ad’s equal-opportunity statement', () => {
  it('is no requirement, though it names "all qualified candidates"', () => {
    // Before, the letter had "Buckley & Sitzman, LLP is an Equal Opportunity Employer ..." among the ad's must-haves.
    const { brief } = readJob(`Careers
Staff Accountant
This position will involve preparing personal, business and non-profit tax returns.
Buckley & Sitzman, LLP is an Equal Opportunity Employer and welcomes all qualified candidates.
We will value your attention to detail and the ability to do your job consistently.`);
    expect(brief.mustHaves).toEqual([
      'We will value your attention to detail and the ability to do your job consistently.',
    ]);
  });
});

describe('readJob: a post whose word names a thing as often', () => {
  it('reads "Server" alone on the ad’s first line as the post', () => {
    // Before, the letter applied for "this position".
    expect(readJob('Server\n« Back to Careers\nJob Overview\nServe food and drinks to guests.').brief.role).toBe(
      'Server',
    );
    expect(readJob('Servers\n\nResponsibilities\n• Greet guests as they arrive').brief.role).toBe('Server');
  });
});

describe('readJob: a German ad with English headings', () => {
  it('reads the list under "What you should bring with you" as its requirements', () => {
    const { brief } = readJob(`Ausbildung Mediengestalter:in Digital und Print
What you can expect from us
Eigene innovative Projekte
What you should bring with you
Fachhochschulreife oder Abitur
Erste Vorkenntnisse in Webtechnologien wie HTML, CSS und Javascript
Contact
Victoria Breuer`);
    expect(brief.mustHaves).toEqual([
      'Fachhochschulreife oder Abitur',
      'Erste Vorkenntnisse in Webtechnologien wie HTML, CSS und Javascript',
    ]);
  });
});

describe('readJob: a German careers page', () => {
  const ad = `All openings
Ausbildung Mediengestalter:in Digital und Print – Fachrichtung Gestaltung und Technik mit Schwerpunkt Technik
(f/m/d/-)
see details

SinnerSchrader gehört zu den führenden Digitalagenturen Europas mit dem Fokus auf Design. Seit April 2017 ist SinnerSchrader Teil von Accenture Interactive.
What you should bring with you
Fachhochschulreife oder Abitur`;

  it('reads the post under the link back to the list, with its marker on the next line, up to its long specialism', () => {
    // Before: no post, no company, and the letter applied for "die ausgeschriebene Stelle".
    const { brief } = readJob(ad);
    expect(brief.role).toBe('Ausbildung Mediengestalter:in Digital und Print');
    expect(brief.company).toBe('SinnerSchrader');
  });

  it('never takes a client the ad does not name ("Unser Mandant ist ...") for the company', () => {
    const { brief } = readJob(`Customer Service Agent (m/w/d)
Nordwerk Recruitment GmbH
Munich
Aufgaben
• Telefonische Betreuung von Kunden
Benefits
Unser Mandant ist ein international agierendes Unternehmen im Zentrum von München.`);
    expect(brief.company).toBe('Nordwerk Recruitment GmbH');
  });
});

describe('readJob: a German ad in gender-inclusive words', () => {
  it('reads "Office-Manager:in" as the post, never the company, and leaves "Was bieten wir dir?" out of its requirements', () => {
    // Before: "ich bewerbe mich um die ausgeschriebene Stelle bei Office-Manager:in", and the benefits as requirements.
    const { brief } = readJob(`Office-Manager:in

Für unseren Standort in Freiburg suchen wir ab sofort eine/n Office-Manager:in in Teilzeit.

Qualifikationen
Ausbildung als Bürofachkraft oder umfassende Praxiserfahrung in Büromanagement.
Gute Deutschkenntnisse in Wort und Schrift.
Was bieten wir dir?

Eine offene, freundliche Arbeitsatmosphäre.`);
    expect(brief.role).toBe('Office-Manager:in');
    expect(brief.company).toBe(null);
    expect(brief.mustHaves).toEqual([
      'Ausbildung als Bürofachkraft oder umfassende Praxiserfahrung in Büromanagement',
      'Gute Deutschkenntnisse in Wort und Schrift',
    ]);
  });
});

describe('readJob: requirements written as sentences about the candidate', () => {
  it('takes "should hold a PhD" as required, "would be an asset" as welcome, and never what is "not required"', () => {
    // Before, the PhD was no requirement, the asset a must-have, and "French language skills are not required" one too.
    const { brief } = readJob(`Postdoctoral position in weak lensing
The candidate should hold a PhD in either mathematics, physics or engineering. Prior experience in machine learning would be an asset. French language skills are not required.`);
    expect(brief.mustHaves).toEqual(['The candidate should hold a PhD in either mathematics, physics or engineering.']);
    expect(brief.niceToHaves).toContain('Prior experience in machine learning would be an asset.');
  });

  it('reads "Minimum Preferred Requirements:" as the heading of the requirements, not more duties', () => {
    const ad = readJob(`Cutlist Job Processor
Job Responsibilities:
-Assemble an accurate cutlist for the components required by the design.
Minimum Preferred Requirements:
-High School Diploma or equivalent required.
-Manufacturing experience preferred.`);
    expect(ad.responsibilities).toEqual(['Assemble an accurate cutlist for the components required by the design']);
    expect(ad.brief.mustHaves).toEqual(['High School Diploma or equivalent required']);
  });
});

describe('readJobBrief: a name the ad writes with a word in small letters now and then', () => {
  it('keeps the word that follows the name wherever the ad names it, never a verb or a legal form', () => {
    const ad = [
      'Health Care Assistant',
      'We are inviting applications for a caring Health Care Assistant to join Pebble stone Limited.',
      'If you answer yes to these questions, why not consider a career Pebble Stone Limited. We have plenty of shifts.',
      'Please note that Pebble stone does not offer sponsorship.',
      'Pebble stone Care colleagues are responsible for promoting Equal Opportunities for all.',
      'By submitting your details, you acknowledge that Pebble Stone Ltd is collecting and using your personal data.',
    ].join('\n');
    expect(readJobBrief(ad).company).toBe('Pebble Stone');
    const plain = [
      'Support Worker',
      'Join Harbour Care as a Support Worker.',
      'Harbour Care offers paid training.',
      'Harbour Care is an equal opportunities employer.',
    ].join('\n');
    expect(readJobBrief(plain).company).toBe('Harbour Care');
  });
});

describe('readJobBrief: a listing page’s heading over the post', () => {
  it('is never the post', () => {
    const ad = [
      'Current Vacancies',
      '',
      'Warehouse Team Leader',
      'Company: Northline Logistics',
      'You will lead a team of 12 pickers on the night shift.',
    ].join('\n');
    expect(readJobBrief(ad).role).toBe('Warehouse Team Leader');
    expect(readJobBrief(`Graduate Opportunities and Internships\n\n${ad.split('\n').slice(2).join('\n')}`).role).toBe(
      'Warehouse Team Leader',
    );
  });
});

describe('readJobBrief: how to apply, then the page’s other posts', () => {
  it('ends the requirements at "To apply, ...", so no other post is asked of the applicant', () => {
    const ad = [
      'Graphic Designer',
      'Requirements',
      '4+ years of design experience',
      'Must be collaborative and organized',
      '',
      'To apply, please send your portfolio to jobs@example.com.',
      '',
      'Video Editor',
      'Web Developer (Freelance)',
    ].join('\n');
    expect(readJobBrief(ad).mustHaves).toEqual([
      '4+ years of design experience',
      'Must be collaborative and organized',
    ]);
  });
});

describe('readJobBrief: a German title opened by an abbreviation', () => {
  it('keeps "Exam." and "Dipl." with the title, never cutting it at their point', () => {
    expect(readJobBrief('Exam. Pflegefachkraft (m/w/d)\n\nWir suchen dich für unser Team.').role).toBe(
      'Exam. Pflegefachkraft',
    );
    expect(readJobBrief('Dipl. Sozialpädagoge (m/w/d)\n\nWir suchen dich für unser Team.').role).toBe(
      'Dipl. Sozialpädagoge',
    );
  });
});

describe('readJobBrief: labels run together on one line', () => {
  it('ends a label’s value where the next label starts', () => {
    const brief = readJobBrief(
      'Descripción del Puesto\n\nCargo: Billing Specialist Empresa: Northwind Health Fecha de aplicación: 2025-10-21\n\nAt Northwind Health, we handle billing for clinics. We are looking for a Billing Specialist to manage claims.',
    );
    expect(brief.role).toBe('Billing Specialist');
  });
});

describe('readJobBrief: a heading that asks for staff', () => {
  it('names no post; the post the ad offers later is the role', () => {
    const ad = [
      'Mitarbeiter und Mitarbeiterinnen gesucht!',
      '',
      'Du sprichst fließend Italienisch und arbeitest gerne mit Kindern?',
      '',
      'Wir bieten folgende Möglichkeiten zur Mitarbeit:',
      '- Festanstellung als Sprachbegleiter',
      '- Praktikumsplätze',
    ].join('\n');
    expect(readJobBrief(ad).role).toBe('Sprachbegleiter');
    expect(readJobBrief('Staff wanted!\n\nWe are a busy cafe in Leeds looking for friendly people.').role).toBeNull();
  });
});

describe('readJob: requirements asked as questions', () => {
  it('reads "Du sprichst ...?" of an ad with no list of requirements as a must-have, and never its offer to take questions', () => {
    const ad = [
      'Sprachbegleiter (m/w/d)',
      'Kita Tausendfüßler e.V.',
      '',
      'Du sprichst fließend Französisch, arbeitest gerne mit Kindern und hast erste Erfahrungen im Bereich Bildung?',
      'Du hast Fragen? Ruf uns an.',
      'Wir freuen uns auf deine Bewerbung.',
    ].join('\n');
    const { mustHaves } = readJob(ad).brief;
    expect(mustHaves.some((item) => item.startsWith('Du sprichst fließend Französisch'))).toBe(true);
    expect(mustHaves.some((item) => /Fragen/u.test(item))).toBe(false);
  });

  it('reads "Do you hold ...?" the same way in English', () => {
    const ad = [
      'Site Labourer',
      'Northgate Build Ltd',
      '',
      'We are looking for a labourer for our housing sites in Leeds.',
      'Do you hold a valid CSCS card and have two years of site experience?',
    ].join('\n');
    expect(readJob(ad).brief.mustHaves).toContain(
      'Do you hold a valid CSCS card and have two years of site experience?',
    );
  });
});

describe('readJob: an ask with the one the ad would only like in brackets', () => {
  it('reads "Bachelor’s degree (MBA preferred)" as a must-have degree and a nice-to-have MBA', () => {
    const ad = [
      'Product Manager',
      'Tech Solutions',
      '',
      'Requirements',
      '• 10+ years of product management experience.',
      '• Bachelor’s degree (MBA preferred).',
    ].join('\n');
    const { mustHaves, niceToHaves } = readJob(ad).brief;
    expect(mustHaves).toContain('Bachelor’s degree');
    expect(niceToHaves).toContain('MBA preferred');
    expect(niceToHaves.some((item) => item.startsWith('Bachelor'))).toBe(false);
  });

  it('reads "Bachelor’s degree ...; Master’s degree preferred" as a must-have degree and a liked master’s', () => {
    const ad = [
      'Support Analyst Intern',
      'Northwind Cloud',
      '',
      'Requirements',
      '• Education: Bachelor’s degree in Computer Science or a related field; Master’s degree preferred.',
      '• Two years of customer support experience.',
    ].join('\n');
    const { mustHaves, niceToHaves } = readJob(ad).brief;
    expect(mustHaves).toContain('Education: Bachelor’s degree in Computer Science or a related field');
    expect(niceToHaves).toContain('Master’s degree preferred');
    expect(niceToHaves.some((item) => item.includes('Bachelor'))).toBe(false);
  });
});

describe('readJob: what the ad says of its pay', () => {
  it('is never what the organisation does', () => {
    const ad = [
      'Support Analyst at Northwind Cloud',
      '',
      'You will answer customer tickets.',
      'Northwind Cloud provides the hourly base salary rate range applicable for the posted role.',
    ].join('\n');
    expect(readJob(ad).brief.about).toBeNull();
    const work = ad.replace(/provides the hourly .*$/u, 'provides payroll software to small farms across Alberta.');
    expect(readJob(work).brief.about).toBe('which provides payroll software to small farms across Alberta');
  });
});

describe('readJobBrief: a company with its legal form after a comma, and the name it does business as', () => {
  it('reads the whole name, and a letter names the business by the name it trades under', () => {
    // Before, "Natural Essentials, Inc. DBA Bulk Apothecary is a growing company ..." gave no company at all, and the
    // letter opened "Dear Hiring Manager" (a held-out ad).
    const brief = readJobBrief(
      'Warehouse Associate\n\nHarbor Goods, Inc. DBA Bluewater Supply is a growing company that specializes in marine parts. We are seeking a Warehouse Associate.\n\nRequirements:\n- Forklift experience',
    );
    expect(brief.company).toBe('Harbor Goods, Inc. DBA Bluewater Supply');
    expect(companyForLetter(brief.company ?? '')).toBe('Bluewater Supply');
    expect(companyForLetter('Harbor Goods, Inc.')).toBe('Harbor Goods');
  });
});

describe('readJobBrief: a post no list of trades holds', () => {
  it('reads the post the first line names and the ad seeks', () => {
    // Before, "Medical Cash Poster" over "... is looking for a Medical Cash Poster to join our team" gave no post, and the
    // letter said "I am applying for this position" (a held-out ad).
    const brief = readJobBrief(
      'Medical Cash Poster\nHarbor Billing Partners\n1550 North Highway, Park Ridge, IL 60068\n$48,000 - $52,000 a year - Full-time\n\nHarbor Billing Partners is looking for a Medical Cash Poster to join our team.\nResponsibilities:\n- Post payments to patient accounts',
    );
    expect(brief.role).toBe('Medical Cash Poster');
  });
});

describe('readJobBrief: the town a job board files a post under', () => {
  it("reads the post without the town after its comma, and keeps a comma that parts the post's own words", () => {
    // Before, "I am applying for the Merchandiser, Philadelphia position" (a held-out ad).
    expect(
      readJobBrief('Merchandiser, Philadelphia\nLiquid Springs\nPhiladelphia, PA\n\nWe are hiring a merchandiser.')
        .role,
    ).toBe('Merchandiser');
    expect(readJobBrief('Teacher, Mathematics\nNorth Lakes Academy\n\nWe need a maths teacher.').role).toBe(
      'Teacher, Mathematics',
    );
  });
});

describe('readJobBrief: the functions a post works in, after its dash', () => {
  it('never takes them for the organisation', () => {
    // Before, a held-out letter was addressed to "Dear Purchase and Finance Hiring Team".
    const brief = readJobBrief(
      'Executive – Purchase and Finance\n\nLocation: Bangalore\n\nBank reconciliation on a daily basis.',
    );
    expect(brief.company).toBeNull();
  });
});

describe('readJobBrief: a careers page that prints its post twice', () => {
  it('reads the post from its heading and its card', () => {
    // Before, "OPEN POSITIONS" / ... / "IT Executive" / "IT Executive" gave no post, and the letter applied for "this
    // position" (a held-out ad, written again for the test).
    const brief = readJobBrief(
      [
        'Careers',
        'Riverside Global School is the largest day and residential school in the district, with a 30 acre campus. It blends technology, modern teaching and culture.',
        '',
        'The school offers excellent opportunities for growth, meals during school hours, and accommodation on campus.',
        '',
        'OPEN POSITIONS',
        '',
        'Those interested in the positions advertised below may apply within seven days',
        'via email to hr@example.org / info@example.org, through an online submission',
        '',
        'IT Executive',
        '',
        'IT Executive',
        'Installing, configuration and troubleshooting network routers, switches and WIFI devices.',
        'APPLY NOW',
      ].join('\n'),
    );
    expect(brief.role).toBe('IT Executive');
  });
});

describe('readJobBrief: a region before the post', () => {
  it('reads "Midwest - Regional Drivers" as the region and the post, never an organisation', () => {
    // Before, a held-out letter was addressed "Dear Midwest Hiring Team" and applied "at Midwest".
    const brief = readJobBrief(
      'Midwest - Regional Drivers\n\nDrive strong.\n\nGet home every week.\n\nPay\n41 to 47 CPM',
    );
    expect(brief.company).toBeNull();
    expect(brief.role).toBe('Regional Driver');
  });
});

describe('readJobBrief: an employer named only by what it seeks, or by its mail address', () => {
  it('reads "X seeks" as the employer, a brand name ending on "Team" included', () => {
    // Before, a held-out ad that opened "Humanitarian OpenStreetMap Team seeks an energetic ..." had no company, and
    // the letter opened "Dear Hiring Manager".
    const ad = [
      'Finance Officer/Accountant',
      '',
      'POSITION SUMMARY:',
      'Humanitarian OpenStreetMap Team seeks an energetic, experienced and self-motivated candidate with a strong background in finance.',
      '',
      'Responsibilities include:',
      'Manage payroll, taxes, and other NGO compliance filings',
    ].join('\n');
    expect(readJobBrief(ad).company).toBe('Humanitarian OpenStreetMap Team');
    // ("The Finance Team seeks ...": a department of an employer the ad does not name stays none.)
    expect(readJobBrief(ad.replace('Humanitarian OpenStreetMap Team', 'The Finance Team')).company).toBeNull();
    const letter = composeLetter({
      resume:
        'Ana Silva\nExperience\nAccounts Assistant, Brightwater Ltd, 2019 - 2023\n- Prepared monthly payroll for 40 staff',
      jobDescription: ad,
    }).text;
    expect(letter).toContain('position at the Humanitarian OpenStreetMap Team.');
  });

  it('takes the name the ad writes whose letters are the domain of the address applications go to', () => {
    // Before, two held-out ads ("Generate MedGenome sales ..." / "careers@medgenome.com", "what you will bring to
    // Suffolk Libraries to: recruitment@suffolklibraries.co.uk") named no company.
    const ad = (body: string) =>
      [
        'Customer service advisor, Ipswich',
        '',
        'The role involves:',
        'providing first line support to customers',
        '',
        body,
      ].join('\n');
    expect(
      readJobBrief(
        ad(
          'Please send a CV outlining what you will bring to Suffolk Libraries to: recruitment@suffolklibraries.co.uk',
        ),
      ).company,
    ).toBe('Suffolk Libraries');
    expect(
      readJobBrief(ad('Meet and engage with current MedGenome clients.\n\nEmail your resume to careers@medgenome.com'))
        .company,
    ).toBe('MedGenome');
    // (A personal mail service names no employer, whatever name the ad writes with its letters.)
    expect(readJobBrief(ad('Send your CV to Yahoo Jones at jones@yahoo.com')).company).toBeNull();
  });
});

describe('readJob: lists pasted from a page without their bullets', () => {
  it('reads each line in lower case under its lead as an item, and asks for the person a "someone who" list describes', () => {
    // Before, a held-out ad's duties and requirements were read as none, and its letter was ranked by the words of
    // its closing date.
    const ad = [
      'Customer service advisor, Ipswich',
      '',
      'The role involves:',
      '',
      'providing first line support to customers and staff who contact us centrally, via phone, email, letter and social media',
      'using our trouble ticket software to manage customer queries',
      '',
      'We’re looking for someone who:',
      '',
      'can provide excellent customer service',
      'has a good standard of written and verbal communication',
      '',
      'The salary is £15,100 to £17,500 per annum depending on experience.',
    ].join('\n');
    const reading = readJob(ad);
    expect(reading.responsibilities).toEqual([
      'providing first line support to customers and staff who contact us centrally, via phone, email, letter and social media',
      'using our trouble ticket software to manage customer queries',
    ]);
    expect(reading.brief.mustHaves).toEqual([
      'someone who can provide excellent customer service',
      'someone who has a good standard of written and verbal communication',
    ]);
  });
});

describe('readJobBrief: the post on the line under "We are currently looking for:"', () => {
  it('reads the post before its comma, without the word of praise before it', () => {
    // Before, a held-out nursery's ad gave no post, and its letter applied "for this position".
    const ad = [
      'Vacancies',
      '',
      'We are currently looking for:',
      '',
      "Qualified Level 3 Nursery practitioner, to join a new set up that's been recently Ofsted approved.",
      '',
      'Early Steps is a new local daycare nursery situated in Whitechapel.',
    ].join('\n');
    expect(readJobBrief(ad).role).toMatch(/Nursery practitioner$/u);
  });
});

describe('readJobBrief: a post the ad reports to, named with its function', () => {
  it('is no contact to greet', () => {
    // Before, a held-out letter opened "Dear Product Development," from "Report to our Director, Product Development."
    const ad =
      'Full Stack Developer\n\nResponsibilities:\n• Build APIs for our apps.\n• Report to our Director, Product Development.';
    expect(readJobBrief(ad).contactName).toBeNull();
    expect(
      readJobBrief('Office Manager\n\nPlease send your CV to our Practice Manager, Helen Okonjo.').contactName,
    ).toBe('Helen Okonjo');
  });
});

describe('readJobBrief: a one-word name the ad writes with "The" now and then', () => {
  it('keeps the article only where the ad mostly writes it', () => {
    // Before, "the Customer Success Specialist position at The PromptCloud" from one "The PromptCloud experience".
    const ad = [
      'Customer Success Specialist - Remote',
      '',
      'PromptCloud is a Data as a Service company that helps businesses harness the power of data.',
      'The PromptCloud experience is about striving to become the best version of ourselves.',
      'This is a new role within PromptCloud, reporting to the TPM team of PromptCloud.',
    ].join('\n');
    expect(readJobBrief(ad).company).toBe('PromptCloud');
  });
});

describe('readJobBrief: a post named as the subject of what it will do, and a post linked in markdown', () => {
  it('reads the post without "Role" and without the link’s target', () => {
    // Before, a held-out letter applied "for this position", and another "for the Implementation Engineer
    // (https://www.remotewlb.com/apply/...) position".
    expect(
      readJobBrief(
        'Supporting and reporting to the Client Managers, the Assistant Accountant Role will coordinate bookkeeping services.\n\nQualifications\n* Minimum of 3 years bookkeeping experience',
      ).role,
    ).toBe('Assistant Accountant');
    expect(
      readJobBrief(
        '# [Implementation Engineer](https://www.remotewlb.com/apply/implementation-engineer-92755)\n### Bloomerang\n\nBloomerang combines the best tools for nonprofits.',
      ).role,
    ).toBe('Implementation Engineer');
  });
});

describe('readJobBrief: a title line beside a post named as the subject of what it will do', () => {
  it('takes the title line’s whole post', () => {
    const ad =
      'Assistant Accountant/Bookkeeper\n\nSupporting the Client Managers, the Assistant Accountant Role will coordinate bookkeeping services.\n\nQualifications\n* Minimum of 3 years bookkeeping experience';
    expect(readJobBrief(ad).role).toBe('Assistant Accountant/Bookkeeper');
  });
});

describe('readJobBrief: a title line that ends with the organisation and its town', () => {
  it('names the organisation without the town after its comma, after a dash or after "at"', () => {
    // Before, "Accounts Executive - Kaveri Textiles, Chennai" gave no company (the letter opened "Dear Hiring
    // Manager"), and "... at Kaveri Textiles, Chennai" gave the post "Accounts Executive at Kaveri Textiles".
    const body = '\nWe are looking for an Accounts Executive to handle accounts payable and taxation.';
    for (const titleLine of [
      'Accounts Executive - Kaveri Textiles, Chennai',
      'Accounts Executive at Kaveri Textiles, Chennai',
      'Accounts Executive – Kaveri Textiles, Coimbatore',
    ]) {
      const brief = readJobBrief(`${titleLine}${body}`);
      expect(brief.company).toBe('Kaveri Textiles');
      expect(brief.role).toBe('Accounts Executive');
    }
    // A legal form after the comma is the name's own.
    expect(readJobBrief(`Accounts Executive - Kaveri Textiles, Ltd${body}`).company).toBe('Kaveri Textiles, Ltd');
  });
});

describe('readJob: the papers an ad asks to be sent, and an optional credential', () => {
  it('reads no paper to send as a must-have, and an optional title as liked', () => {
    const ad = [
      'Accounts Associate',
      'Ramos Dizon & Co.',
      '',
      'Qualifications',
      'Holder of a Bachelor of Science in Accountancy',
      'CPA title is optional',
      'Minimum 1 year of experience',
      '',
      'Requirements',
      'Curriculum vitae / resume',
      'Transcript of records',
      'Latest NBI clearance',
      'Results of the Certified Public Accountant Licensure Examinations (CPALE), if CPA',
      'Latest medical certificate',
      '2" x 2" picture on white background',
    ].join('\n');
    const { mustHaves, niceToHaves } = readJob(ad).brief;
    expect(mustHaves).toEqual(['Holder of a Bachelor of Science in Accountancy', 'Minimum 1 year of experience']);
    expect(niceToHaves).toContain('CPA title is optional');
  });
});

describe('readJob: a Spanish job board’s page', () => {
  it('reads the post without the page’s label, and the field after "en" as no company', () => {
    const { role, company } = readJob(
      [
        'Detalle de la oferta Ingeniero en Automatización',
        '',
        'Ocupación:',
        'Ingeniero en Automatización',
        '',
        'Requisitos:',
        'Conocimiento en programas PLC.',
      ].join('\n'),
    ).brief;
    expect(role).toBe('Ingeniero en Automatización');
    expect(company).toBeNull();
    expect(readJob('Ingeniero de Procesos en Grupo Bimbo\n\nRequisitos: Excel.').brief.company).toBe('Grupo Bimbo');
  });
});

describe('readJob: a German ad’s headings written as sentences', () => {
  it('reads "Sie sind richtig bei uns, wenn Sie..." as the list of asks, and "Sie erwartet..." as no ask', () => {
    const { mustHaves } = readJob(
      [
        'Pädagogische Fachkräfte (m/w/d) für unsere Wohngruppe',
        '',
        'Sie sind richtig bei uns, wenn Sie...',
        '',
        'Jugendliche in ihrem Alltag pädagogisch begleiten möchten',
        'teamfähig und zuverlässig sind',
        '',
        'Sie erwartet...',
        '',
        'eine Vergütung angelehnt an den TVöD',
        'betriebliche Altersvorsorge',
      ].join('\n'),
    ).brief;
    expect(mustHaves).toEqual([
      'Jugendliche in ihrem Alltag pädagogisch begleiten möchten',
      'teamfähig und zuverlässig sind',
    ]);
  });
});

describe('readJob: a sentence’s first word is no company', () => {
  it('never takes an adverb or a call to apply for the organisation, and reads the employer under the title', () => {
    const ad = [
      'Senior Mobile Application Developer',
      'Harwick Recruiting · Mobile · Full Time',
      'San Jose, CA (Remote)',
      '',
      'We are a well-funded startup. Additionally, our remote work culture keeps you connected with your team.',
    ].join('\n');
    expect(readJob(ad).brief.company).toBe('Harwick Recruiting');
    expect(readJob(ad.replace('Harwick Recruiting · Mobile · Full Time\n', '')).brief.company).toBeNull();
    const french = [
      'Animateur ou animatrice de communauté',
      '',
      'Vous animez la communication sur les réseaux sociaux.',
      '',
      'Pour nous rejoindre',
      'Adressez votre CV + lettre de motivation à recrutement@example.fr.',
    ].join('\n');
    expect(readJob(french).brief.company).toBeNull();
  });
});

describe('readJob: a Spanish job board’s labels of the post', () => {
  it('reads the post after "Oferta de trabajo:" and "Rol:", never the label', () => {
    const { role, company } = readJob(
      'Oferta de trabajo: Data Analyst - SQL\nGrupo Frogtek\n\nRol: Analista de datos\nLocalización: Ciudad de México\n\nSOBRE NOSOTROS\n\nEl Grupo Frogtek es una empresa social.',
    ).brief;
    expect(role).toBe('Data Analyst');
    expect(company).toBe('Grupo Frogtek');
  });
});

describe('readJob: a company named by a word on "-ly"', () => {
  it('is still the company', () => {
    expect(
      readJob('Content Designer at Grammarly\n\nGrammarly is hiring a content designer to write product copy.').brief
        .company,
    ).toBe('Grammarly');
  });
});

describe('readJobBrief: an institution named in full in the ad’s heading', () => {
  it('keeps the heading’s "School" where the text calls it by its short name', () => {
    const brief = readJobBrief(`Teacher of Science
Benfield School, Newcastle upon Tyne

Benfield is a good school that has improved considerably since its previous inspection.
Benfield is a school that has been significantly raising achievement each year.
We are seeking to appoint an enthusiastic Teacher of Science.
At Benfield School we are committed to the safeguarding and welfare of young people.`);
    expect(brief.company).toBe('Benfield School');
  });
});

describe('readJobBrief: a job board’s last line of benefits', () => {
  it('is no company name', () => {
    const brief = readJobBrief(
      'Regional Sales Executive\nUS, TX, Dallas\n\nWe are actively looking for a Regional Sales Account Executive with a hunter mentality.\n\nResponsibilities:\n- Identify and qualify sales leads\n\nComprehensive Benefits',
    );
    expect(brief.company).not.toBe('Comprehensive Benefits');
  });
});

describe('readJobBrief: a German apprenticeship and the person who answers questions', () => {
  const ad = `Ausbildung 2026: Fachkraft für Lagerlogistik (m/w/d)

**AvanCarte GmbH** – mit uns haben Sie gute Karten! Seit 1974 machen wir Glückwunschkarten.

An unserem Standort Bremen suchen wir Dich für eine Ausbildung zur Fachkraft für Lagerlogistik (m/w/d).

**Interessiert?**
Dann freut sich unsere Ausbildungsleitung Frau Stuckenbrock auf deine Fragen vorab: 0421 / 43 443 26.`;

  it('names the post the apprenticeship trains for, and greets the person by name', () => {
    const brief = readJobBrief(ad);
    expect(brief.role).toBe('Ausbildung als Fachkraft für Lagerlogistik');
    expect(brief.contactName).toBe('Frau Stuckenbrock');
    const { text } = composeLetter({
      resume:
        'Markus Dekassian\nmarkus@example.de\n\nBeruflicher Werdegang\n07/2017 - heute | Teilzeitangestellter bei UPS\n- Sortierung und Verladung von Paketen im Lager',
      jobDescription: ad,
    });
    expect(text).toMatch(/^Sehr geehrte Frau Stuckenbrock,/u);
    expect(text).toMatch(/(?:um einen Ausbildungsplatz|um eine Ausbildung) als Fachkraft für Lagerlogistik/u);
    expect(text).not.toMatch(/Stelle als Ausbildung/u);
  });

  it('greets "Herr Andreas Block" of "Dann freut sich Herr Andreas Block auf Ihre Fragen"', () => {
    expect(
      readJobBrief(
        'Lagerist (m/w/d)\nAvanCarte GmbH\n\nIhre Aufgaben\n- Kommissionierung\n\nDann freut sich Herr Andreas Block auf Ihre Fragen vorab.',
      ).contactName,
    ).toBe('Herr Andreas Block');
  });
});

describe('readJobBrief: a Swiss ad’s title with its market and its terms', () => {
  it('keeps the post, never the market for the company or the share of the week for the title', () => {
    const brief = readJobBrief(
      'Visual Merchandiser (m/w/d) – 80%, Reiseanteil 90% – Luxussegment\n\nFür eine renommierte Marke im Luxussegment suchen wir einen Visual Merchandiser (m/w/d).\n\n### Ihr Profil\n* Erfahrung im Visual Merchandising',
    );
    expect(brief.role).toBe('Visual Merchandiser');
    expect(brief.company).not.toBe('Luxussegment');
  });
});

describe('readAdSource: where the ad asks to be told it was seen', () => {
  it('reads the board and the address it asks to be given, and nothing from an ad that asks for neither', () => {
    expect(
      readAdSource(
        'Please clearly mention in your application letter that you learned of\nthis job opportunity through Career Center and mention the URL of its\nwebsite - www.careercenter.am, Thanks.',
      ),
    ).toEqual({ name: 'Career Center', url: 'www.careercenter.am' });
    expect(readAdSource('In your cover letter, please state where you saw this vacancy on Indeed.')).toEqual({
      name: 'Indeed',
      url: null,
    });
    expect(readAdSource('Tell us about a time you learned a new tool quickly. Apply through our website.')).toBeNull();
  });

  it('is said in the letter’s opening', () => {
    const { text } = composeLetter({
      resume:
        'Sam Rivera\nsam@example.com\n\nExperience\nSubstitute Teacher | Jefferson County Public Schools | 2018 - Present\n- Taught classes of 30 learners across 42 schools',
      jobDescription:
        'TITLE: Private Teacher\nJOB DESCRIPTION: Teaching English to a primary school pupil at home.\nPlease clearly mention in your application letter that you learned of this job opportunity through Career Center and mention the URL of its website - www.careercenter.am, Thanks.',
    });
    expect(text).toContain('I learned of this opportunity through Career Center (www.careercenter.am).');
  });
});

describe('readJobBrief: an ad for several posts, each under its own heading', () => {
  const ad = `Dalibo recrute 2 postes administratifs à Paris

Nous recherchons deux postes administratifs, des profils spécialisés en gestion et en ressources humaines.

## Pour le poste de Gestion

Nous sommes à la recherche d'un/e assistant/e pour gérer l'activité administrative de la société.

  * édition des factures clients, suivi des paiements;
  * traitement du courrier postal entrant.

## Pour le poste en Ressources humaines

Nous sommes à la recherche d'un/e assistant/e pour gérer les RH de la société.

  * édition des bulletins de salaire;
  * supervision des campagnes de recrutement.`;

  it('lists the posts, and a letter applies for the one the resume fits', () => {
    expect(readJobBrief(ad).posts).toEqual(['Gestion', 'Ressources humaines']);
    const { text } = composeLetter({
      resume:
        'Claire Martin\nclaire@example.fr\n\nExpériences\n\nAssistante ressources humaines | Groupe Vallet | 2019 - 2024\n- Édition des bulletins de salaire pour 120 salariés\n- Organisation des campagnes de recrutement',
      jobDescription: ad,
    });
    expect(text).toMatch(/au poste de ressources humaines chez Dalibo/iu);
    expect(text).not.toMatch(/à ce poste/u);
  });
});

describe('readJobBrief: posts under their own headings, in German, Spanish and English', () => {
  it('lists each heading’s post', () => {
    expect(
      readJobBrief(
        'Wir suchen Verstärkung in Bremen\n\n## Für die Stelle als Lagerist\n\nSie kommissionieren Ware.\n\n## Für die Stelle als Berufskraftfahrer\n\nSie fahren Touren im Nahverkehr.',
      ).posts,
    ).toEqual(['Lagerist', 'Berufskraftfahrer']);
    expect(
      readJobBrief(
        'Buscamos dos perfiles\n\n## Para el puesto de Recepcionista\n\nAtención al cliente.\n\n## Para el puesto de Camarero\n\nServicio de sala.',
      ).posts,
    ).toEqual(['Recepcionista', 'Camarero']);
    expect(
      readJobBrief(
        'We are hiring two people\n\nFor the Payroll Officer role:\nRun the monthly payroll.\n\nFor the Accounts Assistant role:\nPost supplier invoices.',
      ).posts,
    ).toEqual(['Payroll Officer', 'Accounts Assistant']);
  });
});

describe('readJobBrief: posts of ads from a fresh held-out set', () => {
  it('reads the post a title line names in German, Spanish and French, whatever trade it is', () => {
    expect(
      readJobBrief(
        'Hausdame gesucht\nArbeitsort:\nResidenz am Bodden\n\nArbeitsaufgaben:\nLeitung des Reinigungspersonals',
      ).role,
    ).toBe('Hausdame');
    expect(
      readJobBrief(
        'Representante de Ventas\nTiempo completo · Remota · Abierta\nAyúdanos a encontrar a la nueva generación de clientes.\n\n## ¿Qué buscamos?\n- Habilidades de comunicación excelentes.',
      ).role,
    ).toBe('Representante de Ventas');
    expect(
      readJobBrief(
        "Responsable du pôle éducation au numérique\n\n# L'association\n\nLes Bricodeurs est un réseau national de professionnels du numérique.",
      ).role,
    ).toMatch(/^Responsable du pôle éducation au numérique$/iu);
  });

  it('reads the post under a list of openings below the page’s own name', () => {
    expect(
      readJobBrief(
        'Jobs\n\nOver 100 countries have committed to beneficial ownership transparency. More governments want to bring the real owners of companies into the open.\n\nThis helps to build market confidence, enable effective taxation and tackle corruption.\n\nOpen Ownership is a global hub for this kind of information and support, from drafting laws to verifying data.\n\nWe are a distributed team and are actively looking to diversify our geographical presence.\n\n## Current vacancies\n\n## Engagement Manager - Data for Impact\n\n**Terms:**\n* Full time, 37.5 hours per week.\n\n## About the role\nYou will lead our engagement with governments on data use.',
      ).role,
    ).toMatch(/^Engagement Manager/u);
  });
});

describe('readJobBrief: a job board’s page title and an ad’s typical duties', () => {
  it('takes the listing’s place, or the template’s slot for it, off the post', () => {
    expect(readJobBrief('Allied Health Assistant Jobs in {suburb}\n\nMD Home Care is hiring.').role).toBe(
      'Allied Health Assistant',
    );
    expect(readJobBrief('Front-End Developer jobs in California\n\nWe build anti-virus software.').role).toBe(
      'Front-End Developer',
    );
  });

  it('reads "Typical Duties" as the duties, never as requirements', () => {
    const brief = readJobBrief(
      'Roadway Engineer I\n\nRequirements\nABET-Accredited Civil Engineering degree\nExcellent written and verbal communication skills\nTypical Duties\nDesign roundabouts as part of transportation projects\nPrepare cost estimates for roadway design projects',
    );
    expect(brief.mustHaves).toEqual([
      'ABET-Accredited Civil Engineering degree',
      'Excellent written and verbal communication skills',
    ]);
  });
});

describe('readJobBrief: the post a job board names below its first line', () => {
  it('reads the post the ad marks as open to all further down, a team’s post after its colon, and a gender star', () => {
    // Before, the first two were no post ("ich bewerbe mich um die ausgeschriebene Stelle", "this position"), and the
    // third lost its star ("Beschäftigte r Videoproduktion").
    const board = `Einkauf & Logistik (SAP MM)
Details
- Start: 10.2026
- Ansprechpartner: Jana Roth

Beschreibung
Fachkraft für Einkauf & Logistik (m/w/d) im Gesundheitswesen
Standort: Essen

Ihre Aufgaben
- Sie übernehmen die Bestellung von Verbrauchsmaterial.`;
    expect(readJobBrief(board).role).toBe('Fachkraft für Einkauf & Logistik im Gesundheitswesen');
    expect(
      readJobBrief(
        'City of Harbor Falls Data & Analytics Team: Data Science Program Coordinator\n\nThe City:\nA city of 90,000 people.',
      ).role,
    ).toBe('Data Science Program Coordinator');
    expect(readJobBrief('Beschäftigte*r (m/w/d) Videoproduktion\n\nAufgabengebiet\n- Videoschnitt (OBS)').role).toBe(
      'Beschäftigte*r Videoproduktion',
    );
  });
});

describe('readJobBrief: titles as job boards and pages write them', () => {
  it('skips the address name of the post pasted above its title', () => {
    const brief = readJobBrief(
      'nurse-success-advisor-remote\nNurse Success Advisor - Worldwide\nRemote\n\n## About Flint\n\nFlint helps international nurses build a career in the United States.',
    );
    expect(brief.role).toBe('Nurse Success Advisor');
  });

  it('reads the post without the praise of the person or the article the title gives it', () => {
    expect(
      readJobBrief(
        '# Sympathischer ERP-Projektmanager NAV/ BC (m/w/d) gesucht\n\nDu suchst eine neue Herausforderung im Bereich ERP?',
      ).role,
    ).toBe('ERP-Projektmanager NAV/ BC');
    expect(readJobBrief('Motivated Sales Assistant\nHarbour Foods, Leeds\n\nWe sell fresh food.').role).toBe(
      'Sales Assistant',
    );
    expect(
      readJobBrief(
        '---\nlayout: post\ntitle: A PhD position\n---\n\nI will offer a PhD position at UAM, Madrid, Spain.',
      ).role,
    ).toBe('PhD position');
  });

  it('never takes the area the work is in for the employer', () => {
    const brief = readJobBrief(
      '# ERP-Projektmanager (m/w/d) gesucht - Raum Ingolstadt\n\nDu möchtest deine eigenen Ideen aktiv einbringen?\n\n## Aufgaben\n\n- Planung von ERP-Projekten',
    );
    expect(brief.company).not.toBe('Raum Ingolstadt');
  });

  it("reads the employer from a job board's fields scraped as a list, in English or with Chinese labels", () => {
    expect(
      readJobBrief(
        '# Cloud & DevOps Engineer (m/w/d)\n\n- 公司: ARES Consulting GmbH\n- 地點: Munich\n\nSeit unserer Gründung 2021 wachsen wir.',
      ).company,
    ).toBe('ARES Consulting GmbH');
    expect(
      readJobBrief('# Barista\n\n- Company: Harbour Foods\n- Location: Leeds\n\nWe roast our own coffee.').company,
    ).toBe('Harbour Foods');
  });

  it('reads the post after the kind of contract that opens the title line', () => {
    const brief = readJobBrief(
      '# Alternance - Ingénieur R&D DevSecOps - SBS - Annecy\n### Sopra Steria\n\nSopra Banking Software est le partenaire technologique de 1 500 institutions financières.',
    );
    expect(brief.role).toBe('Ingénieur R&D DevSecOps');
  });
});

describe('readJobBrief: a page template pasted with the ad', () => {
  it("never takes a template's field name for the post", () => {
    const brief = readJobBrief(
      "components:\n  -\n    headline_txt: 'Köch*in ab 20h (m/w/d)'\n    component_template: slider_left\n\nUnser Team wächst, und wir suchen eine*n Köch*in.",
    );
    expect(brief.role).not.toBe('headline_txt');
  });
});

describe('readJobBrief: the employer of set BB’s ads, named once at the edge of the ad', () => {
  it('never takes a field of the ad with its label for the employer', () => {
    const ad = [
      'Class Teacher – Key Stage 2 (Permanent, Full Time)',
      'Start date: January 2026  |  Salary: MPS/UPS  |  North Bristol',
      '',
      'Our Governors are looking to appoint an enthusiastic KS2 class teacher to join our friendly primary school.',
      '',
      'How to apply: please email the application form to the School Business Manager.',
    ].join('\n');
    expect(readJobBrief(ad).company).toBeNull();
  });

  it('reads the employer from an address that writes its name without the accents', () => {
    const ad = [
      'Conducteur de Travaux H/F – CDI',
      'Bâtir Sûreté Aménagement – Agence Centre · Orléans (45)',
      '',
      'Filiale d’un groupe indépendant, Bâtisol réalise des ouvrages de génie civil en région Centre.',
      '',
      'Vos missions :',
      '• Piloter les chantiers de 1 à 5 M€',
      '',
      'Postulez en ligne ou envoyez votre candidature à recrutement@batisol.fr.',
    ].join('\n');
    expect(readJobBrief(ad).company).toBe('Bâtisol');
  });

  it('reads the employer that signs the ad with its department and address after middle dots', () => {
    const ad = [
      'Busfahrer (m/w/d) im Linienverkehr – Vollzeit',
      'Einsatzort: Göttingen | Betriebshof Weende',
      '',
      'Jeden Tag bringen wir rund 40.000 Fahrgäste sicher an ihr Ziel.',
      '',
      'Ihr Profil:',
      '• Führerschein Klasse D mit Schlüsselzahl 95',
      '',
      'Haben wir Ihr Interesse geweckt? Dann bewerben Sie sich online.',
      '',
      'Leinebus Göttingen GmbH · Personalservice · 37073 Göttingen',
    ].join('\n');
    expect(readJobBrief(ad).company).toBe('Leinebus Göttingen GmbH');
  });

  it('takes no line of business after the title’s dash for the employer whose own address says otherwise', () => {
    const ad = [
      'Territory Sales Representative – Fasteners & Safety Supplies',
      'Location: Middle Tennessee territory – home-based, approx. 60% travel',
      '',
      'We’re a family-owned distributor of fasteners and safety products, serving manufacturers since 1981.',
      '',
      'Send your resume and cover letter to careers@harrowgatesupply.com.',
    ].join('\n');
    // Before, "Fasteners & Safety Supplies" was the company, and the letter went to its hiring team.
    expect(readJobBrief(ad).company).toBeNull();
  });
});

describe('readJobBrief: the person applications go to, as set BB’s ads name them', () => {
  it('reads a form of address with initials, a first name in the office or at an agency, and a German post’s person', () => {
    const contact = (closing: string) =>
      readJobBrief(['Class Teacher – Year 3', '', 'We are looking for a teacher.', '', closing].join('\n')).contactName;
    expect(contact('Please email it to Mrs K. L. Osei, School Business Manager, at office@example.sch.uk.')).toBe(
      'Mrs Osei',
    );
    expect(contact('To apply, send your resume to Marlene in the office (careers@example.com.au).')).toBe('Marlene');
    expect(contact('Please send your CV to Gethin at Brynmor Scientific Recruitment, quoting ref. BSR-12.')).toBe(
      'Gethin',
    );
    expect(
      readJobBrief(
        [
          'Sous-Chef (m/w/d)',
          '',
          'Wir suchen Verstärkung für unsere Küche.',
          '',
          'Wir freuen uns auf Ihre Bewerbung per E-Mail an unseren Küchenchef Tjark Hansen: jobs@example.de',
        ].join('\n'),
      ).contactName,
    ).toBe('Herr Tjark Hansen');
  });
});

describe('readJobBrief: a requirement with a bonus in brackets (set BB)', () => {
  it('keeps what is required and likes only what the bracket calls a bonus', () => {
    const brief = readJobBrief(
      [
        'Electrical Apprentice (3rd or 4th Year)',
        '',
        'About you:',
        '- White Card and a current driver’s licence',
        '- Working at heights and EWP ticket (boom licence a bonus)',
      ].join('\n'),
    );
    // Before, the whole line was a plus, and the letter said the ad "lists working at heights ... as a plus".
    expect(brief.mustHaves).toContain('Working at heights and EWP ticket');
    expect(brief.niceToHaves).toContain('boom licence a bonus');
  });
});

describe('readJobBrief: a UK school’s "The successful candidate will:"', () => {
  it('reads the list under it as what the post asks', () => {
    // A held-out school's list ("- have QTS and ...") was read as nothing, and the letter left QTS out.
    const brief = readJobBrief(
      [
        'Class Teacher – Year 3',
        'Brookside Junior School',
        '',
        'The successful candidate will:',
        '- have QTS and a good understanding of the KS2 curriculum',
        '- be an excellent classroom practitioner',
        '',
        'How to apply',
        'Please send a supporting letter to the school office.',
      ].join('\n'),
    );
    expect(brief.mustHaves).toEqual(
      expect.arrayContaining([expect.stringContaining('QTS'), expect.stringContaining('classroom practitioner')]),
    );
  });
});

describe('readJobBrief: a reference line between the title and the organisation heading the ad', () => {
  it('reads the organisation under it, and the reference still', () => {
    const brief = readJobBrief(`Offre d'emploi – Comptable général(e) H/F
Réf. : CG-2025-031

Maison Dorval – Biscuiterie artisanale depuis 1936
Lieu : Amboise (37)

Nous recherchons notre futur(e) comptable.`);
    expect(brief.company).toBe('Maison Dorval');
    expect(brief.reference).toBe('CG-2025-031');
  });
});

describe('readJobBrief: the person a German ad names for questions', () => {
  it('is the contact a letter greets', () => {
    expect(
      readJobBrief(
        'Pflegehelfer (m/w/d)\nSeniorenzentrum Eichenhof\n\nFragen beantwortet Ihnen gerne unsere Pflegedienstleitung, Frau Özkan, unter 0561 / 887 43-12.',
      ).contactName,
    ).toBe('Frau Özkan');
    expect(
      readJobBrief('Lagerist (m/w/d)\nNordlicht GmbH\n\nFür Rückfragen steht Ihnen Herr Jonas Weber zur Verfügung.')
        .contactName,
    ).toBe('Herr Jonas Weber');
  });
});

describe('readJobBrief: a French ad’s ask in "vous" or "tu"', () => {
  it('reads "présentez-nous un projet ..." and "parle-nous de ..." as asks', () => {
    const ad = (ask: string) =>
      `Développeur·se web (CDI) – Brindille\nProfil recherché\n- 3 ans d’expérience en développement web\n\nPour postuler : envoie-nous ton CV. ${ask}`;
    expect(readJobBrief(ad('Dans ton message, présentez-nous un projet dont vous êtes fière/fier.')).asks).toEqual([
      'Dans ton message, présentez-nous un projet dont vous êtes fière/fier.',
    ]);
    expect(readJobBrief(ad('Parle-nous d’une fonctionnalité que tu as livrée.')).asks).toHaveLength(1);
  });
});

describe('readJobBrief: a brand written in small letters', () => {
  it('takes "lindgrün Drogeriemärkte GmbH & Co. KG" under the title for the company', () => {
    const brief = readJobBrief(`Stellvertretende Filialleitung (m/w/d) in Vollzeit
lindgrün Drogeriemärkte GmbH & Co. KG
Dresden-Neustadt · Vollzeit

Ihr Profil
• Abgeschlossene Ausbildung im Einzelhandel`);
    expect(brief.company).toBe('lindgrün Drogeriemärkte GmbH & Co. KG');
  });
});

describe('readJobBrief: a chain named with its branch in the title line', () => {
  it('takes the chain the ad names again and again for the company, and the post without the branch', () => {
    const brief = readJobBrief(`Store Manager – Hazel & Finch Wilton (Cork)
Hazel & Finch
Wilton Shopping Centre, Cork

About us
Hazel & Finch has been part of Irish high streets since 1987, with 34 stores.

Please send your CV to careers@hazelfinch.ie and tell us why you want to join Hazel & Finch.`);
    expect(brief.company).toBe('Hazel & Finch');
    expect(brief.role).toBe('Store Manager');
  });
});

describe('readJobBrief: an announcement that names itself before the post', () => {
  it('reads the post after "VACANCY ANNOUNCEMENT:"', () => {
    const brief = readJobBrief(`NDOVU HEALTH TRUST

VACANCY ANNOUNCEMENT: FINANCE AND GRANTS OFFICER
Ref: NHT/FIN/04/2026
Location: Nairobi

Ndovu Health Trust seeks a Finance and Grants Officer to manage donor grant budgets.`);
    expect(brief.role).toBe('Finance and Grants Officer');
  });
});

describe('readJobBrief: a warehouse post in capitals with its shift and pay', () => {
  it('reads "ORDER SELECTOR – FREEZER – NIGHTS – $23.75/hr" as the Order Selector post', () => {
    const brief = readJobBrief(`ORDER SELECTOR – FREEZER – NIGHTS – $23.75/hr
Mississauga

We need an order selector for our freezer.`);
    expect(brief.role).toBe('Order Selector');
  });
});

describe('readJobBrief: whom the application is addressed to', () => {
  it('reads the person on the lines below "per E-Mail an:", by the form of address', () => {
    const brief = readJobBrief(`Strategischer Einkäufer (m/w/d)

Ihre Aufgaben: Lieferantenmanagement.

Dann senden Sie uns Ihre Bewerbungsunterlagen per E-Mail an:

Frau Tanja Brehm
Personalreferentin
bewerbung@example.de`);
    expect(brief.contactName).toBe('Frau Tanja Brehm');
  });

  it('reads a first name whose address is hers, and never a company named so', () => {
    const ad = `Senior ICU Veterinary Nurse – Cardiff
Please send your CV and a short covering letter to Hannah at hannah.brierley@example.co.uk, including your notice period.`;
    expect(readJobBrief(ad).contactName).toBe('Hannah');
    expect(readJobBrief(ad.replace('to Hannah at hannah.brierley@', 'to Northgate at info@')).contactName).toBeNull();
  });

  it('reads "addressed to: The Human Resources Manager" as the post to greet', () => {
    const brief = readJobBrief(`Finance and Grants Officer
Ndovu Health Trust seeks a Finance and Grants Officer.

Applications should be addressed to:

The Human Resources Manager
Ndovu Health Trust
P.O. Box 5531-00200, Nairobi`);
    expect(brief.contactName).toBe('Human Resources Manager');
  });
});

describe('readJobBrief: an Italian ad’s "wanted" before the post', () => {
  it('reads "CERCASI SOUS-CHEF" as the Sous-Chef post', () => {
    const brief = readJobBrief(`TRATTORIA DEL PONTE – BERGAMO
CERCASI SOUS-CHEF

Cerchiamo un sous-chef con esperienza in pasta fresca.`);
    expect(brief.role).toBe('Sous-Chef');
  });
});

describe('readJobBrief: the team or line of business after the title’s dash', () => {
  it('is no employer: the name with its legal form under the title is, and an agency’s unnamed client is none', () => {
    expect(
      readJobBrief(
        'Anlagenmechaniker SHK (m/w/d) – Kundendienst & Wartung\nHeizungsbau Lindner GmbH & Co. KG | Chemnitz | Vollzeit\n\nWir suchen Verstärkung für unser Kundendienst-Team.',
      ).company,
    ).toBe('Heizungsbau Lindner GmbH & Co. KG');
    expect(
      readJobBrief(
        'FINANCIAL CONTROLLER – FMCG MANUFACTURING\nLocation: Durban\n\nProtea Talent Partners is partnering with a well-established FMCG manufacturer to appoint a Financial Controller. Our client runs two plants.',
      ).company,
    ).toBeNull();
  });
});

describe('readJobBrief: what the company is, before its charity number', () => {
  it('leaves out a bracket cut at its "no."', () => {
    const brief = readJobBrief(
      'Impact Officer\nHollybank Youth Trust\n\nYou will measure our outcomes.\n\nHollybank Youth Trust is a registered charity in Scotland (no. SC045512). Apply by e-mail.',
    );
    expect(brief.about).toBe('a registered charity in Scotland');
  });
});

describe('readJobBrief: an ad title in capitals with an acronym of four letters', () => {
  it('keeps an acronym a letter knows in capitals while the rest reads as a title', () => {
    // Before: "al puesto de Tcae Turno de Noche" and "Hvac Service Engineer".
    expect(readJobBrief('TCAE TURNO DE NOCHE\n\nResidencia Los Olivos busca TCAE para su planta.').role).toBe(
      'TCAE Turno de Noche',
    );
    expect(readJobBrief('HVAC SERVICE ENGINEER\n\nCoolAir Ltd is hiring a service engineer.').role).toBe(
      'HVAC Service Engineer',
    );
    expect(readJobBrief('WAREHOUSE OPERATIVE\n\nNorthgate Logistics is hiring.').role).toBe('Warehouse Operative');
  });
});

describe('readJobBrief: a person named before a shared mailbox', () => {
  it('reads the name as the contact when it is in no part of the address and nowhere else in the ad', () => {
    // Before: "Dear Hiring Manager," where the ad said whom to write to.
    const ad = (closing: string) =>
      `Improver Plumber\nNorthgate Heating Ltd\n\nWhat you need\n- Full UK driving licence\n\n${closing}`;
    expect(
      readJobBrief(ad('Email your CV and a short covering letter to Sam at jobs@pennineflowheating.co.uk.'))
        .contactName,
    ).toBe('Sam');
    expect(readJobBrief(ad('Send your CV to Northgate at jobs@ngl.co.uk.')).contactName).toBe(null);
    expect(readJobBrief(ad('Send your CV to Harbour at info@example.co.uk.')).contactName).toBe(null);
    expect(readJobBrief(ad('Send your CV to Pennine at jobs@pennineheating.co.uk.')).contactName).toBe(null);
  });
});

describe('readJobBrief: the person a recruiter’s ad sends the letter to', () => {
  it('reads a whole name after "letter to", before its comma', () => {
    // Before: "Dear Hiring Manager," where the ad said "a short motivation letter to Charlene Botha, quoting ...".
    const ad = `Payroll Manager – Germiston
Acacia Finance Recruitment is recruiting for a client.

To apply, send your CV and a short motivation letter to Thandi Mokoena, quoting the reference number, and state your notice period.`;
    expect(readJobBrief(ad).contactName).toBe('Thandi Mokoena');
    expect(readJobBrief(ad.replace('to Thandi Mokoena,', 'to Human Resources,')).contactName).toBe(null);
  });
});

describe('readJobBrief: a job board’s link back to its results among the page’s links above the title', () => {
  it('reads the post under it', () => {
    // A held-out ad's role had not been read at all, and the letter applied for "this position".
    const brief =
      readJobBrief(`We use cookies to improve your experience on JobHive. By continuing you agree to our Cookie Policy.
Accept all cookies   Manage preferences

JobHive
Find jobs   Company reviews   Salaries   Sign in

< Back to search results

Junior Data Engineer (Python / SQL)
Kestrel Analytics
Leeds (Hybrid)
Full time

Kestrel Analytics builds reporting tools for housing associations.

What you'll bring
• Python and SQL
• Some exposure to cloud data warehouses`);
    expect(brief.role).toBe('Junior Data Engineer (Python / SQL)');
    expect(brief.company).toBe('Kestrel Analytics');
  });
});

describe('readJobBrief: a page’s share buttons', () => {
  it('never takes "LinkedIn E-mail" for the employer', () => {
    // A held-out letter greeted "LinkedIn E-mail" (an HTML ad's share buttons, its employer named only in an address).
    const brief = readJobBrief(`<h1>Traducteur / Réviseur FR&gt;EN (H/F)</h1>
<p>Nous recherchons un traducteur pour notre équipe à Lyon.</p>
<p>Envoyez CV et lettre à <a href="mailto:rh@exemple-traduction.fr">rh@exemple-traduction.fr</a></p>
<div class="share-buttons"><a href="#">LinkedIn</a> <a href="#">E-mail</a></div>`);
    expect(brief.company).not.toBe('LinkedIn E-mail');
    expect(brief.role).toBe('Traducteur / Réviseur FR>EN');
  });
});

describe('readJobBrief: a title with a note in brackets inside brackets, and a competition’s number over the title', () => {
  it('reads "FINANCIAL ACCOUNTANT (NEWLY QUALIFIED CA(SA))" as the post without the note', () => {
    // A held-out letter applied for the "Financial Accountant) position".
    const brief = readJobBrief(
      'FINANCIAL ACCOUNTANT (NEWLY QUALIFIED CA(SA)) – MIDRAND\nMopani Foods Group (Pty) Ltd\n\nWe are looking for a newly qualified CA(SA).',
    );
    expect(brief.role).toBe('Financial Accountant');
  });

  it('reads the post under "OFFRE D’EMPLOI – CONCOURS BIB-2026-14", and the competition’s number as the reference', () => {
    const ad = `OFFRE D'EMPLOI – CONCOURS ARC-2026-03

ARCHIVISTE – GESTION DOCUMENTAIRE
Poste permanent, temps plein

La Ville de Lac-aux-Hérons recrute une ou un archiviste.

Faites parvenir votre CV en indiquant le numéro de concours ARC-2026-03.`;
    expect(readJobBrief(ad).role).toMatch(/^Archiviste\b/u);
    expect(composeLetter({ resume: 'Marie Roy\nmarie@example.ca', jobDescription: ad }).text).toContain('ARC-2026-03');
  });
});

describe('readJobBrief: a German contact with professional titles', () => {
  it('greets the person by name, without the titles between the form of address and the name', () => {
    // Before, the contact was "Frau St".
    const brief = readJobBrief(
      'Steuerfachangestellte (m/w/d)\nKanzlei Berger\n\nIhre Bewerbung richten Sie bitte an:\nFrau StB Dipl.-Kffr. Petra Lindemann\nTel. 0821 555 0101',
    );
    expect(brief.contactName).toBe('Frau Petra Lindemann');
  });
});

describe('readJobBrief: posts a careers page, a forwarded e-mail and an NHS title give', () => {
  it('reads the post printed over the careers page’s apply buttons, below its menus and cookie banner', () => {
    const brief = readJobBrief(
      [
        'Skip to main content',
        'Flint Hills Power Careers',
        'Home',
        'Search Jobs',
        'We use cookies to give you the best experience on our site. Accept All Cookies',
        '',
        'Journeyman Lineworker - Distribution (Topeka Service Center)',
        'Apply now',
        'Save job',
        'Job ID: R-0011223',
        '',
        'Who we are',
        'Flint Hills Power delivers electricity to 200,000 customers in Kansas.',
      ].join('\n'),
    );
    expect(brief.role).toBe('Journeyman Lineworker');
  });

  it('reads "Position:" far down a forwarded e-mail where nothing else names the post', () => {
    const brief = readJobBrief(
      [
        '---------- Forwarded message ---------',
        'From: Peter Kamau <pk@example.co.ke>',
        'Date: Tue, 1 Dec 2026 at 09:14',
        'Subject: Fwd: VACANCY',
        'To: Grace <grace@example.co.ke>',
        '',
        'Grace, thought of you.',
        '',
        '---------- Forwarded message ---------',
        'From: Recruitment <jobs@example.or.ke>',
        'Date: Mon, 30 Nov 2026 at 16:02',
        'Subject: VACANCY',
        '',
        'Dear Colleagues,',
        'Kindly share widely.',
        '',
        'RIFT BASIN CONSERVATION TRUST',
        'VACANCY ANNOUNCEMENT',
        'Position: Remote Sensing Analyst',
        'Duty station: Naivasha',
      ].join('\n'),
    );
    expect(brief.role).toBe('Remote Sensing Analyst');
  });

  it('reads "Head, Cost Management" as a post, and keeps one dash where a band stood between two', () => {
    expect(
      readJobBrief('JOB VACANCY\n\nHead, Cost Management (Quantity Surveying)\n\nCompany: Lagoon Homes Limited\n').role,
    ).toBe('Head, Cost Management (Quantity Surveying)');
    expect(
      readJobBrief(
        'Physiotherapist – Band 6 – Community Rehabilitation (returners to practice welcome)\n\nWessex Vale Community Health NHS Trust\n',
      ).role,
    ).toBe('Physiotherapist – Community Rehabilitation');
  });

  it('reads a German partnership of tax advisers, named after its legal form, as the company', () => {
    const brief = readJobBrief(
      [
        'Steuerfachangestellte (m/w/d) – Vollzeit',
        'Albers Kühn Partnerschaft mbB Steuerberater Wirtschaftsprüfer',
        'Münster',
        '',
        'Über uns',
        'Wir sind eine inhabergeführte Kanzlei mit 30 Mitarbeitenden.',
      ].join('\n'),
    );
    expect(brief.company).toBe('Albers Kühn Partnerschaft mbB Steuerberater Wirtschaftsprüfer');
  });
});

describe('readJobBrief: a French ad’s employer, printed on its own line and named with an article in a sentence', () => {
  it('reads the name as printed, without the sentence’s article', () => {
    const brief = readJobBrief(
      [
        "Accueil > Nous rejoindre > Offres d'emploi",
        '',
        "OFFRE D'EMPLOI – Réf. : 2026-ORT-02",
        '',
        'Orthophoniste (H/F) – SMR et EHPAD',
        '',
        'Centre Hospitalier du Val de Sèvre',
        'Temps de travail : 80 % à 100 %',
        'Lieu : Niort',
        '',
        "L'ÉTABLISSEMENT",
        'Le Centre Hospitalier du Val de Sèvre est un établissement public de santé de 400 lits. Il emploie 900 professionnels.',
      ].join('\n'),
    );
    expect(brief.company).toBe('Centre Hospitalier du Val de Sèvre');
  });
});

describe('readJobBrief: a careers page that names its owner only in the footer', () => {
  const brief = readJobBrief(
    [
      'Project Engineer – Commercial Fit-Out',
      'Location: Leeds',
      '',
      'Requirements:',
      '- Degree in Civil Engineering',
      '- Experience on commercial fit-out projects',
      '',
      'Apply now | About us | Careers',
      '© 2026 Harrowgate Building Services Limited. All rights reserved.',
    ].join('\n'),
  );

  it('names the footer’s owner as the company, never the kind of work after the title’s dash', () => {
    expect(brief.company).toBe('Harrowgate Building Services Limited');
  });

  it('reads the owner after a bar on the footer’s line too', () => {
    const footed = readJobBrief(
      [
        'Senior Practitioner – Family Support',
        'Location: Ashford',
        '',
        'Essential:',
        '- Social Work England registration',
        '',
        'Apply via jobs.example.gov.uk | © 2026 Wealdshire County Council',
      ].join('\n'),
    );
    expect(footed.company).toBe('Wealdshire County Council');
  });
});

describe('readJobBrief: a French ad’s wishes marked at the end of their line', () => {
  it('reads "souhaité" and "apprécié" as nice-to-haves, never as must-haves', () => {
    const brief = readJobBrief(
      [
        'Agent de maintenance (H/F)',
        'Groupe Lenoir',
        '',
        'Profil :',
        '- CAP électricité',
        '- Habilitation électrique souhaité',
        '- Anglais apprécié',
      ].join('\n'),
    );
    expect(brief.mustHaves).toEqual(['CAP électricité']);
    expect(brief.niceToHaves).toEqual(['Habilitation électrique souhaité', 'Anglais apprécié']);
  });
});

describe('readJobBrief: an Australian council’s key selection criteria', () => {
  const brief = readJobBrief(
    [
      'Youth Services Librarian',
      'Northern Beaches Council – Dee Why Library',
      'Permanent Full Time | $88,000 + super',
      '',
      'Key Selection Criteria',
      '1. Tertiary qualifications in librarianship',
      '2. Demonstrated experience delivering programs for young people',
      '3. Current Working With Children Check',
      '4. Current First Aid certificate (desirable)',
      '',
      'Please address the key selection criteria in your cover letter.',
    ].join('\n'),
  );

  it('reads the numbered criteria as the must-haves, and a line whose brackets say "desirable" as a nice-to-have whole', () => {
    expect(brief.mustHaves).toEqual([
      'Tertiary qualifications in librarianship',
      'Demonstrated experience delivering programs for young people',
      'Current Working With Children Check',
    ]);
    expect(brief.niceToHaves).toEqual(['Current First Aid certificate (desirable)']);
  });
});

describe('readJobBrief: a legal form cut from its name', () => {
  it('is never the company', () => {
    const brief = readJobBrief(`Filialleiter (m/w/d) – hm-drogerie markt Dortmund-Aplerbeck
Vollzeit · unbefristet · ab sofort

Bei hm stehen die Menschen im Mittelpunkt. Als Filialleiter (m/w/d) gestaltest du mit deinem Team einen Markt.

Deine Aufgaben
• Du führst ein Team von ca. 15 Mitarbeitenden und Lernlingen
• Du verantwortest Umsatz, Kosten und Warenfluss deines hm-Markts

Klingt gut? Dann bewirb dich online.

hm-drogerie markt GmbH + Co. KG · Karlsruhe · Wir freuen uns über alle Bewerbungen.`);
    // Before, "KG": a German letter applied "bei der KG".
    expect(brief.company ?? '').not.toMatch(/^(?:KG|GmbH|Co\.?)$/u);
  });
});

describe('readJobBrief: a town with its postcode district or its part after the post', () => {
  it('is no part of the post', () => {
    // Before, "the Early Years Practitioner (Sheffield S11) position" in a held-out letter.
    expect(readJobBrief('Early Years Practitioner – Sheffield S11\nAcorn Nurseries is hiring.').role).toBe(
      'Early Years Practitioner',
    );
    expect(readJobBrief('Clinical Dietitian – Brisbane Southside\nOur client is hiring.').role).toBe(
      'Clinical Dietitian',
    );
    expect(readJobBrief('Staff Nurse – Intensive Care\nLeeds Teaching Hospitals is hiring.').role).toBe(
      'Staff Nurse – Intensive Care',
    );
  });
});
