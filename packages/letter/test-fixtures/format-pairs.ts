// Resume / ad pairs written for this repository in formats the evaluation pairs lack (fictional people and
// companies): a form-style Indian resume, "Employer, City, ST" on its own line, "Key Achievements" under a job, a
// British "Qualifications" list, an HTML ad, a recent graduate, Spanish and French. Each once broke the composer
// (a job's lines under another employer, a department taken for the company, a must-have left unanswered); the test
// beside the composer keeps them working.

export type FormatPair = {
  id: string;
  resume: string;
  jobDescription: string;
  company: string;
  language: 'en' | 'es' | 'fr';
};

export const formatPairs: FormatPair[] = [
  {
    id: 'pharmacy-technician-nhs',
    company: 'Calder Royal Infirmary NHS Trust',
    language: 'en',
    resume:
      'JORDAN ELLIS\nPharmacy Technician | jordan.ellis@example.com | 07700 900123 | Leeds\n\nPROFILE\nGPhC registered Pharmacy Technician with 6 years’ experience in busy community and hospital pharmacies. Accurate, calm under pressure.\n\nEXPERIENCE\nSenior Pharmacy Technician – Wharfe Valley Hospital, Leeds\tMar 2021 – Present\nï‚§ Supervise a team of 5 dispensers across inpatient and outpatient dispensaries\nï‚§ Cut dispensing errors by 40% by introducing a second-check step for controlled drugs\nï‚§ Run medicines reconciliation for 25-30 admissions a day on the acute medical unit\nï‚§ Train new starters on the EPMA system Key Achievements\n\nPharmacy Technician – Boots UK, Harrogate\tJun 2018 – Feb 2021\nï‚§ Dispensed 300+ items a day and managed the repeat prescription service\nï‚§ Set up a blister-pack service for 60 care-home residents\n\nSales Assistant – Next, Harrogate\t2016 – 2018\nï‚§ Served customers and handled cash and card payments\n\nEDUCATION & QUALIFICATIONS\nBTEC Level 3 Diploma in Pharmaceutical Science – Leeds City College, 2018\nNVQ Level 3 in Pharmacy Services – 2018\nAccredited Checking Technician (ACT) – in progress, due 2025\n\nSKILLS\nMedicines Reconciliation, Controlled Drugs Management, EPMA, JAC, Stock Control, Teamwork\n',
    jobDescription:
      'Senior Pharmacy Technician – Medicines Optimisation\nCalder Royal Infirmary NHS Trust\nBand 5 | £28,407 – £34,581 | 37.5 hours\n\nAbout the role\nWe are looking for an experienced pharmacy technician to join our ward-based medicines optimisation team. You will lead medicines reconciliation on admission, support the safe use of controlled drugs, and help train and supervise junior staff.\n\nEssential criteria\n• Registered with the GPhC as a Pharmacy Technician\n• At least 3 years of experience as a pharmacy technician in a hospital setting\n• Experience of medicines reconciliation\n• Ability to supervise and train staff\n\nDesirable\n• Accredited Checking Technician\n• Experience with EPMA systems\n\nTo apply, please include a supporting statement explaining why you want to join our team.\n',
  },
  {
    id: 'warehouse-lead-us',
    company: 'Northgate Logistics',
    language: 'en',
    resume:
      "MARCUS  OKAFOR\nWarehouse Team Leader\nPhone: (614) 555-0172   Email: m.okafor@example.com   Columbus, OH\n\nSUMMARY\nReliable warehouse lead with forklift certification and a record of cutting picking errors. Comfortable with RF scanners and WMS.\n\nWORK HISTORY\nTeam Leader – Inbound\nGreenfield Distribution Center, Columbus OH\n04/2021 - Current\n•\tLead a shift of 12 associates receiving 40-60 trailers a week\n•\tReduced receiving errors 22% by introducing a dock-to-stock checklist\n•\tTrain new hires on RF scanners and Manhattan WMS\n•\tCoordinate with transport planners to schedule inbound loads\n\nWarehouse Associate\nBuckeye Freight LLC, Groveport OH\n06/2018 - 03/2021\n•\tPicked and packed 180+ orders per shift with 99.6% accuracy\n•\tLoaded and unloaded trailers using sit-down and reach forklifts\n•\tperformed cycle counts and stock rotation\n\nLine Cook, Rosie's Diner, Columbus OH, 2015-2018\n- Prepped food and kept the kitchen clean\n\nCERTIFICATIONS\nOSHA 10-Hour General Industry\nForklift Operator Certification (sit-down, reach) – 2018\nFirst Aid/CPR – expired 2022\n\nEDUCATION\nHigh School Diploma – Whetstone High School, 2015\n",
    jobDescription:
      "Shift Supervisor – Fulfillment\nNorthgate Logistics | Obetz, OH | $24-27/hr\n\nNorthgate Logistics moves groceries for 300 stores across the Midwest. We are hiring a Shift Supervisor for our night shift.\n\nWhat you'll do:\n- Supervise and coach a team of 15-25 associates on the night shift\n- Hit daily productivity and accuracy targets\n- Keep the building safe and audit-ready\n- Work with the transportation team on outbound loads\n\nWhat you need:\n- 2+ years of warehouse experience, including at least 1 year leading a team\n- Forklift certification\n- Experience with a WMS (Manhattan preferred)\n- Able to lift 50 lbs\n\nTell us about a time you improved accuracy or safety on your shift.\n",
  },
  {
    id: 'teacher-to-instructional-designer',
    company: 'Harbor Health Systems',
    language: 'en',
    resume:
      'Priya Nair\nChicago, IL · priya.nair@example.com · 312-555-0199 · linkedin.com/in/priyanair\n\nSummary\nFormer high-school biology teacher moving into instructional design after completing the ATD Instructional Design Certificate. Skilled in designing engaging lessons for mixed-ability learners.\n\nProfessional Experience\nBiology Teacher | Lakeview High School | Chicago, IL | Aug 2016 – Jun 2024\n- Designed and taught biology curriculum for 150 students a year across grades 9-12\n- Built 40+ interactive lessons in Google Classroom and Nearpod, raising unit test averages from 71% to 80%\n- Led professional development sessions on blended learning for 25 teachers\n- Mentored 4 student teachers\n\nInstructional Design Intern (part-time) | Brightpath Learning | Remote | Sep 2024 – Present\n- Storyboard and build e-learning modules in Articulate Storyline 360 for a healthcare client\n- Run learner surveys and revise modules based on the feedback\n\nEducation\nM.Ed. in Curriculum and Instruction, Loyola University Chicago, 2016\nB.S. in Biology, University of Illinois, 2014\n\nCertifications\nATD Instructional Design Certificate (2024)\n\nSkills\nArticulate Storyline 360, Rise 360, Camtasia, ADDIE, Needs Analysis, Learning Management Systems, Google Classroom\n',
    jobDescription:
      "Instructional Designer\nHarbor Health Systems – Learning & Development\n\nAbout us: Harbor Health Systems runs 6 hospitals in the Chicago area. Our L&D team builds training for 12,000 clinical and non-clinical staff.\n\nResponsibilities\n• Design and develop e-learning courses using Articulate 360\n• Partner with subject matter experts to turn clinical content into engaging training\n• Evaluate training effectiveness and improve courses based on data\n\nQualifications\n• 2+ years of instructional design experience (teaching experience considered)\n• Proficiency in Articulate Storyline and Rise\n• Knowledge of ADDIE or similar models\n• Bachelor's degree required; Master's in education or instructional design preferred\n\nPlease include a link to your portfolio.\n",
  },
  {
    id: 'chef-de-partie-uk',
    company: 'Linden Tree',
    language: 'en',
    resume:
      "SOFIA MARTINS\nsofia.martins@example.co.uk | 07911 123456 | Bristol\n\nPROFILE\nHard-working chef de partie with 5 years in busy restaurants and hotel kitchens. Passionate about fresh, seasonal food.\n\nEMPLOYMENT\nChef de Partie, The Harbourside Hotel, Bristol (2022 - present)\n* Run the grill and sauce sections for 120-180 covers a night\n* Wrote the allergen matrix for the new autumn menu and trained 6 commis chefs on it\n* Cut food waste by 15% by changing prep lists and stock rotation\n* Cover for the sous chef on their days off\n\nCommis Chef, Rosa's Trattoria, Bath (2019 - 2022)\n* Prepared pasta, sauces and desserts daily\n* Kept the walk-in fridge and dry store in order, FIFO\n* Helped with deep cleans every Sunday\n\nKitchen Porter, Bath Rugby Club (2017 - 2019)\n* Washed up and kept the kitchen clean on match days\n\nQUALIFICATIONS\nLevel 3 Food Hygiene (2023)\nNVQ Level 2 Professional Cookery (2019)\n",
    jobDescription:
      'Sous Chef\nThe Linden Tree, Clifton\n\nWe are a 60-cover neighbourhood restaurant cooking modern British food from local farms. We are looking for a Sous Chef to run the kitchen alongside our Head Chef.\n\nThe role\n- Run the pass and lead the kitchen team when the Head Chef is off\n- Help write seasonal menus and cost dishes\n- Keep HACCP records and allergen information up to date\n- Train and develop junior chefs\n\nAbout you\n- At least 2 years as a Chef de Partie or Junior Sous Chef\n- Level 2 Food Hygiene or higher\n- Calm under pressure, organised, a good communicator\n\nSalary £32,000 - £35,000 plus tips. 48 hours a week, 4 days.\n',
  },
  {
    id: 'backend-engineer-fintech-us',
    company: 'Fernwood Bank',
    language: 'en',
    resume:
      "Daniel Kim\nSeattle, WA | daniel.kim@example.dev | (206) 555-0148 | github.com/dkim\n\nTECHNICAL SKILLS\nLanguages: Go, Python, TypeScript, SQL\nInfrastructure: AWS (ECS, Lambda, RDS), Terraform, Docker, Kubernetes\nData: PostgreSQL, Redis, Kafka\nPractices: CI/CD, observability, on-call, code review\n\nEXPERIENCE\nSoftware Engineer II — Paylane (fintech), Seattle, WA                      Jan 2022 – Present\n• Built a Go payments reconciliation service processing 2M transactions/day; cut manual reconciliation work by 70%\n• Migrated 14 services from EC2 to ECS with Terraform, lowering hosting costs by $18K/month\n• Introduced OpenTelemetry tracing; reduced mean time to resolve incidents from 3h to 45m\n• Mentor 2 junior engineers and lead the team's on-call rotation\n\nSoftware Engineer — Cobalt Health, Portland, OR                                  Jul 2019 – Dec 2021\n• Developed REST APIs in Python/Flask for a patient-scheduling product used by 300 clinics\n• Wrote the Kafka consumer that synced appointments with EHR vendors (99.9% delivery)\n• Reduced p95 API latency from 900ms to 250ms with query tuning and Redis caching\n\nEDUCATION\nB.S. Computer Science, Oregon State University, 2019\n",
    jobDescription:
      "Senior Backend Engineer, Payments\nFernwood Bank · Seattle, WA (Hybrid) · $165,000–$195,000\n\nFernwood is rebuilding its payments platform. You'll join a team of 6 engineers that owns money movement end to end.\n\nWhat you'll do\n- Design and build services in Go that move money safely and reliably\n- Own the reliability of the payments platform, including on-call\n- Improve observability and incident response\n- Mentor other engineers\n\nWhat we're looking for\n- 5+ years of backend software engineering experience\n- Strong experience with Go or another compiled language\n- Experience with AWS and infrastructure as code (Terraform)\n- Experience with event streaming (Kafka)\n- Nice to have: experience in payments or fintech\n\nIn your cover letter, tell us about a production incident you helped resolve.\n",
  },
  {
    id: 'office-administrator-key-achievements',
    company: 'Loddon Architects',
    language: 'en',
    resume:
      "Helen Osei\nOffice Administrator\nhelen.osei@example.co.uk  •  07700 900456  •  Reading\n\nCareer Summary\nOrganised and reliable oﬃce administrator with 7 years' experience supporting busy teams. Iâ€™m confident with Microsoft 365, Xero and Sage.\n\nEmployment History\n\nOffice Administrator\nThames Valley Surveyors Ltd\nJan 2020 â€“ Present\nï‚§ Manage the diary for 4 directors and organise client meetings\nï‚§ Process supplier invoices in Xero (about 200 a month) and chase overdue payments\nï‚§ Introduced a shared filing system in SharePoint, saving around 5 hours a week\nKey Achievements\nï‚§ Organised the office move for 35 staff with no lost working days\n\nReceptionist / Administrator\nKennet Dental Practice\nMar 2017 â€“ Dec 2019\nï‚§ Greeted patients and managed bookings for 6 dentists\nï‚§ Took payments and reconciled the till daily\n\nEducation\nBTEC Level 3 Business, Reading College (2016)\n",
    jobDescription:
      'Office Manager\nLoddon Architects\n\nSalary: £30,000 - £34,000\nLocation: Reading (office based)\n\nWe are a friendly practice of 25 architects and designers. We need an Office Manager to keep the studio running smoothly.\n\nKey responsibilities\n- Manage the office and the reception team\n- Handle accounts payable and receivable in Xero\n- Organise meetings, travel and events\n- Look after facilities, suppliers and health and safety\n\nEssential\n- Previous experience in an office management or senior administrator role\n- Strong Xero or Sage skills\n- Excellent organisation and communication skills\n\nDesirable\n- Experience in a professional services firm\n',
  },
  {
    id: 'us-nurse-nhs-ward',
    company: 'Riverside University Hospitals NHS Trust',
    language: 'en',
    resume:
      "REGISTERED NURSE\nProfessional Summary\nCompassionate registered nurse with 4 years of experience in medical-surgical and telemetry units. Skilled in patient assessment, medication administration and discharge teaching.\nSkills\nPatient assessment\nMedication administration\nTelemetry monitoring\nWound care\nEpic EHR\nIV therapy\nWork History\nRegistered Nurse, 06/2021 to Current\nCompany Name - City, State\nProvide care for 5-6 patients per shift on a 32-bed telemetry unit.\nAdminister medications and IV therapy and monitor cardiac rhythms.\nPrecept new graduate nurses during their orientation.\nServed on the unit's falls prevention committee; falls dropped 30% in one year.\nPatient Care Technician, 01/2019 to 05/2021\nCompany Name - City, State\nAssisted nurses with bathing, feeding and mobilizing patients.\nRecorded vital signs and blood glucose for up to 12 patients.\nEducation\nBachelor of Science : Nursing, 2021\nState University - City, State\nCertifications\nBLS, ACLS - American Heart Association\nRegistered Nurse - State Board of Nursing\n",
    jobDescription:
      'Job title: Staff Nurse - Acute Medical Unit\nEmployer: Riverside University Hospitals NHS Trust\nLocation: Bristol\n\nBand 5 | £28,407 - £34,581 | Full time\n\nAbout the role\nWe are looking for enthusiastic Band 5 nurses to join our Acute Medical Unit (AMU). You will care for acutely unwell adults, carry out assessments, administer medicines and work closely with the multidisciplinary team.\n\nPerson specification\nEssential:\n- Registered Nurse (Adult) with current NMC registration, or eligible to register\n- Experience of caring for acutely unwell patients\n- Good communication skills\nDesirable:\n- IV therapy competency\n- Experience mentoring students\n\nInternational nurses welcome - we offer OSCE support.\n',
  },
  {
    id: 'contable-es',
    company: 'Grupo Marítimo Azahar',
    language: 'es',
    resume:
      'Lucía Fernández García\nlucia.fernandez@example.es · 612 345 678 · Valencia\n\nPerfil\nAdministrativa contable con 6 años de experiencia en pymes del sector logístico.\n\nExperiencia\nAdministrativa contable — Transportes Levante S.L., Valencia (2020 – actualidad)\n- Gestiono la facturación de 120 clientes al mes con SAP Business One\n- Reduje el plazo medio de cobro de 75 a 48 días\n- Preparo las conciliaciones bancarias semanales\n\nAuxiliar administrativa — Almacenes Turia S.A., Paterna (2018 – 2020)\n- Registré facturas de proveedores y atendí llamadas de clientes\n\nFormación\nGrado en Administración y Dirección de Empresas, Universitat de València, 2018\n\nIdiomas\nEspañol (nativo), Inglés (B2)\n',
    jobDescription:
      'Técnico/a de contabilidad\nGrupo Marítimo Azahar — Castellón\n\nBuscamos un/a técnico/a de contabilidad para nuestro departamento financiero.\n\nRequisitos\n- Al menos 3 años de experiencia en contabilidad\n- Experiencia con SAP\n- Nivel de inglés B1 o superior\n\nSe valorará experiencia en el sector logístico.\n',
  },
  {
    id: 'communication-fr',
    company: 'Fondation Saint-Clair',
    language: 'fr',
    resume:
      "Camille Durand\ncamille.durand@example.fr · 06 12 34 56 78 · Lyon\n\nExpérience professionnelle\nChargée de communication — Maison Verdier, Lyon (2021 – aujourd'hui)\n- J'ai lancé la newsletter mensuelle, passée de 2 000 à 9 500 abonnés\n- Je gère les réseaux sociaux de la marque (Instagram, LinkedIn)\n- Rédaction des communiqués de presse\n\nAssistante marketing — Atelier Rhône, Villeurbanne (2019 – 2021)\n- Organisation de 12 salons professionnels par an\n\nFormation\nMaster Communication des organisations, Université Lumière Lyon 2, 2019\n\nLangues\nFrançais (natif), Anglais (C1)\n",
    jobDescription:
      "Responsable communication (H/F)\nFondation Saint-Clair — Lyon\n\nMissions\n- Piloter la stratégie de communication de la fondation\n- Gérer les réseaux sociaux et la newsletter\n- Rédiger les communiqués de presse\n\nProfil\n- 3 ans d'expérience minimum en communication\n- Excellente plume\n- Anglais courant\n",
  },
  {
    id: 'call-centre-us',
    company: 'Brightwater Insurance',
    language: 'en',
    resume:
      "JAMES O'CONNOR\nCustomer Service Representative\n\nCONTACT\nPhone: 555-0110 | Email: joconnor@example.com | Address: Springfield, IL\n\nSUMMARY OF QUALIFICATIONS\n- Five years of customer-facing experience in retail banking and telecoms\n- Bilingual in English and Spanish\n- Consistently rated in the top 10% for customer satisfaction\n\nPROFESSIONAL EXPERIENCE\n\nFirst Prairie Bank, Springfield, IL\nPersonal Banker\nMarch 2022 to Present\nOpen checking and savings accounts and explain products to customers\nResolved 95% of complaints at first contact\nCross-sold credit cards, beating quarterly targets by 18%\n\nLincoln Telecom, Springfield, IL\nCall Center Agent\nJune 2019 to February 2022\nHandled 60+ inbound calls per day about billing and service issues\nTrained 8 new agents on the CRM system\n\nEDUCATION\nAssociate of Arts, Lincoln Land Community College, 2019\n",
    jobDescription:
      'Customer Experience Specialist - Remote\nBrightwater Insurance\n\nBrightwater Insurance protects 400,000 families across the Midwest. Our Customer Experience team is the voice of the company.\n\nResponsibilities:\n* Answer customer calls, emails and chats about policies and claims\n* Resolve complaints with empathy and follow through\n* Identify opportunities to offer additional coverage\n\nRequirements:\n* 2+ years in a customer service role\n* Experience with a CRM (Salesforce a plus)\n* Spanish speaker preferred\n* High school diploma or equivalent\n',
  },
  {
    id: 'test-engineer-form-headers',
    company: 'Skyline Retail Technologies',
    language: 'en',
    resume:
      'RAHUL SHARMA\nMobile: +91 98765 43210\nEmail: rahul.sharma@example.in\n\nCAREER OBJECTIVE\nTo work in a challenging environment where I can use my skills in software testing for the growth of the organization.\n\nPROFESSIONAL SUMMARY\n• 4.5 years of experience in manual and automation testing of web applications.\n• Good knowledge of Selenium WebDriver, TestNG and Java.\n• Experience in Agile/Scrum methodology.\n\nTECHNICAL SKILLS\nAutomation Tools : Selenium WebDriver, TestNG, Cucumber\nLanguages : Java, SQL\nTools : JIRA, Jenkins, Git, Postman\n\nWORK EXPERIENCE\nCompany: Infosys Limited, Pune\nDesignation: Senior Test Engineer\nDuration: Aug 2021 – Till date\nRoles and Responsibilities:\n• Designed and maintained a Selenium-Java framework with 600+ automated test cases.\n• Reduced regression testing time from 3 days to 6 hours by running suites in Jenkins.\n• Performed API testing using Postman.\n\nCompany: Tech Mahindra, Hyderabad\nDesignation: Test Engineer\nDuration: Jun 2019 – Jul 2021\nRoles and Responsibilities:\n• Executed manual test cases for a banking web application.\n• Logged and tracked defects in JIRA.\n\nEDUCATION\nB.E. (Computer Science), Osmania University, 2019 – 72%\n\nDECLARATION\nI hereby declare that the above information is true to the best of my knowledge.\n',
    jobDescription:
      "QA Automation Engineer\nSkyline Retail Technologies | Manchester, UK (hybrid)\n\nWe're looking for a QA Automation Engineer to help us ship our e-commerce platform with confidence.\n\nYou will:\n- Build and maintain automated UI and API test suites\n- Integrate tests into our CI/CD pipelines\n- Work with developers in agile teams\n\nYou have:\n- 3+ years of experience in test automation\n- Strong Selenium and Java (or Playwright/TypeScript)\n- API testing experience (Postman, REST Assured)\n- Experience with CI tools such as Jenkins or GitHub Actions\n",
  },
  {
    id: 'electrician-city-and-guilds',
    company: 'Leeds Teaching Hospitals NHS Trust',
    language: 'en',
    resume:
      'Tom Becker\nElectrician (JIB Gold Card)\n07800 123 987 | tom.becker@example.co.uk | Leeds, West Yorkshire\n\nAbout me\nQualified electrician with 9 years in commercial and domestic installation, testing and fault-finding.\n\nExperience\n2019 – present   Electrician, Aire Valley Electrical Ltd, Leeds\n- Install and test lighting and power in offices, schools and care homes (18th Edition)\n- Lead a team of 2 apprentices on site\n- Completed a £350k school rewire 2 weeks ahead of schedule\n\n2015 – 2019   Apprentice then Improver Electrician, J. Hartley & Sons, Bradford\n- Domestic rewires, consumer unit changes and EICR inspections\n\nQualifications\nNVQ Level 3 Electrotechnical Installation\nCity & Guilds 2382-22 (18th Edition Wiring Regulations)\nCity & Guilds 2391-52 Inspection and Testing\nJIB Gold Card\nFull UK driving licence\n',
    jobDescription:
      '<h1>Maintenance Electrician</h1>\n<p><strong>Leeds Teaching Hospitals NHS Trust</strong> – Estates Department</p>\n<p>We are looking for a qualified electrician to join our estates team, keeping our hospitals safe and running 24/7.</p>\n<h3>Main duties</h3>\n<ul><li>Carry out planned and reactive electrical maintenance across our sites</li><li>Inspect and test installations and complete certification</li><li>Take part in the on-call rota</li></ul>\n<h3>Essential</h3>\n<ul><li>NVQ Level 3 in Electrotechnical Installation or equivalent</li><li>18th Edition Wiring Regulations</li><li>Inspection and testing qualification (2391 or equivalent)</li><li>Full UK driving licence</li></ul>\n',
  },
  {
    id: 'operations-manager-highlights',
    company: 'Kestrel Foods',
    language: 'en',
    resume:
      'ELENA PETROVA\nOperations Manager | elena.petrova@example.com | +44 7700 900789 | Manchester\n\nKEY ACHIEVEMENTS\n• Cut warehouse running costs by £420k a year by consolidating two sites into one\n• Raised on-time delivery from 91% to 98.5% within 12 months\n\nCAREER HISTORY\n\nOperations Manager | Pennine Home Delivery Ltd | Oct 2020 – Present\nResponsible for a 24/7 fulfilment centre with 140 staff and 6 shift managers.\n• Introduced a labour-planning model that reduced agency spend by 30%\n• Led the rollout of a new WMS across 3 sites with no lost trading days\n• Chair the monthly health and safety committee; zero RIDDOR incidents in 2023\n\nShift Manager | Northern Parcel Group | Jan 2016 – Sep 2020\n• Managed a night shift of 45 pickers and packers\n• Improved pick rates by 18% through slotting changes\n\nEDUCATION & TRAINING\nBA (Hons) Business Management, University of Salford, 2015\nIOSH Managing Safely\nLean Six Sigma Green Belt\n',
    jobDescription:
      "Site General Manager\nKestrel Foods – Manchester Distribution Centre\n\nKestrel Foods supplies fresh and chilled food to 600 independent retailers. We are looking for a Site General Manager to lead our Manchester distribution centre (220 colleagues, 24/7).\n\nKey responsibilities\n- Lead the site's operations, people and budget (£9m)\n- Drive safety, service and cost performance\n- Lead change and continuous improvement projects\n- Develop the site's management team\n\nSkills and experience\n- Proven experience managing a large warehouse or distribution operation\n- Strong track record in health and safety\n- Experience leading continuous improvement (Lean/Six Sigma)\n- Degree or equivalent experience\n\nTo apply, please send your CV and a cover letter explaining why you are interested in this role.\n",
  },
  {
    id: 'graduate-data-analyst',
    company: 'Meridian Energy',
    language: 'en',
    resume:
      'Aisha Rahman\naisha.rahman@example.ac.uk | 07123 456789 | github.com/arahman\n\nEDUCATION\nUniversity of Nottingham — BSc (Hons) Computer Science, First Class, 2025\nDissertation: Detecting fraudulent card transactions with gradient boosting (AUC 0.94)\nRelevant modules: Machine Learning, Databases, Statistics\n\nPROJECTS\nExpense Splitter (React, Node.js) — built a web app used by 300 students to split bills\nFootball Stats Dashboard (Python, pandas, Plotly) — scraped and visualised 5 seasons of Premier League data\n\nEXPERIENCE\nData Analyst Intern, Boots, Nottingham (Jun 2024 – Sep 2024)\n- Built a Power BI dashboard tracking stock availability across 120 stores\n- Automated a weekly Excel report with Python, saving the team 4 hours a week\n\nStudent Ambassador, University of Nottingham (2022 – 2025)\n- Led campus tours for prospective students and parents\n\nSKILLS\nPython, SQL, pandas, scikit-learn, Power BI, Excel, Git\n',
    jobDescription:
      "Graduate Data Analyst\nMeridian Energy – Birmingham\n\nJoin our 2026 graduate scheme and help us use data to cut energy bills for 2 million customers.\n\nWhat you'll do\n- Analyse customer and usage data to find savings\n- Build dashboards for operations teams\n- Present findings to stakeholders\n\nWhat we're looking for\n- A 2:1 degree or above in a numerate subject\n- Skills in SQL and Python or R\n- Experience with a BI tool (Power BI or Tableau)\n- Clear communication\n",
  },
];
