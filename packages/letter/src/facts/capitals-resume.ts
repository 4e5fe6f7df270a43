// A resume typed all in capitals ("- HAUL GASOLINE AND DIESEL TO 40+ RETAIL STATIONS ACROSS AZ AND SOUTHERN NM", common
// among drivers' and trades' resumes) gives the reader of lines of work nothing it can tell: a line in capitals reads
// as a heading, so every job's lines were left out and a held-out letter told no work at all, and its summary came out
// as "I am lOOKING FOR REGIONAL WORK". Its lines of work and its sentences are written in sentence case, keeping what
// a reader writes in capitals: acronyms and abbreviations (CDL, DOT, MVR, ELD, AZ), which are short words no
// dictionary of common words holds. Its other lines (the name, headings, employers, posts) take title case.

import { isAllCapitals, isKnownAcronym, titleCaseFromCapitals } from '../text/letter-case.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { looksLikePlace } from '../vocabulary/places-and-organisations.ts';

/** The resume with its lines of work in sentence case, where nearly every line is in capitals; else as it is. */
export function withSentenceCaseOfCapitalsResume(text: string): string {
  const lines = text.split('\n');
  const lettered = lines.filter((line) => /\p{L}{2}/u.test(line));
  const capitals = lettered.filter((line) => !/\p{Ll}/u.test(line));
  // (Four lines at least: "JANE DOE" / "RECEPTIONIST" / "ABC DENTAL 2018 - PRESENT" / "ANSWER PHONES AND BOOK ..." is a
  // resume too, whose name had been read as its employer.)
  if (lettered.length < 4 || capitals.length < lettered.length * 0.8) return text;
  // The other lines (the name, headings, employers, posts, credentials) in title case, as most resumes write them and
  // as the readers of names know them best ("CDL-A TRAINING - SWIFT DRIVING ACADEMY" had kept its school in its name).
  return lines
    .map((line) =>
      isLineOfWork(line)
        ? inSentenceCase(line)
        : isAllCapitals(line)
          ? withStateCodes(titleCaseFromCapitals(line), line)
          : line,
    )
    .join('\n');
}

