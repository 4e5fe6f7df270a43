import { describe, expect, it } from 'vitest';
import { joinDescriptionLines, readRoles, toAchievement } from './read-roles.ts';
import { readResumeFacts } from './read-resume-facts.ts';
import { composeLetter } from '../compose/compose-letter.ts';

describe('joinDescriptionLines', () => {
  it('starts a new item at a section word, a verb after a semicolon and a skills statement inside a line', () => {
    expect(
      joinDescriptionLines([
        'Wrote care plans for 30 patients, Accomplishments Created a falls checklist for the ward',
        'Monitored the students; gave extra help to 12 pupils after school',
        'Answered 80 calls a day from customers Working knowledge of Salesforce and Excel',
      ]),
    ).toEqual([
      'Wrote care plans for 30 patients',
      'Created a falls checklist for the ward',
      'Monitored the students',
      'gave extra help to 12 pupils after school',
      'Answered 80 calls a day from customers',
      'Working knowledge of Salesforce and Excel',
    ]);
  });

  it('keeps a clause after a semicolon with the one before when it points back to it', () => {
    // Split, "wrote the team's refund checklist afterwards" was told alone, after a deed the letter never said.
    expect(
      joinDescriptionLines([
        'Spotted a duplicate supplier payment of $12,400 before it cleared; wrote the team’s refund checklist afterwards',
        'Answered the phones; handled 40 bookings a week',
      ]),
    ).toEqual([
      'Spotted a duplicate supplier payment of $12,400 before it cleared; wrote the team’s refund checklist afterwards',
      'Answered the phones',
      'handled 40 bookings a week',
    ]);
  });

  it('keeps a deed dated to one occasion with what came next after its semicolon', () => {
    // Split, the second half of a story an ad asked for ("escalated to ... within 10 minutes") was told apart as
    // another deed ("I have also escalated ...").
    expect(
      joinDescriptionLines([
        'Smelt gas at a tenant’s flat in March 2023 during a routine visit; isolated the supply within 5 minutes and the block was evacuated without injury',
        'Inspected boilers; serviced 300 appliances a year',
        'Spotted a phishing campaign against a client from a login alert; locked 4 accounts within 20 minutes',
      ]),
    ).toEqual([
      'Smelt gas at a tenant’s flat in March 2023 during a routine visit; isolated the supply within 5 minutes and the block was evacuated without injury',
      'Inspected boilers',
      'serviced 300 appliances a year',
      'Spotted a phishing campaign against a client from a login alert; locked 4 accounts within 20 minutes',
    ]);
  });

  it('never starts an item at a product’s name before its number', () => {
    // Before, "... built in Articulate" and "Rise 360 – 25 minutes ..." ("Rise" read as a verb).
    expect(
      joinDescriptionLines(['Built an onboarding module in Articulate Rise 360 – 25 minutes, scenario based']),
    ).toEqual(['Built an onboarding module in Articulate Rise 360 – 25 minutes, scenario based']);
  });

  it('keeps a line whole when those words stand where they start no item', () => {
    expect(
      joinDescriptionLines([
        'Presented Achievements of the year to the board; 40 attendees',
        'Built a Working model of the plant',
      ]),
    ).toEqual(['Presented Achievements of the year to the board; 40 attendees', 'Built a Working model of the plant']);
  });
});

describe('toAchievement', () => {
  it('says a number written twice over once, and mends "an" that lost its last letter before a verb', () => {
    expect(toAchievement('Grew sales by 12% percent in (1) one year')).toEqual({
      text: 'Grew sales by 12% in 1 year',
      numbers: ['12%', '1'],
    });
    expect(toAchievement('Raised $(60) Million for (15) fifteen clinics')?.text).toBe(
      'Raised $60 Million for 15 clinics',
    );
    expect(toAchievement('Helped establish an maintain vendor relationships')?.text).toBe(
      'Helped establish and maintain vendor relationships',
    );
    expect(
      toAchievement('Delegate duties to a 5 LVN, 4 RT and 4 CNA staff to insure proper adherence to policies')?.text,
    ).toBe('Delegate duties to 5 LVN, 4 RT and 4 CNA staff to ensure proper adherence to policies');
    expect(toAchievement('Sold policies to insure homes and cars for a 5-star agency')?.text).toBe(
      'Sold policies to insure homes and cars for a 5-star agency',
    );
  });

  it('leaves a line without those marks as it was written', () => {
    expect(toAchievement('Managed an annual budget of 2 million')).toEqual({
      text: 'Managed an annual budget of 2 million',
      numbers: ['2'],
    });
  });
});

describe('readRoles: a bullet a page wrapped', () => {
  it('joins the wrapped line to its bullet, so years in brackets on it start no job', () => {
    const roles = readRoles([
      'Harrow & Vale Systems Pte Ltd – Singapore                   Jul 2008 – Feb 2012',
      'Account Manager, Public Sector',
      '•  Managed 8 strategic banking and insurance accounts with a US$9–12M annual',
      '   quota; achieved 108%, 121% and 112% (2009–2011)',
      '•  Closed a US$6.8M analytics deal',
    ]);
    expect(roles.map((role) => role.employer)).toEqual(['Harrow & Vale Systems Pte Ltd']);
    // (The result after the semicolon stays with the deed that made it.)
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toContain(
      'Managed 8 strategic banking and insurance accounts with a US$9–12M annual quota; achieved 108%, 121% and 112% (2009–2011)',
    );
  });
});

describe('readRoles: a line a page wrapped inside a place’s name', () => {
  it('joins the next line to it, so the letter never stops at "across North."', () => {
    const [role] = readRoles([
      'Relief Pharmacy Technician – MedStaff Locums (agency)          Mar 2022 – Aug 2022',
      'Cover shifts of 1–4 weeks at nine community pharmacies across North',
      'Yorkshire while looking for a permanent post.',
      'Pharmacy Technician                                            Sep 2022 – Present',
      'Harewood Pharmacy, Leeds',
      '• Ran the repeat-prescription service for 400 patients',
    ]);
    expect(role?.achievements.map((achievement) => achievement.text).join(' | ')).toContain(
      'across North Yorkshire while looking for a permanent post',
    );
  });
});

describe('readRoles: the day of the week a volunteer helped, after an organisation named for the town', () => {
  it('is no employer: the organisation before the post is', () => {
    const facts = readResumeFacts(`ANIKA BRENNAN-TO
Dental Nurse
Ballarat VIC 3350  ❖  0412 555 019  ❖  anika.bt@example.com.au

EXPERIENCE

➢ Dental Nurse                                Mar 2024 – present
   Sturt Street Dental, Ballarat
   ▪ Prepare surgeries and sterilise instruments for 3 dentists

➢ Retail Assistant                            Nov 2019 – Jan 2023
   Lydiard Books, Ballarat
   ▪ Served customers and ran the Saturday till

VOLUNTEERING
   Ballarat Community Playgroup – volunteer helper, Tuesdays (Feb 2023 – Dec 2023)

REFEREES
Available on request`);
    expect(facts.roles.map((role) => role.employer)).toEqual([
      'Sturt Street Dental',
      'Lydiard Books',
      'Ballarat Community Playgroup',
    ]);
  });
});

describe('readRoles: "Employer, Town (Post)"', () => {
  it('reads the post in brackets after the town, and the town as the place', () => {
    const [role] = readRoles([
      'Daeyang Logistics Co., Ltd., Busan (Network Engineer, Tier 2)          2023.04 ~ Present',
      ' - Ran the firewall migration for 3 depots',
    ]);
    expect(role).toMatchObject({
      title: 'Network Engineer, Tier 2',
      employer: 'Daeyang Logistics Co., Ltd.',
      location: 'Busan',
    });
    expect(role?.period).toMatchObject({ start: '2023.04', current: true });
  });
});

describe('readRoles: a locum post through an agency', () => {
  it('reads "Locum RVN – VetStaff Direct (nursing agency)" as the post and the agency', () => {
    const [role] = readRoles([
      'Locum RVN – Pawline Staffing (nursing agency)          Jan 2021 – Jun 2021',
      '- Short placements at six practices',
    ]);
    expect(role).toMatchObject({ title: 'Locum RVN', employer: 'Pawline Staffing' });
  });
});

describe('readRoles: a short resume without headings', () => {
  it('reads a distribution centre as the employer, and a wish under the last job as nothing done there', () => {
    const roles = readRoles([
      'Order Picker - Lakeline Foods DC, Mississauga   2021-23',
      'pallet jack, shipping/receiving',
      'Reliable, no missed shifts. Looking for full time perm nights',
    ]);
    expect(roles[0]).toMatchObject({ title: 'Order Picker', employer: 'Lakeline Foods DC', location: 'Mississauga' });
    expect(roles[0]?.achievements.map((achievement) => achievement.text).join(' | ')).not.toMatch(/Looking for/u);
  });
});

describe('readRoles: a school post held as a department’s chair', () => {
  it('reads "Science Department Chair — Pecan Hollow Middle School, Brazos Creek ISD" as the post, the school and its district', () => {
    const [role] = readRoles([
      'Science Department Chair — Cedar Ridge Middle School, Brazos Creek ISD        2019 – 2025',
      '- Led 6 teachers',
    ]);
    expect(role).toMatchObject({ title: 'Science Department Chair', employer: 'Cedar Ridge Middle School' });
  });
});

describe('readRoles: how long a job lasted, beside its dates', () => {
  it('is neither where the job was nor who gave it', () => {
    const [sales] = readRoles([
      'Sales Assistant - Kauri Bakery, Mornington',
      '3 months, June 2026 - August 2026',
      '- served customers',
    ]);
    expect(sales?.location).toBe('Mornington');
    // ("Kauri Street Bakery" under a title the reader passes over: the line of dates came first.)
    const roles = readRoles([
      'Year 11 work experience - Kauri Street Bakery, Mornington',
      '1 week, June 2026 (through school, unpaid)',
      '- served customers',
    ]);
    expect(roles.map((role) => role.employer)).not.toContain('1 week');
  });
});

describe('readRoles: a job-board export’s labels and notes under a job', () => {
  it('reads no deed from a label typed with a semicolon, a note in brackets alone, or a template’s placeholder', () => {
    // Before, held-out letters (AU) told "Roles & Responsibility;" and "(As per T & E claims)" as things done, and an
    // older one kept "(Please provide details of your responsibilities here)" under a job.
    const facts = readResumeFacts(`Darshan Rao
WORK EXPERIENCE

Financial Analyst

Oracle -

June 2015 to Present

Roles & Responsibility;
• Auditing. (As per T & E claims)
• Reconciled vendor payments for 300 suppliers each month.

Carrier Achievements;
• Received quarterly awards for completing assigned tasks on time.`);
    expect(facts.roles.map((role) => role.achievements.map((achievement) => achievement.text))).toEqual([
      [
        'Reconciled vendor payments for 300 suppliers each month.',
        'Received quarterly awards for completing assigned tasks on time.',
      ],
    ]);
    expect(toAchievement('(Please provide details of your responsibilities here)')).toBeUndefined();
    // "2017-2018 : Titulaire de ..." under the job above it: another entry of the list, with its own years.
    expect(toAchievement('2017-2018 : Titulaire de la fonction publique hospitalière au CH Esquirol')).toBeUndefined();
    expect(toAchievement('2010-2012 Cours de soutien niveau collège, un après-midi par semaine.')).toBeUndefined();
    expect(toAchievement('Cut waiting times from 2019 to 2021 by 30%')?.text).toBe(
      'Cut waiting times from 2019 to 2021 by 30%',
    );
  });
});

describe('readResumeFacts: posts as bullets, each employer and its years indented under it', () => {
  it('reads each post under "Professional Experience Highlights" with its title, employer, years and lines', () => {
    // Before, a held-out electrician's letter (AU) named no job: the heading was read as skills, and with it read as
    // the jobs, each post's bullet was taken for a line of the job above.
    const facts = readResumeFacts(`Thabo Mokoena
thabo@example.com

Professional Experience Highlights
- Electrician (HV/MV)
  City Power (2018 – 2024)
  - Substation maintenance, underground cable work, and renewable energy integration
  - Ensured compliance with safety protocols and documentation standards

- Electrical Construction Technician
  Selvest Pty Ltd (2015 – 2018)
  - Installed air conditioning systems and wired control panels

Education
- Electrical Engineering N4 – Roseville FET College (2017)`);
    expect(
      facts.roles.map((role) => [role.title, role.employer, role.period?.start, role.achievements.length]),
    ).toEqual([
      ['Electrician (HV/MV)', 'City Power', '2018', 2],
      ['Electrical Construction Technician', 'Selvest Pty Ltd', '2015', 1],
    ]);
  });
});

describe('readRoles: a page that dates each job under its description', () => {
  it('reads the employer and post over the paragraphs, and the dates on the "Started:" line below them', () => {
    // Before, a held-out letter (AU) named no job and told the resume's sentences in a heap, a Raspberry Pi's among them.
    const lines = [
      'Shard Riverside Inn',
      '',
      'Duty Manager & Stock Taker',
      '',
      'I coordinated staff training. I planned and managed the restaurant.',
      '',
      'Started: April 2018 - Present',
      '',
      'The Mill At Conder Green',
      '',
      'Bar & Accommodation Manager',
      '',
      'I ordered wet stock for the bar each week.',
      '',
      'Started: October 2017 - March 2018',
    ];
    expect(readRoles(lines).map((role) => [role.title, role.employer, role.period?.start, role.period?.end])).toEqual([
      ['Duty Manager & Stock Taker', 'Shard Riverside Inn', 'April 2018', null],
      ['Bar & Accommodation Manager', 'The Mill At Conder Green', 'October 2017', 'March 2018'],
    ]);
  });
});

describe('readRoles: a title left alone by a PDF', () => {
  it('starts another job at a lower-case title on a line of its own, whose lines are never the job above', () => {
    const roles = readRoles([
      '06/2013 to 07/2013',
      'Intern Company Name',
      'Developed a layout model in AutoCAD that raised space use by 30%.',
      'consultant',
      'Built a churn model in R and deployed it with Python.',
    ]);
    expect(roles.map((role) => [role.title, role.achievements.map((achievement) => achievement.text)])).toEqual([
      ['Intern', ['Developed a layout model in AutoCAD that raised space use by 30%.']],
      ['Consultant', ['Built a churn model in R and deployed it with Python.']],
    ]);
  });
});

describe('readRoles: a hyphened name under the heading’s rule, over a dated post', () => {
  it('takes the name for the employer, its hyphened parts counting as its words', () => {
    // Before, the employer was missing: "Enterprise Rent-A-Car" was two words, and the rule above it opened no block.
    const roles = readRoles([
      '______________________________________________',
      'Enterprise Rent-A-Car',
      'Assistant Branch Manager                                        06/2016 - 04/2020',
      '    ●   Doubled the branch’s fleet to 500 vehicles, maintaining a 96% utilization rate',
      '    ●   Attained a record-breaking 98 score for customer service',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Enterprise Rent-A-Car', 'Assistant Branch Manager'],
    ]);
  });
});

describe('readRoles: a semicolon between the employer and its town', () => {
  it('parts them as a comma does', () => {
    // Before, the employer was "Bellin Health; Green Bay".
    const roles = readRoles([
      'Certified Nursing Assistant, Bellin Health; Green Bay, WI — 2020-2021',
      'Provided bathing, feeding and general care to patients on the ward',
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Certified Nursing Assistant', 'Bellin Health', 'Green Bay, WI'],
    ]);
  });
});

describe('readRoles: an organisation and its town on the dated line, the post below', () => {
  it('takes the town for the place and the line below for the title, in English and in French', () => {
    const roles = readRoles([
      'Jan 2020 – Aug 2022 — Gautreau & Sons Printers, Rezé',
      'Prepress Designer (fixed-term then permanent)',
      '• Checked 25 to 40 client files a day',
      '',
      'Janv. 2017 – déc. 2019 — Imprimerie Lemoine & Fils, Vertou',
      'Graphiste PAO (CDD puis CDI)',
      '• Mise en page de brochures',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.location])).toEqual([
      ['Gautreau & Sons Printers', 'Prepress Designer (fixed-term then permanent)', 'Rezé'],
      ['Imprimerie Lemoine & Fils', 'Graphiste PAO (CDD puis CDI)', 'Vertou'],
    ]);
  });
});

