// Hand-written resume / ad pairs from many fields (fictional people and companies), read like a hiring manager would.
// Each pair records the facts a good letter must get right, so tests can check them directly rather than through
// the checker, which shares the parsers with the composer.

export type HiringPair = {
  id: string;
  resume: string;
  jobDescription: string;
  /** The company the letter must name. */
  company: string;
  /** Names the letter must not treat as the company (departments, places, units). */
  notCompany: string[];
  /** Must-haves the resume supports, each with a pattern the letter must contain to address it. */
  supported: { requirement: string; pattern: RegExp }[];
  /** Claims the resume does not support, which the letter must never make. */
  unsupported: RegExp[];
  language: 'en' | 'de';
};

const nurseResume = `MARIA GONZALEZ
Registered Nurse | maria.gonzalez@mail.com | 555-201-3344 | Austin, TX

SUMMARY
Compassionate RN with 6 years of acute care experience in busy hospital settings.

EXPERIENCE
Charge Nurse — St. David's Medical Center, Austin, TX        03/2021 – Present
• Supervise a team of 8 nurses on a 32-bed medical-surgical unit
• Reduced patient falls by 35% by introducing hourly rounding
• Trained 15 new graduate nurses in EPIC documentation

Staff Nurse — Baylor Scott & White, Temple, TX        06/2018 – 02/2021
• Provided post-operative care for up to 6 patients per shift
• Served on the sepsis response committee

EDUCATION
Bachelor of Science in Nursing, University of Texas at Austin, 2018

CERTIFICATIONS
BLS, ACLS, PALS

SKILLS
Patient assessment, EPIC, medication administration, wound care, team leadership, Spanish (fluent)`;

const nurseAd = `<h2>Nurse Manager – Surgical Services</h2><p>Ascension Seton is seeking an experienced <b>Nurse Manager</b> for our surgical services unit in Austin.</p><h3>Requirements</h3><ul><li>Current Texas RN license</li><li>BSN required; MSN preferred</li><li>3+ years of leadership experience</li><li>ACLS certification</li><li>Experience with EPIC</li></ul><h3>Nice to have</h3><ul><li>Bilingual English/Spanish</li><li>Lean or Six Sigma training</li></ul><p>Salary range: $95,000 - $120,000. Sign-on bonus of $10,000.</p>`;

const retailResume = `Darnell Brooks
darnell.brooks@example.com · (312) 555-0187 · Chicago, IL

Professional Summary
Retail leader with 9 years of experience running high-volume stores and developing frontline teams.

Work Experience
Assistant Store Manager | Halvorsen Home Goods | Chicago, IL | Jan 2020 – Present
- Manage daily operations for a store with $6.2M in annual sales and a staff of 24
- Increased average basket size by 12% through cross-merchandising and associate coaching
- Cut inventory shrink from 2.1% to 1.3% with weekly cycle counts
- Hire, schedule and train seasonal associates

Department Supervisor | Maple & Pine Outfitters | Evanston, IL | Jun 2015 – Dec 2019
- Supervised 10 associates in footwear and accessories
- Led visual merchandising resets for 4 seasonal launches a year

Education
Associate of Applied Science in Business Management, Harold Washington College, 2015

Skills
Team leadership, scheduling, inventory management, P&L reporting, visual merchandising, customer service, Microsoft Excel`;

const retailAd = `Store Manager - Lincoln Park

About Corvell Outdoor
Corvell Outdoor has outfitted hikers and climbers since 1978. We run 60 stores across the Midwest.

What you'll do
- Lead a store team of 20-30 associates
- Own the store P&L and hit sales targets
- Coach assistant managers and build a strong bench

What you need
- 5+ years of retail management experience
- Experience with inventory management and loss prevention
- Strong customer service skills
- Bachelor's degree preferred

Pay: $70,000 - $82,000 per year plus quarterly bonus.`;

