// Case as a letter needs it: names and titles written in capitals on a resume ("REGISTERED NURSE", "JOHN DOE") read
// as "Registered Nurse" and "John Doe" in a sentence, while acronyms (RN, HR, PBX, ASP.NET) stay as they are.

/** Acronyms that keep their capitals when a phrase in capitals is turned into title case. */
const acronyms = new Set(
  `RN LPN LVN CNA EMT HR IT PBX CEO CFO COO CTO CIO CMO VP QA UX UI SEO SEM PR HGV NHS ICU ER OR AI ML BI CRM ERP SAP
  SQL AWS GCP API APIs PHP CSS HTML II III IV NVQ GCSE CPA ACCA CIMA PMP MBA BSC BSN MSN MSC PHD MD DBS CSCS USA UK US
  EU NYC DOB OSHA K12 KS1 KS2 KS3 STEM ESL TESOL TEFL CELTA SENCO SEN PE RMN RNLD RGN ASN AS BS BA MA MS LLC LLP
  GMBH AG PLC NGO ONG CCG GP HCA ASP.NET .NET B2B B2C SaaS SDR BDR AE FSJ BFD FÖJ IHK TÜV CDL OTR LTL DOT
  TWIC MVR ELD TSA TCAE TCE CNC HVAC MIG TIG HSE CAD QC QHSE SHK KFZ LKW EDV HACCP CACES SST RVN EYFS NDIS CCTV SIA ECS
  JIB NICEIC LGV PCV ADR FLT PT OT SLP RDH ICT GIS BIM NEBOSH IOSH ITIL CPCS IPAF PASMA CITB SMSTS SSSTS EFAW FAW MV MT
  ACLS BLS PALS CPR AED EPA NATE EIT CII CIPD AAT CMI ILM BTEC HND HNC RQF QCF FMCG`
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toUpperCase()),
);

/** Names with capitals inside them, by their capitals: "DOD" → "DoD", "LINKEDIN" → "LinkedIn". */
const namesWithInnerCapitals = new Map(
  [
    'DoD',
    'SkillBridge',
    'LinkedIn',
    'YouTube',
    'PowerPoint',
    'QuickBooks',
    'JavaScript',
    'TypeScript',
    'iOS',
    'eBay',
  ].map((name) => [name.toUpperCase(), name] as const),
);

/** Small words that stay lower-case inside a title ("Head of Finance", "Director of Nursing"). */
const minorWords = new Set([
  'of',
  'and',
  'the',
  'for',
  'in',
  'on',
  'at',
  'to',
  'a',
  'an',
  'or',
  'with',
  'de',
  'des',
  'der',
  'und',
  'y',
  'et',
  'la',
  'le',
  'du',
  'von',
  // Italian and Spanish ("GOVERNANTE DI PIANO", "AUXILIAR DEL ALMACÉN", "TÉCNICO EN FARMACIA").
  'di',
  'del',
  'della',
  'dei',
  'degli',
  'en',
  'el',
  'los',
  'las',
]);

/** Legal forms written in capitals, as firms write them in a sentence. */
const legalForms = new Map([
  ['GMBH', 'GmbH'],
  ['W.L.L.', 'W.L.L.'],
  ['W.L.L', 'W.L.L.'],
  ['LLC', 'LLC'],
  ['LLP', 'LLP'],
  ['FZE', 'FZE'],
  ['FZCO', 'FZCO'],
  ['S.A.', 'S.A.'],
  ['S.L.', 'S.L.'],
  ['B.V.', 'B.V.'],
  // Colombia's and France's simplified joint-stock company, and Spain's "S.A.U."; "BPO" is a business's kind.
  ['S.A.S.', 'S.A.S.'],
  ['S.A.S', 'S.A.S.'],
  ['SAS', 'SAS'],
  ['S.A.U.', 'S.A.U.'],
  ['SARL', 'SARL'],
  // ("LES BOUTIQUES ANGÉLOZ SA", "SCHWEIZER HOLZ AG": the Swiss and German forms, never "Sa" or "Ag".)
  ['SA', 'SA'],
  ['AG', 'AG'],
  ['KG', 'KG'],
  ['BPO', 'BPO'],
]);

/** Whether `word` is an acronym a text in capitals keeps in a sentence ("RN", "OSHA", "ASP.NET"). */
export function isKnownAcronym(word: string): boolean {
  return acronyms.has(word.toUpperCase());
}

