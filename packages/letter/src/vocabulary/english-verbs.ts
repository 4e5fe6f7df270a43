// The verbs resume lines start with ("Managed", "Supervise", "Verifies", "Leading"), with every form the composer
// needs to turn a line into a first-person sentence in the right tense. A curated list rather than a tagger: a
// general-purpose tagger measured 8.5 ms a line and read "Form slabs" as "pour" (docs/decisions/0016-composer.md).

const regularVerbs = `
accelerate answer chase date dismantle testify sanitise signpost disburse disperse assure bake bathe cook dispense escort pack paint relay replenish restock sanitize solder unload wash welcome accept accommodate accomplish account achieve acquire act adapt add address adhere adjust administer
administrate adopt advance advertise advise advocate aid align allocate amend analyse analyze anticipate apply
appoint appraise approve arrange assemble assess assign assist attain attend audit augment author automate balance
bill book boost brief broaden budget build calculate calibrate campaign care catalog catalogue categorize champion
change chair check clarify clean close coach code collaborate collate collect combine comfort communicate compare
compile complete comply compose compute conceive conceptualize conduct configure confirm connect conserve consolidate
construct consult contact contribute control convert convince coordinate correct counsel craft create cultivate
curate customize debug decorate decrease dedicate define delegate deliver demonstrate deploy describe design detect determine

develop devise diagnose direct discover dispatch display distribute document double draft earn edit educate
effect eliminate embrace erect empower enable encourage engage engineer enhance enlarge enroll ensure enter establish
estimate evaluate examine exceed execute expand expedite experiment explain explore export extend extract facilitate
field file finalize finish fix follow forecast form formulate foster found fulfil fulfill gather generate govern
grade graduate greet guide handle harmonize head help hire host identify illustrate implement import improve
increase influence inform initiate innovate inspect inspire install institute instruct integrate interact interpret
interview introduce invent inventory invest investigate invoice issue join judge juggle justify label launch learn
lecture liaise license lift list load locate log maintain manage manufacture map market master maximize measure
mediate mentor merge migrate minimize mobilize model moderate modernize modify monitor motivate navigate negotiate
network nominate nurture observe obtain offer onboard open operate optimise optimize orchestrate order organise organize orient
appoint commend elect honor honour invite name shortlist

outline outperform overhaul own package participate partner perfect perform persuade photograph pilot pioneer place
plan position post practice predict prepare present preserve prevent price prioritize process procure produce
program programme project promote proofread propose prospect protect prove provide publicize publish purchase pursue
qualify quantify query quote raise rank rate rationalize reach receive recognize recommend reconcile record recruit
redesign reduce refactor refer refine register regulate rehabilitate reinforce relate relaunch relocate remodel
recondition refurbish render renew renovate reorganize repair replace report represent request research reshape resolve respond restore restructure
retain retrieve revamp review revise revitalize reward route run safeguard satisfy save schedule score screen script
secure segment select serve service settle shape share ship simplify solve sort source spearhead specialize
specify standardize start steer stimulate stock strategize streamline strengthen structure study submit succeed
summarize supervise supply support survey sustain synthesize systematize tailor target teach test track trade train
transcribe transfer transform transition translate transport treat triage tutor uncover undertake unify
update upgrade use utilize validate verify visit volunteer weld widen win work write x-ray
carry fill pick escalate enforce prescribe cater mop sweep vacuum polish fold photocopy prep garnish grill fry wrap unpack rotate
sign lodge debrief certify classify notify rectify move pour precept reposition storyboard weigh suture inject cannulate sterilise sterilize disinfect accrue fabricate decommission canvass
convey suggest tabulate store flag
cover
portion discipline discuss scan stack wipe chop bag tidy shred brew slice dice count tally sketch animate tune
fit parse push rewire accompany vaccinate proctor fundraise donate patrol haul tow palletize palletise seat tend
`;