const teacherResume = `Hannah Leclerc
hannah.leclerc@example.org | 617-555-0122 | Somerville, MA

Experience
Biology Teacher, Riverside Charter High School, Boston, MA (Aug 2019 – Present)
• Teach 5 sections of biology and AP Biology to grades 10–12
• Raised the AP Biology pass rate from 58% to 81% over 3 years
• Designed a project-based genetics unit adopted by the whole science department
• Coach the school's Science Olympiad team

Student Teacher, Medford High School, Medford, MA (Jan 2019 – May 2019)
• Planned and taught lessons for 2 ninth-grade physical science classes

Education
Master of Arts in Teaching, Tufts University, 2019
Bachelor of Science in Biology, University of Vermont, 2017

Licenses
Massachusetts Initial License, Biology (8–12)

Skills
Differentiated instruction, Google Classroom, lab safety, classroom management, curriculum design`;

const teacherAd = `High School Science Teacher (Biology)
Lexington Public Schools — Lexington, MA

Lexington Public Schools is hiring a biology teacher for Lexington High School, starting August 2027.

Requirements:
- Massachusetts teaching license in Biology (8-12)
- Bachelor's degree in biology or a related science
- Experience teaching AP courses
- Classroom management skills
- Experience with Google Classroom

Preferred:
- Master's degree in education
- Experience coaching extracurricular activities`;

const accountantResume = `KEVIN O'SULLIVAN, CPA
kevin.osullivan@example.net  |  (503) 555-0149  |  Portland, OR

PROFESSIONAL EXPERIENCE

Staff Accountant — Cascadia Freight Co., Portland, OR
July 2021 – Present
- Own month-end close for 3 legal entities, cutting close time from 10 to 6 business days
- Prepare account reconciliations and journal entries under US GAAP
- Automated accruals with Excel Power Query, saving 12 hours per month

Accounting Assistant — Hollis & Vance CPAs, Beaverton, OR
June 2019 – June 2021
- Processed accounts payable for 140 vendors
- Supported 2 annual audits with schedules and documentation

EDUCATION
B.S. in Accounting, Oregon State University, 2019

CERTIFICATIONS
Certified Public Accountant (CPA), Oregon

SKILLS
GAAP, NetSuite, Excel, month-end close, reconciliations, accounts payable, audit support`;

const accountantAd = `Staff Accountant

At Bramblewood Foods, we make organic snacks sold in 4,000 grocery stores. Our finance team is growing.

Responsibilities
- Manage the month-end close process
- Prepare balance sheet reconciliations
- Support the annual external audit

Qualifications
- Bachelor's degree in accounting or finance
- 2+ years of accounting experience
- Working knowledge of US GAAP
- Experience with NetSuite or a similar ERP
- CPA or CPA candidate

Nice to have: SAP experience; manufacturing industry background.`;

const sdrResume = `Aisha Patel
Sales Development Representative
aisha.patel@example.com | linkedin.com/in/aishapatel | Denver, CO

Summary
Results-driven SDR with 2 years of outbound prospecting experience in B2B SaaS.

Experience
Sales Development Representative, Peakline Software, Denver, CO — Mar 2023 – Present
• Booked 180 qualified meetings in 2024, 134% of quota
• Ran multi-touch outbound sequences in Outreach and Salesforce
• Partnered with 4 account executives to build territory plans

Customer Success Associate, Trellis HR, Boulder, CO — Jul 2021 – Feb 2023
• Onboarded 60 small-business customers onto the payroll product
• Kept a 96% renewal rate across an assigned book of accounts

Education
B.A. in Communication, University of Colorado Boulder, 2021

Skills
Salesforce, Outreach, HubSpot, cold calling, prospecting, objection handling`;

const sdrAd = `Join Lumora Analytics as our next Sales Development Representative! Lumora Analytics helps mid-market retailers forecast demand. You will prospect into new accounts, book meetings for our account executives and work closely with marketing. We are looking for someone with 1+ years of outbound sales or SDR experience, hands-on experience with Salesforce, and excellent written communication skills. Experience with Gong is a plus. Base salary $55,000 with OTE of $85,000. This is a hybrid role in Denver.`;