/** A bullet's line, or a sentence: a line of work or of the summary, which a resume writes in sentence case. */
function isLineOfWork(line: string): boolean {
  if (/\p{Ll}/u.test(line) || !/\p{Lu}/u.test(line)) return false;
  const trimmed = line.trim();
  // ("DESERT SUN FUEL TRANSPORT — TUCSON, AZ", "TANKER DRIVER (REGIONAL)      03/2022 - PRESENT": a job's header.)
  if (/\s[—–]\s|\s{3,}/u.test(trimmed)) return false;
  if (/^[-–•*·▪]\s/u.test(trimmed)) return true;
  // ("CDL-A TRAINING - SWIFT DRIVING ACADEMY, PHOENIX AZ (2019)": an entry's line names things, and stays.)
  // ("ANSWER PHONES AND BOOK 40 APPOINTMENTS A DAY": a line of five words or more that opens on a verb is one too,
  // with or without its full stop.)
  if (countSpaceSeparatedParts(trimmed) < 5) return false;
  const verb = readVerb((trimmed.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase());
  return /\p{L}[.!?](?:\s+\p{Lu}|$)/u.test(trimmed) || (verb !== undefined && verb.form !== 'participle');
}

function inSentenceCase(line: string): string {
  // The line's first word, after its bullet, and each sentence's first word open with a capital.
  const textStart = line.search(/[\p{L}\p{N}"(]/u);
  return line.replace(/"[^"]+"|\([^()]*\)|[\p{L}][\p{L}'’.&/-]*/gu, (token, offset: number) => {
    const opening = offset === textStart || /[.!?]\s+$/u.test(line.slice(Math.max(0, offset - 3), offset));
    // "MULTIPLE "MILLION MILE CLUB" PROGRESS AWARDS", "ELD (OMNITRACS)": a name in quotes or alone in brackets is
    // written as a name.
    if (token.startsWith('"')) return token.replace(/\p{L}+/gu, (word) => titleWord(word));
    if (token.startsWith('('))
      return /^\(\p{L}{5,}\)$/u.test(token)
        ? `(${titleWord(token.slice(1, -1))})`
        : `(${inSentenceCase(token.slice(1, -1))})`;
    return token
      .split(/([/&-])/u)
      .map((part, index, parts) =>
        index % 2 === 1
          ? part
          : // ("CDL-A", "CLASS A CDL": a letter that names a class keeps its capital; "2-3 NIGHTS A WEEK" is the article.)
            part.length === 1 &&
              (parts[index - 1] === '-' ||
                /\b(?:class|type|grade|category|level|part|plan|schedule)\s+$/iu.test(line.slice(0, offset)))
            ? part
            : sentenceWord(part, opening && index === 0),
      )
      .join('');
  });
}

function sentenceWord(word: string, opening: boolean): string {
  if (word === '') return word;
  const bare = word.replace(/[.'’]+$/u, '');
  if (isKnownAcronym(bare) || /^(?:\p{Lu}\.){2,}$/u.test(word)) return word;
  const lower = word.toLowerCase();
  // A short word no list of common words holds, and no verb: an abbreviation ("MVR", "ELD", "OTR", "NM").
  if (bare.length <= 4 && !commonShortWords.has(bare.toLowerCase()) && readVerb(bare.toLowerCase()) === undefined)
    return word;
  if (lower === 'i') return 'I';
  return opening ? titleWord(lower) : lower;
}

function titleWord(word: string): string {
  const lower = word.toLowerCase();
  return `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
}

/** English words of four letters or fewer that resumes use, which are words rather than abbreviations. */
const commonShortWords = new Set(
  `a an the and or nor but if as at by for from in into of off on onto out over per to up upon via with than then that
  this these those thus so too very also just only even ever not no yes all any each both few many more most much some
  such own same other i me my we us our you your he him his she her it its they them who whom whose what when how why
  where which is are was were be been am do does did done has have had can may must will shall would could might about
  near past down once twice half full part zero one two four five six nine ten new old big top low high fast safe good
  best well key main core real live long short late early next last first hard soft easy open free fair busy able work
  job jobs team lead role home site area zone unit shop shift day days week wk wks year yrs time hour hrs mile load
  road yard dock door bay gate line belt tool tools kit box bin cart van car bus cab rig tank pump pipe fuel gas oil
  tire tyre axle gear lift jack deck dry wet cold heat hot air food meal bar cafe room desk file data code test task
  plan goal cost fee pay cash card bill tax rate sale deal fund bank loan staff crew boss peer help care aid cure drug
  dose bed ward call chat mail post note form copy page book case fact city town west east side end run runs ran met
  set put get got let led lay sit sat cut hit fix add buy sell send sent keep kept make made take took give gave meet
  read move hold held feed pack pick sort scan ship stow wash wipe cook bake fry mix hire fire rent drop hook haul tow
  drag push pull fill pour miss pass fail win won lost used uses user night noon month plus less like amid unto till
  else ably age aim arm art ask bag ball band base bath bell bike bird blue body bond bone boot born bowl brand calm
  camp cell chef chip clay club coat coin crop cup dark date dawn dean deep diet dish dog doll draw dual duty earn
  ease edge edit envy exam exit face farm fear feel feet fine firm fish flat flow folk foot fork fort gain game gift
  girl glad glue gold golf grab gray grew grow guy hair hall hand hang head hear hero hill hint hole holy hope host
  huge hunt idea inch iron item join joke jump jury keen kind king knee knew know lack lady lake land lane lawn lazy
  leaf lean left lend life lime link list loss loud love luck mass meat mild milk mind mine mode mood moon name navy
  neck need news nice nose odd oven pace pair palm park path peak pile pine pink plot poem pole pool poor port pure
  quiz race rack rail rain rank rare rest rice rich ride ring rise risk rock roof root rope rose rule rush sake salt
  sand save seat seed seek seem self shoe shot show sick sign size skin slip slow snow soil sold sole song soon soul
  spot star stay step stop suit sure swim tail tall tape taxi tea tell tend term text thin tie tiny told tone tour
  tray tree trip true tube turn type vary vast view vote wage wait wake walk wall want warm wave weak wear wide wife
  wild wind wine wing wire wise wish wood word ago ahead along among around below minus pre non co re sub mid solo duo`
    .split(/\s+/u)
    .filter((word) => word.length > 0),
);

/**
 * "Phoenix Az" → "Phoenix AZ": a state's or province's code after a town ("TEMPE, AZ", "PHOENIX AZ (2019)") keeps its
 * capitals, which title case had taken (title case keeps every letter where it was, so the code is read off the line
 * in capitals at the same place).
 */
function withStateCodes(titled: string, capitals: string): string {
  let kept = titled;
  for (const match of capitals.matchAll(/(?<=\p{Lu}{2},?\s)(\p{Lu}{2})(?=\s*(?:$|[(|\d,—–-]))/gu))
    if (looksLikePlace(match[1] ?? '')) kept = `${kept.slice(0, match.index)}${match[1]}${kept.slice(match.index + 2)}`;
  return kept;
}