describe('readRoles: a town in brackets after a legal form, and a French clinic on the line below', () => {
  it('takes the town for the place, never part of the name', () => {
    const roles = readRoles([
      'Depuis 03/2019 – Comptable principal, Laiterie du Fleuve SARL (Saint-Louis)',
      '• Clôture mensuelle des comptes en 5 jours',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.location])).toEqual([
      ['Laiterie du Fleuve SARL', 'Comptable principal', 'Saint-Louis'],
    ]);
  });

  it('takes a clinic below a title with a short part after its dash for the employer', () => {
    const roles = readRoles([
      'Radiographer in Charge – MRI                 Feb 2021 – Present',
      'Clinique des Lilas, Curepipe',
      '• Run the MRI list for 3 radiographers',
    ]);
    expect(roles.map((role) => role.employer)).toEqual(['Clinique des Lilas']);
  });
});

describe('readRoles: a Word table pasted with its tabs', () => {
  it('reads each row by the headings of its columns, and stops where the table ends', () => {
    const roles = readRoles([
      'Dates\tEmployer / Location\tPosition\tKey responsibilities and results',
      'Mar 2021 – present\tLakeshore Rehab Centre, Kingston ON\tPhysiotherapist\tCaseload of 14 inpatients. Cut the wait for first assessment from 6 days to 2.',
      'Jun 2018 – Feb 2021\tHarbour Physio Clinic, Belleville ON\tPhysiotherapy Assistant\tRan 3 falls-prevention classes a week.',
      '',
      'PLACEMENTS (MScPT)',
      '2017\tAcute Care – Kingston General\t6 weeks',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.map((line) => line.text)])).toEqual([
      [
        'Lakeshore Rehab Centre',
        'Physiotherapist',
        ['Caseload of 14 inpatients.', 'Cut the wait for first assessment from 6 days to 2.'],
      ],
      ['Harbour Physio Clinic', 'Physiotherapy Assistant', ['Ran 3 falls-prevention classes a week.']],
    ]);
  });
});

describe('joinDescriptionLines: a bracket left open', () => {
  it('goes on to the line where it closes, whatever letter that line opens with', () => {
    expect(
      joinDescriptionLines(
        ['• Ran blended courses on LMS platforms (Canvas, Google', 'Classroom, Teams) for 200 learners a year'],
        { widthWraps: false },
      ),
    ).toEqual(['Ran blended courses on LMS platforms (Canvas, Google Classroom, Teams) for 200 learners a year']);
  });
});

describe('joinDescriptionLines: lines a person typed one per item', () => {
  it('never joins a line whose first word would have fitted on the line before, nor the line after a short remainder', () => {
    expect(
      joinDescriptionLines([
        'First and second fix on new-build housing sites (approx 60 plots with the site team)',
        'Testing and inspection alongside my supervisor using a Megger MFT1741',
        'Fault finding on lighting and socket circuits',
      ]),
    ).toEqual([
      'First and second fix on new-build housing sites (approx 60 plots with the site team)',
      'Testing and inspection alongside my supervisor using a Megger MFT1741',
      'Fault finding on lighting and socket circuits',
    ]);
  });

  it('still joins a PDF wrap whose first word did not fit', () => {
    expect(
      joinDescriptionLines([
        'Developed scalable, robust, and maintainable enterprise-level applications using Java and Spring',
        'Boot',
        'Supported and managed relationships with Financial Advisors in the Pacific Northwest and',
        'Mid-America regions',
      ]),
    ).toEqual([
      'Developed scalable, robust, and maintainable enterprise-level applications using Java and Spring Boot',
      'Supported and managed relationships with Financial Advisors in the Pacific Northwest and Mid-America regions',
    ]);
  });
});

describe('readRoles: a header of parts set apart by bars', () => {
  it('starts a job at "Ongoing Caseworker | Montrose County Children Services, Springfield, OH | Jun 2021 - Jul 2023"', () => {
    expect(
      readRoles([
        'Medical Social Worker | Mercy Valley Regional Hospital, Dayton, OH | Aug 2023 - Present',
        '- Precept one MSW intern per academic year',
        'Ongoing Caseworker | Montrose County Children Services, Springfield, OH | Jun 2021 - Jul 2023',
        '- Manage caseload of 14-17 families',
      ]).map((role) => [role.title, role.employer, role.achievements.map((line) => line.text)]),
    ).toEqual([
      ['Medical Social Worker', 'Mercy Valley Regional Hospital', ['Precept one MSW intern per academic year']],
      ['Ongoing Caseworker', 'Montrose County Children Services', ['Manage caseload of 14-17 families']],
    ]);
  });
});

describe('joinDescriptionLines: a product named in capitals inside a line', () => {
  it('never starts a new item at "Script" in "Google Sheets + Apps Script"', () => {
    expect(
      joinDescriptionLines([
        '- Built a Google Sheets + Apps Script scheduling tool; it cut rota time from 5 hours to 40 minutes',
      ]),
    ).toEqual(['Built a Google Sheets + Apps Script scheduling tool; it cut rota time from 5 hours to 40 minutes']);
  });
});

describe('readRoles: lines a person typed one per item, without bullets', () => {
  it('keeps a long line and the capitalised line after it apart when no line of the section wraps', () => {
    const roles = readRoles([
      '2019 to now     Hollin Freight Ltd, Leeds      Class 1 Driver (Nights)',
      'Night trunking between Leeds and Rugby hubs, 5 nights a week, curtain siders and fridge trailers',
      'Approx 110,000 miles a year, no accidents',
      'Daily walkround checks and defect reporting',
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Night trunking between Leeds and Rugby hubs, 5 nights a week, curtain siders and fridge trailers',
      'Approx 110,000 miles a year, no accidents',
      'Daily walkround checks and defect reporting',
    ]);
  });

  it('still joins a capitalised word a wrap moved to the next line where the section shows wrapping', () => {
    const roles = readRoles([
      'Payroll Officer 2019 to 2023 Company Name City , State',
      'Ran the fortnightly payroll for 420 staff across three sites and answered every query from',
      'managers within a day, keeping the error rate under half a percent for four years in a',
      'row while moving every timesheet of the team onto the rostering module of the new',
      'Workday system and training 12 colleagues',
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Ran the fortnightly payroll for 420 staff across three sites and answered every query from managers within a day, keeping the error rate under half a percent for four years in a row while moving every timesheet of the team onto the rostering module of the new Workday system and training 12 colleagues',
    ]);
  });
});

describe('readRoles: a law firm’s header over three lines', () => {
  it('joins a title broken after its slash, and keeps the comma in a firm named after its partners', () => {
    const roles = readRoles([
      '2019 – Present\tSenior Litigation Paralegal /',
      '\t\tE-Discovery Coordinator',
      '\t\tHargreave, Bell & Okafor LLP — Columbus, OH',
      '• Support 3 partners and 2 associates on 60-75 active matters',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Hargreave, Bell & Okafor LLP', 'Senior Litigation Paralegal/E-Discovery Coordinator', 1],
    ]);
  });
});

describe('readRoles: a job named by what it was', () => {
  it('takes no description of the work ("Aluminium smelter shutdown") for an employer', () => {
    const roles = readRoles([
      'Shutdown Electrician (casual via labour hire)',
      'Aluminium smelter shutdown, Portland VIC – 3 weeks, Oct 2021',
      '- Cable pulling, termination, motor change outs, testing',
    ]);
    expect(roles.map((role) => role.employer)).toEqual([null]);
  });
});

describe('readRoles: a post named before its field', () => {
  it('reads "Working Student (Werkstudent) Software Development" as the title over its employer', () => {
    const roles = readRoles([
      'Working Student (Werkstudent) Software Development\t\t\t04/2018 – 08/2019',
      'Datenhof Systems GmbH, Kellbrück',
      '- Internal tools in Java and Angular',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.location])).toEqual([
      ['Datenhof Systems GmbH', 'Working Student (Werkstudent) Software Development', 'Kellbrück'],
    ]);
  });
});

describe('readRoles: posts held one after another under one employer', () => {
  it('dates each post by its own bracketed dates within the employer’s years, and gives each the employer', () => {
    // Before, the first post took the employer's years (2017 to 2021) and the earlier post had no employer.
    const roles = readRoles([
      'Harbourline Depots (S) Pte Ltd                                2016-2022',
      'Depot Supervisor (Apr 2020 – Jun 2022)',
      '- Ran the night shift of 14 loaders',
      'Depot Assistant (Feb 2016 – Mar 2020)',
      '- Kept the stock ledger for 3 yards',
    ]);
    expect(
      roles.map((role) => [role.employer, role.title, role.period?.start, role.period?.end, role.achievements.length]),
    ).toEqual([
      ['Harbourline Depots (S) Pte Ltd', 'Depot Supervisor', 'Apr 2020', 'Jun 2022', 1],
      ['Harbourline Depots (S) Pte Ltd', 'Depot Assistant', 'Feb 2016', 'Mar 2020', 1],
    ]);
  });
});

describe('readRoles: duties listed by employer below a table of jobs', () => {
  it('gives each employer heading’s duties to its own job, never all to the last row', () => {
    const roles = readRoles([
      'Period | Company | Designation | Location',
      'Mar 2020 – Till date | NORTHGATE FACILITY SERVICES LLC | HVAC Technician | Dubai, UAE',
      'Feb 2016 – Jan 2020 | GULFCOOL AIR CONDITIONING CO. W.L.L. | A/C Technician | Doha, Qatar',
      'DUTIES & RESPONSIBILITIES',
      'NORTHGATE FACILITY SERVICES LLC (FM contractor – malls and schools)',
      '▪ Maintain air-cooled chillers up to 400 TR',
      '▪ Lead a team of 2 helpers on night call-outs',
      'GULFCOOL AIR CONDITIONING CO. W.L.L.',
      '▪ Installed split units in villas',
    ]);
    expect(roles.map((role) => [role.employer, role.achievements.map((achievement) => achievement.text)])).toEqual([
      [
        'Northgate Facility Services LLC',
        ['Maintain air-cooled chillers up to 400 TR', 'Lead a team of 2 helpers on night call-outs'],
      ],
      ['Gulfcool Air Conditioning Co. W.L.L.', ['Installed split units in villas']],
    ]);
  });
});

describe('readRoles: an employer on its own line over two posts', () => {
  it('gives the employer to the post held right before, and reads a post glossed in English as a title', () => {
    const roles = readRoles([
      'Hotel Vista del Mar **** – Alicante, Spain',
      '2018 – 08/2021   Gobernanta (Housekeeping Supervisor)',
      '- Responsible for 3 floors and a team of 10 room attendants',
      '2014 – 2018   Camarera de pisos (Room Attendant)',
      '- 15–17 rooms per day, turndown service',
      '',
      'Ngaio Earthworks Ltd – Waikato',
      'Leading Hand (civil crew)                 Jan 2012 – Jul 2014',
      '- Ran a crew of 5 on drainage works',
      '',
      'Labourer                                  Mar 2010 – Dec 2011',
      '- Pipe laying and compaction testing',
      '',
      '2008 – 2010: full-time parent',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Hotel Vista del Mar', 'Gobernanta (Housekeeping Supervisor)'],
      ['Hotel Vista del Mar', 'Camarera de pisos (Room Attendant)'],
      ['Ngaio Earthworks Ltd', 'Leading Hand (civil crew)'],
      ['Ngaio Earthworks Ltd', 'Labourer'],
    ]);
  });

  it('reads a title, its employer with the town and country, and the dates on three lines', () => {
    const roles = readRoles([
      'Commis de cuisine',
      'Le Vieux Tilleul – Annecy (France)',
      'Sept 2016 to June 2018',
      '• Fish and garnish section, 45 covers',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.location, role.period?.start])).toEqual([
      ['Le Vieux Tilleul', 'Commis de cuisine', 'Annecy, France', 'Sept 2016'],
    ]);
  });
});

describe('readRoles: posts under one employer as retail, bank and freelance resumes print them', () => {
  it('reads a store heading with its branch and place over three posts, and a store number as no part of a name', () => {
    const roles = readRoles([
      'BRAMBLE HOME & GARDEN – Store #118, Racine, WI',
      'Assistant Department Lead, Garden Centre | Mar 2021 – Present',
      '• Lead a team of 6 associates on the early shift',
      'Key Holder | Sep 2019 – Feb 2021',
      '• Opened and closed the store',
      'Sales Associate | Jun 2017 – Aug 2019',
      '• Top 10% in store for loyalty sign-ups',
      '',
      'CORNER MART #12, Kenosha, WI',
      'Cashier | 2015 – 2017',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Bramble Home & Garden', 'Assistant Department Lead'],
      ['Bramble Home & Garden', 'Key Holder'],
      ['Bramble Home & Garden', 'Sales Associate'],
      ['Corner Mart', 'Cashier'],
    ]);
  });

  it('reads a bank in capitals heading its header over the posts held there before', () => {
    const roles = readRoles([
      'MABINI SAVINGS BANK, INC. – Cubao Branch, Quezon City',
      '',
      'Customer Service Associate',
      'January 2023 – Present',
      '• Open accounts for 25–40 walk-in clients a day',
      '',
      'Senior Teller',
      'July 2021 – December 2022',
      '• Trained 4 new tellers on cash handling',
      '',
      'Teller',
      'June 2019 – June 2021',
      '• Served 120 clients a day in peak season',
      '',
      'FREELANCE VIRTUAL ASSISTANT (part-time, evenings) – Upwork',
      'March 2022 – Present',
      '• Answer 40–60 tickets per shift',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Mabini Savings Bank, Inc.', 'Customer Service Associate'],
      ['Mabini Savings Bank, Inc.', 'Senior Teller'],
      ['Mabini Savings Bank, Inc.', 'Teller'],
      [null, 'Freelance Virtual Assistant (part-time, evenings)'],
    ]);
  });

  it('takes the title over "sole trader", and never gives a post the employer of the job above when it names "Various"', () => {
    const roles = readRoles([
      'Tindall Bookkeeping – sole trader (part-time, evenings and weekends)',
      'BAS Agent & Bookkeeper | 2012 – June 2016',
      '• Four small business clients',
      '',
      'Brannock Foods',
      'Warehouse Operative',
      '2015 - 2019',
      '- Picking and packing orders',
      '',
      'Various',
      'Kitchen Porter / Bar Staff',
      '2012 - 2015',
      '- Pubs and restaurants in the town centre',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Tindall Bookkeeping', 'BAS Agent & Bookkeeper'],
      ['Brannock Foods', 'Warehouse Operative'],
      [null, 'Kitchen Porter/Bar Staff'],
    ]);
  });

  it('writes a legal form in capitals as the firm writes it', () => {
    const roles = readRoles(['KRANICHROT DESIGN GMBH, Leipzig', 'Designer · 2017 – 03/2019', '• Led a rebrand']);
    expect(roles.map((role) => role.employer)).toEqual(['Kranichrot Design GmbH']);
  });
});

describe('readRoles: parts of a header that cannot be what they stand for', () => {
  it('takes no title from a line that opens on a number or closes a bracket it never opened, no employer ending on "of", and no post from a membership grade', () => {
    const roles = readRoles([
      'Corporate Member, Institution of',
      '2019 – 2021',
      '• Attended 4 branch meetings',
      '',
      'Site Engineer | 2015 – 2017',
      '• Planned daily works for crews of up to 60',
    ]);
    // The dated lines stay, as a job for the person to name when confirming the facts.
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      [null, ''],
      [null, 'Site Engineer'],
    ]);
    const debris = readRoles(['2 surveyors, 1 materials technician) | 2019 – 2020', '• Certified monthly IPCs']);
    expect(debris.map((role) => role.title)).toEqual(['']);
  });
});

describe('readRoles: a post held now, in the resume’s other language', () => {
  it('reads "obecnie / present" as now', () => {
    const roles = readRoles([
      '03.2021 – obecnie / present',
      'GreenLine Fulfilment B.V., Venlo',
      'Team Leader Outbound',
      '- leading a team of 30–40 people on 2 shifts',
    ]);
    expect(roles.map((role) => [role.employer, role.period?.current])).toEqual([['GreenLine Fulfilment B.V.', true]]);
  });
});

describe('readRoles: a title that ends on "Head"', () => {
  it('reads "Subject Head, ICT & e-Learning" as the post, under the organisation above it', () => {
    const roles = readRoles([
      'Ministry of Education – Tampines Grove Primary School',
      'Subject Head, ICT & e-Learning\t\tJan 2020 – present',
      '- Coach 12 beginning teachers on lesson design',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Ministry of Education', 'Subject Head, ICT & e-Learning'],
    ]);
  });
});

