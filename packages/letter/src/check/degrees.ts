// Degrees as resumes and letters name them, in English, German, Spanish and French, by kind: a letter's "MSc" and a
// resume's "Master of Science" are the same claim; a "B.Tech" is not a master's.

export type DegreeKind = 'bachelor' | 'master' | 'doctorate' | 'mba' | 'associate' | 'school' | 'diploma';

// "A.S." after another letter and point is part of a legal form ("Conecta BPO S.A.S."), never an associate's degree.
const degreePatterns: [DegreeKind, RegExp][] = [
  // ("Mini-MBA Series": a short course's name, no degree; a letter's "MBA" is not shown by it.)
  ['mba', /(?<![\p{L}])(?<!\bmini[- ]?)(?:MBA|EMBA|master of business administration)(?![\p{L}])/iu],
  [
    'doctorate',
    /(?<![\p{L}])(?:ph\.?\s?d\.?|doctorate|doctoral degree|d\.?\s?phil|dr\.\s?(?:rer|phil|med|ing)\.?|doktor(?:grad|titel)?|promoviert|promotion zum|doctorado|doctorat|ed\.?\s?d)(?![\p{L}])/iu,
  ],
  [
    'master',
    /(?<![\p{L}])(?:master(?:'s|’s|s)?(?=\s+(?:of|in|degree|en|de|im|programme|program|study|studies)(?![\p{L}]))|master(?:'s|’s) degree|m\.\s?sc\.?|msc|m\.\s?s\.|m\.\s?a\.|m\.?\s?eng\.?|m\.\s?tech|mtech|msn|m\.\s?ed\.?|máster|magister|ms (?=in\s)|(?<=bs\s?\/\s?)ms|ms(?=\s+degree))(?![\p{L}])/iu,
  ],
  [
    'bachelor',
    /(?<![\p{L}])(?:bachelor(?:'s|’s|s)?|b\.\s?sc\.?|bsc|b\.\s?s\.|bs (?=in\s)|bs(?=\s?\/\s?ms|\s+degree)|b\.\s?a\.|ba (?=in\s)|b\.?\s?tech|b\.?\s?eng\.?|b\.\s?com|bcom|bba|bsn|b\.\s?ed\.?|undergraduate degree|licenciatura|grado en|graduad[oa] en|grado universitario|licence (?:en|professionnelle))(?![\p{L}])/iu,
  ],
  [
    'associate',
    /(?<![\p{L}])(?:associates?(?:'s|’s)? degree|associate (?:of|in) (?:arts|science|applied science|business|general studies|nursing)|associate degree|(?<!\p{L}\.)(?:a\.\s?s\.|a\.\s?a\.|a\.a\.s\.)|aas|asn)(?![\p{L}])/iu,
  ],
  [
    'school',
    /(?<![\p{L}])(?:high school (?:diploma|graduate|degree|certificate)|secondary school (?:diploma|certificate)|hs diploma|GED|abitur|fachabitur|(?-i:A)[- ](?:levels?|Levels?)(?![- ]?\d)|gcses?|bachillerato|baccalauréat|matura)(?![\p{L}])/iu,
  ],
  ['diploma', /(?<![\p{L}])(?:diplom(?:a)?|dipl\.-?\s?\p{L}+|HND|HNC|BTS|DUT|BTEC|NVQ)(?![\p{L}])/iu],
];

/** Every degree pattern needs one of these letters' sequences: most lines are skipped at once. */
const degreeHint =
  /bachelor|master|[bm]\.?\s?sc|b\.|m\.|ph|doct|dr\.|mba|associate|diplom|dipl\.|degree|grad|licen|school|ged|abitur|a[- ]level|gcse|matura|bachillerato|baccalaur|btec|nvq|hn[cd]|bts|dut|bsn|msn|bba|bcom|tech|eng|asn|aas|[bm][sa] |magister|máster|promo|ed\.?d/iu;

/** The kinds of degree a text names, each once. */
export function readDegreeKinds(text: string): DegreeKind[] {
  const kinds: DegreeKind[] = [];
  if (!degreeHint.test(text)) return kinds;
  for (const [kind, pattern] of degreePatterns) {
    if (!pattern.test(text)) continue;
    // "High school diploma" is a school leaving certificate, not a separate diploma.
    if (kind === 'diploma' && kinds.includes('school') && !/dipl(?!oma)/iu.test(text)) continue;
    // An MBA is a master's degree too.
    if (kind === 'master' && kinds.includes('mba') && !/master(?! of business)|m\.?\s?sc|msc/iu.test(text)) continue;
    kinds.push(kind);
  }
  return kinds;
}

/** Where a text names degrees, each with its kind; overlapping names count once. */
const globalDegreePatterns: [DegreeKind, RegExp][] = degreePatterns.map(([kind, pattern]) => [
  kind,
  new RegExp(pattern.source, 'giu'),
]);

export function findDegreeMentions(text: string): { kind: DegreeKind; start: number; end: number }[] {
  const mentions: { kind: DegreeKind; start: number; end: number }[] = [];
  if (!degreeHint.test(text)) return mentions;
  for (const [kind, global] of globalDegreePatterns) {
    for (const match of text.matchAll(global)) {
      if (mentions.some((mention) => match.index < mention.end && match.index + match[0].length > mention.start))
        continue;
      mentions.push({ kind, start: match.index, end: match.index + match[0].length });
    }
  }
  return mentions.sort((left, right) => left.start - right.start);
}

export const degreeLabels: Record<DegreeKind, string> = {
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
  mba: 'an MBA',
  associate: "an associate's degree",
  school: 'a school-leaving qualification',
  diploma: 'a diploma',
};

/** How far a degree has got, as the resume line that names it says. */
// ("attended": studied, completion not shown; only a confirmed fact sheet says so, the resume's lines never do.)
export type DegreeStatus = 'completed' | 'in_progress' | 'planned' | 'attended';

const plannedDegree =
  /(?<![\p{L}])(?:planned|to begin|starting (?:in )?(?:19|20)\d{2}|admitted|accepted (?:to|into)|geplant|ab (?:wintersemester|sommersemester)|previsto|prévu)(?![\p{L}])/iu;
const degreeInProgress =
  /(?<![\p{L}])(?:in progress|ongoing|expected|anticipated|exp\.|candidate|currently (?:pursuing|enrolled|studying|completing)|pursuing|to be completed|due (?:to complete )?(?:in )?(?:19|20)\d{2}|(?:19|20)\d{2}\s*[-–—]\s*(?:present|current|now|heute|heute|actualidad|aujourd'hui)|voraussichtlich|laufend|derzeit|im studium|en curso|cursando|en cours|(?:general education|credits?|courses?|coursework|classes|units|working|studying)\s+towards?)(?![\p{L}])/iu;

/** The status a resume line gives a degree: completed unless it says planned or under way. */
export function readDegreeStatus(line: string): DegreeStatus {
  if (plannedDegree.test(line)) return 'planned';
  if (degreeInProgress.test(line)) return 'in_progress';
  return 'completed';
}