/** Irregular verbs: base, past, past participle. */
const irregularVerbs: [string, string, string][] = [
  ['be', 'was', 'been'],
  ['become', 'became', 'become'],
  ['begin', 'began', 'begun'],
  ['bring', 'brought', 'brought'],
  ['build', 'built', 'built'],
  ['troubleshoot', 'troubleshot', 'troubleshot'],
  ['withhold', 'withheld', 'withheld'],
  ['buy', 'bought', 'bought'],
  ['catch', 'caught', 'caught'],
  ['fly', 'flew', 'flown'],
  ['hit', 'hit', 'hit'],
  ['mow', 'mowed', 'mown'],
  ['overcome', 'overcame', 'overcome'],
  ['sew', 'sewed', 'sewn'],
  ['shoot', 'shot', 'shot'],
  ['uphold', 'upheld', 'upheld'],
  ['upsell', 'upsold', 'upsold'],
  ['choose', 'chose', 'chosen'],
  ['cut', 'cut', 'cut'],
  ['deal', 'dealt', 'dealt'],
  ['do', 'did', 'done'],
  ['draw', 'drew', 'drawn'],
  ['drive', 'drove', 'driven'],
  ['feed', 'fed', 'fed'],
  ['find', 'found', 'found'],
  ['forecast', 'forecast', 'forecast'],
  ['proofread', 'proofread', 'proofread'],
  ['broadcast', 'broadcast', 'broadcast'],
  ['offset', 'offset', 'offset'],
  ['input', 'input', 'input'],
  ['output', 'output', 'output'],
  ['give', 'gave', 'given'],
  ['go', 'went', 'gone'],
  ['grow', 'grew', 'grown'],
  ['have', 'had', 'had'],
  ['hang', 'hung', 'hung'],
  ['hold', 'held', 'held'],
  ['keep', 'kept', 'kept'],
  ['know', 'knew', 'known'],
  ['lay', 'laid', 'laid'],
  ['lead', 'led', 'led'],
  ['leave', 'left', 'left'],
  ['lend', 'lent', 'lent'],
  ['make', 'made', 'made'],
  ['meet', 'met', 'met'],
  ['oversee', 'oversaw', 'overseen'],
  ['pay', 'paid', 'paid'],
  ['put', 'put', 'put'],
  ['read', 'read', 'read'],
  ['rebuild', 'rebuilt', 'rebuilt'],
  ['rewrite', 'rewrote', 'rewritten'],
  ['ride', 'rode', 'ridden'],
  ['rise', 'rose', 'risen'],
  ['run', 'ran', 'run'],
  ['see', 'saw', 'seen'],
  ['seek', 'sought', 'sought'],
  ['sell', 'sold', 'sold'],
  ['send', 'sent', 'sent'],
  ['set', 'set', 'set'],
  ['shut', 'shut', 'shut'],
  ['sit', 'sat', 'sat'],
  ['speak', 'spoke', 'spoken'],
  ['spend', 'spent', 'spent'],
  ['split', 'split', 'split'],
  ['spread', 'spread', 'spread'],
  ['stand', 'stood', 'stood'],
  ['take', 'took', 'taken'],
  ['teach', 'taught', 'taught'],
  ['tell', 'told', 'told'],
  ['think', 'thought', 'thought'],
  ['throw', 'threw', 'thrown'],
  ['understand', 'understood', 'understood'],
  ['undertake', 'undertook', 'undertaken'],
  ['upset', 'upset', 'upset'],
  ['win', 'won', 'won'],
  ['withdraw', 'withdrew', 'withdrawn'],
  ['write', 'wrote', 'written'],
  ['sweep', 'swept', 'swept'],
  ['break', 'broke', 'broken'],
];

/** Verbs that double their last consonant before -ed and -ing. */
const doublingVerbs = new Set(
  'admit commit control plan ship map scan chop drop step stop refer transfer occur prefer tag log chat jog program programme equip prep mop wrap run win begin get set cut put sit shop fit patrol enrol debug submit fulfil bag shred flag'.split(
    ' ',
  ),
);

/** The forms of one verb. */
export type VerbForms = { base: string; third: string; past: string; participle: string; gerund: string };

