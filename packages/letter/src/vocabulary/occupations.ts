// Words that make a phrase a job title ("Staff Nurse", "Senior Backend Engineer", "Head of Finance", "Pflegefachkraft"),
// in English, German, Spanish and French. Resumes put titles, employers and places on one line in every order; a
// title is recognised by these words rather than by where it stands. Broad on purpose: a trade or a care job is as
// much a title as an engineering one.

import { countSpaceSeparatedParts } from '../text/sentences.ts';

const englishTitleWords = `
faculty engineer engineers developer developers programmer architect scientist analyst analysts manager managers
management director directors officer officers lead leader head chief president vp founder cofounder co-founder owner
partner principal consultant consultants specialist specialists coordinator coordinators administrator administrators
admin assistant assistants associate associates advisor adviser representative rep reps executive executives clerk
accountant accountants auditor bookkeeper controller comptroller treasurer actuary underwriter economist nurse nurses
rn lpn lvn cna physician doctor surgeon dentist hygienist therapist physiotherapist pharmacist technician technicians
technologist medic paramedic emt caregiver carer aide midwife practitioner dietitian nutritionist psychologist
counselor counsellor worker radiographer optometrist phlebotomist sonographer teacher teachers tutor lecturer
professor instructor educator trainer coach librarian principal headteacher chef chefs cook cooks baker butcher
server waiter waitress waitron waitperson bartender barista host hostess steward stewardess housekeeper concierge cashier receptionist
attachee attachment
secretary negotiator designer designers artist illustrator animator photographer videographer writer copywriter editor
journalist reporter author strategist marketer producer planner electrician lineworker lineman linesman groundman carpenter plumber mechanic welder
machinist fabricator craftsperson craftsman tradesman joiner bricklayer plasterer painter decorator roofer glazier
foreman forewoman supervisor supervisors superintendent operator operators driver drivers courier laborer labourer
handyman installer fitter inspector surveyor estimator intern interns internship trainee apprentice volunteer
student graduate generalist recruiter buyer merchandiser salesperson seller fundraiser expediter dispatcher telecommunicator guard
soldier sergeant corporal lieutenant captain sailor airman marine ranger signaller signalman firefighter police detective investigator
attorney lawyer solicitor barrister paralegal notary translator interpreter researcher researchers fellow postdoc candidate
scholar statistician mathematician physicist chemist biologist geologist pilot navigator agent agents broker
teller banker trader investor planner handler picker packer loader storeman warehouse operative operatives preparer preparers
porter cleaner helper custodian janitor gardener landscaper groundskeeper nanny babysitter ambassador evangelist advocate
liaison facilitator mentor moderator curator archivist registrar steward crew member members staff employee worker
workers hand assistant-manager manager-in-training cto ceo cfo coo cmo cio ciso sde swe sre dba pm po qa ux ui
devops secops mlops tester testers tech techs crewmember clinician therapists nurse-practitioner vet veterinarian sdr bdr scaffolder scaffolders rigger riggers dogman steelfixer formworker
guide guides attendant attendants usher lifeguard valet sommelier runner childminder invigilator proctor demonstrator warden
tiler stonemason upholsterer tailor seamstress florist groom caretaker commis plongeur barback keyholder holder mate
adjuster adjusters caseworker caseworkers stocker stockers sorter appraiser realtor examiner groomer doorman
bellman fishmonger processor collector stage professional professionals dealer dealers croupier shipper shippers detailer detailers
receiver receivers deckhand deckhands
stylist stylists hairdresser hairdressers barber barbers colourist colorist beautician beauticians esthetician aesthetician
cosmetologist manicurist makeup
locum rvn rgn rmn selector selectors chair chairperson chairman chairwoman
coder coders biller billers transcriptionist scribe audiologist podiatrist chiropractor optician orthodontist
psychiatrist psychotherapist radiologist anaesthetist anesthesiologist pathologist embryologist perfusionist
epidemiologist toxicologist hospitalist millwright boilermaker pipefitter steamfitter ironworker drywaller draftsman
draughtsman drafter cartographer expeditor purchaser conveyancer typist stenographer telemarketer butler
chauffeur doula proofreader copyeditor assessor farmer farmhand miner driller sysadmin webmaster
`;

