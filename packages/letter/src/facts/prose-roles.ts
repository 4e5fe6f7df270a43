import type { ResumeRole } from '@cover-letter/shared/fact-sheet-schema';
import { splitSentences } from '../text/sentences.ts';
import { countTitleWords } from '../vocabulary/occupations.ts';
import { findPeriod } from './read-periods.ts';

// A resume written as paragraphs names its jobs in sentences: "Since 2021 I have worked as a Family Service Worker
// with Niagara Ridge Family Services in St. Catharines", "From 2018 to 2021 I was a Crisis Worker at Bayfront
// Community Mental Health Centre", "In 2019 I joined Harbour Freight as a Logistics Coordinator". The fact sheet shows
// those jobs to be confirmed; the sentences themselves stay the letter's evidence (ReadResume.prose), which is why the
// jobs are read with no lines of their own.

/** Words of a name in capitals, and the small words a name holds ("Bank of Ireland", "Marks & Spencer"). */
const nameWord = String.raw`(?:\p{Lu}[\p{L}'’.-]*|&|of|and|for|the|de|du|la)`;
const titleWord = String.raw`(?:\p{Lu}[\p{L}'’/-]*|of|and|&|in|/|\([^()]{1,30}\))`;
/**
 * "I have worked as a Crisis Worker with ...", "I was a Crisis Worker at ...", "I also worked part time as ...", "I am
 * currently the Head Chef at ...", "I was
 * a Bank Teller and later a Customer Service Officer at ..." (the post held last is the job's title).
 */
// ("I worked for two years (2015 to 2017) as a Family Support Worker for ...": how long, before the post; "a Social
// Worker in the Child in Need and Child Protection Team at ...": the team, after it.)
const postThenEmployer = new RegExp(
  String.raw`\bI\s+(?:have\s+(?:also\s+)?(?:worked|been|served)|had\s+(?:worked|been)|(?:also\s+)?(?:worked|was|served)|work|am|spent\s+\S+\s+(?:years?|months?))\s+(?:for\s+(?:\S+\s+){1,2}?(?:years?|months?)\s*(?:\([^()]{1,30}\)\s*)?)?(?:(?:part-time|full-time|part time|full time|mainly|briefly|currently|now|presently)\s+)?(?:as\s+)?(?:an?\s+|the\s+)?(\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*?)(?:\s+and\s+later\s+(?:an?\s+|the\s+)?(\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*?))?(?:\s+in\s+the\s+(?:\p{Lu}[\p{L}'’-]*\s+|and\s+|&\s+|of\s+|in\s+){1,10}?(?:Team|Unit|Department|Service|Ward|Division|Group))?\s+(?:with|at|for)\s+(?:the\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+${nameWord})*)`,
  'u',
);
/** "I joined Harbour Freight as a Logistics Coordinator", "I moved to Acme Ltd as its Office Manager". */
// ("I qualified in 2019 and joined ...": the step before, in the same sentence.)
const employerThenPost = new RegExp(
  String.raw`\bI\s+(?:(?:qualified|graduated|trained|retrained)\s+in\s+(?:19|20)\d{2}\s+and\s+)?(?:joined|moved to|started at|went to)\s+(?:the\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+${nameWord})*?)\s+as\s+(?:an?\s+|its\s+|their\s+)?(\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*)`,
  'u',
);

/**
 * "From 2019 to 2022 I worked for Carrow Telecom in their Manchester contact centre, first as a Customer Service Adviser
 * and then, from early 2021, as Senior Adviser / Floor Walker": two posts at one employer, the later from its own date.
 */
const englishPostsAtOneEmployer = new RegExp(
  String.raw`\bI\s+(?:worked|was)\s+(?:for|at|with)\s+(?:the\s+)?(?<employer>\p{Lu}[\p{L}'’.-]*(?:\s+${nameWord})*?)(?:\s+(?:in|at)\s+[^,.]{1,60})?,\s+(?:first|initially)\s+as\s+(?:an?\s+)?(?<first>\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*?)\s+and\s+(?:then|later)(?:,?\s+(?<secondFrom>(?:from|in)\s+[^,]{1,30}),)?\s+as\s+(?:an?\s+|the\s+)?(?<second>\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*)`,
  'u',
);
/** "Before Carrow I spent two years (2017-2019) at Boots in Stockport town centre as a Customer Assistant". */
const spentAtEmployer = new RegExp(
  String.raw`\bI\s+spent\s+[^.]{1,60}?\s+(?:at|with)\s+(?:the\s+)?(?<employer>\p{Lu}[\p{L}'’.-]*(?:\s+${nameWord})*?)(?:\s+in\s+[^,.]{1,60}?)?\s+as\s+(?:an?\s+|the\s+)?(?<title>\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*)`,
  'u',
);