describe('readRoles: an employer whose name holds a word of a post', () => {
  it('reads "Lekki Specialist Hospital, Lagos" under a title as the employer, not a post of its own', () => {
    const roles = readRoles([
      'Senior Pharmacist 2019 – 2023',
      'Lekki Specialist Hospital, Lagos, Nigeria',
      '• Inpatient and outpatient dispensing for a 180-bed hospital',
      'Community Pharmacist 2018 – 2019',
      'Greenfield Pharmacy Ltd, Surulere, Lagos',
      '• OTC counselling',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Lekki Specialist Hospital', 'Senior Pharmacist'],
      ['Greenfield Pharmacy Ltd', 'Community Pharmacist'],
    ]);
  });
});

describe('readRoles: a veteran’s resume, its posts on long dated lines', () => {
  it('reads each dated line as its own post, at its own employer, never as a line of the post above', () => {
    const roles = readRoles([
      '04/2025 – Present | Inventory Control Lead, Brazos Logistics (3PL), San Antonio, TX',
      '• Lead 6 inventory control associates on cycle counts',
      '',
      '10/2024 – 02/2025 | DoD SkillBridge Fellow – Distribution Operations, Lonestar Fresh Distribution, New Braunfels, TX',
      '• Built a dock-door scheduling tracker in Excel',
      '',
      '06/2019 – 03/2025 | Senior Automated Logistical Sergeant (92A) / SSA Warehouse NCOIC, U.S. Army, 1st Cavalry Division, Fort Cavazos (formerly Fort Hood), TX',
      '• Supervised 18 Soldiers and 4 civilians in a Supply Support Activity',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Brazos Logistics (3PL)', 'Inventory Control Lead'],
      ['Lonestar Fresh Distribution', 'DoD SkillBridge Fellow'],
      ['U.S. Army', 'Senior Automated Logistical Sergeant (92A)/SSA Warehouse NCOIC'],
    ]);
    expect(roles[1]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Built a dock-door scheduling tracker in Excel',
    ]);
  });
});

describe('readRoles: an employer before a list of posts', () => {
  it('reads "The Tavern Grill, Server and Bartender" as two posts at the grill, never one post of three parts', () => {
    const roles = readRoles([
      'The Copper Kettle, Server and Bartender | April 2013 – December 2016',
      'Cottonwood, AZ',
      'Expedited food and drinks to servers and took to-go orders',
    ]);
    expect(roles.map((role) => [role.title, role.employer])).toEqual([['Server and Bartender', 'The Copper Kettle']]);
  });

  it('still joins a field listed before a post ("Web, Graphics and Written Communications Consultant")', () => {
    const roles = readRoles([
      'Harbor Family Services, Inc. | Web, Graphics and Written Communications Consultant | 2015 – 2019',
      'Designed the website and the yearly report',
    ]);
    expect(roles[0]?.title).toBe('Web, Graphics and Written Communications Consultant');
  });
});

describe('readRoles: a post named inside a line', () => {
  it('keeps "Supported the HR Business Partner with ..." whole: "Partner" ends the post’s name, no new item', () => {
    const roles = readRoles([
      'HR Administrator — Corrib Medical Devices Ltd (Sept 2014 – Mar 2018)',
      '• Supported the HR Business Partner with 2 collective consultations and a restructuring of the night shift',
      '• Driver Mentor since 2020 – accompany new drivers for their first 2 weeks',
    ]);
    expect(roles[0]?.achievements.map((line) => line.text)).toEqual([
      'Supported the HR Business Partner with 2 collective consultations and a restructuring of the night shift',
      'Driver Mentor since 2020 – accompany new drivers for their first 2 weeks',
    ]);
  });
});

describe('readRoles: a bullet wrapped onto lines that open in capitals or figures', () => {
  it('joins "across" / "Southeast ...", "on my board" / "18% vs. 41% ... (2024)" and an open bracket to its close', () => {
    const roles = readRoles([
      'Red Clay Freight Lines | Memphis, TN',
      'Fleet Dispatcher | Mar 2020 – Present',
      '• Dispatch 48–60 tractors (dry van + reefer) across',
      'Southeast & Midwest lanes; 220–260 loads/week',
      '• Plan driver home time around customer appointments; driver turnover on my board',
      '18% vs. 41% company avg (2024)',
      '• Daily on-time report to Ops Manager (97.2% OT',
      'pickup, 95.8% OT delivery in 2024)',
    ]);
    expect(roles).toHaveLength(1);
    expect(roles[0]?.achievements.map((line) => line.text)).toEqual([
      'Dispatch 48–60 tractors (dry van + reefer) across Southeast & Midwest lanes; 220–260 loads/week',
      'Plan driver home time around customer appointments; driver turnover on my board 18% vs. 41% company avg (2024)',
      'Daily on-time report to Ops Manager (97.2% OT pickup, 95.8% OT delivery in 2024)',
    ]);
  });
});

describe('readRoles: an employer’s line with its town above the post and its dates', () => {
  it('reads a long name with "&" and a name with its legal form after a comma as the employer', () => {
    const employers = [
      ['Bow River Physiotherapy & Sport Injury Clinic – Airdrie, AB', 'Physiotherapy Assistant | Sept 2021 – present'],
      ['Red Clay Freight Lines, Inc. | Memphis, TN', 'Fleet Dispatcher | Mar 2020 – Present'],
    ].map((header) => readRoles(['', ...header, '• Trained 3 new assistants'])[0]?.employer);
    expect(employers).toEqual(['Bow River Physiotherapy & Sport Injury Clinic', 'Red Clay Freight Lines']);
  });
});

describe('readRoles: the employer under a dated title, as the jobs above had it', () => {
  it('reads a name and its place with no word organisations use as the employer, the layout being the resume’s own', () => {
    const roles = readRoles([
      '2016 – 2019   Class 1 Tanker Driver',
      '              Kestrel Bulk Liquids Ltd, Immingham',
      '-  Zero spills in 3 years',
      '2007 – 2011   Warehouse Operative / FLT Driver',
      '              Brindley Distribution, Leeds',
      '-  Loading & unloading, picking, stock rotation',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Kestrel Bulk Liquids Ltd', 'Class 1 Tanker Driver'],
      ['Brindley Distribution', 'Warehouse Operative/FLT Driver'],
    ]);
    expect(roles[1]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Loading & unloading, picking, stock rotation',
    ]);
  });

  it('reads a German post ending in "-kraft" or "-leitung" as a title, its employer on the line below', () => {
    const roles = readRoles([
      'seit 04/2022\tStellvertretende Wohnbereichsleitung',
      '\t\tSeniorenheim Am Auwald gGmbH, Straubing',
      '\t\t• Dienstplanerstellung für 14 Mitarbeitende',
      '2010 – 2012\tPflegehilfskraft (Minijob)',
      '\t\tHaus St. Benedikt, Deggendorf',
      '\t\t- Unterstützung bei der Grundpflege',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Seniorenheim Am Auwald gGmbH', 'Stellvertretende Wohnbereichsleitung'],
      ['Haus St. Benedikt', 'Pflegehilfskraft (Minijob)'],
    ]);
  });
});

describe('readRoles: a law firm’s legal form after its comma, and a hypermarket', () => {
  it('reads "Hollis & Park, PLLC" whole and "Savanna Hypermarkets" as the employer under a post with its department', () => {
    const roles = readRoles([
      'Legal Assistant',
      'Marsh & Tolliver, PLLC – San Marcos, TX',
      'Jun 2019 – Jul 2022',
      '• Handled intake for Spanish-speaking clients',
      '',
      'DEPARTMENT MANAGER – FRESH PRODUCE',
      'Karoo Hypermarkets – Fourways',
      '2016 – 2019',
      '• Cut produce waste from 6.5% to 4.1% of sales',
    ]);
    expect(roles.map((role) => role.employer)).toEqual(['Marsh & Tolliver, PLLC', 'Karoo Hypermarkets']);
  });
});

describe('joinDescriptionLines: a German bullet', () => {
  it('is never split at a noun in capitals or after "Abs."', () => {
    expect(
      joinDescriptionLines([
        '• Umstellung der Pflegedokumentation auf das Strukturmodell (SIS); Anzahl der beanstandeten Pflegeberichte bei internen Audits von 18 auf 4 gesenkt',
        '- Beratungseinsätze nach § 37 Abs. 3 SGB XI (ca. 25 pro Monat)',
      ]),
    ).toEqual([
      'Umstellung der Pflegedokumentation auf das Strukturmodell (SIS); Anzahl der beanstandeten Pflegeberichte bei internen Audits von 18 auf 4 gesenkt',
      'Beratungseinsätze nach § 37 Abs. 3 SGB XI (ca. 25 pro Monat)',
    ]);
  });
});

describe('readRoles: a post whose title line carries a dated note', () => {
  it('takes its dates from the employer line below, never from "(Team Leader ... from 2024)"', () => {
    const roles = readRoles([
      'Primary Teacher – Year 5/6 (Team Leader, Rimu syndicate from 2023)',
      'Rimu Valley School, Tauranga                                    Feb 2020 – present',
      '• Teach a class of 29 Year 5/6 students',
    ]);
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ employer: 'Rimu Valley School', period: { start: 'Feb 2020', current: true } });
  });
});

describe('readRoles: bullets a PDF wrapped at its margin', () => {
  it('joins a bracketed note the sentence goes on after, and a last word alone on its line', () => {
    const roles = readRoles([
      'Site Engineer',
      'Mthunzi Civils cc, Durban',
      'Jan 2021 – Present',
      '• Ran the Grade 9 learner support club and organised the Year 11 field trip to Drakensberg',
      '(48 learners, 2 nights) in 2022 and 2024',
      '• Prepare monthly programmes in MS Project and weekly progress reports to the contracts',
      'manager',
    ]);
    expect(roles).toHaveLength(1);
    expect(roles[0]?.employer).toBe('Mthunzi Civils cc');
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Ran the Grade 9 learner support club and organised the Year 11 field trip to Drakensberg (48 learners, 2 nights) in 2022 and 2024',
      'Prepare monthly programmes in MS Project and weekly progress reports to the contracts manager',
    ]);
  });
});

describe('joinDescriptionLines: a list typed on one line', () => {
  it('makes three parts or more between semicolons one item each, whatever they open with', () => {
    expect(
      joinDescriptionLines([
        'Team of 12; load planning for 30–35 trailers per night; cut mis-shipments by 40% (0.9% to 0.54% of orders)',
      ]),
    ).toEqual([
      'Team of 12',
      'load planning for 30–35 trailers per night',
      'cut mis-shipments by 40% (0.9% to 0.54% of orders)',
    ]);
    // Two parts stay one item unless the second opens with a past tense.
    expect(joinDescriptionLines(['Manage CRRT and arterial lines; weaning from ventilation'])).toEqual([
      'Manage CRRT and arterial lines; weaning from ventilation',
    ]);
  });
});

describe('readRoles: a German bullet wrapped after an article or a preposition', () => {
  it('goes on into the next line, though German writes its nouns in capitals', () => {
    const roles = readRoles([
      'seit 03/2021 Pflegefachkraft, Station 2A',
      'Marien-Hospital Köln',
      '– Einführung des Expertenstandards Sturzprophylaxe; Sturzrate auf Station um rund',
      '20 % gesenkt',
      '– Entlassmanagement gemeinsam mit dem',
      'Sozialdienst',
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Einführung des Expertenstandards Sturzprophylaxe; Sturzrate auf Station um rund 20 % gesenkt',
      'Entlassmanagement gemeinsam mit dem Sozialdienst',
    ]);
  });
});

describe('readRoles: a Spanish employer named by its kind of firm', () => {
  it('is the employer, and the town after its dash is where it is', () => {
    const roles = readRoles([
      'ene. 2019 – feb. 2020  |  Gestoría Ferrandis y Asociados – Alicante',
      'Administrativa',
      '- Atención a 40 clientes al día',
    ]);
    expect(roles[0]?.employer).toBe('Gestoría Ferrandis y Asociados');
  });
});

describe('readRoles: a table of posts, then each employer’s lines under its name', () => {
  it('gives each employer its own lines, and reads "Aug-2022 to till date"', () => {
    const roles = readRoles([
      'S.No\tOrganization\tDesignation\tDuration',
      '1\tKaveri Biotech Pvt. Ltd., Hyderabad\tSenior Analyst\tAug-2022 to till date',
      '2\tTunga Generics Ltd., Medak\tAnalyst\tJun-2019 to Jul-2022',
      '',
      'ROLES & RESPONSIBILITIES:',
      'Kaveri Biotech Pvt. Ltd.',
      '• Led 6 OOS investigations in 2025, all closed within 30 days.',
      '• Trained 4 junior analysts on HPLC.',
      'Tunga Generics Ltd.',
      '• Routine analysis of raw materials and finished products.',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.start, role.period?.end])).toEqual([
      ['Kaveri Biotech Pvt. Ltd.', 'Senior Analyst', 'Aug-2022', null],
      ['Tunga Generics Ltd.', 'Analyst', 'Jun-2019', 'Jul-2022'],
    ]);
    expect(roles[0]?.achievements.map((line) => line.text)).toEqual([
      'Led 6 OOS investigations in 2025, all closed within 30 days.',
      'Trained 4 junior analysts on HPLC.',
    ]);
    expect(roles[1]?.achievements.map((line) => line.text)).toEqual([
      'Routine analysis of raw materials and finished products.',
    ]);
  });
});

describe('readRoles: posts named by words the title list lacks', () => {
  it('reads "Telecommunicator" and "Électromécanicien" as posts and the organisation beside them as the employer', () => {
    const dispatch = readRoles([
      'Ponderosa Regional Dispatch Authority – Flagstaff, AZ',
      'Telecommunicator I (911 Call-Taker)                          08/2022 – Present',
      '- Answer 911 and administrative lines',
    ]);
    expect([dispatch[0]?.employer, dispatch[0]?.title]).toEqual([
      'Ponderosa Regional Dispatch Authority',
      'Telecommunicator I (911 Call-Taker)',
    ]);
    const french = readRoles([
      '2017 – 2021 : Électromécanicien – Fonderies du Gier, Rive-de-Gier',
      '- Entretien des lignes de moulage et des fours à induction',
    ]);
    expect([french[0]?.employer, french[0]?.title]).toEqual(['Fonderies du Gier', 'Électromécanicien']);
  });

  it('takes the name before a department as the employer ("Brisbane Northside Pathology – Microbiology Department")', () => {
    const roles = readRoles([
      'Medical Scientist (Grade 2)                                    March 2022 – current',
      'Brisbane Northside Pathology – Microbiology Department, Herston',
      '  • Bench rotations across all sections',
    ]);
    expect([roles[0]?.employer, roles[0]?.title]).toEqual([
      'Brisbane Northside Pathology',
      'Medical Scientist (Grade 2)',
    ]);
  });
});

describe('joinDescriptionLines: a list after a colon that a page wrapped', () => {
  it('goes on with the next line’s first item and its comma', () => {
    expect(
      joinDescriptionLines([
        'Support engineer with 4 years on till systems. I like the basics: clear',
        'SLAs, tidy runbooks, and handovers nobody has to chase.',
      ]),
    ).toEqual([
      'Support engineer with 4 years on till systems.',
      'I like the basics: clear SLAs, tidy runbooks, and handovers nobody has to chase.',
    ]);
  });
});

describe('joinDescriptionLines: a bullet whose wrapped middle opens with a capital', () => {
  it('joins a line that breaks off mid-sentence to the bullet above it, and leaves a line that ends as it is', () => {
    expect(
      joinDescriptionLines([
        '- Issued 37 warning notices under the Unsafe Situations',
        'Procedure (31 At Risk), all made safe or capped and',
        'reported same day',
        '- Mentor one 2nd year apprentice',
      ]),
    ).toEqual([
      'Issued 37 warning notices under the Unsafe Situations Procedure (31 At Risk), all made safe or capped and reported same day',
      'Mentor one 2nd year apprentice',
    ]);
  });
});

