// Letters written by hand, as a careful applicant would, for the seven shared pairs (eval-pairs.jsonl) and for four
// synthetic pairs: two English resumes with credentials that are in progress or planned (the shared pairs have
// none), a Spanish and a French pair. Each letter meets every acceptance criterion; the planted-defect corpus
// (planted-defects.ts) spoils each in exactly one way. Written for this project; same licence as the project.

export type HandWrittenLetter = {
  /** The pair it answers: an id from eval-pairs.jsonl or one of the synthetic pairs below. */
  pairId: string;
  /** The letter's language (ISO 639-1). */
  language: string;
  letter: string;
  /** The company as the letter names it, or null when the ad names none. */
  company: string | null;
  /** Employers the letter names, each with an achievement sentence, in the letter's spelling. */
  roles: string[];
  /** A sentence that presents a credential as in progress or planned, and the same sentence overstating it. */
  credentialStatus?: { honest: string; overstated: string };
};

export type SyntheticPair = { id: string; resume: string; jobDescription: string };

const nurseResume = `Priya Nair
Registered Nurse | priya.nair@example.com | 555-0142 | Columbus, OH

Summary
Registered Nurse with 4 years of medical-surgical and step-down experience.

Experience
Staff Nurse — Mercy Health Columbus, Columbus, OH    08/2021 – Present
• Care for 5-6 patients per shift on a 30-bed step-down unit
• Reduced medication documentation errors by 22% by leading a bedside barcode-scanning audit
• Precept new graduate nurses; 9 preceptees since 2022

Nursing Assistant — Grant Medical Center, Columbus, OH    06/2019 – 07/2021
• Supported a 12-bed orthopaedic unit with vitals, mobility and hygiene care
• Trained 4 new assistants on the unit's fall-prevention checklist

Education
Bachelor of Science in Nursing, Ohio State University, 2021

Licenses and Certifications
Registered Nurse, Ohio Board of Nursing, license active
BLS (American Heart Association), current
ACLS – in progress, course completion expected 03/2026
CCRN – planned for 2027`;

const nurseAd = `ICU Staff Nurse – Riverside General Hospital

Riverside General Hospital is seeking an ICU Staff Nurse for its 24-bed medical ICU.

Requirements
• Active RN license
• BLS certification
• ACLS certification (or completion within 6 months of hire)
• 2+ years of acute care experience
• Strong communication with patients and families

Nice to have
• CCRN certification

We offer $38-$46 per hour and a $5,000 sign-on bonus.`;

const projectManagerResume = `Daniel Okafor
daniel.okafor@example.com · +44 7700 900123 · Leeds

Profile
IT project manager with 7 years of experience delivering software and infrastructure projects in logistics.

Experience
IT Project Manager | Northway Logistics Ltd | Leeds | 03/2020 – Present
- Led the roll-out of a warehouse management system to 6 depots, on time and 4% under a £1.2m budget
- Run fortnightly steering meetings with operations, finance and two software suppliers
- Introduced a RAID log and weekly status reports used across the PMO

Project Coordinator | Calder Freight Services | Wakefield | 06/2017 – 02/2020
- Coordinated the migration of 140 users to Microsoft 365 in 8 weeks
- Kept project plans, budgets and supplier invoices for a portfolio of 11 projects

Education
BSc Business Information Systems, University of Leeds, 2017

Certifications
PRINCE2 Foundation (2019)
PMP – in progress, exam booked for May 2026

Skills
MS Project, Jira, Confluence, Excel, stakeholder management, risk management`;

const projectManagerAd = `IT Project Manager – Harbour Freight Systems

About Harbour Freight Systems
Harbour Freight Systems runs software for 40 ports across the UK and Ireland.

What you'll need
- 5+ years managing IT projects
- PRINCE2 or PMP certification
- Experience running projects with external suppliers
- Budget management on projects over £1m
- Confident reporting to senior stakeholders

Salary £55,000 – £62,000, hybrid (2 days a week in Hull).`;