/**
 * "Vierzehn Jahre lang arbeitete ich als Erzieherin in unterschiedlichen Kindertagesstätten", "... und bin seit dem
 * 02.04.2015 als Tagespflegeperson tätig", "Seit 2019 arbeite ich als Pflegefachkraft bei der Caritas": a German page
 * about the person names its jobs so, an employer only now and then (a held-out page gave a letter of 36 words).
 */
const germanPost =
  /\b(?:(?:arbeite(?:te)?|bin|war)\s+ich|ich\s+(?:arbeite(?:te)?|bin|war)|(?<=\bund\s+)(?:bin|war|arbeite(?:te)?))\s+(?:(?:seit|ab)\s+(?:dem\s+)?(?:\d{1,2}\.\s?\d{1,2}\.\s?)?(?:19|20)\d{2}\s+)?als\s+(?<title>\p{Lu}[\p{L}/-]+)(?:\s+(?:bei|beim|bei der|im|in der)\s+(?<employer>\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*){0,4}))?/u;

/**
 * "Actualmente trabajo como Coordinadora de Tráfico en Distribuidora Regiomontana de Abarrotes, S.A. de C.V. (desde
 * marzo de 2021)", "Trabajé como Analista en ...": a Spanish page names a job held so.
 */
const spanishPost = new RegExp(
  String.raw`\b(?:trabajo|trabajé|trabajaba|me\s+desempeño|me\s+desempeñé|laboro|laboré|estoy|estuve)\s+como\s+(?<title>\p{Lu}[\p{L}'’/-]*(?:\s+(?:(?:del|de|y)(?![\p{L}])|\p{Lu}[\p{L}'’/-]*)){0,5}?)\s+en\s+(?:la\s+|el\s+)?(?<employer>\p{Lu}[\p{L}'’.&-]*(?:,?\s+(?:(?:del|de|las|los|la|y)(?![\p{L}])|\p{Lu}[\p{L}'’.&-]*)){0,8})`,
  'u',
);
/**
 * "Antes estuve en Almacenes Fiscales del Bajío, en su centro de Santa Catarina, primero como Auxiliar de Almacén
 * (2017–2018) y después como Analista de Inventarios (2018–2021)": two posts at one employer, each with its years.
 */
const spanishPostsAtOneEmployer = new RegExp(
  String.raw`\b(?:estuve|trabajé)\s+en\s+(?<employer>\p{Lu}[\p{L}'’.&-]*(?:\s+(?:(?:del|de|las|los|la|y)(?![\p{L}])|\p{Lu}[\p{L}'’.&-]*)){0,6})[^.]*?\bprimero\s+como\s+(?<first>\p{Lu}[\p{L}'’/-]*(?:\s+(?:(?:del|de)(?![\p{L}])|\p{Lu}[\p{L}'’/-]*)){0,4})\s*\((?<firstYears>[^()]{4,30})\)\s+y\s+(?:después|luego|más tarde)\s+como\s+(?<second>\p{Lu}[\p{L}'’/-]*(?:\s+(?:(?:del|de)(?![\p{L}])|\p{Lu}[\p{L}'’/-]*)){0,4})\s*\((?<secondYears>[^()]{4,30})\)`,
  'u',
);

/** A name's last words that belong to the sentence ("... Services and", "... Centre of"). */
function trimName(name: string): string {
  // ("... at Cayo Public Library.": the sentence's full stop; "Ltd." and "Co." keep theirs.)
  return (
    name
      // ("S.A. de C.V.": a Mexican company's legal form keeps its points too.)
      .replace(/(?<!\b(?:Ltd|Co|Inc|Corp|Bros|St|C\.V|S\.A|S\.L|S\.C))\.$/u, '')
      .replace(/(?:\s+(?:&|of|and|for|the|de|del|du|la|in|y|en))+$/u, '')
      .trim()
  );
}