function regularForms(base: string): VerbForms {
  const doubles = doublingVerbs.has(base);
  const stem = doubles && base !== 'programme' ? base + base.charAt(base.length - 1) : base.replace(/e$/, '');
  const past = base.endsWith('e')
    ? `${base}d`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ied`
      : base.endsWith('c')
        ? `${base}ked`
        : `${stem}ed`;
  const third = /(?:s|sh|ch|x|z|o)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;
  const gerund = base.endsWith('ie')
    ? `${base.slice(0, -2)}ying`
    : /[^e]e$/.test(base) && base !== 'be'
      ? `${base.slice(0, -1)}ing`
      : base.endsWith('c')
        ? `${base}king`
        : `${doubles ? stem : base}ing`;
  return { base, third, past, participle: past, gerund };
}

const formsByBase = new Map<string, VerbForms>();
for (const base of regularVerbs.split(/\s+/).filter(Boolean)) formsByBase.set(base, regularForms(base));
for (const [base, past, participle] of irregularVerbs) {
  const regular = regularForms(base);
  formsByBase.set(base, { ...regular, past, participle });
}

/** Every written form to the verb it belongs to, and which form it is. */
const formIndex = new Map<string, { forms: VerbForms; form: keyof VerbForms }>();
for (const forms of formsByBase.values()) {
  // Later forms do not overwrite earlier ones: "read" stays the base, "forecast" too.
  for (const form of ['base', 'past', 'participle', 'third', 'gerund'] as const) {
    if (!formIndex.has(forms[form])) formIndex.set(forms[form], { forms, form });
  }
}

// "Found a duplicated supplier payment": on a resume "found" is what was found far more often than a company founded
// ("Founded" says that), so it reads as the past of "find".
const find = formsByBase.get('find');
if (find) formIndex.set('found', { forms: find, form: 'past' });
// "Cover the Sous Chef on his days off" opens on the verb; "180+ covers a night" counts a restaurant's guests, which
// is what "covers" says on a resume.
formIndex.delete('covers');

/** The verb a word is a form of, and which form, when the word is a known verb. */
export function readVerb(word: string): { forms: VerbForms; form: keyof VerbForms } | undefined {
  const lower = word.toLowerCase();
  const known = formIndex.get(lower);
  if (known) return known;
  // "Cross-sold", "co-led", "re-designed": a verb behind a prefix takes the prefix into each of its forms.
  // ("Double-checked", "spot-checked", "fine-tuned": the same.)
  const prefixed = lower.match(
    /^(co|cross|re|up|pre|over|under|out|self|multi|de|double|triple|spot|fine|line|hand|fact|peer|team|batch|bulk)-([a-z]{2,})$/,
  );
  if (prefixed?.[1] && prefixed[2]) {
    const verb = formIndex.get(prefixed[2]);
    if (verb) {
      const prefix = `${prefixed[1]}-`;
      const forms = Object.fromEntries(
        Object.entries(verb.forms).map(([form, written]) => [form, `${prefix}${written}`]),
      ) as VerbForms;
      return { forms, form: verb.form };
    }
  }
  // "Co-ordinate", "co-operated": a verb the dictionary holds unhyphenated, each form keeping the resume's hyphen.
  const hyphen = lower.indexOf('-');
  if (hyphen > 0) {
    const verb = formIndex.get(lower.replace('-', ''));
    const head = lower.slice(0, hyphen);
    if (verb && Object.values(verb.forms).every((written) => written.startsWith(head))) {
      const forms = Object.fromEntries(
        Object.entries(verb.forms).map(([form, written]) => [form, `${head}-${written.slice(head.length)}`]),
      ) as VerbForms;
      return { forms, form: verb.form };
    }
  }
  // "Recognised", "prioritising", "utilises": the British spelling of a verb the dictionary holds in -ize, each form
  // spelt as written ("have been recognised", never the base "recognis").
  const british = lower.match(/^([a-z]{3,})is(e|es|ed|ing)$/);
  if (british?.[1] && british[2]) {
    const verb = formIndex.get(`${british[1]}iz${british[2]}`);
    if (verb) {
      const forms = Object.fromEntries(
        Object.entries(verb.forms).map(([form, written]) => [form, written.replace(/iz(?=e|es|ed|ing$)/u, 'is')]),
      ) as VerbForms;
      return { forms, form: verb.form };
    }
  }
  // An unknown word ending in -ed ("Spearheaded", "Upskilled") is a regular past tense.
  if (
    lower.endsWith('ed') &&
    /^[a-z]{4,}ed$/.test(lower) &&
    !/^(?:need|feed|seed|shed|speed|breed|hundred|kindred|sacred|naked|wicked|rugged|ragged|beloved|dogged|learned|aged|bed|red)$/.test(
      lower,
    )
  ) {
    return {
      forms: { base: lower.replace(/ed$/, ''), third: lower, past: lower, participle: lower, gerund: lower },
      form: 'past',
    };
  }
  return undefined;
}

/**
 * Whether a word is a verb's past tense: "reduced", "led", and "cut" or "set", whose past is their base ("process, and
 * cut average wait ..." joins two deeds).
 */
export function isPastTense(word: string): boolean {
  return readVerb(word)?.forms.past === word;
}