/** True when a text has letters and none of them is lower-case. */
export function isAllCapitals(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** "REGISTERED NURSE" → "Registered Nurse"; "RESERVATIONS AGENT/PBX OPERATOR" → "Reservations Agent/PBX Operator". */
export function titleCaseFromCapitals(text: string): string {
  if (!isAllCapitals(text)) return text;
  let wordIndex = 0;
  return text.replace(/[\p{L}\p{N}.'’]+/gu, (word, offset: number) => {
    const position = wordIndex;
    wordIndex += 1;
    const bare = word.replace(/[.'’]+$/u, '');
    // "KENYA INDUSTRIAL RESEARCH AND DEVELOPMENT INSTITUTE (KIRDI)": the name's abbreviation in brackets after it.
    if (
      position > 0 &&
      text[offset - 1] === '(' &&
      text[offset + word.length] === ')' &&
      abbreviates(bare, text.slice(0, offset))
    )
      return word;
    // "KOMMUNIKATION GMBH", "COOLPOINT CO. W.L.L.": a legal form as the firm writes it.
    const legalForm = legalForms.get(word.toUpperCase());
    if (legalForm !== undefined) return legalForm;
    if (acronyms.has(bare.toUpperCase())) return word;
    // "DOD SKILLBRIDGE INTERNSHIP": names written with capitals inside them, as their owners write them ("Dod
    // Skillbridge" in a held-out letter).
    const inner = namesWithInnerCapitals.get(bare.toUpperCase());
    if (inner !== undefined) return `${inner}${word.slice(bare.length)}`;
    // "U.S. ARMY", "U.K. SALES": initials, each with its point, stay initials ("U.s. Army" before).
    if (/^(?:\p{Lu}\.){2,}$/u.test(word)) return word;
    // "KV-AUSBILDUNG", "IT-SUPPORT": the initials before a compound's hyphen stay initials ("CO-FOUNDER" is a word's
    // prefix, "Co-Founder").
    if (
      text[offset + word.length] === '-' &&
      /^\p{Lu}{2,3}$/u.test(word) &&
      !/^(?:CO|RE|PRE|NON|SUB|EX|DE|PRO|MID|BI|TRI|NEO|ALL|TOP|OFF|ON|IN|OUT|UP|DR|SELF|VOR|NACH|MIT|AUS|EIN|AB|AN|AUF|ZU)$/u.test(
        word,
      )
    )
      return word;
    // "PRINCE2 PRACTITIONER", "CPCS A59": a name with its number, as the body writes it ("Prince2" before).
    if (/^\p{Lu}+\d[\p{Lu}\d]*$/u.test(bare)) return word;
    const lower = word.toLowerCase();
    // ("CDL-A", "B-1": a single letter after a hyphen names a class, never the article.)
    if (word.length === 1 && text[offset - 1] === '-') return word;
    if (position > 0 && minorWords.has(lower)) return lower;
    // "O'NEIL" → "O'Neil", "MCALLISTER" → "McAllister", "MCDONALD'S" → "McDonald's": a name of the "Mc" kind keeps its
    // second capital (no English word of six letters or more opens on "mc"); "MACK" and "MACHIN" show that "Mac" is no
    // such sign.
    // "LINDELL'S" → "Lindell's": the possessive's "s" stays small.
    return lower
      .replace(
        /(^|['’](?!s\b)|-)(\p{L})/gu,
        (_match, boundary: string, letter: string) => boundary + letter.toUpperCase(),
      )
      .replace(
        /^Mc(?=\p{Ll}*[aeiouy]\p{Ll}*)(\p{Ll})(?=\p{Ll}{3})/u,
        (_match, letter: string) => `Mc${letter.toUpperCase()}`,
      );
  });
}

/**
 * Whether `abbreviation` is made of the initials of the words before it, in their order ("KIRDI" after "KENYA INDUSTRIAL
 * RESEARCH AND DEVELOPMENT INSTITUTE"), rather than a word in brackets ("NIGHTS").
 */
function abbreviates(abbreviation: string, before: string): boolean {
  if (abbreviation.length < 2) return false;
  const initials = (before.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.charAt(0)).join('');
  let at = 0;
  for (const letter of initials) if (letter === abbreviation.charAt(at)) at += 1;
  return at === abbreviation.length;
}

/** A phrase as it reads inside a sentence: its first letter lower-case unless the first word is a name or acronym. */
export function lowerFirstForSentence(text: string): string {
  const firstWord = text.match(/^[\p{L}\p{N}.'’-]+/u)?.[0] ?? '';
  if (firstWord.length === 0) return text;
  // Acronyms, product names with inner capitals ("iOS", "PowerPoint") and single capitals keep their case.
  if (firstWord.length > 1 && (isAllCapitals(firstWord) || /\p{Ll}\p{Lu}/u.test(firstWord.slice(1)))) return text;
  // "Class 1 experience", "Level 3", "Band 5": a grade named by its number is a name.
  if (
    /^(?:Class|Level|Band|Year|Grade|Tier|Category|Stage|Key Stage|Section|Part|Phase|Module|Unit)\s+\d/u.test(text) ||
    /^Cert(?:ificate)?\s+(?:I{1,3}|IV|V)\b/u.test(text)
  )
    return text;
  // "First Aid at Work", "Fear Free certification", "Transport Manager CPC": a name of two capitalised words keeps
  // both ("first Aid at Work" reads as debris); "Strong Excel skills" is a description before a name, and lowers.
  const secondWord = text.slice(firstWord.length).match(/^\s+([\p{L}\p{N}'’-]+)/u)?.[1] ?? '';
  if (
    /^\p{Lu}\p{Ll}+$/u.test(secondWord) &&
    !describingWords.test(firstWord) &&
    !/^(?:I|A|An|The|And|Or|Of|In|On|At|For|With)$/u.test(secondWord)
  )
    return text;
  if (/^\p{Lu}\p{Ll}/u.test(firstWord)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/** Words that describe what follows them rather than begin its name: "Strong Excel skills", "Full UK licence". */
const describingWords =
  /^(?:strong|deep|broad|in-depth|good|excellent|proven|full|valid|current|active|clean|solid|demonstrable|demonstrated|relevant|previous|recent|basic|advanced|working|sound|extensive|confident|experience|experienced|knowledge|ability|understanding|minimum|some|any|own|fluent|native|great|high|detailed|thorough|practical|hands-on|familiarity|proficiency|proficient|competent|exceptional|effective|outstanding|willingness|must|right|eligible|eligibility|registered|qualified|certified|licensed|prior|at|a|an|the|our|your|my|i)$/iu;

/** The text with its first letter in capitals. */
export function capitalizeFirst(text: string): string {
  return text.replace(/^(\s*)(\p{Ll})/u, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * Words the texts write with a capital inside a sentence and never in lower case ("using Moffett-equipped
 * curtainsiders"): names of products, places and makers, which keep their capital wherever a letter puts them
 * ("my work includes Moffett deliveries to building sites"), even where a line that opens with one is lowered.
 */
export function namesWrittenInCapitals(texts: readonly string[]): Set<string> {
  const capitalised = new Set<string>();
  for (const text of texts) {
    // A text with no capital after a lower-case letter and a space has no name inside a sentence: the pattern's
    // look back is tried at every capital only where one can match.
    if (/\p{Ll},?\s+\p{Lu}/u.test(text))
      for (const match of text.matchAll(/(?<=\p{Ll}[,]?\s+)\p{Lu}\p{Ll}+(?![\p{L}'’])/gu)) capitalised.add(match[0]);
  }
  if (capitalised.size === 0) return capitalised;
  // The words the texts write on their own, collected in one pass: looking each capitalised word up in the joined
  // texts took a scan of them per word, most of a letter's planning of names.
  const alone = wordsWrittenAlone(texts.join('\n'));
  return new Set(
    [...capitalised].filter((word) => {
      const lower = word.toLowerCase();
      return !(/^\p{Ll}+$/u.test(lower) && alone.has(lower));
    }),
  );
}

/**
 * The runs of letters in `text` that follow no apostrophe or hyphen, as written: a word in lower-case letters stands in
 * the text as a whole word, after no apostrophe or hyphen, exactly when it is one of them (a letter before or after an
 * occurrence would make it part of a longer run). The runs are those of `/\p{L}+/gu`, read one code point at a time
 * (by its code when ASCII) rather than with a match object for each.
 */
function wordsWrittenAlone(text: string): Set<string> {
  const words = new Set<string>();
  let start = -1;
  for (let index = 0; index <= text.length;) {
    const code = index < text.length ? (text.codePointAt(index) ?? -1) : -1;
    const isLetter =
      code >= 0 &&
      (code < 0x80
        ? (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
        : anyLetter.test(String.fromCodePoint(code)));
    if (isLetter && start < 0) start = index;
    if (!isLetter && start >= 0) {
      const before = start > 0 ? text.charAt(start - 1) : '';
      if (before !== "'" && before !== '’' && before !== '-') words.add(text.slice(start, index));
      start = -1;
    }
    index += code > 0xffff ? 2 : 1;
  }
  return words;
}

const anyLetter = /^\p{L}$/u;