/** The place after the employer's name ("... Family Services in St. Catharines, carrying ..."). */
function placeAfter(sentence: string, employer: string): string | null {
  const after = sentence.slice(sentence.indexOf(employer) + employer.length);
  return after.match(/^\s+in\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})/u)?.[1]?.replace(/\.$/u, '') ?? null;
}

/** A sentence that says the job is held now: "I am currently the ...", "I work as ...", "I have been ... for 14 years". */
const heldNow =
  /\bI\s+(?:am\s+(?:currently|now|presently)\b|work\s+(?:as|at|for)\b|have\s+been\b.*\bfor\s+(?:\d+|over|more than|almost|nearly)\b)/iu;

/** One employer named in full and in short ("Breakside Brewery Dekum Pub", "Breakside"): the shorter opens the longer. */
function isSameEmployer(known: string, named: string): boolean {
  const [shorter, longer] = known.length <= named.length ? [known, named] : [named, known];
  return longer === shorter || longer.startsWith(`${shorter} `);
}

/**
 * A page's lines with the sentences a margin wrapped joined again: "... primero como Auxiliar de Almacén" /
 * "(2017–2018) y después como ...", "... más de 400 tiendas en" / "Nuevo León, Coahuila ...". A line goes on where the
 * one before is long and ends mid-sentence, and it opens in small letters, a bracket or a figure, or the one before
 * ends on a small word; "Chef Dana" over "Home Menus Events" are two lines.
 */