const germanTitleWords = `
entwickler entwicklerin ingenieur ingenieurin leiter leiterin leitung berater beraterin referent referentin
sachbearbeiter sachbearbeiterin kaufmann kauffrau kaufleute mitarbeiter mitarbeiterin werkstudent werkstudentin
praktikum praktikant praktikantin auszubildender auszubildende azubi geschäftsführer geschäftsführerin assistent assistentin
assistenz techniker technikerin informatiker informatikerin spezialist spezialistin koordinator koordinatorin
fachkraft pflegefachkraft pflegefachfrau pflegefachmann pfleger pflegerin krankenschwester krankenpfleger
gesundheits erzieher erzieherin lehrer lehrerin dozent dozentin buchhalter buchhalterin elektriker elektrikerin
mechaniker mechanikerin mechatroniker mechatronikerin koch köchin kellner kellnerin fahrer fahrerin verkäufer
verkäuferin architekt architektin designerin analystin arzt ärztin hebamme rezeptionist rezeptionistin sekretär
sekretärin lagerist lageristin teamleiter teamleiterin abteilungsleiter projektleiter projektleiterin vorstand
wissenschaftler wissenschaftlerin angestellter angestellte bearbeiter handwerker tischler schreiner maurer
vorarbeiter vorarbeiterin schichtleiter schichtleiterin lagerleiter lagerleiterin disponent disponentin
hausdame empfangsdame hausmeister hausmeisterin hauswirtschafter hauswirtschafterin ferienjob aushilfe minijob nebenjob
kassierer kassiererin betreuer betreuerin therapeut therapeutin apotheker apothekerin redakteur redakteurin
übersetzer übersetzerin dolmetscher dolmetscherin zusteller zustellerin elektroniker elektronikerin maler malerin
`;

const spanishAndFrenchTitleWords = `
collaborateur collaboratrice pâtissier pâtissière boulanger boulangère apprenti apprentie gouvernante secretaria limpiadora limpiador
desarrollador desarrolladora ingeniero ingeniera gerente director directora jefe jefa responsable coordinador
coordinadora asistente auxiliar técnico técnica analista consultor consultora especialista administrativo
administrativa enfermero enfermera médico médica profesor profesora maestro maestra cocinero cocinera camarero
camarera vendedor vendedora contable contador contadora diseñador diseñadora becario becaria practicante
développeur développeuse ingénieur ingénieure responsable chef directeur directrice gestionnaire chargé chargée
assistant assistante technicien technicienne analyste consultant consultante spécialiste infirmier infirmière
médecin professeur enseignant enseignante cuisinier cuisinière serveur serveuse vendeur vendeuse comptable
concepteur conceptrice designer stagiaire alternant alternante conseiller conseillère commercial commerciale
oficial ayudante electricista fontanero fontanera operario operaria mecánico mecánica conductor conductora repartidor
repartidora dependiente dependienta cajero cajera recepcionista soldador soldadora carpintero carpintera albañil
encargado encargada supervisora educador educadora cuidador cuidadora gerocultor gerocultora líder lider asesor asesora
biólogo bióloga investigador investigadora docente científico científica químico química geólogo geóloga biologiste chercheur chercheuse
gestor gestora ejecutivo ejecutiva operador operadora teleoperador teleoperadora agente fisioterapeuta logopeda psicólogo psicóloga
farmacéutico farmacéutica veterinario veterinaria odontólogo odontóloga higienista matrona celador celadora socorrista
kinésithérapeute orthophoniste pharmacien pharmacienne vétérinaire sage-femme ergothérapeute
journaliste pigiste photographe réviseure correcteur correctrice libraire avocat avocate notaire periodista fotógrafo
fotógrafa abogado abogada journalistin
commis plongeur plongeuse électricien électricienne plombier mécanicien mécanicienne chauffeur livreur livreuse
hôtesse hôte standardiste secrétaire employé employée rédacteur rédactrice producteur productrice
productor productora redactor redactora creador creadora representante représentant représentante
instalador instaladora montador montadora electromecánico electromecánica jardinero jardinera pintor pintora
panadero panadera pastelero pastelera carretillero carretillera mozo moza peón limpiador conserje vigilante
frigorista calefactor tornero tornera fresador fresadora chapista peluquero peluquera esteticista
installateur installatrice monteur monteuse peintre maçon carreleur jardinier jardinière cariste
caissier caissière réceptionniste magasinier magasinière préparateur préparatrice aide-soignant aide-soignante tcae
éducateur éducatrice animateur animatrice aide-cuisinier équipier équipière bibliothécaire documentaliste archiviste
traducteur traductrice interprète réviseur réviseuse bibliotecario bibliotecaria traductor traductora
graphiste maquettiste illustrateur illustratrice opérateur opératrice conducteur conductrice menuisier menuisière
soudeur soudeuse juriste
ambulancier ambulancière auxiliaire barmaid
assistente programador programadora estagiário estagiária estágio desenvolvedor desenvolvedora coordenador
coordenadora atendente motorista enfermeira professora
cameriere cameriera apprendista tornitore bibliotecario bibliotecaria segretario segretaria operaio operaia impiegato
impiegata commesso commessa magazziniere autista cuoco cuoca infermiere infermiera insegnante sviluppatore
sviluppatrice tecnico addetto addetta
gestore gestrice liquidatore liquidatrice perito consulente operatore operatrice ingegnere geometra ragioniere
ragioniera direttore direttrice educatore educatrice idraulico saldatore saldatrice carpentiere muratore
programmatore programmatrice progettista contabile
`;

