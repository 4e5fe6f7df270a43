// Faithful facts, part one: names and titles. A capitalised name the letter uses (an employer, a school, a product, an
// acronym) must be in the resume or the ad; one in an employer's place ("at X", "bei X") or claimed by the applicant
// must be in the resume. A known skill the letter claims must be in the resume. A job title the letter gives the
// applicant ("I am a Senior Nurse", "As a Data Scientist at ...", "als Teamleiter") must be one the resume shows.

import { escapeRegExp, foldForComparison } from '../text/compare.ts';
import { emailAddresses } from '../text/email-addresses.ts';
import { findSkills } from '../vocabulary/skills.ts';
import {
  addFinding,
  analyse,
  findTokenSupport,
  noteConfirmed,
  type CheckContext,
  type Support,
} from './check-context.ts';
import { clauseAround, isApplicantClaim, isFirstPerson, isHedged, refersToAd } from './claims.ts';
import { isTitlePhrase } from './names.ts';
import { containsPhrase, contentStems, isProductToken, readTokens, type Token, withinOneEdit } from './words.ts';

/** Words before a name that make it an employer or a school: "at X", "for X", "bei X", "chez X". */
const employerSlotPattern =
  /(?<![\p{L}])(?:at|for|with|joined|from|by|bei|beim|für|von|en|para|chez|pour|auprès de)\s+(?:the\s+|der\s+|die\s+|dem\s+|das\s+|la\s+|el\s+|le\s+|l['’])?$/iu;

function isDistinctive(token: string): boolean {
  return (
    isProductToken(token) || /^[\p{Lu}]{2,}$/u.test(token) || /^[\p{Lu}].*[\p{Lu}]/u.test(token) || /\p{N}/u.test(token)
  );
}

function atSentenceStart(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 4), start);
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return start === 0 || /(?:[.!?:]\s*|["“„(‘'«]\s*)$/u.test(before) || /^\s*$/u.test(text.slice(lineStart, start));
}

/**
 * Whether a token stands in "the <post> position" (role, post, vacancy) where the ad prints that post word for word: the
 * letter names the post applied for, and claims nothing of the applicant with it.
 */
function inPostNamedByAd(context: CheckContext, sentence: string, token: Token): boolean {
  // (And the organisation the post is at, "the ... position at T&H Heating and Air Conditioning", in the ad's words.)
  const named = [
    ...sentence.matchAll(/\bthe\s+(\S.{1,100}?)\s+(?:position|role|post|vacancy|opening)\b/gu),
    // ("hablar del puesto de Administrador/a", "le poste de Comptable", "die Stelle als Buchhalter": the post after its
    // noun, in the other phrasebooks' words.)
    ...sentence.matchAll(
      /\b(?:puesto|cargo|poste|Stelle|Position)\s+(?:de|d['’]|als)\s*(\p{Lu}[^.,;]{1,80}?)(?=[.,;]|\s+(?:en|chez|bei|at|a|à|y|et|und)\s|$)/gu,
    ),
    ...sentence.matchAll(/\b(?:position|role|post|vacancy|opening)\s+(?:at|with)\s+(\S.{1,80}?)(?=[.,;]|$)/gu),
    // ("um die ausgeschriebene Stelle bei der HermesHof GmbH", "al puesto de ... en Grupo Bimbo", "au poste de ... chez
    // Decathlon": the same in the other phrasebooks' words.)
    ...sentence.matchAll(
      /\b(?:Stelle|Position|puesto|cargo|vacante|candidatura|poste|candidature)\b[^.;]{0,80}?\s(?:bei(?:\s+der|\s+dem|m)?|en|chez|au sein de)\s+(\p{Lu}.{1,80}?)(?=[.,;]|\s+(?:als|como|comme|zu|a|à)\s|$)/gu,
    ),
  ];
  return named.some((match) => {
    const post = match[1] ?? '';
    const start = (match.index ?? 0) + match[0].indexOf(post);
    return (
      token.start >= start &&
      token.end <= start + post.length &&
      context.adSource.folded.includes(foldForComparison(post))
    );
  });
}

/** The names the letter may use for the ad's organisation and role: they come from the ad, whoever wrote them. */
function adOwnNames(context: CheckContext): string {
  // "Estimado equipo de MetaDocencia:", "Dear Harborline Hiring Team,": the organisation the letter is addressed to,
  // where the ad names it, is the ad's, whether or not this reading of the ad found its name (a Spanish letter's
  // "candidatura a este puesto en MetaDocencia" was taken for a claim of the applicant's).
  const addressee = (context.letter.salutation?.text ?? '').replace(
    /^(?:dear|hello|hi|estimad[oa]s?|sehr geehrte[sr]?|liebe[sr]?|hallo|madame|monsieur|bonjour|chère?s?)\s+|\b(?:hiring|recruitment|recruiting|selection|people|talent)\s+(?:team|manager)\b|(?<![\p{L}\p{N}_])(?:equipo|team|équipe)\s+(?:de|del|d['’])\s+|[,:]\s*$/giu,
    ' ',
  );
  const addressedOrganisation = readTokens(addressee)
    .map((token) => token.text)
    .filter((word) => /^\p{Lu}/u.test(word) && containsPhrase(context.adSource.folded, foldForComparison(word)));
  return [
    ...context.ad.companies.map((candidate) => candidate.name),
    ...context.ad.roles,
    context.facts?.job.company ?? '',
    context.facts?.job.role ?? '',
    ...addressedOrganisation,
  ]
    .join(' ')
    .toLowerCase();
}

function checkCapitalisedNames(context: CheckContext): void {
  const { letter } = context;
  const german = context.expectedLanguage === 'de';
  const skillSpans = findSkills(letter.text);
  const ownNames = adOwnNames(context);
  const reported = new Set<string>();
  const skipLines = new Set([letter.signOff?.index, ...letter.signature.map((line) => line.index)]);
  const lineIndexAt = (position: number) => {
    let index = 0;
    while (index + 1 < letter.lines.length && (letter.lines[index + 1]?.start ?? Infinity) <= position) index += 1;
    return index;
  };
  for (const sentence of [
    ...letter.sentences,
    ...(letter.salutation
      ? [{ ...letter.salutation, end: letter.salutation.start + letter.salutation.text.length }]
      : []),
  ]) {
    const tokens: Token[] = readTokens(sentence.text);
    for (const token of tokens) {
      const start = sentence.start + token.start;
      const end = sentence.start + token.end;
      if (!/^[\p{Lu}]/u.test(token.text) && !(isProductToken(token.text) && /\p{Lu}/u.test(token.text))) continue;
      if (/^\d/.test(token.text) && !/\p{L}/u.test(token.text)) continue;
      if (token.text.length < 2 && token.text !== 'I') continue;
      if (skipLines.has(lineIndexAt(start))) continue;
      if (skillSpans.some((skill) => start >= skill.start && start < skill.end)) continue;
      // "bei der Hartmann Fördertechnik GmbH & Co. KG": a legal form after a name is the firm's, never a claim.
      if (
        /^(?:GmbH|KG|AG|SE|OHG|UG|KGaA|LLC|LLP|PLLC|Inc|Ltd|PLC|SA|SAS|SARL|BV|NV)$/u.test(token.text) &&
        /\p{Lu}[\p{L}.]*\.?\s*(?:&\s*Co\.?\s*)?$/u.test(sentence.text.slice(0, token.start).trimEnd())
      )
        continue;
      // ("You asked how I've grown sales ...": the first person, contracted, is no name.)
      if (/^I['’](?:ve|m|d|ll)$/u.test(token.text)) continue;
      const distinctive = isDistinctive(token.text);
      // German capitalises every noun, so only shapes that read as names are checked there.
      if (german && !distinctive) continue;
      if (!distinctive && atSentenceStart(sentence.text, token.start)) continue;
      const support = findTokenSupport(context, token.text);
      if (support === 'resume' || support === 'common') continue;
      if (support === 'confirmed') {
        noteConfirmed(context, 'faithful-facts', `"${token.text}"`);
        continue;
      }
      const claimed = isApplicantClaim(sentence.text, token.start, token.end);
      if (support === 'ad') {
        // A credential or tool only the ad names must not be claimed as the applicant's own.
        // ("I am applying for the College Mathematics - Part-Time Faculty position": the post applied for, named in
        // the ad's own words, is the ad's, however this reading of the ad names its post.)
        if (
          distinctive &&
          claimed &&
          !ownNames.includes(token.text.toLowerCase()) &&
          !inPostNamedByAd(context, sentence.text, token)
        ) {
          addFinding(
            context,
            'faithful-facts',
            'error',
            `"${token.text}" comes from the ad but is claimed as the applicant's own.`,
            { start, end },
          );
        }
        continue;
      }
      const key = token.text.toLowerCase();
      if (reported.has(key)) continue;
      reported.add(key);
      const employerSlot = employerSlotPattern.test(sentence.text.slice(Math.max(0, token.start - 14), token.start));
      const asEmployer = employerSlot && isFirstPerson(clauseAround(sentence.text, token.start, token.end));
      const severity = asEmployer || (distinctive && claimed) ? 'error' : 'warning';
      const reason = asEmployer
        ? ' (an employer or school the resume does not show)'
        : distinctive && claimed
          ? ' (claimed as the applicant’s own)'
          : '';
      addFinding(
        context,
        'faithful-facts',
        severity,
        `"${token.text}" appears in neither the resume nor the ad${reason}.`,
        {
          start,
          end,
        },
      );
    }
  }
}

/**
 * True when one line of a text says a several-word skill in other words: each word's beginning on that line ("data
 * analytics" or "analysed ... data" for "Data analysis").
 */
function paraphrased(context: CheckContext, skill: string, text: string): boolean {
  const prefixes = skill
    .toLowerCase()
    .split(/[\s/-]+/u)
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, 5));
  if (prefixes.length < 2) return false;
  return text.split('\n').some((line) => {
    const tokens = [...analyse(line).tokens];
    return prefixes.every((prefix) => tokens.some((token) => token.startsWith(prefix)));
  });
}

function checkSkills(context: CheckContext): void {
  const { letter } = context;
  // "Cypress Row Dental Group": a tool's name inside the name of the ad's organisation names the organisation.
  const companies = context.ad.companies.map((company) => company.name).filter((name) => name.includes(' '));
  const ownNames = adOwnNames(context);
  for (const mention of findSkills(letter.text)) {
    const inCompany = companies.some((name) => {
      const at = letter.text.lastIndexOf(name, mention.start);
      return at >= 0 && at <= mention.start && mention.end <= at + name.length;
    });
    if (inCompany) continue;
    // "as an OTR Driver at Swift Transportation": a tool's name that opens a name of several words the resume shows
    // (in any case: "SWIFT TRANSPORTATION — PHOENIX, AZ") names that employer or school, never the tool.
    const wholeName = letter.text
      .slice(mention.start)
      .match(/^[\p{L}\p{N}.+#]+(?:[ \t]+(?:&[ \t]+)?\p{Lu}[\p{L}.&'’-]*)+/u)?.[0];
    // (Up to the sentence's end: "at Swift Transportation. I hold ..." names "Swift Transportation".)
    const named = wholeName?.split(/\.(?:\s|$)/u)[0]?.trim();
    if (
      named !== undefined &&
      /\s/u.test(named) &&
      context.resumeSource.text.toLowerCase().includes(named.toLowerCase())
    )
      continue;
    // "how my experience could support SAP", "the iXp Intern position at SAP": the ad's organisation, named by a tool's
    // name, where the letter speaks to it or of working there; "I work with SAP" still claims the tool.
    const ownName = new RegExp(`(?<![\\p{L}])${escapeRegExp(mention.name.toLowerCase())}(?![\\p{L}])`, 'u').test(
      ownNames,
    );
    if (
      ownName &&
      /(?:^|[\s(])(?:at|to|join|joining|help|support|serve|for|of|bei|en|chez|a|à)\s+(?:the\s+)?$/iu.test(
        letter.text.slice(Math.max(0, mention.start - 30), mention.start),
      )
    )
      continue;
    if (context.resumeSource.skills.has(mention.name) || paraphrased(context, mention.name, context.resumeSource.text))
      continue;
    if (context.confirmedSource.skills.has(mention.name)) {
      noteConfirmed(context, 'faithful-facts', `The skill ${mention.name}`);
      continue;
    }
    const sentence = letter.sentences.find(
      (candidate) => mention.start >= candidate.start && mention.start < candidate.end,
    );
    const claimed = sentence
      ? isApplicantClaim(sentence.text, mention.start - sentence.start, mention.end - sentence.start)
      : false;
    const span = { start: mention.start, end: mention.end };
    if (context.adSource.skills.has(mention.name) || context.confirmedAdSource.skills.has(mention.name)) {
      if (claimed)
        addFinding(
          context,
          'faithful-facts',
          'error',
          `The letter claims ${mention.name}, which the ad asks for but the resume does not show.`,
          span,
        );
      continue;
    }
    addFinding(
      context,
      'faithful-facts',
      'error',
      `The letter names ${mention.name}, which appears in neither the resume nor the ad.`,
      span,
    );
  }
}

const softAdjectives =
  /^(?:(?:also|currently|previously|recently|formerly|now|still|once|named|nominated|awarded|voted|experienced|dedicated|passionate|motivated|enthusiastic|skilled|seasoned|compassionate|committed|qualified|proven|reliable|hard-working|hardworking|versatile|creative|results-driven|detail-oriented|highly|very|an?|the|my|former|current|previous|erfahrene[rn]?|engagierte[rn]?|motivierte[rn]?|eine?[rn]?)\s+)+/iu;

const titleClaimPatterns: RegExp[] = [
  /(?<![\p{L}])(?:I am|I'm|I’m|I was|I have been|I've been|I’ve been|I (?:currently )?work(?:ed)? as|I serve[d]? as|I (?:have )?worked as|working as|worked as|served as|my (?:current |previous |last |former |recent )?(?:role|position|job|post) as|[Aa]s)\s+((?:an?\s+|the\s+)?(?:[\p{L}][\p{L}\p{N}()+#/&.’'-]*\s+){0,6}?[\p{L}][\p{L}\p{N}()+#/&’'-]*)(?=\s+(?:at|with|for|in|on|and|who|where|since|from|across|within|I|responsible)\b|[,.;:!?]|$)/gu,
  /(?<![\p{L}])(?:(?:arbeite|arbeitete|war|bin|tätig)\s+(?:ich\s+)?als|[Aa]ls)\s+((?:[\p{L}][\p{L}\p{N}()+#/&.-]*\s+){0,5}?[\p{L}][\p{L}\p{N}()+#/&-]*)(?=\s+(?:bei|beim|im|in der|für|tätig|war|habe|arbeite|bin)\b|[,.;:])/gu,
  /(?<![\p{L}])(?:(?:trabajo|trabajé|he trabajado|soy|fui|me desempeño|me desempeñé)\s+como|[Cc]omo)\s+((?:[\p{L}][\p{L}\p{N}()+#/&.-]*\s+){0,5}?[\p{L}][\p{L}\p{N}()+#/&-]*)(?=\s+(?:en|para)\b|[,.;:])/gu,
  /(?<![\p{L}])(?:(?:je suis|j['’]ai été|j['’]ai travaillé|je travaille)\s+(?:en tant que|comme)|[Ee]n tant que)\s+((?:[\p{L}][\p{L}\p{N}()+#/&.-]*\s+){0,5}?[\p{L}][\p{L}\p{N}()+#/&-]*)(?=\s+(?:chez|à|au|pour|dans)\b|[,.;:])/gu,
];

/** True when the resume (or what the user confirmed) shows a title: whole, or all its words on one line. */
function titleShown(context: CheckContext, title: string): Support {
  if (containsPhrase(context.resumeSource.text, title)) return 'resume';
  // "RN" for a resume's "Registered Nurse".
  if (/^[\p{Lu}]{2,6}$/u.test(title) && context.resumeSource.initials.has(title)) return 'resume';
  const stems = contentStems(title);
  // "Credit Officer intern" for "Internship - Credit Officer": a title word may be the start of the resume's word.
  const onOneLine = (text: string) =>
    text.split('\n').some((line) => {
      const lineStems = [...analyse(line).stems];
      return stems.every(
        (stem) =>
          lineStems.includes(stem) ||
          (stem.length >= 4 && lineStems.some((other) => other.startsWith(stem))) ||
          // "Coordinator" in the letter for the resume's misspelt "Cordinator": a writer may correct it.
          (stem.length >= 6 && lineStems.some((other) => other.length >= 6 && withinOneEdit(other, stem))),
      );
    });
  if (stems.length > 0 && onOneLine(context.resumeSource.text)) return 'resume';
  if (
    containsPhrase(context.confirmedSource.text, title) ||
    (stems.length > 0 && onOneLine(context.confirmedSource.text))
  )
    return 'confirmed';
  return 'none';
}

/** Every claim pattern above needs one of these words: most sentences are skipped at once. */
const titleClaimHint =
  /(?<![\p{L}])(?:as|am|I['’]m|was|been|als|bin|war|como|soy|fui|tant|suis|été|travaill\p{L}*|trabaj\p{L}*)(?![\p{L}])/iu;

function checkClaimedTitles(context: CheckContext): void {
  for (const sentence of context.letter.sentences) {
    if (!titleClaimHint.test(sentence.text) || isHedged(sentence.text)) continue;
    for (const pattern of titleClaimPatterns) {
      for (const match of sentence.text.matchAll(pattern)) {
        const raw = match[1] ?? '';
        const title = raw
          .replace(softAdjectives, '')
          .replace(/\s+(?:certified|licensed|registered|qualified|zertifiziert|certificad[oa]|certifiée?)$/iu, '')
          .trim()
          // "My work as an Accounts Assistant also included bookkeeping for ...": a title ends before the verb that
          // follows it.
          .replace(/(?<=\S)\s+(?:also|\p{Ll}+ed|is|are|was|were|has|have|had)(?:\s.*)?$/u, '');
        if (title === '' || !isTitlePhrase(title)) continue;
        // "a developer", "a member of the sales team", "the owner of my own business": descriptions, not titles the
        // resume must show. A title is written as one, or is at most two words.
        if (!/^\p{Lu}/u.test(title) && title.split(/\s+/).length !== 2) continue;
        if (/(?<![\p{L}])(?:my|our|the|own|a|an|his|her|their|mein\p{L}*|mi|mon|ma)(?![\p{L}])/iu.test(title)) continue;
        const offset = (match.index ?? 0) + match[0].indexOf(raw) + raw.indexOf(title);
        // "the post as Staff Nurse", "die Stelle als Buchhalter": the role applied for, not a claim.
        if (
          /(?:stelle|position|rolle|bewerbung|bewerbe mich|role|post|job|vacancy|opening|puesto|poste|candidature)\s+(?:als|as|de|como|comme)?\s*$/iu.test(
            sentence.text
              .slice(0, (match.index ?? 0) + match[0].indexOf(raw))
              .replace(/\s*(?:als|as|como|comme|en tant que)\s*$/iu, ' '),
          )
        )
          continue;
        const clause = clauseAround(sentence.text, offset, offset + title.length);
        if (!isFirstPerson(clause) && !/^(?:As|as|Als|als|Como|como|En tant que)\s/u.test(match[0])) continue;
        if (refersToAd(clause) && !isFirstPerson(clause.replace(/\b(?:you|your)\b.*$/iu, ''))) continue;
        const shown = titleShown(context, title);
        if (shown === 'resume') continue;
        if (shown === 'confirmed') {
          noteConfirmed(context, 'faithful-facts', `The title "${title}"`);
          continue;
        }
        // The ad's own role, named as what the applicant applies for, is not a claim ("as your next Staff Nurse").
        if (
          context.ad.roles.some((role) => containsPhrase(title, role) || containsPhrase(role, title)) &&
          /\b(?:your|next|new)\b/iu.test(clause)
        )
          continue;
        addFinding(
          context,
          'faithful-facts',
          'error',
          `The letter gives the applicant the title "${title}", which the resume does not show.`,
          {
            start: sentence.start + offset,
            end: sentence.start + offset + title.length,
          },
        );
      }
    }
  }
}

export function checkNamesAndTitles(context: CheckContext): void {
  checkCapitalisedNames(context);
  checkSkills(context);
  checkClaimedTitles(context);
  checkEmailAddresses(context);
}

/**
 * An e-mail address the letter gives must be one the resume, the confirmed facts or the ad prints, letter for letter:
 * an address changed by a letter ("ciara.brennan.ops@" written out as "ciara.brennan.operations@" in a held-out letter)
 * reaches no one, and no other reading of names looks inside one.
 */
function checkEmailAddresses(context: CheckContext): void {
  const sources = [context.resumeSource.text, context.confirmedSource.text, context.adSource.text]
    .join('\n')
    .toLowerCase();
  for (const match of context.letter.text.matchAll(emailAddresses)) {
    const address = match[0];
    if (sources.includes(address.toLowerCase())) continue;
    const start = match.index;
    addFinding(context, 'faithful-facts', 'error', `The e-mail address "${address}" is not the one the resume gives.`, {
      start,
      end: start + address.length,
    });
  }
}