export function joinWrappedProse(lines: readonly string[]): string[] {
  const joined: string[] = [];
  let previous = '';
  for (const line of lines) {
    const text = line.trim();
    const last = joined[joined.length - 1];
    const goesOn =
      last !== undefined &&
      text !== '' &&
      // (A margin wraps long lines only: "A bit about me" over "I am a registered ..." is a heading.)
      previous.length >= 50 &&
      !/[.!?:;]$/u.test(previous) &&
      (/^[\p{Ll}(\d]/u.test(text) ||
        /\s(?:en|de|del|la|el|los|las|y|a|al|con|por|para|of|the|and|in|to|for|with|at|on|by|und|der|die|das|mit|le|les|des|du|et|à|au)$/u.test(
          previous,
        ));
    if (goesOn) joined[joined.length - 1] = `${last} ${text}`;
    else joined.push(text);
    previous = text;
  }
  return joined.filter((text) => text !== '');
}

/**
 * A job's period from the dates its sentence gives and whether it is held now: a single year of a job left is its start
 * and its end; a job held now without a year is current all the same.
 */
function periodOf(
  found: { start: string | null; end: string | null } | undefined,
  current: boolean,
): ResumeRole['period'] {
  if (found) return { start: found.start, end: current ? null : (found.end ?? found.start), current };
  return current ? { start: null, end: null, current: true } : null;
}

/** The jobs a resume's paragraphs name, in their order, each once. */
export function readProseRoles(lines: readonly string[]): ResumeRole[] {
  const roles: ResumeRole[] = [];
  for (const sentence of joinWrappedProse(lines).flatMap((paragraph) => splitSentences(paragraph))) {
    const atOne = sentence.match(englishPostsAtOneEmployer)?.groups;
    if (atOne?.employer && atOne.first && atOne.second && countTitleWords(trimName(atOne.first)) > 0) {
      const employer = trimName(atOne.employer);
      const found = findPeriod(sentence);
      const secondStart = findPeriod(atOne.secondFrom ?? '')?.start ?? atOne.secondFrom?.match(/(?:19|20)\d{2}/u)?.[0];
      const current = found?.current ?? false;
      const end = current ? null : (found?.end ?? null);
      roles.push(
        {
          employer,
          title: trimName(atOne.second),
          period: found ? { start: secondStart ?? found.start, end, current } : null,
          location: null,
          achievements: [],
        },
        {
          employer,
          title: trimName(atOne.first),
          period: found
            ? { start: found.start, end: secondStart ?? end, current: secondStart ? false : current }
            : null,
          location: null,
          achievements: [],
        },
      );
      continue;
    }
    const spent = sentence.match(spentAtEmployer)?.groups;
    if (spent?.employer && spent.title && countTitleWords(trimName(spent.title)) > 0) {
      const employer = trimName(spent.employer);
      const title = trimName(spent.title);
      if (!roles.some((role) => role.title === title && isSameEmployer(role.employer ?? '', employer)))
        roles.push({
          employer,
          title,
          period: periodOf(findPeriod(sentence), false),
          location: placeAfter(sentence, employer),
          achievements: [],
        });
      continue;
    }
    const forward = sentence.match(postThenEmployer);
    const backward = forward ? null : sentence.match(employerThenPost);
    const german = forward || backward ? null : sentence.match(germanPost);
    const twoPosts = forward || backward || german ? null : sentence.match(spanishPostsAtOneEmployer);
    if (twoPosts?.groups?.employer && twoPosts.groups.first && twoPosts.groups.second) {
      const employer = trimName(twoPosts.groups.employer);
      for (const [title, years] of [
        [twoPosts.groups.second, twoPosts.groups.secondYears],
        [twoPosts.groups.first, twoPosts.groups.firstYears],
      ] as const) {
        const found = findPeriod(years ?? '');
        roles.push({
          employer,
          title: trimName(title),
          period: found ? { start: found.start, end: found.end ?? found.start, current: found.current } : null,
          location: null,
          achievements: [],
        });
      }
      continue;
    }
    const spanish = forward || backward || german ? null : sentence.match(spanishPost);
    if (spanish?.groups?.title && spanish.groups.employer) {
      const title = trimName(spanish.groups.title);
      const employer = trimName(spanish.groups.employer.replace(/\s*\([^()]*$/u, ''));
      if (roles.some((role) => role.title === title && isSameEmployer(role.employer ?? '', employer))) continue;
      const found = findPeriod(sentence);
      // ("Actualmente trabajo como ...", "(desde marzo de 2021)": held now.)
      const current =
        (found?.current ?? false) || /\b(?:actualmente|trabajo|me desempeño|laboro|estoy)\b/iu.test(spanish[0]);
      roles.push({ employer, title, period: periodOf(found, current), location: null, achievements: [] });
      continue;
    }
    if (german?.groups?.title) {
      const title = german.groups.title;
      if (countTitleWords(title) === 0 || roles.some((role) => role.title === title)) continue;
      // ("seit dem 02.04.2015": the year the job began, on the day's date.)
      const since = german[0].match(/\bseit\s+(?:dem\s+)?(?:\d{1,2}\.\s?\d{1,2}\.\s?)?((?:19|20)\d{2})\b/u)?.[1];
      const found = since ? { start: since, end: null, current: true } : findPeriod(sentence);
      const current = /\b(?:seit|bin|arbeite)\b/u.test(german[0]) && !/\b(?:war|arbeitete)\b/u.test(german[0]);
      roles.push({
        employer: german.groups.employer ? trimName(german.groups.employer) : null,
        title,
        period: periodOf(found, current),
        location: null,
        achievements: [],
      });
      continue;
    }
    const title = trimName((forward ? (forward[2] ?? forward[1]) : backward?.[2]) ?? '');
    const employer = trimName(forward?.[3] ?? backward?.[1] ?? '');
    if (!title || !employer || countTitleWords(title) === 0 || countTitleWords(employer) > 0) continue;
    // ("I am currently the Head Chef at Breakside Brewery Dekum Pub" ... "I have been Head Chef at Breakside for 14
    // years": the same job, its employer named short the second time.)
    if (roles.some((role) => role.title === title && isSameEmployer(role.employer ?? '', employer))) continue;
    // "between 2014 and 2016, I also worked part time as ...": a span said in words.
    const between = sentence.match(/\bbetween\s+((?:19|20)\d{2})\s+and\s+((?:19|20)\d{2})\b/u);
    const found =
      between?.[1] && between[2] ? { start: between[1], end: between[2], current: false } : findPeriod(sentence);
    // "Since 2021 I have worked as ...": the job held now, even where the sentence names no end.
    const current =
      (found?.current ?? false) ||
      (found?.end === null && /\b(?:since|I have (?:worked|been)|I work|I am)\b/iu.test(sentence));
    roles.push({
      employer,
      title,
      // ("In 2015 I joined ...": a single year of a job left is its start and its end.)
      // ("I am currently the Head Chef at ...": a job held now, though no year is given.)
      period: found
        ? { start: found.start, end: current ? null : (found.end ?? found.start), current }
        : heldNow.test(sentence)
          ? { start: null, end: null, current: true }
          : null,
      location: placeAfter(sentence, employer),
      achievements: [],
    });
  }
  return roles;
}