const spanishResume = `Lucía Fernández Ortega
Analista de datos | lucia.fernandez@example.com | Valencia

Perfil
Analista de datos con 5 años de experiencia en distribución y gran consumo.

Experiencia
Analista de Datos — Distribuciones Levante S.L., Valencia (03/2021 – actualidad)
• Diseñé el cuadro de mando de ventas en Power BI que usan 35 tiendas cada semana
• Automaticé con Python y SQL la previsión de demanda, lo que redujo las roturas de stock un 18 %
• Formo a los responsables de tienda en la lectura de los informes

Técnica de Reporting — Horticola Mediterránea S.A., Murcia (09/2019 – 02/2021)
• Preparé los informes mensuales de margen para 4 líneas de producto
• Migré 60 informes de Excel a Power BI

Formación
Grado en Estadística, Universitat de València, 2019

Habilidades
Python, SQL, Power BI, Excel, estadística, comunicación con negocio`;

const spanishAd = `Analista de Datos (m/f/d) – Grupo Alimentario Sierra

Grupo Alimentario Sierra busca un/a Analista de Datos para su equipo de planificación en Valencia.

Requisitos
• Experiencia con SQL y Python
• Experiencia con Power BI o Tableau
• Capacidad para explicar datos a equipos de negocio
• Grado en Estadística, Matemáticas o similar

Ofrecemos
• Contrato indefinido y 23 días de vacaciones`;

const frenchResume = `Camille Laurent
Comptable | camille.laurent@example.com | Lyon

Profil
Comptable avec 6 ans d'expérience en cabinet et en entreprise.

Expérience
Comptable — Cabinet Morel, Lyon (01/2021 – aujourd'hui)
• Je tiens la comptabilité de 45 clients, TPE et PME
• J'ai réduit le délai de clôture mensuelle de 8 à 5 jours en automatisant les rapprochements bancaires
• Je prépare les déclarations de TVA et les liasses fiscales

Assistante comptable — Boulangeries Fayard SARL, Villeurbanne (09/2018 – 12/2020)
• Saisie et contrôle de 1 200 factures fournisseurs par mois
• Suivi des encaissements de 12 magasins

Formation
Licence professionnelle en comptabilité, Université Lyon 2, 2018

Compétences
Sage, Excel, Cegid, fiscalité, clôtures mensuelles`;

const frenchAd = `Comptable (H/F) – Maison Verdier

Maison Verdier recherche un(e) Comptable pour son siège de Lyon.

Profil recherché
• Expérience de la comptabilité générale et des clôtures mensuelles
• Maîtrise d'Excel et d'un logiciel comptable (Sage ou Cegid)
• Connaissance de la TVA et des déclarations fiscales

Nous offrons
• CDI, 39 heures par semaine`;

/** Synthetic pairs, written for this project: resumes with credentials under way, a Spanish and a French pair. */
export const syntheticPairs: SyntheticPair[] = [
  { id: 'synthetic-nurse', resume: nurseResume, jobDescription: nurseAd },
  { id: 'synthetic-project-manager', resume: projectManagerResume, jobDescription: projectManagerAd },
  { id: 'synthetic-es', resume: spanishResume, jobDescription: spanishAd },
  { id: 'synthetic-fr', resume: frenchResume, jobDescription: frenchAd },
];