const mechanicalResume = `Tomasz Wójcik
Mechanical Engineer
tomasz.wojcik@example.com | +1 (248) 555-0133 | Troy, MI

EXPERIENCE

Mechanical Design Engineer
Northfield Automotive Systems, Auburn Hills, MI
2020 – Present
- Designed cast aluminium brackets in SolidWorks that cut part weight by 18%
- Ran FEA on 25+ structural components with ANSYS
- Released drawings with GD&T to 6 suppliers

Product Engineer Intern
Lakeshore Pumps, Grand Rapids, MI
2019 – 2019
- Built test fixtures for a pump durability rig

EDUCATION
Bachelor of Science in Mechanical Engineering, Michigan State University, 2020

SKILLS
SolidWorks, ANSYS, GD&T, DFMEA, MATLAB, root cause analysis`;

const mechanicalAd = `Mechanical Engineer II – Powertrain Team

Company: Ardent Mobility
Location: Detroit, MI (on-site)

Ardent Mobility designs electric drive units for commercial vans. The Powertrain Team is looking for a Mechanical Engineer II to design housings and brackets.

Requirements
- BS in Mechanical Engineering
- 3+ years of design experience in automotive or heavy equipment
- Proficiency in SolidWorks or CATIA
- Experience with FEA
- Working knowledge of GD&T

Nice to have
- DFMEA experience
- Experience with die casting`;

const supportResume = `Lucía Fernández
lucia.fernandez@example.com | 555-302-8812 | Remote (Phoenix, AZ)

SUMMARY
Customer support team lead who turns messy queues into calm, measurable processes.

EXPERIENCE
Support Team Lead, Pinecrest Payments — Phoenix, AZ — 2021 – Present
• Lead a team of 7 agents handling 3,500 tickets a month in Zendesk
• Raised CSAT from 86% to 94% by rewriting macros and the escalation path
• Built the weekly QA review used to coach every agent
• Wrote 40 help-center articles that reduced repeat contacts by 15%

Customer Support Specialist, Pinecrest Payments — Phoenix, AZ — 2019 – 2021
• Resolved billing and account tickets by email, chat and phone

Senior Customer Service Representative, Desert Bloom Telecom — Tempe, AZ — 2016 – 2019
• Handled 60+ calls a day and mentored 5 new hires

EDUCATION
B.A. in English, Arizona State University, 2016

SKILLS
Zendesk, Intercom, customer support, coaching, QA, Jira, knowledge base writing`;

const supportAd = `# Customer Support Lead

**Harborline** is on a mission to make small-business banking simple. About 30,000 businesses use Harborline every day.

## What you'll do
* Lead and coach a team of 6-8 support specialists
* Own support metrics such as CSAT and first response time
* Partner with product to turn feedback into fixes

## What we're looking for
* 2+ years leading a customer support team
* Experience with Zendesk or Intercom
* Strong written communication
* Experience building QA or coaching programs

## Bonus points
* Fintech or payments experience
* SQL skills`;

const careerChangeResume = `Olivia Grant
olivia.grant@example.com | 555-410-2290 | Columbus, OH

Summary
Former middle-school math teacher moving into data analytics after completing the Google Data Analytics Certificate.

Projects
Enrollment Trends Dashboard (2024)
- Cleaned 5 years of district enrollment data in SQL and built a Tableau dashboard for the school board
Bike Share Case Study (2024)
- Analysed 1.2 million trips in Python (pandas) and presented 3 recommendations

Experience
Math Teacher, Westgate Middle School, Columbus, OH — 2016 – 2024
- Used assessment data to regroup 120 students each quarter, raising proficiency by 14%
- Built Excel gradebook templates adopted by 9 teachers

Education
B.S. in Mathematics Education, Ohio State University, 2016

Certifications
Google Data Analytics Certificate, Tableau Desktop Specialist

Skills
SQL, Excel, Tableau, Python, pandas, data cleaning, presenting to non-technical audiences`;

const careerChangeAd = `Junior Data Analyst

We are Fairway Health Partners, a network of 14 community clinics.

You will build reports on patient visits, clean data from our scheduling system and share findings with clinic managers.

Requirements
- Experience with SQL
- Experience with Tableau or Power BI
- Strong Excel skills
- Ability to explain data to non-technical audiences

Nice to have
- Python
- Healthcare experience

Salary: $58,000 - $66,000.`;