function wordSet(...lists: string[]): ReadonlySet<string> {
  return new Set(lists.flatMap((list) => list.split(/\s+/).filter((word) => word.length > 0)));
}

/** Every word that marks a job title, lower-case. */
export const titleWords: ReadonlySet<string> = wordSet(englishTitleWords, germanTitleWords, spanishAndFrenchTitleWords);

/** Title words that also commonly mean something else, so that alone they do not make a phrase a title. */
const ambiguousTitleWords: ReadonlySet<string> = wordSet(`
lead head management engineering hand members staff tech crew partner principal host server fellow guard porter marine ranger
captain agent agents advocate ambassador student graduate volunteer admin pm po qa ux ui sre it members employee
worker workers support operative operatives commercial responsable gesundheits leitung holder candidate
processor collector stage professional professionals faculty attachment
`);

/**
 * German compound titles end in a title word ("Softwareentwickler", "Projektleiterin", "Altenpfleger", a trade's
 * "Qualitätsprüfer" or "CNC-Dreher"), a "-kraft"
 * ("Pflegehilfskraft", "Servicekraft") or a "-leitung" ("Wohnbereichsleitung", "Pflegedienstleitung"); an internship
 * of its kind ("Jahrespraktikum bei Procter & Gamble") and a voluntary service ("Bundesfreiwilligendienst") are posts held.
 */
const germanCompoundEnding =
  /(?:entwickler|ingenieur|leiter|berater|referent|kaufmann|kauffrau|mitarbeiter|techniker|informatiker|kraft|leitung|aushilfe|pfleger|erzieher|lehrer|buchhalter|elektriker|mechaniker|mechatroniker|koch|fahrer|verkäufer|architekt|assistent|spezialist|koordinator|manager|designer|analyst|wissenschaftler|schwester|helfer|berater|konstrukteur|zeichner|monteur|schlosser|schweißer|maurer|tischler|schreiner|installateur|planer|disponent|lagerist|digitalisierer|gestalter|bearbeiter|angestellter|angestellte|angestellten|arbeiter|vermittler|pädagoge?|pflegeperson|tagesmutter|tagesvater|praktikum|freiwilligendienst|prüfer|dreher|fräser|zerspaner|lackierer|bäcker|konditor|metzger|fleischer|gärtner|friseur|kommissionierer|hausmeister|handwerker|kassierer|betreuer|therapeut|apotheker|redakteur|übersetzer|dolmetscher|zusteller|elektroniker|soldat|zeitsoldat|grundwehrdienst|wehrdienst|zivildienst)(?:in|innen)?$/u;