describe('joinDescriptionLines: a word processor’s sub-bullets pasted as "o"', () => {
  it('tells them with the item above, after a colon and then commas, never as a word "o" inside it', () => {
    expect(
      joinDescriptionLines([
        '▪ Rebuilt the bank’s sanctions screening after the 2021 audit',
        '   o all 9 audit findings closed within 4 months',
        '   o no repeat findings in 2023',
        '▪ Trained 40 branch staff on KYC',
      ]),
    ).toEqual([
      'Rebuilt the bank’s sanctions screening after the 2021 audit: all 9 audit findings closed within 4 months, no repeat findings in 2023',
      'Trained 40 branch staff on KYC',
    ]);
  });
});

describe('readRoles: a header of three lines at the top of the section', () => {
  it('reads one job, never another post named by the whole header line with the dates and town as its work', () => {
    // Before, "Harbour Pharmacy - Pharmacy Assistant" was read twice: as the job, and as a post of that name whose
    // lines were "May 2021 - Present" and the town.
    const roles = readRoles([
      'Harbour Pharmacy - Pharmacy Assistant',
      'May 2021 - Present',
      'Bristol, England, United Kingdom',
      '',
      'I prepare repeat prescriptions for about 200 patients a week.',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.location])).toEqual([
      ['Harbour Pharmacy', 'Pharmacy Assistant', 'Bristol, England, United Kingdom'],
    ]);
  });
});

describe('readRoles: a long post and employer set apart by a bar, over a labelled street address', () => {
  it('reads the post, the employer and the address as its place', () => {
    // Before, the header of 16 words was no header (the job was lost into the one above), and with the address joined
    // "1827 Walden Office Square" was taken for the employer.
    const roles = readRoles([
      'Designated Managing Broker (IL) / Licensed Broker (WI) | Prairie Hearth Real Estate Partners Group',
      'October 2017 - October 2021',
      'Location: 4817 W. Elm St., McHenry, IL 60050',
      '',
      '- Managed the office of 9 agents',
      '',
      'Team Leader | Northfield Homes',
      'November 2015 - September 2017',
      'Location: 1827 Walden Office Square, Suite 325, Schaumburg, IL 60173',
      '',
      '- Trained 30 new agents',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Prairie Hearth Real Estate Partners Group', 'Designated Managing Broker (IL)/Licensed Broker'],
      ['Northfield Homes', 'Team Leader'],
    ]);
    expect(roles[1]?.location).toContain('Schaumburg');
    expect(roles.flatMap((role) => role.achievements.map((achievement) => achievement.text))).toEqual([
      'Managed the office of 9 agents',
      'Trained 30 new agents',
    ]);
  });
});

describe('readRoles: an employer with its town and dates over the post, the dash missing a space', () => {
  it('reads each employer, the post below it, and a long name with a comma of its own', () => {
    // Before, "Harbor Lending- Raleigh, NC" named no employer, and the two jobs after it ran into the first as its
    // lines (a name of more than six words, or with a comma of its own, was no employer's line).
    const roles = readRoles([
      'Harbor Lending- Raleigh, NC (May 2019-present)',
      'Loan Change Underwriter',
      'Review loan changes requested by loan officers',
      'Coastal Plain University- Department of Social Work-The Office of Family Violence Studies Greenville, NC (Aug. 2018-Dec. 2018)',
      'Graduate Assistant',
      'Coded 200 court files into the study database',
      'Carolina Council for Women & Youth, Eastern Region- New Bern, NC (May 2018- July 2018)',
      'Intern',
      'Surveyed 14 shelters on transport and language support',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Harbor Lending', 'Loan Change Underwriter', 1],
      ['Coastal Plain University', 'Graduate Assistant', 1],
      ['Carolina Council for Women & Youth', 'Intern', 1],
    ]);
  });
});

describe('readRoles: an employer and its post run together before the dates', () => {
  it('parts them after the word that says the name is an organisation’s, and leaves a post alone', () => {
    // Before, "Brightlane Solutions Frontend Developer" was read as one title, with no employer.
    const roles = readRoles([
      'Brightlane Solutions Frontend Developer June 2019 - Present',
      'Building user interfaces for client web apps in React.',
      "Tony B's Inc Operations Manager Jan 2012 - Sep 2017",
      'Managed a restaurant and bar of 30 staff.',
      'Senior Customer Service Representative Mar 2010 - Dec 2011',
      'Answered 80 calls a day.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Brightlane Solutions', 'Frontend Developer'],
      ["Tony B's Inc", 'Operations Manager'],
      [null, 'Senior Customer Service Representative'],
    ]);
  });
});

describe('readRoles: a job board’s export, each part on a line of its own between blank lines', () => {
  it('reads the post above the employer and its dates, though no title word names it, without the page’s address', () => {
    // Before, "Senior Travel Operations" named no post the reader knew, and the job was read with neither title nor
    // employer; the address printed at each page's foot split the next job from its dates.
    const roles = readRoles([
      'Senior Travel Operations (Domestic, International & Leisure)',
      '',
      'Harbour Travel House Limited',
      '',
      'September 2016 to Present',
      '',
      '• Issued 60 flight tickets a day for corporate clients',
      '',
      'Travel consultant',
      '',
      'Coastline Tours Private Limited - Kochi, Kerala -',
      '',
      'https://www.example-board.com/r/Sam-Field/123',
      'https://www.example-board.com/r/Sam-Field/123',
      '',
      'February 2016 to July 2016',
      '',
      '• Built holiday packages for 25 families a month',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.start])).toEqual([
      ['Harbour Travel House Limited', 'Senior Travel Operations', 'September 2016'],
      ['Coastline Tours Private Limited', 'Travel consultant', 'February 2016'],
    ]);
  });
});

describe('readRoles: a job board’s export with the page’s address between the post and its employer', () => {
  it('reads the post, and the employer in capitals with its town', () => {
    // Before, the town "Nagpur" was read as the post, and "Shift Supervisor" as a line of the job above.
    const roles = readRoles([
      'Shift Supervisor',
      '',
      'https://www.example-board.com/r/Sam-Field/123?isid=download',
      '',
      'KESTREL & KESTREL LTD - Nagpur, Maharashtra',
      '',
      'January 2013 to February 2016',
      '',
      '• Planned the shifts of 12 electricians',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([['Kestrel & Kestrel Ltd', 'Shift Supervisor']]);
  });
});

describe('readRoles: a bullet that ends on a comma', () => {
  it('is never joined to the next bullet, which is an item of its own', () => {
    // Before, "... Industrial fans," and "• Reporting to section head" were one line, and the letter printed the bullet
    // inside its sentence.
    const roles = readRoles([
      'Electrician',
      'Kestrel Works Ltd | 2013 - 2016',
      '• Maintaining electrical items like panels, lights, industrial fans,',
      '• Reporting to section head at the end of each shift',
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Maintaining electrical items like panels, lights, industrial fans,',
      'Reporting to section head at the end of each shift',
    ]);
  });
});

describe('toAchievement: lines under a job that tell nothing done', () => {
  it('drops a lead-in to a list and a sentence about what the employer is', () => {
    // Before, both were kept among the job's achievements on the fact sheet the user confirms.
    expect(toAchievement('This role provides the key responsibilities of:')).toBeUndefined();
    expect(
      toAchievement('Harbour Travels of India is the largest travel agent in India by IATA branches.'),
    ).toBeUndefined();
    expect(
      toAchievement('Convoy House is a faith-based nonprofit organization that feeds 3,000 children'),
    ).toBeUndefined();
    expect(toAchievement('Handled flight bookings and confirmations from airlines')?.text).toBe(
      'Handled flight bookings and confirmations from airlines',
    );
  });
});

describe('readRoles: an employer in capitals whose dash lost its space before the town', () => {
  it('reads the name without the town, and leaves a short post before a dash alone', () => {
    // Before, "STARTEK- Brixton" was read as the employer.
    const roles = readRoles([
      'Customer Support Representative- September 2012- Jun 2013 STARTEK- Brixton, Mandaluyong',
      '- Handled inbound customer support for a cable company',
    ]);
    expect(roles[0]?.employer).toBe('STARTEK');
  });
});

describe('readRoles: a career listed as "Employer: Post (dates)"', () => {
  it('reads each employer and post by their places, whatever their words', () => {
    // Before, only one job of the list was read, and "Entrepreneur" was taken for an employer.
    const roles = readRoles([
      'Skyward Aerial: Drone Pilot, Entrepreneur (Mar 2022 - Present)',
      'Copper Still Media: Entrepreneur (May 2016 - Present)',
      'Northgate Supply: Quality Assurance and Labour (Feb 2014 - Aug 2014)',
      'Sentinel Patrol Services: Security Guard (Jan 2013 - Nov 2013)',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Skyward Aerial', 'Drone Pilot, Entrepreneur'],
      ['Copper Still Media', 'Entrepreneur'],
      ['Northgate Supply', 'Quality Assurance and Labour'],
      ['Sentinel Patrol Services', 'Security Guard'],
    ]);
  });
});

describe('readRoles: employer, post, place and dates each on a line of its own, blank lines between', () => {
  it('reads a one-word employer after the last line of the job above, with or without the dash after it', () => {
    // Before, "Parm" and "SoleMate" were read as lines of the job above, and their jobs had no employer.
    const roles = readRoles([
      'United States Postal Office -',
      '',
      'PSE/Clerk',
      '',
      'Bronx, NY',
      '',
      'June 2018 - 2021',
      '',
      'Sorting Packages/Parcels by date, zip code and routes',
      'Restoring damaged parcels/mail',
      'Parm',
      '',
      'Cashier/Expediter',
      '',
      'Battery Park City, NY',
      '',
      'Jan 2018 - Aug 2018',
      '',
      'Set up, cleaned, and maintained work area for the duration of the shift',
      'SoleMate -',
      '',
      'Cashier/Sales Associate',
      '',
      'June 2012 - Jan 2018',
      '',
      'Greeted customers and provided assistance',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.start, role.achievements.length])).toEqual([
      ['United States Postal Office', 'PSE/Clerk', 'June 2018', 2],
      ['Parm', 'Cashier/Expediter', 'Jan 2018', 1],
      ['SoleMate', 'Cashier/Sales Associate', 'June 2012', 1],
    ]);
  });
});

describe('readRoles: a career listed as "- Post: Employer, Place (dates)"', () => {
  it('reads the post first where its words name a post, the employer without its department or place', () => {
    // Before, neither job was read: one role with no employer and no post held every line of the section.
    const roles = readRoles([
      'Teaching Positions:',
      '- Graduate Teaching Assistant: Department of Mathematics, Lakeshore State University,',
      'Stillwater, OK (Aug 2016 - May 2018)',
      '- English Teacher: Open Doors Foundation, Poipet, Cambodia (May 2018 - Aug 2018)',
      '',
      'Classes Taught:',
      'Lakeshore State University:',
      '- MATH 1613    Trigonometry (Spring 2018)',
      'Tutoring:',
      '- Calc I Tutor, Lakeshore State University (Fall 2015)',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.start, role.period?.end])).toEqual([
      ['Lakeshore State University', 'Graduate Teaching Assistant', 'Aug 2016', 'May 2018'],
      ['Open Doors Foundation', 'English Teacher', 'May 2018', 'Aug 2018'],
    ]);
    // The lists under labels of their own after the last job are never that job's lines.
    expect(roles.flatMap((role) => role.achievements)).toEqual([]);
  });
});

describe('readRoles: an employer named in lower case, with its place, over a dated post', () => {
  it('heads the post, never running on as a line of the job above', () => {
    // Before, "eMUQtech | New York, NY" was read as the end of the job above's last line.
    const roles = readRoles([
      'Penton Media, Inc. | New York, NY',
      'Graphic Designer September 2012 – June 2014',
      'Collected and processed finalized page layouts to pre-press services',
      'eMUQtech | New York, NY',
      'Lead Graphic Designer June 2012 – September 2012',
      'Designed book covers',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Penton Media', 'Graphic Designer', 1],
      ['eMUQtech', 'Lead Graphic Designer', 1],
    ]);
  });
});

describe('readRoles: a town glued to the employer before it', () => {
  it('parts the employer from its town, known by name and the country after it', () => {
    // Before, "WetherspoonLeeds, UK" named no employer.
    const roles = readRoles([
      'Bar Associate – Harbour TavernLeeds, UK',
      'September 2023 – Now',
      '- Served 200 covers a night',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([['Harbour Tavern', 'Bar Associate']]);
  });
});

describe('readRoles: an employer with a plain name under a title dated on its own line', () => {
  it('takes the short capitalised line the bullets follow for the employer', () => {
    // Before, "Brindle Row" and "Kessick" were read as lines of work (or lost), and every job had no employer.
    const roles = readRoles([
      'Cashier Aug 2023 - Present',
      'Brindle Row',
      '• Served customers at the till',
      'Warehouse Operative Mar 2021 - Aug 2023',
      'Kessick (France)',
      '• Stocked shelves for the night shift',
      'Sales Assistant 2019 - 2021',
      'Pellow',
      '• Advised customers on skincare',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.map((line) => line.text)])).toEqual([
      ['Brindle Row', 'Cashier', ['Served customers at the till']],
      ['Kessick', 'Warehouse Operative', ['Stocked shelves for the night shift']],
      ['Pellow', 'Sales Assistant', ['Advised customers on skincare']],
    ]);
  });

  it('leaves a heading, a contract and a line of work under the title where they are', () => {
    const roles = readRoles([
      'Cashier Aug 2023 - Present',
      'Key Achievements',
      '• Served customers at the till',
      'Warehouse Operative Mar 2021 - Aug 2023',
      'Part Time',
      '• Stocked shelves for the night shift',
      'Sales Assistant 2019 - 2021',
      'Advised customers on skincare',
      '• Ran the weekly stock count',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      [null, 'Cashier'],
      [null, 'Warehouse Operative'],
      [null, 'Sales Assistant'],
    ]);
  });

  it('reads a French internship dated by one month as a post of its own', () => {
    // Before, "Stage d'observation Juillet 2016" and its lines ran on as lines of the job above.
    const roles = readRoles([
      'Agent de manutention Mars 2023 - Août 2023',
      'Brindle Row',
      '• Mise en rayon des produits',
      "Stage d'observation Juillet 2016",
      'Pellow Genève',
      '• Programmation en Java',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Brindle Row', 'Agent de manutention', 1],
      ['Pellow Genève', "Stage d'observation", 1],
    ]);
  });
});

describe('readRoles: jobs the resume names by their employers alone', () => {
  it('reads each employer over its own dates, a name with a list of trades kept whole', () => {
    // Before, "Tregarth Heating and Air" took the first job's dates, and the first job was lost; "Penhale Heating, Air,
    // and Electric" was read as the title "Penhale Heating" at "Air".
    const roles = readRoles([
      'Penhale Heating, Air, and Electric',
      'June 2017 - Sept 2019',
      'Tregarth Heating and Air',
      'May 2015 - June 2017',
      'Diagnosed and repaired HVAC equipment in both residential and commercial settings.',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.start, role.achievements.length])).toEqual([
      ['Penhale Heating, Air, and Electric', '', 'June 2017', 0],
      ['Tregarth Heating and Air', '', 'May 2015', 1],
    ]);
  });

  it('reads a plain name over dates and lines as the employer, after a job with one', () => {
    // Before, "May 2015 - June 2019" and the contractor's lines were read as lines of the Coldline job.
    const roles = readRoles([
      'Service Technician',
      'Coldline Services Ltd',
      'June 2019 - Present',
      '- Serviced chillers for 30 commercial clients',
      '',
      'Independent Contractor',
      'May 2015 - June 2019',
      '- Diagnosed and repaired HVAC equipment for 40 households',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Coldline Services Ltd', 'Service Technician', 1],
      ['Independent Contractor', '', 1],
    ]);
  });

  it('leaves a heading over the years it covers, and an occasion over its season, unread as jobs', () => {
    const roles = readRoles([
      'Care Assistant',
      'Brindle House',
      'June 2019 - Present',
      '- Supported 12 residents with daily care',
      '',
      'Earlier Healthcare Experience',
      '1995 - 2002',
      '- Receptionist at a family practice',
      '',
      'Sweet 16 Sales Competition',
      'Fall 2013',
      'Selected as one of the eight best sales students',
    ]);
    expect(roles.map((role) => role.employer)).not.toContain('Earlier Healthcare Experience');
    expect(roles.map((role) => role.employer)).not.toContain('Sweet 16 Sales Competition');
  });

  it('keeps each block of employer, title and dates together where blank lines set the jobs apart', () => {
    // Before, "Ann Taylor Factory/Loft" was read as the employer of the job above it, and every job after it took the
    // next job's title.
    const roles = readRoles([
      'Dental Assistant I – Graham, NC',
      'February 2020 – June 2020',
      '',
      'Kessick Outlet – Mebane, NC',
      'Sales Lead',
      'October 2019 – May 2021',
      '',
      'Trevose Sports – Mebane, NC',
      'Seasonal Sales Associate',
      'November 2019 – January 2020',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      [null, 'Dental Assistant I'],
      ['Kessick Outlet', 'Sales Lead'],
      ['Trevose Sports', 'Seasonal Sales Associate'],
    ]);
  });

  it('takes the post from the first of the person’s own sentences where the header names none', () => {
    const roles = readRoles([
      'Brackenfield Shelter Services',
      'October 2012 - August 2014',
      'As a Case Manager, I met one-on-one with clients to identify service needs and goals.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Brackenfield Shelter Services', 'Case Manager'],
    ]);
  });
});