const germanNurseResume = `Katharina Vogel
Gesundheits- und Krankenpflegerin
katharina.vogel@example.de | 0151 2345678 | Leipzig

Berufserfahrung
Pflegefachkraft, Universitätsklinikum Leipzig, Leipzig — 04/2019 – heute
• Versorgung von bis zu 8 Patientinnen und Patienten pro Schicht auf einer internistischen Station
• Praxisanleitung für 6 Auszubildende pro Jahr
• Einführung einer digitalen Pflegedokumentation mit ORBIS gemeinsam mit dem Stationsteam

Pflegefachkraft, Klinikum St. Georg, Leipzig — 09/2016 – 03/2019
• Prä- und postoperative Pflege in der Allgemeinchirurgie

Ausbildung
Ausbildung zur Gesundheits- und Krankenpflegerin, Medizinische Berufsfachschule Leipzig, 2016

Weiterbildungen
Praxisanleiterin (300 Stunden), Wundexpertin ICW

Kenntnisse
ORBIS, Wundversorgung, Praxisanleitung, Englisch (gut)`;

const germanNurseAd = `Pflegefachkraft (m/w/d) für unsere Innere Medizin

Die Helios Klinik Dresden GmbH sucht zum nächstmöglichen Zeitpunkt eine engagierte Pflegefachkraft (m/w/d) in Vollzeit oder Teilzeit.

Ihre Aufgaben
- Ganzheitliche Pflege unserer Patientinnen und Patienten
- Anleitung von Auszubildenden
- Pflegedokumentation

Ihr Profil
- Abgeschlossene Ausbildung als Gesundheits- und Krankenpfleger/in oder Pflegefachfrau/-mann
- Erfahrung in der Inneren Medizin
- Weiterbildung zur Praxisanleitung wünschenswert
- Teamfähigkeit und Zuverlässigkeit

Wir bieten
- 30 Tage Urlaub
- Vergütung nach TVöD`;

const proseAd = `Greenway Transit Authority is looking for a Project Coordinator to support our capital projects office in Sacramento. The Project Coordinator will track schedules and budgets, prepare meeting minutes and keep contractors and internal teams aligned. Candidates need at least 2 years of project coordination experience, strong organizational skills and experience with Microsoft Project or Smartsheet. Experience in public agencies or construction is a plus. The salary range is $62,000 to $74,000.`;

const proseResume = `Jamal Reyes
jamal.reyes@example.com, 916-555-0171, Sacramento, CA

EXPERIENCE
Project Coordinator – Sierra Build Group, Sacramento, CA (2021 – Present)
- Tracked schedules and budgets for 12 commercial construction projects worth $48M
- Prepared weekly meeting minutes and RFIs for owners and subcontractors
- Set up Smartsheet dashboards that cut status-report prep from 5 hours to 1

Office Assistant – Delta Property Services, West Sacramento, CA (2019 – 2021)
- Scheduled vendor visits for 30 properties

EDUCATION
B.A. in Urban Studies, California State University, Sacramento, 2019

SKILLS
Smartsheet, Microsoft Project, scheduling, budget tracking, meeting minutes, Procore`;

const aboutOnlyAd = `Warehouse Operations Supervisor

What you'll do
- Supervise a shift of 15-25 associates in receiving and shipping
- Hit daily safety, accuracy and productivity targets
- Train new associates on equipment and procedures

Requirements
- 2+ years of supervisory experience in a warehouse or distribution center
- Forklift certification
- Experience with a WMS such as Manhattan or SAP EWM
- Willingness to work second shift

About us
Tidewater Supply Co. distributes plumbing and HVAC parts to contractors across Virginia. We have been family owned since 1962.`;

const plainDatesFirstResume = `Samuel Okafor
Norfolk, VA
samuel.okafor@example.com
757-555-0110

EXPERIENCE

2020 - Present
Shift Lead
Coastal Distribution LLC
Lead a crew of 18 in receiving and putaway
Improved pick accuracy from 97.1% to 99.4%
Trained 25 new hires on RF scanners and Manhattan WMS

2017 - 2020
Warehouse Associate
Harbor Freightways
Operated forklifts and reach trucks in a 200,000 sq ft facility
Recognized as associate of the quarter 3 times

CERTIFICATIONS
OSHA 10, Forklift Operator Certification

SKILLS
Manhattan WMS, RF scanning, inventory control, safety training, scheduling`;

