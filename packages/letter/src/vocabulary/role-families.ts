// What kinds of work a job title implies, for ads that name the title but little else. An ad for a "Data Analyst"
// that only asks for "analytical and numeric skills" still wants to hear about models in R and Python; an ad for a
// "Cook" that talks about the care home still wants kitchens and menus. The words are matched against resume lines
// at a lower weight than the ad's own words (see compose/select-evidence.ts).

type RoleFamily = { titles: RegExp; words: string[] };

const families: RoleFamily[] = [
  {
    titles: /\b(?:data|analyst|analytics|scientist|statistic|insight|bi developer|business intelligence)\b/i,
    words: `data model models modelling modeling statistical statistics analysis analyses analysed analyzed analyse
      analyze regression forecast forecasting dashboard dashboards report reports reporting sql python excel tableau
      power visualisation visualization dataset datasets classification prediction predictive machine learning
      quality accuracy insights`.split(/\s+/),
  },
  {
    titles: /\b(?:developer|engineer|programmer|software|devops|architect|web|frontend|backend|full stack)\b/i,
    words: `software application applications code coding api apis deployed deploy deployment developed built
      implemented testing tests database databases web services systems features release performance migration
      integration`.split(/\s+/),
  },
  {
    // ("Clinic Assistant", "Healthcare Support Worker", "Patient Care Technician": the ward's work by other names.)
    titles:
      /\b(?:nurse|nursing|midwife|healthcare assistant|care assistant|clinical|clinic|ward|matron|practitioner|healthcare support|patient care|medical assistant)\b/i,
    words: `patient patients care clinical medication medications ward assessment assessments nursing wound
      treatment admissions discharge surgical acute families safeguarding infection observations`.split(/\s+/),
  },
  {
    // ("TEFL Specialist", "ESL Instructor": a teacher of English to speakers of other languages, by the initials.)
    titles:
      /\b(?:teacher|teaching|lecturer|tutor|educator|head of|headteacher|classroom|instructor|faculty|professor|tefl|tesol|tesl|esl|efl|esol)\b/i,
    words: `students pupils lessons lesson curriculum classroom classes teaching taught learning learners
      assessment attainment school parents planned tutoring`.split(/\s+/),
  },
  {
    titles: /\b(?:accountant|accounting|finance|financial|payroll|bookkeeper|auditor|controller|treasury)\b/i,
    words: `accounts accounting reconciliation reconciliations reconciled ledger ledgers budget budgets invoices
      invoice payroll financial statements audit audits tax vat payments payable receivable variance accruals
      month-end journals forecasts reporting`.split(/\s+/),
  },
  {
    titles: /\b(?:chef|cook|kitchen|catering|culinary|food)\b/i,
    words: `kitchen menu menus food meals cooking cooked prepared preparation dishes hygiene catering ingredients
      dietary diet allergies recipes stock ordering`.split(/\s+/),
  },
  {
    titles: /\b(?:electrician|electrical|maintenance|technician|craftsperson|engineer|plumber|mechanic|hvac)\b/i,
    words: `electrical maintenance repair repairs installed installation install wiring testing inspection
      systems faults troubleshooting equipment power plumbing heating ventilation preventive`.split(/\s+/),
  },
  {
    titles: /\b(?:carpenter|joiner|builder|construction|site|foreman|bricklayer|roofer|painter|decorator)\b/i,
    words: `construction build built structures framing carpentry joinery install installed plans drawings
      materials site safety scaffolding repairs finishing`.split(/\s+/),
  },
  {
    titles: /\b(?:marketing|communications|content|social media|brand|pr|public relations|digital)\b/i,
    words: `marketing campaign campaigns social media content brand press releases newsletter website websites
      audience engagement followers seo analytics events copy writing articles`.split(/\s+/),
  },
  {
    titles: /\b(?:designer|design|creative|graphic|artworker|illustrator|ux|ui)\b/i,
    words: `design designs designed layout layouts brand branding print logo logos adobe illustrator photoshop
      indesign visual typography web artwork mockups`.split(/\s+/),
  },
  {
    titles: /\b(?:sales|account manager|business development|fundrais\w*|partnership|advisor|representative)\b/i,
    words: `sales sold clients client customers accounts revenue targets target pipeline prospects prospecting
      negotiated deals territory growth relationships partnerships`.split(/\s+/),
  },
  {
    titles: /\b(?:hr|human resources|people|recruit\w*|talent|employee relations)\b/i,
    words: `employees employee recruitment recruiting hiring policies policy employment relations onboarding
      training payroll benefits grievances disciplinary casework advice managers`.split(/\s+/),
  },
  {
    titles: /\b(?:receptionist|reception|front desk|administrator|administrative|secretary|office|guest)\b/i,
    words: `guests visitors calls telephone phones reception front desk appointments scheduling bookings
      reservations greeted customers enquiries filing records administrative correspondence`.split(/\s+/),
  },
  {
    // ("EMT-Basic" then "Paramedic": one career in emergency medical services, never a change of career.)
    titles: /\b(?:emt|paramedic|emergency medical|ambulance|ed tech|emergency department tech\w*|first responder)\b/i,
    words: `patient patients transport transports calls vital signs ekg ecg 12-lead iv airway trauma cardiac
      assessment triage emergency ambulance cpr bls als`.split(/\s+/),
  },
  {
    titles: /\b(?:project manager|programme manager|project|construction manager|estates)\b/i,
    words: `projects project schedule schedules budget budgets contractors subcontractors stakeholders delivered
      construction reports planning programme risk`.split(/\s+/),
  },
];

/** Words that the kind of job a title names makes relevant, lower-case; empty for a title no family knows. */
export function wordsOfRoleFamily(title: string | null): Set<string> {
  if (!title) return new Set();
  return new Set(
    families.filter((family) => family.titles.test(title)).flatMap((family) => family.words.filter(Boolean)),
  );
}

/** Whether two titles name the same kind of work ("Foreman" and "Carpenter", "Charge Nurse" and "Staff Nurse"). */
export function sharesRoleFamily(left: string | null, right: string | null): boolean {
  if (!left || !right) return false;
  return families.some((family) => family.titles.test(left) && family.titles.test(right));
}