describe('readRoles: Italian and Portuguese jobs', () => {
  it('reads their posts by their own words, and an employer in capitals over the lines of work', () => {
    // Before, none of these was a title, and neither job was read.
    const roles = readRoles([
      'Assistente de Operações 2017 - 2021',
      'GRUPO BRANCO NOVO',
      'Controle de qualidade e suporte ao cliente através do telefone.',
      'Cameriere',
      'Rosso American Diner - Poggibonsi',
      'Da giugno 2018 a oggi',
      'Lavoro nel weekend come cameriere, dal bar alle ordinazioni alle operazioni di cassa.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Grupo Branco Novo', 'Assistente de Operações'],
      ['Rosso American Diner', 'Cameriere'],
    ]);
  });
});

describe('readRoles: the employer over its town, over the dated post', () => {
  it('takes the line above the town for the employer, never the town', () => {
    // Before, "ESL Teacher at Charlotte" and "Lead Facilitator at Hanoi".
    const roles = readRoles([
      'Brindlecombe Community Outreach',
      'Charlotte, NC',
      'ESL Teacher                       July 2019- Present',
      '● Planned and ran an ESL classroom of 25 adults',
      '',
      'Kessick Day Camp',
      'Assistant Director                Summer 2020 and 2022',

      '',
      'Tregarth International School',
      'Hanoi, Vietnam',
      'Lead Facilitator of Grade 2       July 2018- June 2019',
      '● Designed lesson plans for classes of 20 students',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Brindlecombe Community Outreach', 'ESL Teacher'],
      ['Kessick Day Camp', 'Assistant Director'],
      ['Tregarth International School', 'Lead Facilitator of Grade 2'],
    ]);
  });
});

describe('readRoles: an employer with its street address, over a post with its subject after a dash', () => {
  it('takes the employer above, without its address, and never the subject for the employer', () => {
    // Before, "Elementary Teacher at Immersion Spanish".
    const roles = readRoles([
      'Kestrel Academy of Languages - 100 Kestrel Dr. Greenville SC 29605',
      'Elementary Teacher - Immersion Spanish                            2023 - Present',
      '● Teach math and science in Spanish to 22 pupils',
    ]);
    expect(roles.map((role) => role.employer)).toEqual(['Kestrel Academy of Languages']);
  });
});

describe('readRoles: the dates and employer, the town, then the post', () => {
  it('reads each job from its own three lines, dates run into the employer included', () => {
    // Before, each post took the next job's dates and employer ("Auxiliaire Ambulancière" at "Alacita").
    const roles = readRoles([
      'Depuis 2011  Ambulances Saint-Brice',
      'Toulouse',
      'Ambulancière',
      '2007-2011Ambulances Saint-Brice',
      'Toulouse',
      'Auxiliaire Ambulancière',
      '2005-2007:Brasserie Kestrel',
      'Balma',
      'Serveuse',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.start])).toEqual([
      ['Ambulances Saint-Brice', 'Ambulancière', '2011'],
      ['Ambulances Saint-Brice', 'Auxiliaire Ambulancière', '2007'],
      ['Brasserie Kestrel', 'Serveuse', '2005'],
    ]);
  });
});

describe('readRoles: dates over the post, the employer and its town under it', () => {
  it('takes the line under the post for the employer, its town after it', () => {
    // Before, "OneDevAway" and "Kyloe" were read as lines of work, and no job had an employer.
    const roles = readRoles([
      '09/2023 - Current',
      'Freelance Full-Stack Developer',
      'Brindlebyte',
      'Edinburgh, Scotland',
      'Developed a full-stack e-commerce website.',
      '06/2019 - 08/2023',
      'Chef De Partie',
      'Kessock Kitchen',
      'Edinburgh, Scotland',
      'Supervised colleagues and trained new hires.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Brindlebyte', 'Freelance Full-Stack Developer'],
      ['Kessock Kitchen', 'Chef De Partie'],
    ]);
  });

  it('reads a post that holds a word organisations use ("Software", "Care") as the post all the same', () => {
    // Before, "Software Developer" over "Monzo" had no employer (a held-out portfolio's layout).
    const roles = readRoles([
      '02/2023 - 09/2023',
      'Software Developer',
      'Monzo',
      'Edinburgh, Scotland',
      'Created a front-end and a back-end project.',
      '06/2019 - 08/2023',
      'Care Assistant',
      'Brindle House',
      'Leith, Scotland',
      'Provided personal care for 8 residents a shift.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Monzo', 'Software Developer'],
      ['Brindle House', 'Care Assistant'],
    ]);
    // A bootcamp's graduate, named as a post: before, "At Software Development Graduate, where I worked in 2023".
    expect(
      readRoles([
        '02/2023 - 09/2023',
        'Software Development Graduate',
        'Boolean UK',
        'Edinburgh, Scotland',
        'Created a front-end and a back-end project.',
      ]).map((role) => [role.employer, role.title]),
    ).toEqual([['Boolean UK', 'Software Development Graduate']]);
  });
});

describe('readRoles: a year in an employer’s name', () => {
  it('is no period when the dates under it run to now', () => {
    // Before, "1950 American Diner" gave the job held since 2018 the period "1950", and the letter called an older
    // job the most recent.
    const roles = readRoles([
      'Cameriere',
      '1950 American Diner - Poggibonsi',
      'Da giugno 2018 a oggi',
      'Lavoro nel weekend come cameriere, dal bar alle ordinazioni alle operazioni di cassa.',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.current])).toEqual([
      ['1950 American Diner', 'Cameriere', true],
    ]);
  });
});

describe('readRoles: a dated employer and its town over the job’s work, with no post', () => {
  it('reads the job at that employer, never as a line of the job above', () => {
    // Before, "Surveillance seule d'une plage" was told as work of the bar job above it.
    const roles = readRoles([
      '2005-2007:Brasserie Kestrel',
      'Balma',
      'Serveuse',
      'Etés 2003-2004-2005:Plages de Pellow',
      'Salles-Curan',
      "Surveillance seule d'une plage au bord du lac, tous les étés.",
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Brasserie Kestrel', 'Serveuse', 0],
      ['Plages de Pellow', '', 1],
    ]);
  });
});

describe('readRoles: dates alone among the lines of a job with none', () => {
  it('leaves the block those dates open out of the job above, its name too, and the next job as it was', () => {
    const roles = readRoles([
      'Brightlane Software',
      'Current',
      'CTO, Co-Founder',
      'Remote',
      '',
      'Founded a start-up that builds scheduling software for clinics.',
      '',
      'Gap Year Trip',
      'April 2022 - April 2023',
      'Took a year off to travel and rebuild a camper van',
      'Various repairs and maintenance on an old pickup',
      '',
      'Harbour Freight Logistics',
      '2016 - 2021',
      'Operations Analyst',
      '- Cut dock waiting times by 20%',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Brightlane Software', 'CTO, Co-Founder'],
      ['Harbour Freight Logistics', 'Operations Analyst'],
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Founded a start-up that builds scheduling software for clinics.',
    ]);
  });
});

describe('readRoles: a post followed by its team', () => {
  it('reads "Product Analyst Global Business solutions" over its employer as the post, never the employer', () => {
    const roles = readRoles([
      'Product Analyst Global Business solutions',
      'Fiserv',
      '12.2021 - Actualidad',
      'Como Analista de producto, soy responsable del proceso de altas y bajas.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['Fiserv', 'Product Analyst Global Business solutions'],
    ]);
  });

  it('still reads a firm named after its trade as the employer', () => {
    const roles = readRoles(['Senior Consultant, Harbour Business Solutions, 2019 - 2023', '- Ran audits']);
    expect(roles[0]?.employer).toBe('Harbour Business Solutions');
  });
});

describe('readRoles: jobs written as "I worked as" sentences after their years', () => {
  it('reads each entry’s post, its employer and its year, and the rest as its work', () => {
    const roles = readRoles([
      '2021 | Trabajé como Bióloga - Investigadora de Campo. Área de Manglares - Fundación Manglar Vivo, Tumaco,',
      'Nariño, Colombia. Monitoreo de manglares y aves playe-',
      'ras en la costa del Pacífico.',
      '2016 | Trabajé como Asistente de Investigación. Instituto Marino del Pacífico.',
    ]);
    expect(roles.map((role) => [role.employer, role.title, role.period?.start])).toEqual([
      ['Fundación Manglar Vivo', 'Bióloga (Investigadora de Campo)', '2021'],
      ['Instituto Marino del Pacífico', 'Asistente de Investigación', '2016'],
    ]);
    expect(roles[0]?.achievements.map((achievement) => achievement.text).join(' ')).toContain(
      'Monitoreo de manglares y aves playeras en la costa del Pacífico',
    );
  });
});

describe('readRoles: a job dated by one year alone', () => {
  it('reads the year as the one the job was held, never as a job held now', () => {
    const roles = readRoles(['Field Biologist | Coastal Trust | 2022', '- Surveyed 40 km of mangrove coast']);
    expect(roles[0]?.period).toEqual({ start: '2022', end: '2022', current: false });
  });

  it('keeps a job dated from a year, or to now, open', () => {
    expect(readRoles(['Field Biologist | Coastal Trust | 2022 - Present', '- Surveyed the coast'])[0]?.period).toEqual({
      start: '2022',
      end: null,
      current: true,
    });
    expect(
      readRoles(['Field Biologist | Coastal Trust | since 2022', '- Surveyed the coast'])[0]?.period?.end,
    ).toBeNull();
  });
});