const germanAccountingAd = `Buchhalter (m/w/d) Kreditorenbuchhaltung

Wir, die Nordlicht Logistik GmbH, sind ein familiengeführtes Logistikunternehmen mit 400 Mitarbeitenden in Bremen.

Deine Aufgaben
- Kontieren und Buchen von Eingangsrechnungen
- Abstimmung der Kreditorenkonten
- Mitarbeit bei Monats- und Jahresabschlüssen

Dein Profil
- Abgeschlossene kaufmännische Ausbildung, idealerweise Weiterbildung zum Bilanzbuchhalter
- Mindestens 3 Jahre Berufserfahrung in der Buchhaltung
- Sicherer Umgang mit DATEV
- Gute Kenntnisse in MS Excel

Wir bieten
- 30 Tage Urlaub und ein Jobticket`;

const germanAccountingResume = `Lebenslauf

Jonas Becker
Buchhalter
jonas.becker@example.de · 0170 9876543 · Bremen

Berufserfahrung
Buchhalter, Hansewerk Handel GmbH, Bremen — 01/2020 – heute
- Kontierung und Buchung von rund 900 Eingangsrechnungen pro Monat in DATEV
- Abstimmung von 250 Kreditorenkonten und Klärung offener Posten
- Mitarbeit an Monats- und Jahresabschlüssen nach HGB

Kaufmännischer Angestellter, Weser Spedition KG, Bremen — 08/2017 – 12/2019
- Fakturierung und Mahnwesen für 120 Kunden

Ausbildung
Ausbildung zum Kaufmann für Büromanagement, IHK Bremen, 2017

Kenntnisse
DATEV, MS Excel, HGB, Kreditorenbuchhaltung, Mahnwesen`;