const asciiLetterOrDigit = /^[a-z0-9]$/;

/** The words of a phrase, lower-case, split at spaces, slashes, hyphens and brackets. */
export function titleTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      // "Office-Manager:in", "Erzieher*in", "Sekretär_innen": German's gender-inclusive endings on a post's name.
      .replace(/(?<=\p{L})[:*_](?:in|innen)\b/gu, '')
      .split(/[\s/,()&|]+|(?<=\p{L})-(?=\p{L})/u)
      // A token that starts and ends with an ASCII letter or digit has nothing to trim (the pattern's end-anchored
      // half would still be tried at each of its positions).
      .map((token) =>
        asciiLetterOrDigit.test(token.charAt(0)) && asciiLetterOrDigit.test(token.charAt(token.length - 1))
          ? token
          : token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
      )
      .filter((token) => token.length > 0)
  );
}

/**
 * The kinds a German further qualification is named by, the last part of its name ("Industriemeister",
 * "Elektrotechniker", "Handelsfachwirt"): a training the person takes, and a kind an ad may ask for ("Meister/Techniker").
 */
/**
 * A part led, named by its noun before what it was led for: "Tech lead of a 6-person SRE team ...", "Incident commander
 * for the Nov 2024 card-authorisation outage ...". Groups: the part, its preposition, the rest.
 */
// ("Lead ML engineer for ETA and demand forecasting": the lead of a kind of engineer, with the field's letters.)
export const ledPartPattern =
  /^((?:tech(?:nical)?|team|squad|project|workstream|release|incident|on-call)\s+(?:lead|leader|commander|owner)|lead\s+(?:[A-Z]{2,5}\s+)?(?:engineer|developer|scientist|analyst|designer|architect|researcher))\s+(of|for|on|during|across|in)\s+(.+)$/iu;

export const germanFurtherQualificationKinds = 'meister|techniker|fachwirt|betriebswirt';

/** True when a word marks a job title on its own. */
export function isTitleWord(word: string, options: { allowAmbiguous?: boolean } = {}): boolean {
  const lower = word.toLowerCase();
  if (titleWords.has(lower)) return options.allowAmbiguous === true || !ambiguousTitleWords.has(lower);
  // "Électromécanicien", "Logisticienne", "Phlebotomy Technician", "Dietician": a word on "-ician" or "-icien(ne)" names
  // a person by their trade, in English and French alike.
  if (lower.length > 7 && /(?:ician|icien|icienne)$/u.test(lower)) return true;
  return (lower.length > 7 && germanCompoundEnding.test(lower)) || shortTitlesOfOtherLanguages.has(lower);
}

/**
 * German posts too short for the compound test, or ending otherwise: "Helfer" of "Helfer Lagerlogistik",
 * "Programmierer", "HiWi" (a university's student assistant). Read as no post, "Helfer Lagerlogistik" had been a
 * place, and a warehouse helper's latest job was lost. A volunteer, in the languages of the CVs read ("Voluntaria de
 * la ONG NED": the volunteer had been the employer). A German year of voluntary service by its initials ("FSJ im OK
 * Weinstraße": Freiwilliges Soziales Jahr, "BFD": Bundesfreiwilligendienst, "FÖJ": the ecological year).
 */
const shortTitlesOfOtherLanguages = new Set(
  'helfer helferin programmierer programmiererin hiwi lagerist lageristin koch köchin fahrer fahrerin pfleger pflegerin dreher dreherin fräser fräserin prüfer prüferin maler malerin gärtner gärtnerin bäcker bäckerin voluntaria voluntario bénévole freiwillige freiwilliger ehrenamtliche ehrenamtlicher fsj bfd föj'.split(
    ' ',
  ),
);