describe('readRoles: a post no vocabulary knows, in a resume that sets out each job post first', () => {
  it('reads the post first and its employer second, as the resume’s other jobs stand', () => {
    const roles = readRoles([
      'Analista de compras',
      'Distribuidora Sur S.A.',
      '03.2019 - 02.2023',
      'Negocié con 40 proveedores.',
      'Coordinadora de logística',
      'Transportes Andinos',
      '01.2016 - 02.2019',
      'Organicé las rutas de reparto.',
      'Pago a proveedores',
      'Microglobal',
      '10.2011 – 04.2014',
      'Planificación y ejecución de pagos a proveedores internacionales.',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toContainEqual(['Microglobal', 'Pago a proveedores']);
  });

  it('never reads a degree and its school so', () => {
    const roles = readResumeFacts(`Jordan Vale
HOME
EXPERIENCE
PROJECTS
SKILLS
Chemist
Nalco Water
2015 - 2018
Developed formulations for client application testing
QC Chemist I
Nalco Water
2013 - 2015
Managed toll material analysis and reported results to clients
Scientist I
Pace Analytical
2011 - 2012
Extracted and purified samples from environmental matrices
Texas Lutheran University
B.S. (Chemistry)
Aug 2001 - May 2006`).roles;
    expect(roles.map((role) => role.employer)).not.toContain('Texas Lutheran University');
  });
});

describe('joinDescriptionLines: a participle that names a thing after a figure', () => {
  it('keeps "a 4.7 Trusted Shop score" in the line it belongs to', () => {
    expect(
      joinDescriptionLines([
        'Built the shop website on Shopify with a 4.7 Trusted Shop score (June 2023). Sold e-bikes.',
      ]),
    ).toEqual(['Built the shop website on Shopify with a 4.7 Trusted Shop score (June 2023).', 'Sold e-bikes.']);
  });
});

describe('toAchievement: a referee’s telephone number', () => {
  it('is no line of work, and a telephone word left at a line’s end goes', () => {
    expect(toAchievement('Carlos Pereyra (Supervisor de ventas) 261-5550103 ó 5550104.')).toBeUndefined();
    expect(toAchievement('Referee: Jane Hill, 0161 555 0192')).toBeUndefined();
    expect(toAchievement('A cargo de la oficina de un productor de seguros, tel.')?.text).toBe(
      'A cargo de la oficina de un productor de seguros',
    );
    expect(toAchievement('Managed 500,000 SKUs across 3 sites from 2014 2015')).toBeDefined();
    expect(toAchievement('Used EPA methods 1613B, 8280A and 8290A')).toBeDefined();
  });
});

describe('toAchievement: a page that asks its reader to get in touch', () => {
  it('is no line of work, in any language', () => {
    expect(toAchievement('Si estás buscando a alguien, no dudes en contactarme')).toBeUndefined();
    expect(toAchievement('Feel free to contact me for references and samples')).toBeUndefined();
    expect(toAchievement('Handled customer contact by phone and e-mail')).toBeDefined();
  });
});

describe('readRoles: dates between a post and its town, the employer below', () => {
  it('parts the post from the town, and takes the line under them for the employer', () => {
    const roles = readRoles([
      'Hub Supervisor May 2022-Present Salt Lake City, UT',
      'United Parcel Services',
      'Supervise a team of 6-10 package handlers while keeping to delivery deadlines.',
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Hub Supervisor', 'United Parcel Services', 'Salt Lake City, UT'],
    ]);
  });

  it('takes the employer from under the dates a post’s own line is followed by', () => {
    const roles = readRoles([
      'Field Service Technician',
      'December 2020 - April 2022',
      'Crown Lift Trucks',
      'Traveled to various warehouses and maintained forklifts.',
      'Diagnosed faults in electrical and automated systems.',
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Field Service Technician', 'Crown Lift Trucks', 2],
    ]);
  });
});

describe('readResumeFacts: a teacher’s post opened by the subject taught', () => {
  const resume = [
    'Ana Ruiz',
    'ana.ruiz@example.com',
    '',
    'EXPERIENCE',
    'Maple Grove Academy - 12 School Rd, Dayton OH',
    'Elementary Teacher                                         2022 - Present',
    '   ● Teach math and science to a class of 24',
    '   ● Plan lessons with the grade team',
    'STEM – Teacher                                             2019 – 2022',
    '   ● Created robotics lessons for grades 3 – 5',
    '   ● Ran the after-school coding club',
    '',
    'EDUCATION',
    'Wright State University                                    2015 – 2019',
    'B.S. of Elementary Education grades 1st -5th',
  ].join('\n');

  it('names the post by its subject, at the school it was held at', () => {
    const roles = readResumeFacts(resume).roles.map((role) => [role.title, role.employer]);
    expect(roles).toContainEqual(['STEM Teacher', 'Maple Grove Academy']);
    expect(roles.some(([, employer]) => employer === 'STEM')).toBe(false);
  });

  it('reads the grades a degree licenses for as no part of its subject', () => {
    expect(readResumeFacts(resume).education[0]?.field).toBe('Elementary Education');
  });
});

describe('readResumeFacts: the department a post was held in, after the employer', () => {
  it('keeps it with the post, and the letter names it', () => {
    const resume = [
      'Tom Visser',
      'tom.visser@example.com',
      '',
      'Working experience',
      '2022/07/07\t-\tPresent Day\tCloud engineer at Skyline Data',
      '2019/08/05\t-\t2022/04/03\tSales assistant at Bouwmarkt Zeist, department Electrics and Powertools',
      '',
      'Education',
      'September 2021\t-\tPresent day\tBachelor Computer Sciences - Utrecht University',
    ].join('\n');
    expect(readResumeFacts(resume).roles.map((role) => [role.title, role.employer])).toContainEqual([
      'Sales assistant (Electrics and Powertools department)',
      'Bouwmarkt Zeist',
    ]);
    const { text } = composeLetter({
      resume,
      jobDescription: 'Tool Technician\nAlpha Tools\n\nWe need a technician to repair power tools.',
    });
    expect(text).toContain('Sales assistant (Electrics and Powertools department) at Bouwmarkt Zeist');
  });
});

describe('readResumeFacts: a school’s town after its name, the comma lost', () => {
  it('is where the school is, never part of its name', () => {
    const resume = [
      'Dana Lee',
      'dana.lee@example.com',
      '',
      'Experience',
      'Classroom Aide',
      'Maple Ridge Elementary School Fresno, CA – Fall 2012',
      'Supported small-group reading for 8 second graders',
      'Prepared materials for daily lessons',
    ].join('\n');
    expect(readResumeFacts(resume).roles.map((role) => [role.employer, role.location])).toEqual([
      ['Maple Ridge Elementary School', 'Fresno, CA'],
    ]);
  });
});

describe('readResumeFacts: a date a site’s script failed to print', () => {
  it('is no place', () => {
    const resume = [
      'Jo Reed',
      'jo.reed@example.com',
      '',
      'Work',
      'Systems Navigator',
      'Jun 2012 – Invalid Date',
      '',
      'Ensured the program met state data reporting standards, monitored monthly enrollment',
    ].join('\n');
    expect(readResumeFacts(resume).roles[0]?.location).toBeNull();
  });
});

describe('readResumeFacts: blocks that open on the employer, then the dates, then the post', () => {
  const resume = [
    'Resume',
    '',
    'Work Experience',
    '',
    'Ridgeline Engineering',
    'Current',
    'CEO, Freelance Civil Engineer',
    ' Remote',
    'Providing roadway and site design services on a task-by-task basis.',
    'Developing practical training courses for civil engineers',
    '',
    'Long Road Trip',
    'April 2022 - April 2023',
    'Took a year off to travel the country and rebuild an off-grid cabin',
    'Various repairs and maintenance on our old pickup truck',
    '',
    'Harbor Stein Partners',
    '2012-2021',
    'Civil Engineer',
    'Designed roadways for 12 towns',
    'Managed stormwater design for 40 sites',
  ].join('\n');

  it('reads each job with its employer and its post, the one held now as current', () => {
    expect(readResumeFacts(resume).roles.map((role) => [role.title, role.employer, role.period?.current])).toEqual([
      ['CEO, Freelance Civil Engineer', 'Ridgeline Engineering', true],
      ['Civil Engineer', 'Harbor Stein Partners', false],
    ]);
  });

  it('gives no job the lines of a block its dates opened', () => {
    const work = readResumeFacts(resume).roles.flatMap((role) => role.achievements.map((line) => line.text));
    expect(work.some((line) => /pickup truck|year off/u.test(line))).toBe(false);
  });
});

describe('readResumeFacts: blocks of employer, post and dates, blank lines between', () => {
  it('reads each post at its own employer, the job held now at the first', () => {
    const resume = [
      'Lebenslauf',
      '',
      'Berufserfahrung',
      '',
      'Brunner Metallbau, 8400 Winterthur',
      '',
      'Metallbaukonstrukteur',
      '',
      'Januar 2008 - Heute',
      '',
      'Keller Stahl AG, 9000 St. Gallen',
      '',
      'Metallbaukonstrukteur / Projektleiter',
      '',
      'März 2006 - Dezember 2007',
    ].join('\n');
    expect(readResumeFacts(resume).roles.map((role) => [role.title, role.employer, role.period?.current])).toEqual([
      ['Metallbaukonstrukteur', 'Brunner Metallbau', true],
      ['Metallbaukonstrukteur/Projektleiter', 'Keller Stahl AG', false],
    ]);
  });
});

describe('toAchievement: counts written the way contracts write them', () => {
  it('takes a count out of its brackets, and parts a count glued to its unit', () => {
    expect(
      toAchievement('Led a team of 50 tradesmen to renovate (150) Apartment units in two (2) mid-rise buildings')?.text,
    ).toBe('Led a team of 50 tradesmen to renovate 150 Apartment units in two mid-rise buildings');
    // ("four(4) Banks": the count glued to its number word, as a contract types it.)
    expect(toAchievement('Daily reconciliation for four(4) Banks international bank accounts')?.text).toBe(
      'Daily reconciliation for four Banks international bank accounts',
    );
    expect(toAchievement('Increased company revenue to over $(6) Million within 3Month')?.text).toBe(
      'Increased company revenue to over $6 Million within 3 months',
    );
  });

  it('keeps a list that numbers its items', () => {
    expect(toAchievement('Duties included (1) ordering stock and (2) training new staff')?.text).toBe(
      'Duties included (1) ordering stock and (2) training new staff',
    );
  });
});

describe('readResumeFacts: a bullet wrapped after its hyphen', () => {
  it('joins the word the line broke', () => {
    const resume = [
      'Ana Cruz',
      'ana@example.com',
      '',
      'Experience',
      'Head of Partner Sales, Lumio, 2019 - Present',
      '         •   Resolved many revenue-blocking roadblocks for the large technical vendor eco-',
      '                   system',
      '         •   Built the partner enablement programme for 40 agencies',
    ].join('\n');
    const texts = readResumeFacts(resume).roles[0]?.achievements.map((achievement) => achievement.text) ?? [];
    expect(texts[0]).toMatch(/vendor eco-system$/u);
  });
});

describe('readResumeFacts: a project resume that lists each contract', () => {
  it("tells neither the contract's particulars nor its summary as something the person did, and ends no post with a point", () => {
    // Before, "Jacobs Engineering India Limits." (from "Consultancy: ...") and the project summary's sentences were a
    // job's achievements ("I record along with the project contractor ..."), and the post read "QA/QC Civil Engineer."
    // (a held-out resume; this one is written for the test in its shape).
    const facts = readResumeFacts(
      [
        'Rahul Menon',
        'Skill Details ',
        'Company Details ',
        'company - Coastline Builders Limited',
        'description - Pune, India.',
        'Consultancy: Harbour Design Consultants Ltd.',
        'Client: Northgate Pharma, Pune, India.',
        'Position: QA/QC Civil Engineer.',
        'Project Summary:',
        'Northgate Pharma is a leading drug maker in India with a USD 90 million plant project.',
        'The project involved a manufacturing block and an effluent treatment plant.',
        '',
        'Duties & Responsibilities:',
        '',
        '• Conducted joint inspections with the consultant and the client.',
        '• Prepared inspection and test plans and checklists for all concrete works.',
      ].join('\n'),
    );
    const [role] = facts.roles;
    expect(role?.achievements.map((achievement) => achievement.text)).toEqual([
      'Conducted joint inspections with the consultant and the client.',
      'Prepared inspection and test plans and checklists for all concrete works.',
    ]);
    expect(facts.roles.every((each) => !each.title.endsWith('.'))).toBe(true);
  });
});

describe('joinDescriptionLines: bullets a one-string export ran together', () => {
  it('starts an item at a verb in its base form before a capitalised gerund', () => {
    // Before, "... for manufacturing equipment Provide Troubleshooting of electrical systems ..." was one line, and a
    // held-out letter opened with it.
    expect(
      joinDescriptionLines([
        'Conduct the installation of control systems for manufacturing equipment Provide Troubleshooting of electrical systems in the plant.',
      ]),
    ).toEqual([
      'Conduct the installation of control systems for manufacturing equipment',
      'Provide Troubleshooting of electrical systems in the plant.',
    ]);
    // (A name stays whole: "to Provide Training" follows a small word, "Lead Generation" a word that opens names.)
    expect(
      joinDescriptionLines(['Worked with the regional team to Provide Training for all new starters.']),
    ).toHaveLength(1);
  });
});

describe('joinDescriptionLines: names a slash joins', () => {
  it('never parts a line inside "CPR/First Aid"', () => {
    expect(joinDescriptionLines(['Certified to teach CPR/First Aid to large and small groups.'])).toEqual([
      'Certified to teach CPR/First Aid to large and small groups.',
    ]);
  });
});

describe('toAchievement: where the person lived', () => {
  it('tells no line that says where the person lived or moved to', () => {
    // Before, "I moved to: Houghton, MI." in a held-out driver's letter.
    expect(toAchievement('Moved to: Houghton, MI')).toBeUndefined();
    expect(toAchievement('My location: Madison, WI')).toBeUndefined();
    expect(toAchievement('Moved stock to the loading bay for next-day dispatch')).toBeDefined();
  });
});

describe('readResumeFacts: a dated employer in capitals with a point after it', () => {
  it('reads the line as the header of a job, not as a sentence of the job before', () => {
    // Before, the attachment at KIRDI, the held-out graduate's only finance job, was told as a line of her work at the
    // electoral commission.
    const facts = readResumeFacts(
      [
        'WORK EXPERIENCE',
        '2017: INDEPENDENT ELECTORAL AND BOUNDARIES COMMISSION',
        'Registered eligible voters and assisted voters to cast their votes.',
        '2015:  KENYA INDUSTRIAL RESEARCH AND DEVELOPMENT INSTITUTE (KIRDI).',
        '           Worked as an attachee in the finance and account department.',
        '• Filing of financial documents',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.employer, role.achievements.length])).toEqual([
      ['Independent Electoral and Boundaries Commission', 1],
      ['Kenya Industrial Research and Development Institute (KIRDI)', 2],
    ]);
  });
});

describe('readResumeFacts: a host named by where the guests are', () => {
  it('reads "Cinema Host" as the post and the cinema as the employer', () => {
    // Before, the post was "Crewe" (the town) at "Cinema Host", and the letter could not name Odeon.
    const facts = readResumeFacts(
      [
        '## Work History',
        '### *Cinema Host*, Odeon Cinemas, Crewe (2019-2019)',
        '* Assisted guests with enquiries and seating arrangements.',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([['Cinema Host', 'Odeon Cinemas']]);
  });
});

describe('readResumeFacts: a page header’s web address repeated on every page', () => {
  it('is no employer', () => {
    // Before, "At LinkeIn:https://om.linkedin.com/pub/..., I ..." in a held-out letter.
    const facts = readResumeFacts(
      [
        'EXPERIENCE',
        'Finance Manager, Al Hassan Group, Muscat, 2017 - Present',
        '- Prepared monthly management accounts for 6 companies.',
        'Page2',
        'LinkeIn:https://om.linkedin.com/pub/l-sanjeewa- batuwita-mba-aus/17/245/b10',
        '01.03.2016',
        '–',
        '30.06.2017',
        'Olanka Travels Sri Lanka',
        '- Prepared the budget for 4 branches.',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => role.employer)).not.toContainEqual(expect.stringMatching(/linke?d?in|https/iu));
  });
});

describe('joinDescriptionLines: a capitalised name inside a line', () => {
  it('never starts an item at a verb that ends a name or follows a preposition', () => {
    // Before, held-out letters said "I created ... stored procedures for Application, Database and System." and
    // "... implementing maintenance systems During.", the rest of each line cut off as an item of its own.
    expect(
      joinDescriptionLines([
        'Created PLSQL, SQL, Triggers, functions, scripts, and stored procedures for Application, Database and System Control reviews, audits and EOD/EOM/EOY reports.',
      ]),
    ).toHaveLength(1);
    expect(
      joinDescriptionLines([
        'Monitoring plans to start maintenance activities and implementing maintenance systems During Shut down Time.',
      ]),
    ).toHaveLength(1);
    // A line run into the next with no mark still parts at its verb.
    expect(joinDescriptionLines(['Engineering Department Assist operations with the annual audit'])).toEqual([
      'Engineering Department',
      'Assist operations with the annual audit',
    ]);
  });
});

describe('readRoles: a pub named with its article and an ampersand', () => {
  it('reads the name as the employer, never as the post', () => {
    // Before, a held-out letter said "I currently work as a The Thirsty Scholar & Zombie Shack".
    const roles = readRoles([
      'The Thirsty Scholar & Zombie Shack - Bartender (part time)',
      'Sep 2022 - present',
      'Serve a large selection of drinks including cocktails and cask ales',
    ]);
    expect(roles.map((role) => [role.employer, role.title])).toEqual([
      ['The Thirsty Scholar & Zombie Shack', 'Bartender (part time)'],
    ]);
    // The person's postcode on the line above, in capitals, heads no post: before, "I currently work as a Bartender
    // at M20 3lj".
    expect(
      readRoles([
        'Didsbury,',
        'M20 3LJ',
        'The Thirsty Scholar & Zombie Shack - Bartender (part time)',
        'Sep 2022 - present',
        'Serve a large selection of drinks including cocktails and cask ales',
      ]).map((role) => role.employer),
    ).toEqual(['The Thirsty Scholar & Zombie Shack']);
  });
});

describe('toAchievement: the employer’s standing with a maker', () => {
  it('is no deed of the person’s, while a deed opened by the same word stays', () => {
    expect(
      toAchievement('Authorised Panel Builder for Schneider & System House for Ti Design of L & T.'),
    ).toBeUndefined();
    expect(toAchievement('Approved Installer for Daikin heat pumps')).toBeUndefined();
    expect(toAchievement('Authorized purchase orders for the plant up to $50k')?.text).toBe(
      'Authorized purchase orders for the plant up to $50k',
    );
    expect(toAchievement('Certified 40 new technicians for the site')).toBeDefined();
  });
});

describe('readResumeFacts: where a post was, beside its employer', () => {
  it('reads a town no list knows, before its state on the post’s line, as the place, the other line naming the employer', () => {
    const facts = readResumeFacts(
      'Dev Patel\ndev@example.com\n\nExperience\nMeijer    June 2022 – Present\nStore Associate    Kenosha, Wisconsin\n• Stocked 300 items a shift.\nWalmart    October 2020 – January 2021\nTech Department Associate    Zion, Illinois\n• Configured and tested electronics before sale.',
    );
    expect(facts.roles.map((role) => [role.employer, role.title, role.location])).toEqual([
      ['Meijer', 'Store Associate', 'Kenosha, Wisconsin'],
      ['Walmart', 'Tech Department Associate', 'Zion, Illinois'],
    ]);
  });

  it('parts a café’s name from the post run on after it, and reads the town and country after them as the place', () => {
    const facts = readResumeFacts(
      'Hakim S\nhakim@example.com\n\nExperience\n\nMay 2020 July 2022\nLa Familia Speciality Cafe Senior Barista, Fujairah , United Arab Emirates\n• Trained new staff on latte art.\n• Kept HACCP records for the bar.',
    );
    expect(facts.roles.map((role) => [role.employer, role.title, role.location])).toEqual([
      ['La Familia Speciality Cafe', 'Senior Barista', 'Fujairah, United Arab Emirates'],
    ]);
  });

  it('leaves a referee named after the dates out of the header, and a known city is never the employer', () => {
    const facts = readResumeFacts(
      'Work Experience\n\nScience Teacher at Cashmere High School\n\nChristchurch, 2019 - present\n\nI taught Year 10 Science to 120 students.\n\nPrivate Tutor\n\nChristchurch, 2016-2017 Reference: Various students\n\nI worked as a private tutor in NCEA maths and science.',
    );
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Cashmere High School', 'Science Teacher'],
      [null, 'Private Tutor'],
    ]);
  });
});

describe('joinDescriptionLines: a programme’s name inside a line', () => {
  it('never starts a new item at the last word of "the World Food Programme"', () => {
    expect(
      joinDescriptionLines([
        '- Provided the World Food Programme with the challenges that refugees face in the camp',
        '- Used phone surveys for data collection',
      ]),
    ).toEqual([
      'Provided the World Food Programme with the challenges that refugees face in the camp',
      'Used phone surveys for data collection',
    ]);
  });
});

describe('readResumeFacts: a post named by the support it gives', () => {
  it('reads "Help Desk Support, Code Particles" as a post at its employer, never drops the job', () => {
    const facts = readResumeFacts(
      'Grace Otieno\ngrace@example.com\n\nWORK EXPERIENCE\n\nHelp Desk Support, Code Particles\n2021 - 2022\n\n- Served as the first point of contact for customers.\n- Performed remote troubleshooting.\n\nResearcher, Laterite Kenya Limited\nOctober 2020 - November 2020\n\n- Used phone surveys for data collection',
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Help Desk Support', 'Code Particles'],
      ['Researcher', 'Laterite Kenya Limited'],
    ]);
  });
});

describe('toAchievement: a count in brackets after its noun', () => {
  it('puts the count before the noun, never after it', () => {
    expect(toAchievement('Built dashboards (4) in Power BI for the finance team')?.text).toBe(
      'Built 4 dashboards in Power BI for the finance team',
    );
    expect(
      toAchievement('Diseño y despliegue de dashboards (4) en Power BI para las áreas administrativas')?.text,
    ).toBe('Diseño y despliegue de 4 dashboards en Power BI para las áreas administrativas');
    expect(toAchievement('Renovate (150) apartment units for the housing trust')?.text).toBe(
      'Renovate 150 apartment units for the housing trust',
    );
  });
});

