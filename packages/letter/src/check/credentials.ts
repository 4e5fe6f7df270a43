// Credentials (certifications, licences, registrations) and their status, as a resume states them and as a letter
// claims them. "I hold X" where the resume says X is planned, in progress or expired is an overstated fact;
// "I am working towards X" is right when the resume says so.

export type CredentialStatus = 'held' | 'in_progress' | 'planned' | 'expired';

/** Words that make a phrase a credential. */
export const credentialWordPattern =
  /(?<![\p{L}])(?:certifi(?:ed|cate|cates|cation|cations)|licen[cs]ed?|licen[cs]es|registered|registration|chartered|accredit(?:ed|ation)|zertifi(?:kat|kate|ziert|zierte[rn]?|zierung|zierungen)|lizenz|schein|approbation|certificad[oa]|certificación|colegiad[oa]|habilitación|certifié|certifiée|certificat|diplômé d['’]état)(?![\p{L}])/iu;

/** Acronyms that name a credential on their own. */
export const credentialAcronyms = new Set(
  `PMP CAPM CPA CFA CMA CIA CISSP CISA CISM CRISC CCNA CCNP CCIE CCSP CSM CSPO PSM SAFe ITIL PRINCE2 CKA CKAD CKS OSCP
  CEH CompTIA CAMS SHRM-CP SHRM-SCP PHR SPHR ACCA CIMA ACA CIPD AAT CIPS BLS ACLS PALS NRP TNCC CCRN CEN CPEN CNOR NCLEX
  RN LPN LVN CNA EMT CDL HGV CPC CSCS IOSH NEBOSH SIA QTS PGCE TEFL TESOL CELTA DELTA NVQ ECDL MOS OCP OCA RHCE RHCSA
  MCSE MCSA MCP AWS GCP CCP CHFI GSEC GIAC FRM CAIA CFP CPCU ChFC CLU NPPV PTLLS AET CPR RFA NMLS`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

const plannedPattern =
  /(?<![\p{L}])(?:planned|planning to|plan to|registered (?:for|to sit)|to be (?:taken|completed|obtained|sat)|scheduled|expected|anticipated|will (?:sit|take|complete|obtain|be)|intend(?:ing|s)? to|upcoming|booked|exam date|geplant|voraussichtlich|angestrebt|in planung|previst[oa]|planificad[oa]|programad[oa]|prévue?|envisagée?)(?![\p{L}])/iu;
const inProgressPattern =
  /(?<![\p{L}])(?:in progress|ongoing|currently (?:pursuing|studying|completing|enrolled|working towards?|preparing)|pursuing|working towards?|studying (?:for|towards?)|preparing for|on track (?:to|for)|candidate|in training|pending|under way|part[- ]qualified|in ausbildung|laufend|in bearbeitung|in vorbereitung|berufsbegleitend|en curso|en proceso|cursando|en cours|en préparation)(?![\p{L}])/iu;
const expiredPattern =
  /(?<![\p{L}])(?:expired|lapsed|inactive|no longer (?:valid|active|current|held)|(?:previously|formerly) held|(?:let|allowed) (?:(?:it|them) )?(?:to )?lapse|abgelaufen|erloschen|caducad[oa]|vencid[oa]|expiré|expirée)(?![\p{L}])/iu;

/** The status a resume gives a credential, from the words around it. */
export function readCredentialStatus(rawText: string): CredentialStatus {
  // "EIT (Engineer in Training) – Texas", "Land Surveyor-in-Training": a certification held, named for the training
  // it leads to, never one under way.
  const text = rawText.replace(/\b(?:Engineer|Surveyor|Architect|Geologist)[- ]in[- ]Training\b/giu, 'certification');
  if (expiredPattern.test(text)) return 'expired';
  // "In progress, exam booked for May": under way beats planned.
  if (inProgressPattern.test(text)) return 'in_progress';
  if (plannedPattern.test(text)) return 'planned';
  return 'held';
}

/** How a letter's clause presents a credential: as held, as under way or planned, or as no longer held. */
export type CredentialStance = 'held' | 'pending' | 'past' | 'neutral';

const pendingStancePattern =
  /(?<![\p{L}])(?:working towards?|worked towards?|work towards?|hingearbeitet|currently (?:pursuing|studying|completing|enrolled|preparing|taking)|pursuing|studying for|preparing for|in progress|enrolled|expect(?:ed|ing)? to|due to (?:complete|finish|sit|take)|will (?:complete|sit|take|obtain|finish|receive)|plan(?:ned|ning)? to|scheduled|booked|on track|candidate|pending|planned|intend to|aim to|am taking|in vorbereitung|bereite mich|strebe|absolviere (?:derzeit|gerade)|derzeit in|geplant|voraussichtlich|mache (?:derzeit|gerade)|preparo|preparando|estoy cursando|curso actualmente|en curso|prévu|en cours|je prépare|je prépare actuellement|prochainement|steht noch aus|noch ausstehend|en attente|está pendiente|pendiente)(?![\p{L}])/iu;
const pastStancePattern =
  /(?<![\p{L}])(?:previously held|formerly held|used to hold|held until|expired|lapsed|renew(?:ing|al)?|früher|abgelaufen|anteriormente|auparavant)(?![\p{L}])/iu;
const heldStancePattern =
  /(?<![\p{L}])(?:hold|holds|held|have|has|had|am|I['’]m|bring|possess|earned|obtained|gained|achieved|completed|passed|received|certified|licensed|registered|chartered|accredited|qualified|my|besitze|habe|bin|verfüge|bringe|mein\p{L}*|tengo|poseo|soy|cuento con|obtuve|mi|mis|je suis|j['’]ai|titulaire|mon|ma|mes)(?![\p{L}])/iu;

/** How a letter's clause presents a credential it names. */
export function readCredentialStance(clause: string): CredentialStance {
  if (pendingStancePattern.test(clause)) return 'pending';
  if (pastStancePattern.test(clause)) return 'past';
  if (heldStancePattern.test(clause)) return 'held';
  return 'neutral';
}

export const statusWords: Record<CredentialStatus, string> = {
  held: 'held',
  in_progress: 'in progress',
  planned: 'planned',
  expired: 'expired',
};