/** How many of a phrase's words mark it as a job title (ambiguous words count only beside a clear one). */
export function countTitleWords(text: string): number {
  const tokens = titleTokens(text);
  const titleWordCount = tokens.filter((token) => isTitleWord(token, { allowAmbiguous: true })).length;
  // No title word at all, or a clear one: the pairs below cannot change the count, and their patterns (tried at every
  // word of every line a reader asks about) are left untried.
  if (titleWordCount === 0)
    // "Help Desk Support, Code Particles", "IT Support", "Customer Support": a post named by the support it gives (the
    // post had been read as no header, and the person's latest job was lost).
    // ("Audit Senior", "Audit Semi-Senior", "Tax Senior": an accounting firm's grades, named by the work; "Segundo/a de
    // cocina", a Spanish kitchen's second in command.)
    return /^(?:IT|Help\s?Desk|Technical|Tech|Desktop|Customer|User|Service Desk|Application|Field|Network|Sales|Admin(?:istrative)?|Learning|Classroom)\s+Support$|^(?:Audit|Tax|Assurance|Advisory)\s+(?:Semi-?\s?)?Seniors?$|^Segund[oa](?:\/[ao])?\s+de\s+cocina$/iu.test(
      text.trim(),
    )
      ? 1
      : 0;
  if (tokens.some((token) => isTitleWord(token))) return titleWordCount;
  // Ambiguous words that make a title together: "Business Partner", "Finance Partner", "Team Lead", and "Lead" or
  // "Head" ending or opening a capitalised phrase ("Customer Support Lead", "Head of Finance").
  const pairs =
    /\b(?:business|finance|hr|people|commercial|clinical|learning) partner\b|^stage\s+(?:d['’]\s?[a-zà-ÿ]|de\s|en\s)|\b(?:security|armed|unarmed|door|site|night|gate|prison|museum|fire|crossing|body|event|store|static|mobile|patrol|corrections?) guards?\b|\b(?:phd|doctoral|research) candidate\b|\b(?:phd|doctoral|graduate|postgraduate) (?:student|researcher)\b|\b(?:co-?op|pharmacy|summer|nursing|medical|articling|work[- ]study|placement) students?\b|\bstudent (?:nurse|pharmacist|midwife|paramedic|technician|assistant|worker|teacher)s?\b|\b(?:direct support|direct care|support|care|healthcare|health care|sales|it|hr|tax|finance|medical|dental|mental health) professionals?\b|\bteam lead\b|\bstaff nurse\b|\b(?:industrial|ict|it|student|field|clinical|work|finance|accounts?|engineering|internship)\s+attach(?:ment|ee)\b|\b(?:cinema|restaurant|front of house|guest|bar|events?|hotel|casino|lounge|club|welcome|floor) hosts?\b|\b(?:part[- ]time|full[- ]time|adjunct|visiting|teaching|tenure[- ]track) faculty\b|\bworking student\b|\b(?:social|support|care|youth|key|case|outreach|family support|community|health|protection|welfare|residential|housing|disability|play|relief|project|pastoral|early years|mental health|recovery|resettlement|crisis|refuge|intake|family|family service|social service|child and youth|child protection|development|harm reduction) workers?\b|\b(?:kitchen|hall|night|hospital|hotel|head) porters?\b|\b(?:leading|farm|deck|stage|kitchen|ranch|station|yard|shed|dairy) hands?\b|\b(?:team|crew) members?\b|\b(?:bar|kitchen|front of house|bank|relief|ward|catering|cleaning|events?|waiting|floor|retail|shop|nursery|domestic|agency|hotel|reception) staff\b|\b(?:cabin|flight|air|ground|deck|film|stage) crew\b|\bkey ?holders?\b|\b(?:maintenance|site|warehouse|production|general|cleaning|multi-skilled|machine|factory|process|stores|domestic|catering|plant|construction|repairs?|estates|facilities|highways|waste|recycling|care|plumbing|electrical|gas|heating|joinery|carpentry|painting|roofing|groundworks|drainage|building|voids) operatives?\b|\b(?:call cent(?:er|re)|contact cent(?:er|re)|customer service|customer care|sales|travel|booking|leasing|insurance|service desk|reservations?|ticket|gate|ramp|claims|front office|front desk|guest services?|letting|lettings|estate|property|support) agents?\b/i.test(
      text,
    ) ||
    // ("Research Fellow at Mayo Clinic": with the employer after "at".)
    // ("Software Development Graduate" over "Boolean UK": a bootcamp's or a scheme's graduate, named as a post.)
    // ("Head, Cost Management (Quantity Surveying)": the head of a field, named before its comma.)
    /^(?:\p{Lu}[\p{L}-]*\s+){1,3}(?:Lead|Head|Fellow|Graduate)(?:\s+(?:at|@)\s+\p{Lu}.*)?$|^Head(?: of|,)\s+\p{Lu}/u.test(
      text.trim(),
    ) ||
    // "Kennel & Front Desk Volunteer", "Befriending Volunteer": a capitalised phrase that ends on the volunteer's post.
    // ("Volunteer" alone, a post on its own line between an organisation and its dates.)
    /^(?:\p{Lu}[\p{L}-]*\s+(?:&\s+|and\s+)?){0,4}[Vv]olunteer$/u.test(text.trim()) ||
    // "Dock Worker", "Steel Erection Worker", "Packing Operative", "Theatre Porter": a capitalised phrase of a few words
    // that ends on the worker, as a post is named on its own line; the lists above cannot name every kind of work.
    /^(?:\p{Lu}[\p{L}-]*\s+(?:&\s+|and\s+)?){1,3}(?:Worker|Operative|Porter)$/u.test(text.trim()) ||
    // "Agent d'accueil", "Agent de sécurité", "Agente de ventas": a French or Spanish agent named by the work.
    /^Agente?\s+(?:d['’]\s*|de\s+(?:la\s+|l['’]\s*)?)\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?$/u.test(text.trim()) ||
    // "Responsable communication", "Responsable de magasin": a French or Spanish post named by its field.
    // ("Responsable Administratif et Financier": two fields joined.)
    // ("Responsable du pôle éducation au numérique": a field of a few words, joined by their articles.)
    /^Responsable\s+(?:(?:de|du|des|d['’])\s*)?\p{L}[\p{L}-]*(?:\s+(?:(?:au|aux|de|du|des|d['’]|en|à|la|le|les|del|et|y|&)\s*)?\p{L}[\p{L}-]*){0,4}$/u.test(
      text.trim(),
    ) ||
    // "Fellow in Clinical Artificial Intelligence": a fellowship named by its field.
    /^Fellow\s+(?:in|of)\s+\p{Lu}/u.test(text.trim()) ||
    // "Stellvertretende kaufmännische Leitung", "Technische Leitung", "Leitung Vertrieb": a German head of a field,
    // named by the field's adjective or noun around "Leitung".
    /^(?:(?:Stellvertretende|Stellv\.)\s+)?(?:\p{L}+(?:ische|liche|ale|elle)\s+)?Leitung(?:\s+\p{Lu}\p{L}+)?$/u.test(
      text.trim(),
    );
  return pairs ? titleWordCount : 0;
}

/**
 * "Atri Developers", "Harbour Architects", "Privacy Guides": a name of two words or more that ends on its people in the
 * plural names the firm they form, never a post.
 */
export function namesFirmOfPeople(name: string): boolean {
  const words = name.trim().split(/\s+/u);
  const last = words.at(-1) ?? '';
  return (
    words.length >= 2 && /^\p{Lu}\p{Ll}{2,}s$/u.test(last) && isTitleWord(last.slice(0, -1), { allowAmbiguous: true })
  );
}

/** True when a short phrase reads as a job title. */
export function looksLikeTitle(text: string): boolean {
  // Counted without splitting: most phrases asked about are no title, and this is asked of every part of every line.
  if (countSpaceSeparatedParts(text.trim()) > 9)
    // "Non-Profit and International Account Executive / Partner Manager": two posts held at once, each of a title's
    // length, make a long one.
    return (
      / \/ /u.test(text) &&
      text.split(' / ').every((part) => countSpaceSeparatedParts(part.trim()) <= 9 && countTitleWords(part) > 0)
    );
  return countTitleWords(text) > 0;
}