describe('readResumeFacts: a line that names the post again for its employer', () => {
  it('is no line of work', () => {
    const facts = readResumeFacts(
      "Expériences\n\nCommunity Manager\nLes Bateaux d'Alex · Freelance\n03/2024 - Aujourd'hui\nCommunity Manager pour Les Bateaux d’Alex.\nGestion Facebook et Instagram incluant une analyse mensuelle.",
    );
    expect(facts.roles[0]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Gestion Facebook et Instagram incluant une analyse mensuelle.',
    ]);
  });
});

describe('readResumeFacts: a deed that names where it was done, over the next job', () => {
  it('stays the last line of the job above, never the next job’s employer', () => {
    const facts = readResumeFacts(
      'Teaching Experience\nSubstitute Teacher\nJefferson Co. Public Schools\n1/2018 - Present\nLouisville, KY\nResponsible for maintaining class routines\nAwarded 100+ assignments at 42 schools; facilitated courses for more than 2,800 learners\nTEFL Specialist\nIndependent Contractor\n8/2003 - 5/2017\nNortheast Asia\nFacilitated nearly 10,000 hours of ESL courses',
    );
    expect(facts.roles[0]?.achievements.map((achievement) => achievement.text)).toContain(
      'Awarded 100+ assignments at 42 schools',
    );
    expect(facts.roles[1]?.title).toMatch(/^TEFL Specialist/u);
  });
});

describe('readResumeFacts: a German CV’s rows of schooling, work and time away, one after another', () => {
  it('reads a vocational school’s course as no post, a deckhand and a holiday job as posts, and a world trip as no job', () => {
    const facts = readResumeFacts(
      'Lebenslauf / CV\nSep 2022 - Jul 2024\nWirtschaftsinformatik Techniker, SBSZ Bamberg\nAug 2018 - Okt 2019\nSole Engineer, S/Y SPIIP\nMär 2016 - Apr 2016\nDeckhand, S/Y Flying Magic\nMai 2015 - Aug 2015\nFerienjob, Deutsche Post\nOkt 2014 - Aug 2015\nWeltreise\n',
    );
    const roles = facts.roles.map((role) => [role.title, role.employer]);
    expect(roles).not.toContainEqual(['Wirtschaftsinformatik Techniker', 'SBSZ Bamberg']);
    expect(roles).toContainEqual(['Deckhand', 'S/Y Flying Magic']);
    expect(roles).toContainEqual(['Ferienjob', 'Deutsche Post']);
    expect(facts.roles.some((role) => `${role.title} ${role.employer}`.includes('Weltreise'))).toBe(false);
  });
});

describe('readResumeFacts: a French CV from a two-column PDF', () => {
  it('reads the post its dates ran into, a post "à l’Hôtel ...", and other jobs as jobs, never as a volunteer’s', () => {
    const facts = readResumeFacts(
      "Nicolas Tuor\nnicolas@example.ch\n\nEXPÉRIENCE PROFESSIONNELLE\n2019-PRÉSENTEnseignant primaire à divers degrés\nJournée de formation donnée à la HEP Fribourg (informatique et société)\n\nExpériences diverses\n2016-2017 Réceptionniste à l'Hôtel Elite à Fribourg\n2012-2017 Agent de sécurité chez Phoenix Security\n",
    );
    expect(facts.roles.map((role) => [role.title, role.employer, role.period?.current ?? null])).toEqual([
      ['Enseignant primaire à divers degrés', null, true],
      ['Réceptionniste', 'Hôtel Elite', false],
      ['Agent de sécurité', 'Phoenix Security', false],
    ]);
  });

  it('calls an unnamed volunteer’s post by the resume’s own word', () => {
    const facts = readResumeFacts(
      'Nicolas Tuor\nnicolas@example.ch\n\nBénévolat\nCroix-Rouge fribourgeoise | 2017-2019\n- Accompagnement de 12 jeunes réfugiés dans leurs démarches scolaires\n',
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([['Bénévole', 'Croix-Rouge fribourgeoise']]);
  });
});

describe('toAchievement: a course’s name under its year', () => {
  it('is no deed, while an honour keeps its year', () => {
    expect(toAchievement('2024 CAS éducation numérique')).toBeUndefined();
    expect(toAchievement('2019 Employee of the Year Award')?.text).toBe('2019 Employee of the Year Award');
  });
});

describe('readResumeFacts: headers of pages and two-column PDFs', () => {
  it('parts a post from a lower-case employer after a dash that lost its first space, before a legal form', () => {
    const facts = readResumeFacts(
      'Beruflicher Werdegang\n03.2020 - 12.2020 Development Operations Engineer- fuentis AG\n- Aufbau von Kubernetes-Clustern mit Terraform\n- Automatisierung von Build- und Release-Prozessen',
    );
    expect(facts.roles[0]).toMatchObject({ employer: 'fuentis AG', title: 'Development Operations Engineer' });
  });

  it('reads a Spanish post whose field is a word organisations are named with as the post, not the employer', () => {
    const facts = readResumeFacts(
      'Experiencia\nAnalista Logística\nSiscom — 2015\n\n- Manejo documental administrativo y operativo\n- Control y seguimiento de operaciones',
    );
    expect(facts.roles[0]).toMatchObject({ employer: 'Siscom', title: 'Analista Logística' });
  });

  it('reads an internship set as post, dates, town and employer on lines of their own, under the jobs heading', () => {
    const facts = readResumeFacts(
      [
        'Professional Experience',
        'Internship',
        '',
        '2023',
        '',
        'Geneva',
        '',
        'KTFM',
        '',
        '• Handled the IT infrastructure of a small business',
        '• Maintained their website',
        '',
        'Internship',
        '',
        'July 2016',
        '',
        'Geneva',
        '',
        'CERN',
        '',
        '• Helped with maintaining Linux server',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['KTFM', 'Internship'],
      ['CERN', 'Internship'],
    ]);
  });
});

describe('readResumeFacts: initials in capitals', () => {
  it('reads a short name in capitals beside a post no vocabulary knows as the employer', () => {
    const facts = readResumeFacts(
      'Berufserfahrung\nKV-Ausbildung | HEKS | Aug 2016 – Aug 2019\n- Bedienen der Telefonzentrale\n- Administration des Rekrutierungsprozesses',
    );
    expect(facts.roles[0]).toMatchObject({ employer: 'HEKS', title: 'KV-Ausbildung' });
  });
});

describe('readResumeFacts: a proctor among the jobs', () => {
  it('reads "Proctor" as a post, so the job\'s lines stay its own and not the job above\'s', () => {
    const facts = readResumeFacts(
      [
        'Jane Doe',
        'Experience',
        'Atlantic Press | Production Artist | Chicago, Illinois | November 2016-June 2017',
        '• Assisted Art Director on national ads',
        '• Designed fliers and proofread as needed',
        '',
        'School District 220 | Proctor | Barrington, Illinois | September-October 217',
        '• Supervised students during tests',
        '• Organized files for records',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.employer, role.title, role.achievements.length])).toEqual([
      ['Atlantic Press', 'Production Artist', 2],
      ['School District 220', 'Proctor', 2],
    ]);
  });
});

describe('readResumeFacts: a post and the field it also covered', () => {
  it('reads "Office Assistant / Bookkeeping" as the title, though "Bookkeeping" is a word businesses are named with', () => {
    // A profile page's third post came out with its employer and title swapped, and the letter would have named
    // "Office Assistant / Bookkeeping" as where the candidate worked.
    const facts = readResumeFacts(
      [
        'Maria Lopez',
        'Experience',
        'Receptionist / Administration | Kestrel Vets | Leeds | Jan 2019 - Mar 2021',
        '- Booked 60 appointments a day',
        '',
        'Office Assistant / Bookkeeping | Tarn & Daughters Plumbing | Otley | Aug 2015 - Dec 2018',
        '- Cut unpaid invoices over 60 days by 30%',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Kestrel Vets', 'Receptionist/Administration'],
      ['Tarn & Daughters Plumbing', 'Office Assistant/Bookkeeping'],
    ]);
  });
});

describe("readResumeFacts: a table of jobs with each job's duties listed below it", () => {
  const resume = [
    'PRIYA NAIR',
    'priya.nair@example.com | +91 98400 00000',
    '',
    'WORK EXPERIENCE',
    '',
    'Company | Designation | Duration',
    'Vellore Tyre Exports Pvt. Ltd., Coimbatore | Senior Shipping Coordinator | Apr 2020 - Till Date',
    'Malabar Parcel Services, Kochi | Operations Executive | Jun 2017 - Mar 2020',
    'Anand Cold Storage & Distribution, Hosur | Trainee - Stock Control | Jan 2016 - May 2017',
    '',
    'ROLES & RESPONSIBILITIES',
    '',
    'Vellore Tyre Exports Pvt. Ltd. | Senior Shipping Coordinator',
    '- Coordinating 90 container shipments per month for 12 buyers',
    '- Cut late shipping bills by 35% with a daily checklist',
    '',
    'Malabar Parcel Services | Operations Executive',
    '- Booked road freight for 40 consignments a week',
    '',
    'Anand Cold Storage & Distribution | Trainee - Stock Control',
    '- Counted 2,000 SKUs each cycle, stock accuracy up to 98.5%',
  ].join('\n');

  it('reads each row as a job by its heading, its town apart, and gives it the lines listed under its employer', () => {
    // Read line by line, the rows and the lists were six jobs; a row's "Trainee - Stock Control" gave the employer
    // "Stock Control", and the first employer's name went to the third job.
    const facts = readResumeFacts(resume);
    expect(
      facts.roles.map((role) => [
        role.employer,
        role.title,
        role.location,
        role.period?.start,
        role.achievements.length,
      ]),
    ).toEqual([
      ['Vellore Tyre Exports Pvt. Ltd.', 'Senior Shipping Coordinator', 'Coimbatore', 'Apr 2020', 2],
      ['Malabar Parcel Services', 'Operations Executive', 'Kochi', 'Jun 2017', 1],
      ['Anand Cold Storage & Distribution', 'Trainee, Stock Control', 'Hosur', 'Jan 2016', 1],
    ]);
    expect(facts.roles[2]?.achievements[0]?.text).toContain('2,000 SKUs');
  });

  it('reads a table with no lists below by its rows alone, and never takes its heading for a job', () => {
    const facts = readResumeFacts(`${resume.split('\nROLES & RESPONSIBILITIES')[0] ?? ''}\nEDUCATION\nBCom, 2015`);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Vellore Tyre Exports Pvt. Ltd.', 'Senior Shipping Coordinator'],
      ['Malabar Parcel Services', 'Operations Executive'],
      ['Anand Cold Storage & Distribution', 'Trainee, Stock Control'],
    ]);
  });
});

describe("readResumeFacts: a student's co-op work terms", () => {
  it('reads the jobs under "CO-OP EXPERIENCE" as jobs, before the volunteering', () => {
    // Unread, a new graduate's letter told only the food bank below, and none of the lab work the ad asked for.
    const facts = readResumeFacts(
      [
        'Tara Quinlan',
        'tara.q@example.ca',
        '',
        'EDUCATION',
        'Bachelor of Science, Plant Biology – Co-op',
        'University of Waterloo, Waterloo, ON  |  Sept 2021 – April 2026',
        '',
        'CO-OP EXPERIENCE',
        'Lab Technician (Co-op)',
        'Harrowgate Seed Labs Ltd., Waterloo, ON  |  Jan 2025 – Apr 2025',
        '- Ran 300 germination tests a month',
        '',
        'VOLUNTEER WORK',
        'Volunteer – Shelf Stocking',
        'Elm Street Pantry, Waterloo, ON  |  Sept 2022 – Aug 2024',
        '- Sorted 800 kg of donations a month',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Harrowgate Seed Labs Ltd.', 'Lab Technician (Co-op)'],
      ['Elm Street Pantry', 'Volunteer, Shelf Stocking'],
    ]);
  });
});

describe('readResumeFacts: the terms of a German post after its title', () => {
  it('keeps "Vollzeit" and "(Teilzeit, 20 Std./Woche)" out of the title a letter names', () => {
    const facts = readResumeFacts(
      [
        'Beruflicher Werdegang',
        '',
        'seit 03/2022',
        'Lagerhelferin, Vollzeit',
        'Nordlicht Logistik GmbH, Bremen',
        '- Kommissionierung von 200 Positionen pro Schicht',
        '',
        '05/2019 – 02/2022',
        'Kassiererin (Teilzeit, 20 Std./Woche)',
        'Frischemarkt Hansen KG, Bremen',
        '- Kassenabrechnung und Warenannahme',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => role.title)).toEqual(['Lagerhelferin', 'Kassiererin']);
  });
});

describe('readResumeFacts: a post named by a word that names other things too', () => {
  it('reads "Server" first on a header line as the title, and the grill after it as the employer', () => {
    // Before: the employer "Server" ("At Server, where I worked ...") and the grill a place.
    const facts = readResumeFacts(
      [
        'Rina Patel',
        'rina.patel@example.ca',
        '',
        'Experience',
        'Server | Harbour Grill | Hamilton, ON | May 2021 – Aug 2024',
        '- Trained 4 new servers',
        '',
        'Host | The Copper Kettle | Hamilton, ON | Jan 2020 – Apr 2021',
        '- Seated 150 guests a night',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Harbour Grill', 'Server'],
      ['The Copper Kettle', 'Host'],
    ]);
  });
});

describe('readResumeFacts: a line of work dated by the year it was done, above the next job', () => {
  it("never takes the next job's dates for a note and its lines for the job above", () => {
    const facts = readResumeFacts(`Javier Molina
jm@example.es

Experiencia
Técnico de mantenimiento — Talleres Iberia S.L. (03/2020 – actualidad)
- Mantenimiento preventivo y correctivo de 14 líneas de envasado
- Reducción de paradas no planificadas en un 22 % en 2023

Oficial electricista — Instalaciones Ruiz (2016 – 2020)
- Instalaciones eléctricas de baja tensión en naves industriales`);
    expect(facts.roles.map((role) => [role.employer, role.title, role.period?.start, role.period?.end])).toEqual([
      ['Talleres Iberia S.L.', 'Técnico de mantenimiento', '03/2020', null],
      ['Instalaciones Ruiz', 'Oficial electricista', '2016', '2020'],
    ]);
    expect(facts.roles[0]?.achievements.map((achievement) => achievement.text)).not.toContain(
      'Instalaciones eléctricas de baja tensión en naves industriales',
    );
  });
});

describe('readResumeFacts: jobs listed as bullets that open on their dates, the post on the line below', () => {
  it('reads each job, its employer with its legal form and its post in words no list of posts knows, without its shifts', () => {
    const facts = readResumeFacts(`Aitor Zubiri
aitor@example.es

EXPERIENCIA PROFESIONAL

• 04/2020 – actualidad | Moldes Arga, S.A. (Estella)
  Oficial de mantenimiento (turnos rotativos M/T/N)
  - Mantenimiento preventivo de 9 prensas
  - Reducción de averías de un 15 % en 2024

• 09/2016 – 03/2020 | Talleres Irati Electromecánica, S.L. (Aoiz)
  Electromecánico
  - Reparación de motores y bombas`);
    expect(facts.roles.map((role) => [role.employer, role.title, role.period?.start, role.period?.end])).toEqual([
      ['Moldes Arga, S.A.', 'Oficial de mantenimiento', '04/2020', null],
      ['Talleres Irati Electromecánica, S.L.', 'Electromecánico', '09/2016', '03/2020'],
    ]);
    expect(facts.roles[1]?.achievements.map((achievement) => achievement.text)).toEqual([
      'Reparación de motores y bombas',
    ]);
  });
});

describe('readResumeFacts: a French firm named by its kind', () => {
  it('reads "Cabinet ..." as the employer, never the post', () => {
    const facts = readResumeFacts(`Élodie Marchal
elodie@example.fr

EXPÉRIENCES PROFESSIONNELLES

Depuis sept. 2019          Cabinet Morin & Associés (expertise comptable, 35 collaborateurs) – Tours
                           Comptable confirmée
                           - Gestion d'un portefeuille de 45 dossiers`);
    expect(facts.roles.map((role) => [role.employer, role.title])).toEqual([
      ['Cabinet Morin & Associés', 'Comptable confirmée'],
    ]);
  });
});

