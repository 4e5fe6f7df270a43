// The built-in composer: reads (or takes the confirmed) facts, plans the letter, fits it to its length by keeping
// whole plans in priority order, and writes it with the phrasebook of the letter's language. Deterministic: the same
// facts, options and variation always give the same letter (docs/decisions/0016-composer.md).

import type { FactSheet, JobBrief, LetterLanguage, ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { postForResume } from './choose-post.ts';
import { LetterLanguageSchema } from '@cover-letter/shared/fact-sheet-schema';
import { letterWordRanges } from '@cover-letter/shared/limits';
import { languageName } from '../text/detect-language.ts';
import { countWords, splitSentences } from '../text/sentences.ts';
import { type AdText, companyForLetter, rememberedAdText, rememberedJobReading } from '../facts/read-job-brief.ts';
import type { OwnAim } from '../facts/own-aims.ts';
import type { Relocation } from '../facts/relocation.ts';
import type { CareerBreak } from '../facts/career-breaks.ts';
import { rememberedResumeReading, rememberedResumeSummary } from '../facts/read-resume-facts.ts';
import { emptyWritingState, openingOf, type Phrasebook, type WrittenSentence } from './phrasebook.ts';
import { englishPhrasebook } from './phrasebooks/english.ts';
import { mendTitleMisspellings } from './phrasebooks/english-shorthand.ts';
import { frenchPhrasebook } from './phrasebooks/french.ts';
import { germanPhrasebook } from './phrasebooks/german.ts';
import { spanishPhrasebook } from './phrasebooks/spanish.ts';
import { namesProseJob, planLetter } from './plan-letter.ts';
import type { LetterSetting, PlannedSentence } from './sentence-plans.ts';

export type LetterLength = 'standard' | 'short';
export type LetterTone = 'formal' | 'warm';

export type ComposeLetterInput = {
  resume: string;
  jobDescription: string;
  /** The facts as the user confirmed them; read from the texts when absent. */
  facts?: FactSheet;
};

export type ComposeLetterOptions = {
  length?: LetterLength;
  tone?: LetterTone;
  /** The letter's language; by default the ad's, or English when there is no phrasebook for it. */
  language?: LetterLanguage;
  /** Another number gives another version of the letter; the same number, the same letter. */
  variation?: number;
  /** The day the letter is written, for how long a role held now has lasted; now when not given. */
  today?: Date;
};

/** Why the letter is not in the ad's language, when it is not. */
export type LanguageNotice = {
  adLanguage: string;
  letterLanguage: LetterLanguage;
  reason: 'no-phrasebook' | 'chosen' | 'ad-accepts' | 'ad-asks';
};

export type ComposedLetter = {
  text: string;
  language: LetterLanguage;
  wordCount: number;
  facts: FactSheet;
  languageNotice: LanguageNotice | undefined;
};

const phrasebooks: Record<LetterLanguage, Phrasebook> = {
  en: englishPhrasebook,
  de: germanPhrasebook,
  es: spanishPhrasebook,
  fr: frenchPhrasebook,
};

/** Word counts a letter aims for and never passes, inside `letterWordRanges` (packages/shared/src/limits.ts). */
const budgets: Record<LetterLength, { target: number; maximum: number }> = {
  standard: { target: 295, maximum: 385 },
  short: { target: 175, maximum: 195 },
};

/**
 * The letter's language: the one the user chose, else the ad's when a phrasebook exists, else English (with a notice).
 * An ad that invites letters in the resume's language too ("carta de presentación (en inglés o español)") gets one in
 * the resume's language: its lines are told in their own words, never quoted untranslated in another language.
 */
export function chooseLetterLanguage(
  job: JobBrief,
  resume: ResumeFacts,
  chosen: LetterLanguage | undefined,
  adText = '',
): { language: LetterLanguage; notice: LanguageNotice | undefined } {
  if (chosen)
    return {
      language: chosen,
      notice:
        chosen !== job.language && job.language !== 'und'
          ? { adLanguage: job.language, letterLanguage: chosen, reason: 'chosen' }
          : undefined,
    };
  const fromAd = LetterLanguageSchema.safeParse(job.language);
  const fromResume = LetterLanguageSchema.safeParse(resume.language);
  if (
    fromAd.success &&
    fromResume.success &&
    fromResume.data !== fromAd.data &&
    acceptsLetterIn(adText, fromResume.data)
  )
    return {
      language: fromResume.data,
      notice: { adLanguage: job.language, letterLanguage: fromResume.data, reason: 'ad-accepts' },
    };
  if (fromAd.success) return { language: fromAd.data, notice: undefined };
  if (job.language === 'und') return { language: fromResume.success ? fromResume.data : 'en', notice: undefined };
  // "Invia il tuo CV e una lettera di presentazione in inglese": an ad in a language without a phrasebook that asks for
  // the letter in one of ours is answered in it, and the user told why.
  const asked = LetterLanguageSchema.options.find((language) => acceptsLetterIn(adText, language));
  if (asked !== undefined)
    return { language: asked, notice: { adLanguage: job.language, letterLanguage: asked, reason: 'ad-asks' } };
  return { language: 'en', notice: { adLanguage: job.language, letterLanguage: 'en', reason: 'no-phrasebook' } };
}

/** How ads name each language a letter may be written in: "en inglés o español", "in English or German". */
const languageInAd: Record<LetterLanguage, RegExp> = {
  // (Italian, Portuguese and Dutch ads ask so too: "in inglese", "em inglês", "in het Engels".)
  en: /\b(?:in English|auf Englisch|en ingl[eé]s|en anglais|English or|or English|Englisch oder|oder Englisch|ingl[eé]s o|o ingl[eé]s|anglais ou|ou anglais|in inglese|em ingl[eê]s|in het Engels)\b/iu,
  de: /\b(?:in German|auf Deutsch|en alem[aá]n|en allemand|German or|or German|Deutsch oder|oder Deutsch|in tedesco|em alem[aã]o|in het Duits)\b/iu,
  es: /\b(?:in Spanish|auf Spanisch|en español|en espagnol|Spanish or|or Spanish|español o|o español|in spagnolo|em espanhol|in het Spaans)\b/iu,
  fr: /\b(?:in French|auf Französisch|en francés|en français|French or|or French|français ou|ou français|in francese|em franc[eê]s|in het Frans)\b/iu,
};

/** Whether the ad invites the letter in `language`: a letter or CV "in English or Spanish", "(en inglés o español)". */
function acceptsLetterIn(adText: string, language: LetterLanguage): boolean {
  // In the same sentence as the letter or the CV: "Animer les revues d'affaires ... en français et en anglais" says in
  // which languages the work is done, and a French ad's letter had been written in English for it.
  return adText
    .split(/[.!?\n]+/u)
    .some(
      (sentence) =>
        languageInAd[language].test(sentence) &&
        /\b(?:letter|carta|Anschreiben|lettre|lettera|brief|CV|curr[ií]cul|Lebenslauf|application|candidature|candidatura|Bewerbung|sollicitatie)/iu.test(
          sentence,
        ),
    );
}

/** The body's paragraphs: the opening, the newest role's evidence, everything else the resume shows, the closing. */
/** 0 for the answer to the ad's ask, 1 for a line about what it asked, 2 for the rest. */
function askOrder(candidate: PlannedSentence): number {
  if (candidate.plan.kind === 'ask') return 0;
  return candidate.plan.kind === 'achievement' && candidate.plan.aboutAsk === true ? 1 : 2;
}

function groupParagraphs(kept: PlannedSentence[], variation: number): PlannedSentence[][] {
  // Roles in the order of the career, newest first, whatever the resume's order.
  // A line of an unrelated job comes after every role the ad is about.
  // "Before my current post, I worked as ... at the same employer": the last word on the current post.
  const beforeCurrentPost = (candidate: PlannedSentence): boolean =>
    candidate.plan.kind === 'earlier-roles' && candidate.plan.beforeCurrentPost === true;
  // (Projects that are the ad's work, where no job is of its kind, lead the body: `leads`.)
  // (A page told in paragraphs: the person's own sentences are its jobs, before a volunteer's post set out as one;
  // "Como voluntaria, me encargué de ..." had led the body of a coordinator's letter. Where no post's line is told,
  // they keep their place and their paragraphs.)
  const linesTold = kept.some((candidate) => 'line' in candidate.plan);
  const roleOfLine = (candidate: PlannedSentence): number =>
    'line' in candidate.plan
      ? candidate.plan.line.role.recency + (candidate.plan.kind === 'achievement' && candidate.plan.aside ? 1_000 : 0)
      : (candidate.plan.kind === 'project' && candidate.plan.leads) ||
          (linesTold &&
            candidate.plan.kind === 'profile' &&
            candidate.plan.own === true &&
            candidate.paragraph === 'evidence')
        ? -1
        : Number.MAX_SAFE_INTEGER;
  const body = kept.filter((candidate) => candidate.paragraph === 'evidence' || candidate.paragraph === 'requirements');
  const newestRole = Math.min(...body.map(roleOfLine));
  const roleOf = (candidate: PlannedSentence): number =>
    beforeCurrentPost(candidate) && newestRole === 0 ? 0 : roleOfLine(candidate);
  // Role by role, newest first, so that "I also ..." follows its own role; another version leads with requirements.
  // After the roles: the roles not told about, then projects and achievements (a project's lines together), then
  // qualifications, then skills and languages; "Before that, I worked as" never follows a degree.
  const kindOrder: Partial<Record<PlannedSentence['plan']['kind'], number>> = {
    tenure: -1,
    'earlier-roles': 0,
    project: 1,
    accomplishment: 2,
    credential: 3,
    education: 4,
    study: 4,
    'requirement-skills': 5,
    languages: 6,
  };
  const projectLead = new Map<string, number>();
  for (const candidate of kept)
    if (candidate.plan.kind === 'project')
      projectLead.set(
        candidate.plan.name,
        Math.min(projectLead.get(candidate.plan.name) ?? Infinity, candidate.priority),
      );
  // A prose resume's own sentences keep its order, which is the story's (see planLetter).
  const leadOf = (candidate: PlannedSentence) =>
    candidate.plan.kind === 'profile' && candidate.plan.own
      ? candidate.id - 10_000
      : candidate.plan.kind === 'project'
        ? (projectLead.get(candidate.plan.name) ?? candidate.priority)
        : candidate.priority;
  const byRole = (left: PlannedSentence, right: PlannedSentence) =>
    roleOf(left) - roleOf(right) ||
    Number(beforeCurrentPost(left)) - Number(beforeCurrentPost(right)) ||
    (variation % 2 === 1 ? Number(left.paragraph === 'evidence') - Number(right.paragraph === 'evidence') : 0) ||
    (kindOrder[left.plan.kind] ?? 0) - (kindOrder[right.plan.kind] ?? 0) ||
    // The answer to the ad's ask, then the role's other lines about it (plan-letter.ts).
    askOrder(left) - askOrder(right) ||
    // Within a role, what matters most first: the strongest line leads its paragraph.
    leadOf(left) - leadOf(right) ||
    left.priority - right.priority ||
    left.id - right.id;
  const others = body.filter((candidate) => roleOf(candidate) !== newestRole).sort(byRole);
  // Earlier roles and the rest (credentials, skills, education) in two paragraphs when together they run long.
  // "I have also worked as ..." ends the paragraph of the roles, never opens the one of qualifications.
  const isRoles = (candidate: PlannedSentence) => 'line' in candidate.plan || candidate.plan.kind === 'earlier-roles';
  const otherRoles = others.filter(isRoles);
  const rest = others.filter((candidate) => !isRoles(candidate));
  const split =
    others.length > 5 && otherRoles.filter((candidate) => 'line' in candidate.plan).length >= 2 && rest.length >= 2;
  return [
    kept.filter((candidate) => candidate.paragraph === 'opening'),
    body.filter((candidate) => roleOf(candidate) === newestRole).sort(byRole),
    ...(split ? [otherRoles, rest] : [others]),
    kept.filter((candidate) => candidate.paragraph === 'closing'),
  ];
}

/**
 * A middle group of more than five plans splits in two while the letter has fewer than five paragraphs, at the role
 * change nearest its middle, and not at all when it tells one role only. Splitting plans rather than written sentences means the second paragraph is written from a
 * fresh start and names its role, never opening on "In that role" or "I also".
 */
function splitLongGroups(groups: PlannedSentence[][]): PlannedSentence[][] {
  const result = [...groups];
  // What a sentence is about: one role, one project, or the person's qualifications (degrees, credentials, skills).
  const topicOf = (candidate: PlannedSentence | undefined): string | undefined => {
    if (!candidate) return undefined;
    const plan = candidate.plan;
    if ('line' in plan) return `role ${plan.line.role.roleIndex}`;
    if (plan.kind === 'project') return `project ${plan.name}`;
    if (['credential', 'education', 'study', 'requirement-skills', 'languages', 'accomplishment'].includes(plan.kind))
      return 'qualifications';
    return plan.kind;
  };
  // ("From 2019 to 2022 I worked for Carrow Telecom ...": among the person's own sentences, one that names a job opens a
  // topic of its own, as a role's line does; eight such sentences had made one paragraph of two hundred words.)
  const opensProseJob = (candidate: PlannedSentence | undefined): boolean =>
    candidate?.plan.kind === 'profile' && candidate.plan.own === true && namesProseJob(candidate.plan.text);
  // Where a group's topic changes nearest its middle, never before its second plan or after its second last.
  const topicChangeNearMiddle = (members: PlannedSentence[]): number | undefined => {
    const half = Math.ceil(members.length / 2);
    let cut: number | undefined;
    for (let distance = 0; distance < half - 1 && cut === undefined; distance += 1) {
      cut = [half - distance, half + distance].find(
        (at) =>
          at > 1 &&
          at < members.length - 1 &&
          (topicOf(members[at - 1]) !== topicOf(members[at]) || opensProseJob(members[at])),
      );
    }
    return cut;
  };
  for (let index = 1; index < result.length - 1 && result.length < 5; index += 1) {
    const members = result[index];
    if (!members || members.length <= 5) continue;
    // One role's sentences stay together: a paragraph that breaks inside a role introduces the same job twice; so do
    // one project's, and the qualifications. Past eight sentences, a paragraph on one job reads as its list pasted
    // whole, and breaks at its middle all the same.
    const cut = topicChangeNearMiddle(members) ?? (members.length > 8 ? Math.ceil(members.length / 2) : undefined);
    if (cut === undefined) continue;
    result.splice(index, 1, members.slice(0, cut), members.slice(cut));
    index += 1;
  }
  // A paragraph of more than seven plans in a letter of five reads as a list pasted whole (nine sentences on one
  // job): it splits too, where another middle paragraph of two plans at most can join the paragraph before it, so the
  // letter keeps three to five body paragraphs (docs/product.md, the structure criterion).
  for (let index = 1; index < result.length - 1 && result.length === 5; index += 1) {
    const members = result[index];
    if (!members || members.length <= 7) continue;
    const cut = topicChangeNearMiddle(members);
    const short = result.find((other, at) => at > 0 && at < result.length - 1 && at !== index && other.length <= 2);
    if (cut === undefined || !short) continue;
    result.splice(index, 1, members.slice(0, cut), members.slice(cut));
    // (After the split: the paragraph before the short one may be the long one's second half.)
    const shortAt = result.indexOf(short);
    result.splice(shortAt - 1, 2, [...(result[shortAt - 1] ?? []), ...short]);
    break;
  }
  return result;
}

/** The text without the sentences the letter has said already, and those it says now added to `said`. */
function withoutSaid(text: string | undefined, said: Set<string>): string | undefined {
  if (text === undefined) return undefined;
  // Most plans write one sentence: it is split only when it holds more than one.
  const parts = /[.!?]\s+\S/u.test(text) ? splitSentences(text) : [text];
  const key = (part: string) => part.trim();
  const fresh = parts.filter((part) => !said.has(key(part)));
  for (const part of fresh) said.add(key(part));
  if (fresh.length === parts.length) return text;
  return fresh.length === 0 ? undefined : fresh.map((part) => part.trim()).join(' ');
}

/**
 * The sentences one letter's drafts have written, by what came before them. A phrasebook's sentence depends only on its
 * plan, the setting and the writing state, and the state only on the plans written before it and where paragraphs
 * began: a draft that differs from the last one by a plan added or removed writes again only from that plan on.
 */
type DraftMemo = {
  sentences: Map<string, string | undefined>;
  /**
   * Paragraphs as the phrasebook joined them, by their plans and sentences: most drafts differ from the last in one
   * paragraph, and joining the others again gives what it gave before.
   */
  paragraphs: Map<string, string[]>;
};

function emptyDraftMemo(): DraftMemo {
  return { sentences: new Map(), paragraphs: new Map() };
}

/**
 * What decides a sentence in a draft: each paragraph's plans so far, the plan itself, and in the closing paragraph the
 * setting's courtesies (`roomy` changes only the closing's phrasings, so a fuller draft writes again only its closing).
 */
function draftKey(setting: LetterSetting, before: string, planned: PlannedSentence): string {
  return `${before}${planned.id}${planned.paragraph === 'closing' ? (setting.roomy ?? '') : ''},`;
}

/** The sentence a draft wrote for `key` before, or the one `write` gives now, remembered (undefined included). */
function rememberedDraft(memo: DraftMemo, key: string, write: () => string | undefined): string | undefined {
  if (memo.sentences.has(key)) return memo.sentences.get(key);
  const draft = write();
  memo.sentences.set(key, draft);
  return draft;
}

/**
 * The paragraph `written` as `combine` joins it, remembered by its sentences and their plans (`planIds`, one a
 * sentence): combine reads nothing else, and a letter's plans are the same objects in every draft.
 */
function rememberedParagraph(
  memo: DraftMemo,
  written: WrittenSentence[],
  planIds: number[],
  combine: (sentences: WrittenSentence[]) => string[],
): string[] {
  const key = written.map((sentence, index) => `${planIds[index]}\u0000${sentence.text}`).join('\u0001');
  const known = memo.paragraphs.get(key);
  // A copy: the letter's paragraphs are joined and merged after, and the remembered one stays as it was.
  if (known) return [...known];
  const combined = combine(written);
  memo.paragraphs.set(key, [...combined]);
  return combined;
}

/** Writes the kept plans as paragraphs: salutation, body, sign-off and name. */
function writeLetter(
  kept: PlannedSentence[],
  phrasebook: Phrasebook,
  setting: LetterSetting,
  memo: DraftMemo = emptyDraftMemo(),
): string {
  const state = emptyWritingState();
  let before = '';
  const paragraphs: string[][] = [];
  // Each sentence of the letter once: a profile the resume repeats ("I have a full driver's licence ..." in its summary
  // and in its opening) is told once.
  const said = new Set<string>();
  for (const members of splitLongGroups(groupParagraphs(kept, setting.variation))) {
    const sentences: string[] = [];
    const written: WrittenSentence[] = [];
    const planIds: number[] = [];
    state.previous = undefined;
    state.paragraph = sentences;
    before += '|';
    for (const planned of members) {
      const key = draftKey(setting, before, planned);
      before = key;
      const draft = rememberedDraft(memo, key, () => phrasebook.write(planned, setting, state));
      const sentence = withoutSaid(draft, said);
      if (!sentence) continue;
      sentences.push(sentence);
      written.push({ text: sentence, plan: planned.plan });
      planIds.push(planned.id);
      state.written.push(sentence);
      state.openings.add(openingOf(sentence));
      const previous = state.previous;
      const sameRole =
        previous !== undefined &&
        'line' in previous &&
        'line' in planned.plan &&
        previous.line.role.roleIndex === planned.plan.line.role.roleIndex;
      state.sameRoleRun = sameRole ? state.sameRoleRun + 1 : 0;
      state.previous = planned.plan;
      const introduced =
        'line' in planned.plan ? planned.plan.line.role : planned.plan.kind === 'identity' ? planned.plan.role : null;
      if (introduced) {
        state.lastRole = introduced.roleIndex;
        state.introducedRoles.set(introduced.roleIndex, introduced);
        state.oldestIntroduced = Math.max(state.oldestIntroduced, introduced.recency);
      }
      // The earlier post of the ad's kind the opening named beside the one held now (where the phrasebook told it).
      const trade = planned.plan.kind === 'identity' ? planned.plan.tradeRole : undefined;
      if (trade && sentence.includes(trade.title)) {
        state.introducedRoles.set(trade.roleIndex, trade);
        state.oldestIntroduced = Math.max(state.oldestIntroduced, trade.recency);
      }
    }
    if (sentences.length > 0)
      paragraphs.push(phrasebook.combine ? rememberedParagraph(memo, written, planIds, phrasebook.combine) : sentences);
  }
  // A one-sentence middle paragraph joins its neighbour: three to five paragraphs of a few sentences each read as a
  // letter. Each paragraph was written from a fresh start, so it reads on its own wherever it lands.
  const merged: string[][] = [];
  for (const [index, sentences] of paragraphs.entries()) {
    const previous = merged[merged.length - 1];
    const isMiddle = index > 0 && index < paragraphs.length - 1;
    if (isMiddle && previous && merged.length > 1 && (sentences.length === 1 || previous.length === 1))
      previous.push(...sentences);
    else merged.push([...sentences]);
  }
  // "I am applying for ... I have worked as ... since 2021." over the closing: a letter with nothing else to tell has
  // its application and the person's post apart, opening, body and closing, as a letter of three paragraphs reads.
  const [opening] = merged;
  if (merged.length === 2 && opening && opening.length >= 2) merged.splice(0, 1, [opening[0] ?? ''], opening.slice(1));
  const body = merged.map((sentences) => sentences.join(' ')).join('\n\n');
  const signature = setting.name ? `\n${setting.name}` : '';
  return `${phrasebook.salutation(setting)}\n\n${body}\n\n${phrasebook.signOff(setting)}${signature}`;
}

/** Keeps whole plans in priority order until the letter reaches its target length, never passing its maximum. */
function fitLength(
  planned: PlannedSentence[],
  phrasebook: Phrasebook,
  setting: LetterSetting,
  length: LetterLength,
): string {
  const { target, maximum } = budgets[length];
  // A short letter has room for few sentences: the answers to the ad's requirements come before further lines.
  const rank = (candidate: PlannedSentence) =>
    length === 'short' && candidate.priority !== 0 && answersRequirement(candidate)
      ? candidate.priority - 3
      : candidate.priority;
  const byPriority = [...planned].sort((left, right) => rank(left) - rank(right) || left.id - right.id);
  // Each plan's words, written once on its own: close enough to choose the plans, and far cheaper than writing the
  // whole letter again for every candidate. The letter is then written from the chosen plans and corrected.
  const memo = emptyDraftMemo();
  // Only the optional plans need one: every plan of priority 0 is kept whatever its length.
  // Written when the loops below first reach the plan: a letter reaches its length long before the planner's last
  // reserves, whose drafts were most of the estimates' cost. A plan written alone has the same key and the same empty
  // state whenever it is written, so the drafts remembered, and the letter, do not depend on when.
  const estimates = new Map<PlannedSentence, number>();
  const estimateOf = (candidate: PlannedSentence): number => {
    const known = estimates.get(candidate);
    if (known !== undefined) return known;
    // Alone, a plan is written as a letter's first sentence would be.
    const key = draftKey(setting, '|', candidate);
    const alone = rememberedDraft(memo, key, () => phrasebook.write(candidate, setting, emptyWritingState()));
    const words = alone === undefined ? 0 : countWords(alone);
    estimates.set(candidate, words);
    return words;
  };
  const kept = byPriority.filter((candidate) => candidate.priority === 0);
  let estimate = countWords(writeLetter(sortById(kept), phrasebook, setting, memo));
  // A plan that writes nothing alone is left out of the loops below (each skips it when it reaches it).
  const optional = byPriority.filter((candidate) => candidate.priority !== 0);
  let next = 0;
  // Plans left out for want of room by the estimate: written in context, the letter may have room for them after all.
  const skipped: PlannedSentence[] = [];
  for (; next < optional.length && estimate < target; next += 1) {
    const candidate = optional[next];
    if (!candidate) break;
    const words = estimateOf(candidate);
    if (words === 0) continue;
    if (estimate + words > maximum) {
      skipped.push(candidate);
      // The answer to one of the ad's requirements is worth more than a further line that answers none: room is made
      // by leaving out the last such lines kept, when that is enough.
      if (!answersRequirement(candidate)) continue;
      const evictable = kept
        .filter((member) => member.priority !== 0 && !answersRequirement(member))
        .sort((left, right) => right.priority - left.priority || right.id - left.id);
      const evicted: PlannedSentence[] = [];
      let freed = 0;
      for (const member of evictable) {
        if (estimate - freed + words <= maximum) break;
        evicted.push(member);
        freed += estimates.get(member) ?? 0;
      }
      if (estimate - freed + words > maximum) continue;
      skipped.pop();
      for (const member of evicted) kept.splice(kept.indexOf(member), 1);
      estimate -= freed;
    }
    kept.push(candidate);
    estimate += words;
  }
  let text = writeLetter(sortById(kept), phrasebook, setting, memo);
  // Counted once per draft: the loops below ask again for the same draft.
  let words = countWords(text);
  // Written in context, sentences come out shorter ("I also ...", or nothing where the letter already said it) or
  // longer than alone: add while short, those left out for room first, and remove the last additions while over the
  // maximum.
  const remaining = [...skipped, ...optional.slice(next)];
  for (let index = 0; index < remaining.length && words < target; index += 1) {
    const candidate = remaining[index];
    if (!candidate) break;
    if (estimateOf(candidate) === 0) continue;
    const attempt = writeLetter(sortById([...kept, candidate]), phrasebook, setting, memo);
    const attemptWords = countWords(attempt);
    if (attemptWords > maximum) continue;
    kept.push(candidate);
    text = attempt;
    words = attemptWords;
  }
  while (words > maximum && kept.length > 0 && (kept[kept.length - 1]?.priority ?? 0) !== 0) {
    kept.pop();
    text = writeLetter(sortById(kept), phrasebook, setting, memo);
    words = countWords(text);
  }
  // Every plan told and still short: the fuller phrasings of the courtesies, never another fact.
  if (words < target) {
    const fuller = writeLetter(sortById(kept), phrasebook, { ...setting, roomy: 'fuller' }, memo);
    const fullest = writeLetter(sortById(kept), phrasebook, { ...setting, roomy: 'fullest' }, memo);
    return chooseCourtesies(
      {
        plain: { text, words },
        fuller: { text: fuller, words: countWords(fuller) },
        fullest: { text: fullest, words: countWords(fullest) },
      },
      { target, maximum, minimum: letterWordRanges[length].minimum },
    );
  }
  return text;
}

type Draft = { text: string; words: number };

/**
 * Which draft of a letter still short with every plan told to give: the varied fuller phrasing of its courtesies, the
 * longest only when that reaches the aim, or the range, and the varied one does not (a batch of letters ending on one
 * sentence reads as a template). A fuller phrasing of one courtesy can be shorter than the one the variation picked:
 * a letter never falls out of its range, or below its plain draft, for a courtesy.
 */
export function chooseCourtesies(
  drafts: { plain: Draft; fuller: Draft; fullest: Draft },
  budget: { target: number; maximum: number; minimum: number },
): string {
  const { plain, fuller, fullest } = drafts;
  const fits = (draft: Draft) => draft.words <= budget.maximum;
  if (fuller.words >= budget.target && fits(fuller)) return fuller.text;
  if (fullest.words >= budget.target && fits(fullest)) return fullest.text;
  if (fuller.words >= budget.minimum && fits(fuller)) return fuller.text;
  if (fullest.words >= budget.minimum && fits(fullest)) return fullest.text;
  // Short of the range whatever the courtesies: the varied fuller one, unless it is shorter than the plain draft.
  return fits(fuller) && fuller.words >= plain.words ? fuller.text : plain.text;
}

/** Whether a plan answers one of the ad's requirements, which the checker and a reader look for first. */
function answersRequirement(candidate: PlannedSentence): boolean {
  const { plan } = candidate;
  if (plan.kind === 'requirement-achievement' || plan.kind === 'tenure') return true;
  // The sentence of skills answers the ad's list of tools when it leads with the tools the ad lists.
  if (plan.kind === 'requirement-skills') return plan.answersAd;
  if (plan.kind === 'credential' || plan.kind === 'education') return plan.requirement !== undefined;
  return false;
}

function sortById(planned: PlannedSentence[]): PlannedSentence[] {
  return [...planned].sort((left, right) => left.id - right.id);
}

/**
 * An ad written for the United States or Canada: pay in dollars, a state and ZIP code, "401(k)", "PTO", "Remote – US",
 * a Canadian city with its province ("Toronto, ON"). Its reader says "posting" and signs "Sincerely,"; "advert" is
 * British.
 */
export function isNorthAmericanAd(adText: string): boolean {
  if (/£|€|\bNHS\b/u.test(adText)) return false;
  // ("$92,000 + super", "AUD", "NSW", "KiwiSaver": an Australian or New Zealand ad's dollars, whose reader signs
  // "Yours sincerely" and says "advert".)
  if (
    /\+\s*super\b|\bplus super\b|\b(?:superannuation|AUD|NZD|KiwiSaver|Australia|New Zealand|NSW|VIC|QLD|Tasmania|Aotearoa)\b|\b(?:A|NZ)\$/u.test(
      adText,
    )
  )
    return false;
  return /\$\s?\d|\b401\(k\)|\bPTO\b|\b[A-Z]{2}\s+\d{5}\b|\bRemote\s*[–-]\s*(?:US|USA|Canada)\b|\bUnited States\b|\b\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?,\s*(?:ON|BC|AB|QC|MB|SK|NS|NB|NL|PE)\b/u.test(
    adText,
  );
}

/**
 * A recruitment agency's ad for a client it does not name ("Kilmurry Finance Recruitment are delighted to be
 * partnering with a long-established ... business to recruit ..."): the post is not at the agency, and a letter that
 * says "the Payroll Administrator position at Kilmurry Finance Recruitment" misnames the employer.
 */
export function isAgencyAd(company: string, adText: string): boolean {
  if (
    /\b(?:Recruitment|Recruiting|Recruiters|Staffing|Personnel|Resourcing|Employment Agency|Talent Partners|Executive Search)\b/u.test(
      company,
    )
  )
    return true;
  return /\b(?:our client|on behalf of (?:a|an|our) client|partnering with (?:a|an|our)\b[^.]{0,120}\bto recruit)\b/iu.test(
    adText,
  );
}

/** A letter before it is written: its plans, the phrasebook that writes them and the setting they are written in. */
export type PlannedLetter = {
  planned: PlannedSentence[];
  phrasebook: Phrasebook;
  setting: LetterSetting;
  facts: FactSheet;
  language: LetterLanguage;
  notice: LanguageNotice | undefined;
};

/**
 * What the planners read: the facts, the resume's summary and prose, the ad's cleaned text and duties. The remembered
 * readings themselves, frozen: the planners only read them. Confirmed facts take the place of what the texts would be
 * read for, so only the summary, the ad's text and its duties are read from the texts then, never the whole of each
 * again (that was most of the time of a letter written from confirmed facts). The resume's own prose only when the
 * facts are its own reading: confirmed facts may hold the jobs it lacked.
 */
function readTexts(input: ComposeLetterInput): {
  facts: FactSheet;
  summary: readonly string[];
  aims: readonly OwnAim[];
  hours: readonly string[];
  relocation: Readonly<Relocation> | null;
  careerBreaks: readonly CareerBreak[];
  prose: readonly string[];
  ad: Readonly<AdText>;
} {
  if (input.facts) {
    const { summary, aims, hours, relocation, careerBreaks } = rememberedResumeSummary(input.resume);
    // (The agency the ad's reading found is left out: whether that reading is remembered must not change the letter,
    // and the confirmed company says whom the letter greets.)
    const { cleanText, responsibilities } = rememberedAdText(input.jobDescription);
    return {
      facts: input.facts,
      summary,
      aims,
      hours,
      relocation,
      careerBreaks,
      prose: [],
      ad: { cleanText, responsibilities },
    };
  }
  const resumeReading = rememberedResumeReading(input.resume);
  const jobReading = rememberedJobReading(input.jobDescription);
  return {
    facts: { resume: resumeReading.facts, job: jobReading.brief },
    summary: resumeReading.summary,
    aims: resumeReading.aims,
    hours: resumeReading.hours,
    relocation: resumeReading.relocation,
    careerBreaks: resumeReading.careerBreaks,
    prose: resumeReading.prose,
    ad: jobReading,
  };
}

/** Reads (or takes the confirmed) facts, chooses the letter's language and setting, and plans its sentences. */
export function planLetterFor(input: ComposeLetterInput, options: ComposeLetterOptions = {}): PlannedLetter {
  const { facts: texts, summary, aims, hours, relocation, careerBreaks, prose, ad: jobReading } = readTexts(input);
  // An ad for several posts, read from the texts alone, is answered for the post the resume fits (choose-post.ts);
  // confirmed facts keep the post the user confirmed.
  const read =
    input.facts === undefined && texts.job.posts.length >= 2
      ? { ...texts, job: { ...texts.job, role: postForResume(texts.job.posts, texts.job.role, texts.resume) } }
      : texts;
  const { resume, job } = read;
  const { language, notice } = chooseLetterLanguage(job, resume, options.language, jobReading.cleanText);
  // An agency's ad for a client it does not name: the agency is greeted, never the employer applied to
  // (docs/decisions/0056-agency-ads-and-what-an-ad-rules-out.md).
  // (An agency the brief leaves out of the company, as no employer, is still the one the letter greets.)
  const agencyName =
    job.company !== null ? (isAgencyAd(job.company, jobReading.cleanText) ? job.company : null) : jobReading.agency;
  const agency = agencyName ? companyForLetter(agencyName) : undefined;
  const variation = Math.max(0, Math.floor(options.variation ?? 0));
  const setting: LetterSetting = {
    language,
    tone: options.tone ?? 'formal',
    variation,
    name: resume.name,
    // A German letter keeps the legal form: "bei der Nordlicht Logistik GmbH" takes its article from it. An agency
    // recruiting for a client it does not name is no employer to apply to: the letter names none.
    company: job.company && !agency ? (language === 'de' ? job.company : companyForLetter(job.company)) : null,
    ...(agency ? { agency } : {}),
    // ("Resgistered Nurse": the ad's own typo in its post is never copied into an English letter.)
    role: language === 'en' && job.role ? mendTitleMisspellings(job.role) : job.role,
    contactName: job.contactName,
    adNoun: isNorthAmericanAd(jobReading.cleanText) ? 'posting' : 'advert',
  };
  const planned = planLetter({
    resume,
    job: { ...job, company: setting.company, role: setting.role },
    responsibilities: jobReading.responsibilities,
    summary,
    aims,
    hours,
    relocation,
    careerBreaks,
    prose,
    variation,
    adText: jobReading.cleanText,
    canTell: phrasebooks[language].canTell,
    canOpenWith: phrasebooks[language].canOpenWith,
    today: options.today,
    language,
  });
  return { planned, phrasebook: phrasebooks[language], setting, facts: { resume, job }, language, notice };
}

/** Composes a letter from a resume and a job ad, or from the facts the user confirmed. */
export function composeLetter(input: ComposeLetterInput, options: ComposeLetterOptions = {}): ComposedLetter {
  const { planned, phrasebook, setting, facts, language, notice } = planLetterFor(input, options);
  const fitted = fitLength(planned, phrasebook, setting, options.length ?? 'standard')
    // "at Cascadia Freight Co.." : a name that ends in an abbreviation's point ends the sentence with it.
    .replace(/(\b(?:Co|Inc|Ltd|Corp|Jr|Sr|St|Bros|Cie|e\.V|e\.K|S\.A|S\.L)\.)\./gu, '$1')
    // "all skill levels, including including Open Code": a resume's "; including" after the comma a clause is joined
    // with says the small word twice; so does a resume's own slip ("Deployprozessen für für Projekte"), in any of the
    // phrasebooks' languages.
    .replace(
      /(?<![\p{L}\p{N}])(including|the|and|of|to|for|with|in|at|on|a|an|für|von|mit|und|bei|zu|auf|im|am|de|des|en|et|pour|para|con|y)\s+\1(?![\p{L}\p{N}])/gu,
      '$1',
    );
  // "my clients and there families", "in there own homes": a resume's slip of "their" is never copied into a letter,
  // which the employer reads for its written English.
  const text =
    language === 'en'
      ? fitted
          .replace(
            /\b([Tt])here (own|families|family|homes?|children|clients|needs|lives|patients|customers|careers?)\b/gu,
            '$1heir $2',
          )
          // "to and from destination(s)", "client(s)": a resume's hedge between one and many, said as many.
          .replace(/\b(\p{Ll}{3,})\((e?s)\)/gu, (_whole, noun: string) => pluralOf(noun))
          // "I discuss about bugs as a team": "discuss" takes its object without "about".
          .replace(/\b([Dd]iscuss(?:ed|es|ing)?) about\b/gu, '$1')
          // "I supported patients and their family as a nursing team": one person is part of a team, never one.
          .replace(
            /(\bI\s[^.!?]*?\b)as a ((?:[\p{Ll}-]+ )?team)\b(?!\s+(?:lead|leader|member|manager|captain|coach|player|assistant)s?\b)/gu,
            '$1as part of a $2',
          )
      : language === 'fr'
        ? withFrenchElision(fitted)
        : fitted;
  return { text, language, wordCount: countWords(text), facts, languageNotice: notice };
}

/** A regular English plural: "destinations", "processes", "facilities". */
function pluralOf(noun: string): string {
  if (/(?:s|x|z|ch|sh)$/u.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/u.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/**
 * "le poste de hôte de caisse", "En tant que hôte": French drops the vowel of "de", "que", "le", "je" ... before a word
 * that opens on a vowel or a silent h, wherever the letter's parts met ("le poste d'hôte de caisse", "En tant qu'hôte").
 */
function withFrenchElision(text: string): string {
  return text.replace(
    /(?<![\p{L}'’])(de|que|le|la|je|ne|me|te|se|lorsque|puisque|jusque|De|Que|Le|La|Je|Ne|Lorsque|Puisque)\s+(?=[aeiouyàâäéèêëîïôöùûüœAEIOUYÀÂÉÈÊÎÔÙ]|h(?:ôte|ôtel|ôpital|omme|eure|istoire|abitude|ygiène|umain|oraire|ébergement|uile|erbe))/gu,
    (_whole, word: string) => {
      const lower = word.toLowerCase();
      const elided = lower === 'la' || lower === 'le' ? 'l' : lower.slice(0, -1);
      return `${word.charAt(0) === word.charAt(0).toUpperCase() ? elided.charAt(0).toUpperCase() + elided.slice(1) : elided}'`;
    },
  );
}

/** What the user is told when the letter is not in the ad's language. */
export function describeLanguageNotice(notice: LanguageNotice): string {
  const ad = languageName(notice.adLanguage);
  const letter = languageName(notice.letterLanguage);
  if (notice.reason === 'chosen') return `The ad is in ${ad}; this letter is in ${letter}, as you chose.`;
  if (notice.reason === 'ad-asks')
    return `The ad is in ${ad} and asks for the letter in ${letter}, so this letter is in ${letter}.`;
  if (notice.reason === 'ad-accepts')
    return `The ad is in ${ad} and accepts letters in ${letter}, the language of your resume, so this letter is in ${letter}; you can choose ${ad} instead.`;
  return `The ad is in ${ad}. The built-in writer writes English, German, Spanish and French, so this letter is in ${letter}; you can choose another of these languages.`;
}