export const hiringPairs: HiringPair[] = [
  {
    id: 'nurse-manager',
    resume: nurseResume,
    jobDescription: nurseAd,
    company: 'Ascension Seton',
    notCompany: ['Surgical Services'],
    supported: [
      { requirement: 'ACLS certification', pattern: /\bACLS\b/ },
      { requirement: 'Experience with EPIC', pattern: /\bEPIC\b/ },
      { requirement: 'BSN required', pattern: /Bachelor of Science in Nursing/ },
      { requirement: '3+ years of leadership experience', pattern: /supervis|lead|charge nurse/i },
    ],
    unsupported: [/\bMSN\b/, /Texas (?:RN )?licen[cs]e/i, /Six Sigma|\bLean\b/],
    language: 'en',
  },
  {
    id: 'retail-store-manager',
    resume: retailResume,
    jobDescription: retailAd,
    company: 'Corvell Outdoor',
    notCompany: ['Lincoln Park'],
    supported: [
      { requirement: '5+ years of retail management experience', pattern: /9 years/ },
      { requirement: 'Experience with inventory management', pattern: /inventory|shrink/i },
      { requirement: 'Strong customer service skills', pattern: /customer service/i },
    ],
    unsupported: [/loss prevention/i, /bachelor/i],
    language: 'en',
  },
  {
    id: 'high-school-teacher',
    resume: teacherResume,
    jobDescription: teacherAd,
    company: 'Lexington Public Schools',
    notCompany: ['Lexington High School'],
    supported: [
      { requirement: 'Experience teaching AP courses', pattern: /AP Biology/ },
      { requirement: 'Experience with Google Classroom', pattern: /Google Classroom/ },
      {
        requirement: "Bachelor's degree in biology",
        pattern: /Bachelor of Science in Biology|Master of Arts in Teaching/,
      },
    ],
    unsupported: [/\bPhD\b/],
    language: 'en',
  },
  {
    id: 'staff-accountant',
    resume: accountantResume,
    jobDescription: accountantAd,
    company: 'Bramblewood Foods',
    notCompany: [],
    supported: [
      { requirement: 'US GAAP', pattern: /GAAP/ },
      { requirement: 'NetSuite', pattern: /NetSuite/ },
      { requirement: 'CPA', pattern: /\bCPA\b/ },
      { requirement: "Bachelor's degree in accounting", pattern: /B\.S\. in Accounting|Accounting/ },
    ],
    unsupported: [/\bSAP\b/, /manufacturing/i],
    language: 'en',
  },
  {
    id: 'sales-development-rep',
    resume: sdrResume,
    jobDescription: sdrAd,
    company: 'Lumora Analytics',
    notCompany: ['Denver'],
    supported: [{ requirement: 'Salesforce', pattern: /Salesforce/ }],
    unsupported: [/\bGong\b/],
    language: 'en',
  },
  {
    id: 'mechanical-engineer',
    resume: mechanicalResume,
    jobDescription: mechanicalAd,
    company: 'Ardent Mobility',
    notCompany: ['Powertrain Team', 'Detroit'],
    supported: [
      { requirement: 'SolidWorks', pattern: /SolidWorks/ },
      { requirement: 'FEA', pattern: /\bFEA\b/ },
      { requirement: 'GD&T', pattern: /GD&T/ },
      { requirement: 'BS in Mechanical Engineering', pattern: /Mechanical Engineering/ },
    ],
    unsupported: [/\bCATIA\b/, /die casting/i],
    language: 'en',
  },
  {
    id: 'customer-support-lead',
    resume: supportResume,
    jobDescription: supportAd,
    company: 'Harborline',
    notCompany: [],
    supported: [
      { requirement: 'Experience with Zendesk or Intercom', pattern: /Zendesk/ },
      { requirement: '2+ years leading a customer support team', pattern: /team of 7|lead/i },
      { requirement: 'Experience building QA or coaching programs', pattern: /QA/ },
    ],
    unsupported: [/\bfintech\b/i],
    language: 'en',
  },
  {
    id: 'data-analyst-career-changer',
    resume: careerChangeResume,
    jobDescription: careerChangeAd,
    company: 'Fairway Health Partners',
    notCompany: [],
    supported: [
      { requirement: 'Experience with SQL', pattern: /\bSQL\b/ },
      { requirement: 'Experience with Tableau', pattern: /Tableau/ },
      { requirement: 'Strong Excel skills', pattern: /Excel/ },
    ],
    unsupported: [/\bPower BI\b/, /healthcare experience/i],
    language: 'en',
  },
  {
    id: 'pflegefachkraft',
    resume: germanNurseResume,
    jobDescription: germanNurseAd,
    company: 'Helios Klinik Dresden',
    notCompany: ['Innere Medizin'],
    supported: [{ requirement: 'Abgeschlossene Ausbildung', pattern: /Ausbildung/ }],
    unsupported: [/Innere[nr]? Medizin/],
    language: 'de',
  },
  {
    id: 'prose-ad-project-coordinator',
    resume: proseResume,
    jobDescription: proseAd,
    company: 'Greenway Transit Authority',
    notCompany: ['Sacramento'],
    supported: [{ requirement: 'Microsoft Project or Smartsheet', pattern: /Smartsheet|Microsoft Project/ }],
    unsupported: [/public agenc/i],
    language: 'en',
  },
  {
    id: 'about-us-only-warehouse',
    resume: plainDatesFirstResume,
    jobDescription: aboutOnlyAd,
    company: 'Tidewater Supply',
    notCompany: [],
    supported: [
      { requirement: 'Forklift certification', pattern: /Forklift/i },
      { requirement: 'WMS', pattern: /Manhattan WMS|WMS/ },
    ],
    unsupported: [/\bSAP\b/, /second shift/i],
    language: 'en',
  },
  {
    id: 'buchhaltung',
    resume: germanAccountingResume,
    jobDescription: germanAccountingAd,
    company: 'Nordlicht Logistik',
    notCompany: ['Kreditorenbuchhaltung'],
    supported: [
      { requirement: 'Sicherer Umgang mit DATEV', pattern: /DATEV/ },
      { requirement: 'Gute Kenntnisse in MS Excel', pattern: /Excel/ },
    ],
    unsupported: [/Bilanzbuchhalter/],
    language: 'de',
  },
];