describe('readResumeFacts: a service named by a word and a verb, inside a job’s line', () => {
  it('keeps "Supported families on Early Help plans ..." one line, never "Help plans ..." a second', () => {
    const facts = readResumeFacts(
      [
        'Jane Roe',
        'jane@example.com',
        'Experience',
        'Family Support Worker',
        'Barnardos – Leeds  |  January 2016 – September 2018',
        '- Delivered 1:1 parenting support in family homes',
        '- Supported families on Early Help plans with routines, housing and benefits applications',
      ].join('\n'),
    );
    expect(facts.roles[0]?.achievements.map((line) => line.text)).toEqual([
      'Delivered 1:1 parenting support in family homes',
      'Supported families on Early Help plans with routines, housing and benefits applications',
    ]);
  });
});

describe('readRoles: two posts stacked over one employer’s line', () => {
  it('gives the later post the employer below both when it begins as the earlier one ends', () => {
    // Before, a held-out bookkeeper's "Assistant Bookkeeper | Jan 2017 – June 2019" had no employer.
    const facts = readResumeFacts(
      [
        'Jo Reti',
        'jo@example.com',
        '',
        'Experience',
        '',
        'Assistant Bookkeeper  |  Jan 2017 – June 2019',
        'Accounts Assistant  |  Feb 2014 – Dec 2016',
        'Harbour Accounting Ltd, Tauranga',
        '· Bookkeeping for 30 clients in Xero',
        '',
        'Receptionist (part-time) | Bayfair Physio, Mount Maunganui | 2012 – 2014',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Assistant Bookkeeper', 'Harbour Accounting Ltd'],
      ['Accounts Assistant', 'Harbour Accounting Ltd'],
      ['Receptionist', 'Bayfair Physio'],
    ]);
  });

  it('leaves a post with no employer alone where years part it from the post below', () => {
    const facts = readResumeFacts(
      [
        'Jo Reti',
        '',
        'Experience',
        'Assistant Bookkeeper  |  Jan 2019 – June 2021',
        'Accounts Assistant  |  Feb 2014 – Dec 2016',
        'Harbour Accounting Ltd, Tauranga',
        '· Bookkeeping for 30 clients in Xero',
      ].join('\n'),
    );
    expect(facts.roles[0]?.employer).toBeNull();
  });
});

describe('readRoles: a dated post over its employer’s line, in French', () => {
  it('reads the employer under "date : post" with what it does after the dash, and a journey as no job', () => {
    // Before: "Comptable (CDI)" at no employer, "Expertise comptable, Angers (18 collaborateurs)" a post of its own
    // with the job's lines ("En tant qu'expertise comptable au Cabinet ..."), and "voyage en Amérique latine" an employer.
    const facts = readResumeFacts(
      [
        'Léa Roussel',
        'lea.roussel@example.fr',
        '',
        'EXPÉRIENCE PROFESSIONNELLE',
        '',
        'Mars 2021 – aujourd’hui : Comptable (CDI)',
        'Cabinet Morvan & Associés – Expertise comptable, Nantes (25 collaborateurs)',
        '• Portefeuille de 50 dossiers : saisie, révision, déclarations de TVA',
        '',
        'Septembre 2020 – février 2021 : voyage en Asie (6 mois)',
        '',
        'Septembre 2017 – août 2020 : Assistante comptable en alternance',
        'Scierie Lemoine SAS, Clisson (PME industrielle, 40 salariés)',
        '• Saisie des factures fournisseurs et clients',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer, role.achievements.length])).toEqual([
      ['Comptable (CDI)', 'Cabinet Morvan & Associés', 1],
      ['Assistante comptable en alternance', 'Scierie Lemoine SAS', 1],
    ]);
  });
});

describe('readRoles: a public-service post under its unit and its department', () => {
  const resume = [
    'Noor Haddad',
    'noor@example.ca',
    '',
    'PROFESSIONAL EXPERIENCE',
    '',
    'Senior Policy Analyst (EC-06, acting)',
    'Strategic Policy and Planning Directorate, Northern Economic Development Canada',
    '(NEDC), Gatineau QC                                    February 2026 – present',
    '• Lead analyst on the renewal of the Rural Infrastructure Program',
    '',
    'Policy Analyst (EC-05)',
    'Strategic Policy and Planning Directorate, Northern Economic Development Canada',
    '(NEDC), Gatineau QC                                    April 2023 – January 2026',
    '• Drafted more than 40 briefing notes for the Deputy Minister',
    '',
    'Junior Policy Analyst (EC-04)',
    'Marine Safety Policy Division, Canadian Coastal Corridors Secretariat (CCCS), Ottawa ON     September 2019 – March 2023',
    '• Wrote environmental scans and jurisdictional reviews',
  ].join('\n');

  it('reads the department as the employer, the directorate as no employer, and the wrapped letters as its name', () => {
    // Before: the directorate or no one as the employer, and the department's wrapped "(NEDC), Gatineau QC" with the
    // dates a job of its own with no post.
    const roles = readResumeFacts(resume).roles;
    expect(roles.map((role) => role.employer)).toEqual([
      'Northern Economic Development Canada (NEDC)',
      'Northern Economic Development Canada (NEDC)',
      'Canadian Coastal Corridors Secretariat (CCCS)',
    ]);
    expect(roles.slice(1).map((role) => role.title)).toEqual([
      'Policy Analyst (EC-05)',
      'Junior Policy Analyst (EC-04)',
    ]);
    // (Never the department as the post: "I currently work as a ... Canada (NEDC) at Strategic Policy ...".)
    expect(roles.map((role) => role.title)).not.toContain('Northern Economic Development Canada (NEDC)');
  });
});

describe('readRoles: one employer’s lines under a table of its posts', () => {
  it('gives a line labelled by another post there to that post, and tells no dated time away as a line', () => {
    // Before: "Operator: loading, ..." was the programmer's, and "Oct 2022 – Feb 2023: relocation to Texas ..." a line of
    // the operator's post.
    const facts = readResumeFacts(
      [
        'Ana Ruiz',
        'ana@example.com',
        '',
        'WORK EXPERIENCE',
        '',
        '| Company | Position | Dates |',
        '|---|---|---|',
        '| Brazos Precision LLC – Austin, TX | CNC Machinist | Mar 2023 – Present |',
        '| Talleres del Norte S.A. de C.V. – Monterrey, Mexico | CNC Programmer | Jan 2020 – Sep 2022 |',
        '| Talleres del Norte S.A. de C.V. – Monterrey, Mexico | CNC Operator | Jul 2017 – Dec 2019 |',
        '',
        'Brazos Precision LLC',
        '- Set up and run Haas 3-axis mills',
        '',
        'Talleres del Norte',
        '- Programmed parts in Mastercam for 3-axis mills',
        '- Operator: loading, in-process measuring, deburr, basic offsets',
        '',
        'Oct 2022 – Feb 2023: relocation to Texas, waiting on work permit.',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.achievements.map((line) => line.text)])).toEqual([
      ['CNC Machinist', ['Set up and run Haas 3-axis mills']],
      ['CNC Programmer', ['Programmed parts in Mastercam for 3-axis mills']],
      ['CNC Operator', ['loading, in-process measuring, deburr, basic offsets']],
    ]);
  });
});

describe('readResumeFacts: an employer with its own dates over posts labelled "Position:" and dated on their own', () => {
  it('gives each post that employer', () => {
    // Before, both posts had no employer: the employer's dates under its line hid it from the posts below.
    const facts = readResumeFacts(
      [
        'Thandi Mokoena',
        '',
        'WORK EXPERIENCE',
        '',
        'Mabaso Venter Incorporated (Registered Auditors), Midrand',
        'February 2024 – 31 January 2027 (training contract, 3 years)',
        '',
        'Position: Audit Semi-Senior',
        'March 2026 – present',
        '• Running audit fieldwork on smaller engagements for retail clients',
        '',
        'Position: Trainee Accountant',
        'February 2024 – February 2026',
        '• Preparing VAT201 returns and ITR14 income tax returns under supervision',
        '',
        'Tumelo Logistics (Pty) Ltd, Kempton Park',
        'Position: Accounts Clerk',
        'February 2023 – December 2023',
        '• Capturing supplier invoices and processing creditors payments on Sage 300',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Audit Semi-Senior', 'Mabaso Venter Incorporated'],
      ['Trainee Accountant', 'Mabaso Venter Incorporated'],
      ['Accounts Clerk', 'Tumelo Logistics (Pty) Ltd'],
    ]);
  });
});

describe('readResumeFacts: a Spanish CV’s posts', () => {
  it('parts the dates from the post at a middle dot, drops a hotel’s stars and a furlough’s dates from the work', () => {
    // Before, the post was "· Jefa de partida", the employer "Hotel Mar Serena ****", and "Abril 2020 – junio 2021: en
    // ERTE" a duty the letter told.
    const facts = readResumeFacts(
      [
        'Lucía Ferrer Soler',
        'lucia.ferrer@example.es',
        '',
        'EXPERIENCIA PROFESIONAL',
        '',
        'Hotel Mar Serena **** – Dénia',
        '05/2019 – actualidad · Jefa de partida',
        '· Partida de arroces y pescados en el restaurante a la carta',
        '· Cocina de producción para banquetes de hasta 300 pax',
        '· Abril 2020 – junio 2021: en ERTE (hotel cerrado por la COVID)',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([['Jefa de partida', 'Hotel Mar Serena']]);
    expect(facts.roles[0]?.achievements.map((line) => line.text).join('\n')).not.toContain('ERTE');
  });
});

describe('readResumeFacts: two posts at one employer, their duties written as sentences', () => {
  it('gives the earlier post the employer above both', () => {
    // Before, "Litigation Paralegal" had no employer: only bulleted duties let the post below take the employer's line.
    const facts = readResumeFacts(
      [
        'Mary Jones',
        '',
        'PROFESSIONAL EXPERIENCE',
        '',
        'BRANDT & OKOYE CO., L.P.A.                          Columbus, OH',
        'Senior Litigation Paralegal                             Jan 2023 - Present',
        'Manage discovery on a caseload of 35-40 active matters for 3 partners. Draft discovery requests.',
        'Litigation Paralegal                                   Aug 2020 - Dec 2022',
        'Summarized deposition transcripts and medical records, maintained case calendars.',
        '',
        'CARVER MUTUAL INSURANCE                                    Dublin, OH',
        'Legal Assistant                                          Jun 2015 - Jul 2020',
        'Supported 4 staff attorneys defending claims.',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Senior Litigation Paralegal', 'Brandt & Okoye Co.'],
      ['Litigation Paralegal', 'Brandt & Okoye Co.'],
      ['Legal Assistant', 'Carver Mutual Insurance'],
    ]);
  });
});

describe('readResumeFacts: a job set out as its dates, its post and its employer, each on a line of its own', () => {
  it('reads a post no vocabulary knows between the dates and an employer with its town', () => {
    const facts = readResumeFacts(
      [
        'TOMAS R. BRZEZINSKI',
        'tomas.b@example.net',
        '',
        'EXPERIENCE',
        '',
        'May 2020 - Present',
        'Journeyman Lineworker',
        'Prairie Bend Electric Cooperative, Salina, KS',
        '- 3-man crew covering 1,800 miles of distribution line',
        '- Train first-year apprentices on climbing and rigging',
        '',
        'Apr 2016 - Apr 2020',
        'Groundman',
        'Ridgeback Line Constructors, Inc., Wichita, KS',
        '- Ran the pole trailer and the mini-excavator',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Journeyman Lineworker', 'Prairie Bend Electric Cooperative', 'Salina, KS'],
      ['Groundman', 'Ridgeback Line Constructors, Inc.', 'Wichita, KS'],
    ]);
    expect(facts.roles[0]?.achievements.map((line) => line.text)).not.toContain(
      'Prairie Bend Electric Cooperative, Salina, KS',
    );
  });

  it('reads a Singapore employer’s "Pte. Ltd." line over its dated posts as the employer, never a sentence', () => {
    const facts = readResumeFacts(
      [
        'TAN HUI MIN',
        'huimin.tan@example.sg',
        '',
        'EXPERIENCE',
        '',
        'Kelong Data Pte. Ltd., Singapore',
        'Platform Engineer | Feb 2022 - Present',
        '- Run the Kubernetes clusters for the trading platform',
        '',
        'Junior Platform Engineer | Jan 2020 - Jan 2022',
        '- Wrote Terraform modules for the staging estate',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Platform Engineer', 'Kelong Data Pte. Ltd.'],
      ['Junior Platform Engineer', 'Kelong Data Pte. Ltd.'],
    ]);
  });
});

describe('joinDescriptionLines: a bulleted list whose items end on full stops', () => {
  it('joins an item left without its stop to the line after it, whatever that line opens with', () => {
    expect(
      joinDescriptionLines([
        '• Caseload of 22 adults, mostly referred on discharge from hospital.',
        '• Prescribed equipment and minor adaptations; wrote approx. 40',
        'Disabled Facilities Grant recommendations a year.',
        '• Supervised two Band 5 OTs and six students from Swansea',
        'University (practice educator since 2017).',
        '• Redeployed for four months in 2020 to the discharge hub:',
        'same-day discharge assessments and planning.',
      ]),
    ).toEqual([
      'Caseload of 22 adults, mostly referred on discharge from hospital.',
      'Prescribed equipment and minor adaptations',
      'wrote approx. 40 Disabled Facilities Grant recommendations a year.',
      'Supervised two Band 5 OTs and six students from Swansea University (practice educator since 2017).',
      'Redeployed for four months in 2020 to the discharge hub: same-day discharge assessments and planning.',
    ]);
  });
});

describe('readResumeFacts: a firm named after its people in the plural, under its dated post', () => {
  it('reads "Consulting Engineers" and "Surveys & Associates" as employers, though their last words name posts', () => {
    const facts = readResumeFacts(
      [
        'Grace Wambui',
        'grace.w@example.co.ke',
        '',
        'WORK EXPERIENCE',
        '',
        'January 2019 – February 2022\tGIS Technician',
        '\tMwangaza Consulting Engineers, Nairobi',
        '• Mapped 140 water points with GNSS.',
        '',
        'August 2017 – November 2018\tSurvey Assistant (contract)',
        '\tKaren Land Surveys & Associates, Nairobi',
        '• Topographic surveys with total station.',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['GIS Technician', 'Mwangaza Consulting Engineers'],
      ['Survey Assistant (contract)', 'Karen Land Surveys & Associates'],
    ]);
  });
});

describe('readRoles: a job whose bullets are all hollow ones pasted as "o"', () => {
  it('reads each "o" line as an item, never as the wrapped end of the one above', () => {
    const roles = readRoles([
      'Swim Teacher (casual)',
      'SplashKids Swim School, Parramatta Mar 2022 – present',
      'o Teach learn-to-swim classes of 4–6 children aged 3–12, about 12 hrs/week',
      'o Pool-deck first responder; managed 2 minor incidents incl. a',
      'suspected seizure in the water (child recovered, handed over to the ambulance crew)',
    ]);
    expect(roles[0]?.achievements.map((line) => line.text)).toEqual([
      'Teach learn-to-swim classes of 4–6 children aged 3–12, about 12 hrs/week',
      'Pool-deck first responder',
      'managed 2 minor incidents incl. a suspected seizure in the water (child recovered, handed over to the ambulance crew)',
    ]);
  });
});

describe('readResumeFacts: a German apprenticeship, its post in the dative', () => {
  it('reads "Ausbildung zur Steuerfachangestellten" as the post, the firm on the line below as its employer', () => {
    const facts = readResumeFacts(
      [
        'Lea Hoffmann',
        'lea@example.de',
        '',
        'BERUFSERFAHRUNG',
        '',
        '04/2015 – 09/2021       Steuerfachangestellte',
        '                        Steuerbüro Krämer, Bochum',
        '                        • Betreuung von ca. 80 Mandanten',
        '',
        '08/2012 – 03/2015       Ausbildung zur Steuerfachangestellten',
        '                        Steuerbüro Krämer, Bochum',
      ].join('\n'),
    );
    expect(facts.roles.map((role) => [role.title, role.employer])).toEqual([
      ['Steuerfachangestellte', 'Steuerbüro Krämer'],
      ['Ausbildung zur Steuerfachangestellten', 'Steuerbüro Krämer'],
    ]);
  });
});