export const handWrittenLetters: HandWrittenLetter[] = [
  {
    pairId: 'sw-01',
    language: 'en',
    company: 'Tech Solutions',
    roles: ['Google'],
    letter: `Dear Tech Solutions Hiring Team,

I would like to join Tech Solutions as your next Front End Engineer. Since June 2022 I have worked as a Software Engineer (Front-End) at Google in Mountain View, where I build user interfaces every day, and your mission of building products that improve people's lives is the kind of work I want to keep doing.

At Google I develop intuitive and engaging user interfaces with React and Redux, and I work closely with UX designers to implement responsive and accessible web design. I also collaborate with back-end developers to integrate RESTful APIs so that data flows reliably between services, and I take part in sprint planning and code reviews as part of our agile process.

Outside work, I built a personal expense tracker with React, Redux and Firebase. I implemented user authentication with Firebase Auth, stored the data in Firestore and used D3.js to visualise spending patterns, which taught me how much a clear chart helps people act on their data.

Your requirements match my toolkit closely: I write JavaScript (ES6+), TypeScript, HTML5 and CSS3, I have used React, Angular and Vue.js, I build with Webpack and Babel, and I keep all my work in Git. I hold a B.Tech in Computer Science and Engineering from the Indian Institute of Technology Delhi.

I enjoy the part of front-end work where design meets engineering: turning a UX mock-up into an interface that is fast, accessible and easy to maintain. I would welcome the chance to talk about how I could contribute to your front-end team. Could we arrange a conversation in the coming weeks?

Kind regards,
Barry Allen`,
  },
  {
    pairId: 'sw-02',
    language: 'en',
    company: 'Tech Solutions',
    roles: ['OpenAI', 'Uber', 'Facebook'],
    letter: `Dear Tech Solutions Hiring Team,

I am applying for the Senior Full Stack Engineer role at Tech Solutions. I have more than 10 years of experience designing, building and maintaining complex web applications, and I currently work as a MERN Stack Developer at OpenAI, where I contribute to the ChatGPT project.

At OpenAI I build features with Node.js, Express.js and React, implement RESTful services between frontend and backend, and deploy with Docker and Kubernetes. Working in an agile team, I deliver high-quality software every sprint, and I also contribute to machine learning algorithms for natural language processing.

Before that, as a Full Stack Developer at Uber from 2015 to 2020, I developed and maintained scalable web applications on the MERN stack and led a team of junior developers, running code reviews and keeping the team to good coding practice. At Facebook I developed features for the Facebook web application in React, looked after the performance of its MongoDB databases and helped migrate a legacy system to a modern MERN architecture.

You ask for a degree in Computer Science, strong JavaScript and experience with databases such as MongoDB. I hold a PhD in Computer Science from CalTech, I write JavaScript, TypeScript and Python daily, and I have designed and tuned MongoDB databases in production.

I enjoy owning a feature from the database schema to the last pixel, and I would bring that habit, along with my experience of leading and reviewing the work of other developers, to your team. I would be glad to discuss how this experience could help Tech Solutions. Please let me know when a conversation would suit you.

Sincerely,
Bruce Wayne`,
  },
  {
    pairId: 'sw-03',
    language: 'en',
    company: 'Tech Solutions',
    roles: ['ABC Company', 'XYZ Solutions'],
    letter: `Dear Tech Solutions Hiring Team,

I was glad to see that Tech Solutions is looking for a Java Developer. For more than five years I have built enterprise applications in Java, and since June 2018 I have worked as a Full Stack Java Developer at ABC Company, Inc., where I develop scalable, maintainable applications with Java and Spring Boot.

At ABC Company I also integrate our applications with MySQL and MongoDB, create RESTful services and APIs for our frontend and for third-party applications, and write unit tests with JUnit and Mockito so that every component is tested before release. On the front end I use Angular to build dynamic and responsive web front-ends.

Before that I was a Software Developer at XYZ Solutions, where I took part in the complete software development life cycle, from requirement analysis to deployment. I implemented business logic in Java, enhanced user interfaces in Angular, and developed and maintained SQL and NoSQL databases with complex queries for business needs.

You ask for proven experience with Java and Java EE, a degree in Computer Science and an agile way of working. I hold a Bachelor of Science in Computer Science from State University, I am an Oracle Certified Professional, Java SE 8 Programmer, and I have delivered software sprint by sprint in Agile and Scrum teams.

Building Java EE applications that stay fast and maintainable as they grow is the work I enjoy most, and your focus on mission-critical, high-volume systems is exactly where I want to take it next. I would welcome an interview to discuss how I could contribute to your team.

Sincerely,
John Doe`,
  },
  {
    pairId: 'sw-04',
    language: 'en',
    company: 'Tech Solutions',
    roles: ['Google', 'Amazon', 'Apple'],
    letter: `Dear Tech Solutions Hiring Team,

Tech Solutions is looking for a seasoned Product Manager to set product strategy and lead a cross-functional team, and that is the work I do today as a Product Manager at Google. I have over 20 years of experience in software development and product management, and I would like to bring it to your team.

At Google I lead cross-functional teams that design, develop and launch innovative products. I develop product strategies and make data-driven decisions to improve user experience and meet business goals, the same mix of strategy and roadmap your Product Manager will own.

My technical background comes from my years as a software engineer. As a Software Development Engineer III at Amazon, I led a team of developers building scalable e-commerce applications and delivered multiple projects within the agreed time and budget. Earlier, at Apple, I designed and implemented software components for various Apple services and improved code quality through thorough testing.

You ask for excellent communication, a technical background and a bachelor's degree, with an MBA preferred. I hold a Bachelor of Science in Computer Science from the University of California, Berkeley, and a Master of Business Administration from Stanford University, and I have spent my career explaining products to engineers, designers and executives alike.

What I would bring to Tech Solutions is the habit of connecting strategy with delivery: a roadmap only matters when the teams behind it can ship it. I would be glad to meet and discuss how I could help Tech Solutions define and launch its next products.

Best regards,
Alfred Pennyworth`,
  },
  {
    pairId: 'sw-07',
    language: 'de',
    company: null,
    roles: ['Beispiel AG', 'Firma B'],
    letter: `Sehr geehrte Damen und Herren,

Ihre Stelle als Senior Backend Engineer beschreibt genau die Arbeit, die ich seit über 7 Jahren mache: skalierbare, containerisierte Python-Services entwerfen, entwickeln und betreiben. Zuletzt war ich als Senior Backend Engineer bei der Beispiel AG tätig.

Bei der Beispiel AG habe ich mehrere REST-APIs mit FastAPI konzipiert und entwickelt, einschließlich OAuth2/JWT, OpenAPI-Spezifikationen und Versionierung. Durch asynchrone Endpunkte, Background Tasks und Rate Limiting habe ich die Latenz in kritischen Pfaden um 28 % reduziert. Außerdem habe ich sämtliche Services mit Docker und Multi-Stage-Builds containerisiert, wodurch die Image-Größe um etwa 45 % und die Build-Zeiten um etwa 35 % sanken. Die Deployments laufen auf Kubernetes mit Helm Charts, Canary-Releases und automatischen Rollbacks.

Davor war ich Backend Engineer bei Firma B. Dort habe ich einen Python-Monolithen zu Microservices mit FastAPI migriert und mit einer strukturierten Testpyramide die Testabdeckung von 55 % auf 86 % gesteigert. Durch gezielte Indizes und Read Replicas habe ich außerdem die P99 der wichtigsten Abfragen um 33 % verbessert.

Ihre Muss-Kriterien bringe ich mit: Python, pytest, mypy und Pydantic gehören zu meinem Alltag, Docker und Kubernetes mit Helm setze ich produktiv ein, und GitHub Actions nutze ich für Build, Tests und Security-Scans meiner Pipelines.

Besonders reizt mich an Ihrer Stelle, Architekturentscheidungen mitzugestalten und die Code-Qualität eines ganzen Teams zu heben. Code-Reviews und Pair Programming gehören für mich selbstverständlich dazu, und ich lege großen Wert auf saubere Tests, klare Schnittstellen und verlässliche Releases. Über die Gelegenheit, mich Ihnen in einem persönlichen Gespräch vorzustellen, freue ich mich sehr.

Mit freundlichen Grüßen
Max Mustermann`,
  },
  {
    pairId: 'ds-01',
    language: 'en',
    company: null,
    roles: ['OpenAI', 'Uber', 'Facebook'],
    letter: `Dear Hiring Manager,

Your Machine Learning Engineer role, owning production ML systems from data pipelines to deployment, describes the work I have done for the past 5 years. I am currently a Machine Learning Engineer at OpenAI, where I lead a team of AI engineers.

At OpenAI I designed and implemented deep learning models for natural language processing tasks and improved the efficiency of our model training and data processing pipelines. I have also published several research papers at top-tier AI conferences.

Before OpenAI, I was a Data Scientist at Uber, where I developed and deployed machine learning models that improved the efficiency of ride allocation algorithms, using TensorFlow and PyTorch for the predictive models. In my first role, as a Junior Data Analyst at Facebook, I analysed and visualised large datasets with Python and R and ran A/B tests that gave the product team clear insights.

Your requirements centre on Python, PyTorch, scikit-learn, A/B testing and SQL. Python is my main language, PyTorch and Scikit-learn are the frameworks I use most, I have run A/B testing for a product team, and I work with SQL and NoSQL databases. In a personal project I built a predictive stock trading model with deep learning and time series analysis, developed in PyTorch and deployed with Docker.

Taking models out of notebooks and into reliable production services is the part of the job I care about most, and I would like to do it at the scale your platform team works at. I would welcome a conversation about how I could contribute to your AI platform team.

Sincerely,
Harvey Dent`,
  },
  {
    pairId: 'adv-01',
    language: 'en',
    company: null,
    roles: ['Beispiel AG', 'Firma B'],
    letter: `Dear Hiring Manager,

I would like to apply for the Senior Backend Engineer position on your platform team. I have over 7 years of experience designing, building and running scalable, containerised Python services, most recently as a Senior Backend Engineer at Beispiel AG.

At Beispiel AG I designed and built several REST APIs with FastAPI, including OAuth2/JWT authentication, OpenAPI specifications and versioning. I introduced asynchronous endpoints with async/await, background tasks and rate limiting, which reduced latency on critical paths by 28%. I also containerised all of our services with Docker multi-stage builds, cutting image size by about 45% and build times by about 35%, and ran the deployments on Kubernetes with Helm charts, canary releases and automatic rollbacks.

Before that, as a Backend Engineer at Firma B, I migrated a Python monolith to FastAPI microservices and tuned the database with targeted indexes and read replicas, which improved the P99 of the most important queries by 33%. I also introduced a structured test pyramid there, raising test coverage from 55% to 86%.

Your requirements match this closely: I write asynchronous Python with async/await every day, I run Docker and Kubernetes in production, I work with PostgreSQL and Redis, and I build CI/CD pipelines with GitHub Actions and observability with OpenTelemetry and Prometheus.

Owning a service from schema design to production, including the reliability work that follows, is how I have always worked, and I would like to bring that to your platform team. I would welcome the chance to talk about how I could contribute to your team.

Sincerely,
Max Mustermann`,
  },
  {
    pairId: 'synthetic-nurse',
    language: 'en',
    company: 'Riverside General Hospital',
    roles: ['Mercy Health Columbus', 'Grant Medical Center'],
    credentialStatus: {
      honest: 'I am working towards ACLS and expect to complete the course in 03/2026',
      overstated: 'I already hold ACLS certification',
    },
    letter: `Dear Riverside General Hospital Hiring Team,

I am applying for the ICU Staff Nurse position at Riverside General Hospital. I am a Registered Nurse with 4 years of experience in medical-surgical and step-down care, and I would like to bring that experience to the patients of your 24-bed medical ICU.

As a Staff Nurse at Mercy Health Columbus, I care for 5-6 patients per shift on a 30-bed step-down unit. I led a bedside barcode-scanning audit that reduced medication documentation errors by 22%, and I precept new graduate nurses, with 9 preceptees since 2022.

Before that, I worked as a Nursing Assistant at Grant Medical Center on a 12-bed orthopaedic unit, where I supported patients with vitals, mobility and hygiene care. There I also trained 4 new assistants on the unit's fall-prevention checklist, which taught me how much safe care depends on small routines done every time.

You ask for an active RN license, BLS and ACLS. My Ohio RN license is active and my BLS certification is current. I am working towards ACLS and expect to complete the course in 03/2026, within the six months your advert allows, and I plan to sit the CCRN exam in 2027.

On a busy step-down unit I have learned to explain plans of care clearly to patients and their families, and to stay calm when a patient deteriorates and needs to be escalated. I would welcome an interview to discuss how I could support your ICU team and its patients and families.

Sincerely,
Priya Nair`,
  },
  {
    pairId: 'synthetic-project-manager',
    language: 'en',
    company: 'Harbour Freight Systems',
    roles: ['Northway Logistics', 'Calder Freight Services'],
    credentialStatus: {
      honest: 'my PMP is in progress, with the exam booked for May 2026',
      overstated: 'I am PMP certified as well',
    },
    letter: `Dear Harbour Freight Systems Hiring Team,

I am applying for the IT Project Manager role at Harbour Freight Systems. I have 7 years of experience delivering software and infrastructure projects in logistics, and running systems for ports is a natural next step for me.

As IT Project Manager at Northway Logistics, I led the roll-out of a warehouse management system to 6 depots, on time and 4% under a £1.2m budget. I run fortnightly steering meetings with operations, finance and two software suppliers, and I introduced the RAID log and weekly status reports that the whole PMO now uses.

Before that, as a Project Coordinator at Calder Freight Services, I coordinated the migration of 140 users to Microsoft 365 in 8 weeks. In that role I also kept the plans, budgets and supplier invoices for a portfolio of 11 projects, which is where I learned to keep a project's numbers honest from the first week.

You ask for PRINCE2 or PMP, experience with external suppliers and confident reporting to senior stakeholders. I hold the PRINCE2 Foundation certificate, and my PMP is in progress, with the exam booked for May 2026. Managing suppliers and reporting to directors has been the core of my work at Northway.

I like projects where several suppliers, an operations team and a tight budget all have to come together, and the ports your systems serve sound like exactly that. I would be glad to meet and talk about how I could help your team deliver its next projects.

Kind regards,
Daniel Okafor`,
  },
  {
    pairId: 'synthetic-es',
    language: 'es',
    company: 'Grupo Alimentario Sierra',
    roles: ['Distribuciones Levante', 'Horticola Mediterránea'],
    letter: `Estimado equipo de Grupo Alimentario Sierra:

Le escribo para presentar mi candidatura al puesto de Analista de Datos en su equipo de planificación de Valencia. Soy analista de datos con 5 años de experiencia en distribución y gran consumo, y me gustaría aportar ese conocimiento a Grupo Alimentario Sierra.

En Distribuciones Levante diseñé el cuadro de mando de ventas en Power BI que hoy usan 35 tiendas cada semana. Además, automaticé con Python y SQL la previsión de demanda, lo que redujo las roturas de stock un 18 %, y formo a los responsables de tienda para que sepan leer e interpretar los informes.

Antes trabajé como técnica de reporting en Horticola Mediterránea, donde preparé los informes mensuales de margen para 4 líneas de producto y migré 60 informes de Excel a Power BI, lo que simplificó mucho el trabajo del equipo financiero.

Su oferta pide experiencia con SQL y Python, con Power BI y la capacidad de explicar los datos a los equipos de negocio. Trabajo a diario con SQL, Python y Power BI, y explicar las cifras a personas que no son analistas es una parte central de mi trabajo actual. Además, soy graduada en Estadística por la Universitat de València.

Me motiva especialmente trabajar cerca de los equipos que toman decisiones con los datos, y la planificación de un grupo alimentario es un terreno en el que mi experiencia en distribución puede aportar desde el primer día. Me encantaría conversar con ustedes en una entrevista sobre cómo podría contribuir a su equipo.

Atentamente,
Lucía Fernández Ortega`,
  },
  {
    pairId: 'synthetic-fr',
    language: 'fr',
    company: 'Maison Verdier',
    roles: ['Cabinet Morel', 'Boulangeries Fayard'],
    letter: `Madame, Monsieur,

Je vous adresse ma candidature au poste de Comptable au siège lyonnais de Maison Verdier. Comptable depuis 6 ans, en cabinet puis en entreprise, je souhaite aujourd'hui mettre cette expérience au service d'une seule maison.

Chez Cabinet Morel, je tiens la comptabilité de 45 clients, TPE et PME, et je prépare leurs déclarations de TVA et leurs liasses fiscales. J'ai réduit le délai de clôture mensuelle de 8 à 5 jours en automatisant les rapprochements bancaires, ce qui a libéré du temps pour l'analyse des comptes.

Auparavant, comme assistante comptable chez Boulangeries Fayard, j'ai saisi et contrôlé 1 200 factures fournisseurs par mois et suivi les encaissements de 12 magasins. Ce poste m'a appris la rigueur du contrôle des pièces et l'importance d'un dialogue régulier avec les responsables de magasin.

Votre offre demande la maîtrise de la comptabilité générale, des clôtures mensuelles, d'Excel et d'un logiciel comme Sage ou Cegid. J'utilise Sage et Cegid au quotidien, Excel pour tous mes rapprochements, et je suis titulaire d'une licence professionnelle en comptabilité de l'Université Lyon 2.

Travailler au plus près d'une entreprise, de ses magasins et de ses fournisseurs est ce qui m'attire dans votre poste, après plusieurs années à suivre de nombreux dossiers en parallèle. Rigoureuse et organisée, j'aime que les comptes soient justes et rendus à temps. Je serais heureuse de vous rencontrer lors d'un entretien pour échanger sur vos besoins et sur la façon dont je pourrais contribuer à votre équipe.

Veuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées.
Camille Laurent`,
  },
];
