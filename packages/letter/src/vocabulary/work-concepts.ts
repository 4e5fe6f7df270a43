// Kinds of work that resumes and ads name in different words. An ad asks to "resolve customer issues" and "provide
// technical support"; the resume says "Troubleshot connectivity errors to resolution" and "Diagnosed signal failures".
// Word overlap alone ranks those lines below "Drove sales via tailored product recommendations", which shares "sales"
// with the ad's "work closely with the sales team". Each concept lists the word forms that name it, so that a resume
// line naming a concept the ad names counts as answering the ad, at less weight than the ad's own words
// (compose/select-evidence.ts). Only work is listed: words every line uses ("managed", "team") would make every line
// answer every ad. Forms are listed rather than stemmed because stems join unrelated words ("issued" is not "issue").
// (The requirement concepts of compose/select-evidence.ts answer a whole requirement, "excellent communication
// skills", with a line that shows it; these weigh the single words of a line while lines are ranked.)

const concepts: Record<string, string> = {
  troubleshooting: `troubleshoot troubleshoots troubleshot troubleshooting diagnose diagnosed diagnoses diagnosing
    diagnostic diagnostics fault faults faulty error errors bug bugs debug debugged debugging malfunction malfunctions
    outage outages resolve resolved resolves resolving resolution issue issues problem problems`,
  escalation: `escalate escalated escalates escalating escalation escalations`,
  ticketing: `ticket tickets ticketing helpdesk help-desk zendesk freshdesk servicenow`,
  customers: `customer customers client clients caller callers guest guests patron patrons shopper shoppers consumer
    consumers`,
  complaints: `complaint complaints dispute disputes grievance grievances enquiry enquiries inquiry inquiries query
    queries`,
  retention: `retention retain retained retaining churn renewal renewals renew renewed loyalty`,
  onboarding: `onboard onboarded onboarding induction inductions orientation orientations`,
  training: `train trained training trains coach coached coaching mentor mentored mentoring mentors preceptor
    instruct instructed instructing instruction`,
  scheduling: `schedule schedules scheduled scheduling rota rotas roster rosters rostered rostering appointment
    appointments booking bookings diary diaries calendar calendars`,
  stock: `stock stocked stocking stocktake stocktakes inventory inventories replenish replenished replenishment
    restock restocked restocking supplies reorder reordered`,
  cash: `cash till tills cashier cashiering pos refund refunds transaction transactions`,
  records: `records recorded recording documentation documented documenting log logs logged logging charting
    filing filed paperwork`,
  reporting: `report reports reported reporting dashboard dashboards metrics kpi kpis`,
  analysis: `analyse analysed analyses analysing analyze analyzed analyzes analyzing analysis analytical insight
    insights`,
  safety: `safety safe hazard hazards risk risks incident incidents accident accidents`,
  compliance: `compliance compliant comply complied regulation regulations regulatory audit audits audited auditing
    protocols policies`,
  hygiene: `hygiene hygienic sanitation sanitise sanitised sanitising sanitize sanitized sanitizing sanitary
    infection haccp cleanliness clean cleaned cleaning`,
  maintenance: `maintenance repair repairs repaired repairing serviced servicing install installed
    installing installation installations inspect inspected inspecting inspection inspections preventive`,
  sales: `sales sell sells sold selling upsell upsold upselling upsells revenue quota quotas deals`,
  supervision: `supervise supervised supervises supervising supervision supervisor oversee oversaw overseeing
    oversees led lead leading`,
  budgets: `budget budgets budgeting budgeted forecast forecasts forecasting costs expenditure spend spending`,
  billing: `invoice invoices invoiced invoicing billing billed bill bills payment payments receivable receivables
    payable payables collections reconcile reconciled reconciling reconciliation reconciliations ledger ledgers`,
  payroll: `payroll payrolls wages salaries timesheets timesheet`,
  recruitment: `recruit recruited recruiting recruitment hire hired hiring interviewed interviewing
    sourcing sourced shortlisting shortlisted`,
  logistics: `shipping shipment shipments shipped deliveries dispatch dispatched dispatching
    freight courier logistics warehouse warehousing picking packing loading unloading`,
  cooking: `cook cooked cooking cooks chef prep meal meals dish dishes menu menus
    recipe recipes kitchen baking baked pastry pastries`,
  care: `patient patients resident residents carer carers wellbeing well-being`,
  children: `child children kids infant infants toddler toddlers pupil pupils baby babies nursery`,
  teaching: `teach taught teaching lesson lessons curriculum classroom tutor tutored tutoring`,
  marketing: `marketing campaign campaigns social media promotional advertising content seo`,
  communication: `communicate communicated communicating communication communications liaise liaised liaising
    liaison correspond correspondence`,
  software: `software code coded coding programmed programming api apis`,
  data: `data database databases dataset datasets sql spreadsheet spreadsheets`,
  quality: `quality qa qc testing tested tests test`,
  medication: `medication medications medicine medicines prescription prescriptions dispense dispensed dispensing
    pharmacy pharmaceutical`,
  laboratory: `laboratory laboratories lab labs sample samples specimen specimens assay assays`,
  security: `security patrol patrols patrolled cctv surveillance`,
  legal: `legal law litigation court courts casework counsel`,
  events: `event events conference conferences exhibition exhibitions`,
  vehicles: `driver drivers vehicle vehicles fleet forklift forklifts van vans truck trucks lorry haulage`,
  // ("Greasing and washing down tractors and the silage harvester" for an ad that asks for "experience on farm
  // machinery".)
  machinery: `machinery machine machines tractor tractors harvester harvesters excavator excavators engine engines
    telehandler telehandlers combine combines`,
  construction: `construction framing carpentry concrete scaffolding bricklaying joinery`,
  design: `design designs designed designing layout layouts mockup mockups prototype prototypes wireframe wireframes`,
};

const conceptOfWord = new Map<string, string>();
for (const [concept, forms] of Object.entries(concepts))
  for (const form of forms.split(/\s+/u).filter(Boolean)) conceptOfWord.set(form, concept);

/** The kinds of work a list of lower-case words names. */
export function conceptsOf(words: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const word of words) {
    const concept = conceptOfWord.get(word);
    if (concept) found.add(concept);
  }
  return found;
}
