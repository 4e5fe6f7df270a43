// Faithful facts, part three: credentials and degrees, with their status. "I hold X" where the resume says X is
// planned, in progress or expired overstates it; "I am working towards X" is right when the resume says so. A degree
// the letter claims must be one the resume shows, completed when the letter says it is, from the school the resume
// names for it.

import { addFinding, analyse, findTokenSupport, noteConfirmed, type CheckContext } from './check-context.ts';
import { clauseAround, isApplicantClaim, isFirstPerson, refersToAd, stanceWindow } from './claims.ts';
import { confirmedCredentials, confirmedDegrees } from './confirmed-facts.ts';
import {
  credentialAcronyms,
  credentialWordPattern,
  readCredentialStance,
  readCredentialStatus,
  statusWords,
  type CredentialStatus,
} from './credentials.ts';
import { degreeLabels, findDegreeMentions, readDegreeKinds, type DegreeKind, type DegreeStatus } from './degrees.ts';
import type { CredentialEntry } from './read-resume.ts';
import { containsPhrase, contentStems, readTokens } from './words.ts';

const notAcronyms = new Set([
  'AND',
  'OF',
  'THE',
  'FOR',
  'IN',
  'USA',
  'UK',
  'US',
  'EU',
  'CV',
  'ID',
  'NO',
  'II',
  'III',
  'IV',
  'TO',
  // "Microsoft Certified: Power BI Data Analyst Associate (PL-300)": the "BI" of a tool's name, which a letter names
  // for work done with the tool, claims no credential ("PL-300" and the whole name do).
  'BI',
]);

/** What identifies a credential in a letter: its acronyms, and its name without dates, status and brackets. */
function credentialKeys(name: string): { acronyms: string[]; core: string; stems: string[] } {
  const core = name
    .replace(/\([^)]*\)/gu, ' ')
    .replace(
      /(?:expected|planned|in progress|expired|expires?|exp\.|valid|until|since|issued|obtained|current|active|booked|scheduled)\b.*$/iu,
      '',
    )
    .replace(/\b(?:19|20)\d{2}\b|\b\d{1,2}\/\d{2,4}\b/gu, ' ')
    // ("radiography certificate.": the point that ended the resume's sentence is no part of the name.)
    .replace(/[-–—:,;.]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  // ("PE exam – planning to sit 2027 (Mechanical: HVAC & Refrigeration)": a bracket of words names the credential's
  // field, whose letters, "HVAC", name no credential; "Certified Scrum Master (CSM)" gives its own letters alone.)
  const acronyms = readTokens(name.replace(/\([^()]*\s[^()]*\)/gu, ' '))
    .map((token) => token.text)
    .filter(
      (word) =>
        (credentialAcronyms.has(word) || /^[\p{Lu}][\p{Lu}\p{N}+-]{1,9}$/u.test(word)) && !notAcronyms.has(word),
    );
  const stems = contentStems(core.replace(credentialWordPattern, ' ')).filter(
    // ("reach truck course booked": the course is the credential's way, "cours" its stem; "reach truck licence" in a
    // letter is the same credential.)
    (stem) => !/^(?:level|card|course|cours|training|train)$/u.test(stem),
  );
  return { acronyms, core, stems };
}

type CredentialKeys = ReturnType<typeof credentialKeys>;

function mentionOf(
  sentence: string,
  sentenceStems: Set<string>,
  keys: CredentialKeys,
): { start: number; end: number } | undefined {
  const { acronyms, core, stems } = keys;
  if (acronyms.length > 0) {
    for (const token of readTokens(sentence)) {
      if (acronyms.includes(token.text)) return { start: token.start, end: token.end };
    }
  }
  if (core.split(/\s+/).length >= 2 && containsPhrase(sentence, core)) {
    const firstWord = readTokens(core)[0]?.text.toLowerCase() ?? '';
    // ("Your advert lists a dental radiography certificate as a plus, and I hold the radiography certificate.": the
    // name said twice, the ad's first and the applicant's claim after it; the claim is the last one.)
    const candidates = readTokens(sentence).filter((token) => token.text.toLowerCase() === firstWord);
    const first = candidates.findLast((token) => containsPhrase(sentence.slice(token.start), core)) ?? candidates[0];
    const start = first?.start ?? 0;
    return { start, end: Math.min(sentence.length, start + core.length) };
  }
  if (stems.length >= 2) {
    if (stems.every((stem) => sentenceStems.has(stem))) {
      const first = readTokens(sentence).find((token) => contentStems(token.text)[0] === stems[0]);
      return first ? { start: first.start, end: first.end } : { start: 0, end: sentence.length };
    }
  }
  return undefined;
}

/** The best status the resume gives a credential that several entries may name ("ACLS (expired)", "ACLS 2024"). */
function bestStatus(entries: CredentialEntry[]): CredentialStatus {
  const order: CredentialStatus[] = ['held', 'in_progress', 'planned', 'expired'];
  return order.find((status) => entries.some((entry) => entry.status === status)) ?? 'held';
}

/** Credential phrases a letter may use for something the resume does not list at all. */
const letterCredentialPatterns: RegExp[] = [
  /(?<![\p{L}])(?:[Cc]ertified|[Ll]icensed|[Cc]hartered|[Aa]ccredited)\s+((?:[\p{Lu}][\p{L}\p{N}+#&.-]*\s?){1,5})/gu,
  /((?:[\p{Lu}\p{N}][\p{L}\p{N}+#&./-]*\s){1,5})(?:[Cc]ertification|[Cc]ertificate|[Ll]icen[cs]e|[Aa]ccreditation|Zertifikat|Zertifizierung|[Cc]ertificación|[Cc]ertificado)(?![\p{L}])/gu,
];

function checkCredentials(context: CheckContext): void {
  const entries = [...context.resume.credentials, ...confirmedCredentials(context.facts)].map((entry) => ({
    entry,
    keys: credentialKeys(entry.name),
  }));
  for (const sentence of context.letter.sentences) {
    const covered: { start: number; end: number }[] = [];
    const byEntry = new Map<string, { entries: CredentialEntry[]; start: number; end: number }>();
    for (const { entry, keys } of entries) {
      const mention = mentionOf(sentence.text, analyse(sentence.text).stems, keys);
      if (!mention) continue;
      // "the Senior UX Designer position": a credential's acronym inside the ad's own title names the post, not it.
      const mentioned = sentence.text.slice(mention.start, mention.end);
      if (context.ad.roles.some((role) => role.includes(mentioned) && sentence.text.includes(role))) continue;
      // ("I am applying for the Reach Truck Driver position advertised by ...": inside the post applied for, however the
      // checker read the ad's title, a credential's word names the post.)
      const appliedFor = sentence.text.match(
        /\b(?:apply|applying|application|considered)\s+for\s+(?:the|this|your)\s+(.{3,120}?)\s+(?:position|role|post|job|vacancy|opening)\b/iu,
      );
      if (
        appliedFor?.[1] !== undefined &&
        appliedFor.index !== undefined &&
        mention.start >= appliedFor.index &&
        mention.end <= appliedFor.index + appliedFor[0].length
      )
        continue;
      const key = `${mention.start}`;
      const found = byEntry.get(key) ?? { entries: [], start: mention.start, end: mention.end };
      found.entries.push(entry);
      byEntry.set(key, found);
    }
    for (const found of byEntry.values()) {
      covered.push({ start: found.start, end: found.end });
      // "My skills include advanced Adobe Illustrator": a tool a credential is named after, listed as a skill, claims no
      // certificate; only the credential's own words ("certified", "certificate") would.
      const mentionText = sentence.text.slice(found.start, found.end);
      if (
        /^(?:My skills (?:also )?include|I (?:also )?work with)\b/.test(sentence.text) &&
        !/certif|licen[cs]|diploma|registered|chartered/i.test(mentionText)
      )
        continue;
      // "I hold the CTFL – ISTQB Certified Tester Foundation Level certification": letters two credentials share
      // ("ISTQB" of a planned "CTAL-TAE – ISTQB Advanced Level ...") name the held one the sentence names too.
      const sharedWithHeld = [...byEntry.values()].some(
        (other) =>
          other !== found &&
          other.entries.some((entry) => entry.status === 'held') &&
          entries.some(
            ({ entry, keys }) => other.entries.includes(entry) && keys.acronyms.includes(mentionText.trim()),
          ),
      );
      if (sharedWithHeld) continue;
      const stance = readCredentialStance(stanceWindow(sentence.text, found.start, found.end));
      const fromResume = found.entries.filter((entry) => !entry.confirmed);
      const status = bestStatus(fromResume.length > 0 ? fromResume : found.entries);
      const confirmedStatus = bestStatus(found.entries.filter((entry) => entry.confirmed));
      const name = (found.entries[0]?.name ?? '').replace(/\s+/g, ' ').slice(0, 80);
      if (stance === 'held' && status !== 'held' && isFirstPerson(sentence.text)) {
        if (found.entries.some((entry) => entry.confirmed) && confirmedStatus === 'held') {
          noteConfirmed(context, 'faithful-facts', `"${name}" as held`);
          continue;
        }
        addFinding(
          context,
          'faithful-facts',
          'error',
          `The letter presents "${name}" as held; the resume says it is ${statusWords[status]}.`,
          { start: sentence.start + found.start, end: sentence.start + found.end },
        );
      } else if (fromResume.length === 0) {
        noteConfirmed(context, 'faithful-facts', `"${name}"`);
      }
    }
    checkStandingClaims(context, sentence, covered, entries);
    for (const pattern of letterCredentialPatterns) {
      for (const match of sentence.text.matchAll(pattern)) {
        const raw = (match[1] ?? '').trim().replace(/[.,;:]+$/u, '');
        const phrase = raw.replace(
          /^(?:(?:My|The|Our|Your|A|An|This|His|Her|I|Mein\p{L}*|Ihr\p{L}*|Mi|Mis|La|El|Le|Ma|Mon)\s+)+/u,
          '',
        );
        const start = match.index + match[0].indexOf(match[1] ?? '') + raw.indexOf(phrase);
        if (phrase === '' || covered.some((span) => start < span.end && start + phrase.length > span.start)) continue;
        if (!isApplicantClaim(sentence.text, start, start + phrase.length)) continue;
        if (containsPhrase(context.resumeSource.text, phrase)) continue;
        // "Ohio RN license": every word of the name is in the resume, spelled out or not ("Registered Nurse").
        const words = readTokens(phrase).map((token) => token.text);
        if (words.length > 0 && words.every((word) => ['resume', 'common'].includes(findTokenSupport(context, word))))
          continue;
        if (containsPhrase(context.confirmedSource.text, phrase)) {
          noteConfirmed(context, 'faithful-facts', `"${phrase}"`);
          continue;
        }
        const onlyAd = containsPhrase(context.adSource.text, phrase);
        addFinding(
          context,
          'faithful-facts',
          'error',
          onlyAd
            ? `The letter claims the credential "${phrase}", which the ad asks for but the resume does not show.`
            : `The letter names the credential "${phrase}", which the resume does not show.`,
          { start: sentence.start + start, end: sentence.start + start + phrase.length },
        );
      }
    }
  }
}

/**
 * "I am Gas Safe registered", "I am NICEIC approved": a standing named before its participle, which the patterns above
 * ("Certified X", "X licence") do not see. The resume must show it as the person's own: a credential it lists, or a
 * line that names it with no word of a status other than held, and not before another person ("a Gas Safe registered
 * engineer" is the engineer's standing, which an apprentice's resume names for the one they work beside).
 */
const standingParticiple = 'registered|certified|licensed|accredited|approved|qualified';
const standingClaim = new RegExp(
  `(?<![\\p{L}])(?:am|I['’]m|being|as)\\s+((?:[\\p{Lu}][\\p{L}\\p{N}+#&./-]*\\s){1,4})(${standingParticiple})(?![\\p{L}])`,
  'gu',
);

/** Who a standing may be named before, its participle between or not: "a Gas Safe registered engineer" is the engineer's. */
const personAfterStanding = new RegExp(
  `^(?:\\s+(?:${standingParticiple}))?\\s+(?:engineers?|electricians?|plumbers?|installers?|technicians?|fitters?|contractors?|supervisors?|mentors?|colleagues?|nurses?|teachers?|accountants?|practitioners?|surveyors?|managers?|tradesm[ae]n|business(?:es)?|compan(?:y|ies)|firms?|members?\\s+of\\s+staff)\\b`,
  'iu',
);

function checkStandingClaims(
  context: CheckContext,
  sentence: { text: string; start: number },
  covered: readonly { start: number; end: number }[],
  entries: readonly { entry: CredentialEntry; keys: CredentialKeys }[],
): void {
  for (const match of sentence.text.matchAll(standingClaim)) {
    const phrase = (match[1] ?? '').trim();
    const participle = match[2] ?? '';
    const start = match.index + match[0].indexOf(match[1] ?? '');
    if (phrase === '' || covered.some((span) => start < span.end && start + phrase.length > span.start)) continue;
    if (!isFirstPerson(sentence.text)) continue;
    // The name where it is the person's: not before another person. (Built once a claim: it is asked of every line.)
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+');
    const nameOf = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu');
    const namedAsOwn = (text: string) =>
      [...text.matchAll(nameOf)].some((found) => !personAfterStanding.test(text.slice(found.index + found[0].length)));
    const held = entries.some(({ entry }) => entry.status === 'held' && !entry.confirmed && namedAsOwn(entry.name));
    if (held) continue;
    // ("ASYE – completed August 2021" says "I am ASYE certified"; "hoping to become Gas Safe registered" does not.)
    const ownStanding = context.resumeSource.text
      .split('\n')
      .some((line) => namedAsOwn(line) && readCredentialStatus(line) === 'held');
    if (ownStanding) continue;
    if (containsPhrase(context.confirmedSource.text, `${phrase} ${participle}`)) {
      noteConfirmed(context, 'faithful-facts', `"${phrase} ${participle}"`);
      continue;
    }
    addFinding(
      context,
      'faithful-facts',
      'error',
      `The letter says the person is "${phrase} ${participle}", which the resume does not show as theirs.`,
      { start: sentence.start + start, end: sentence.start + start + phrase.length + 1 + participle.length },
    );
  }
}

/** A master's claim is met by an MBA; nothing else stands in for another kind. */
function kindShown(kind: DegreeKind, shown: Set<DegreeKind>): boolean {
  return shown.has(kind) || (kind === 'master' && shown.has('mba'));
}

function checkDegrees(context: CheckContext): void {
  const degreeEntries = [...context.resume.degrees, ...confirmedDegrees(context.facts)];
  // Line by line: "GCSEs" on one line must not make the "Diploma in Dental Nursing" on another a school certificate.
  const resumeKinds = new Set(context.resumeSource.text.split('\n').flatMap((line) => readDegreeKinds(line)));
  const confirmedKinds = new Set(confirmedDegrees(context.facts).flatMap((entry) => entry.kinds));
  const adKinds = new Set(readDegreeKinds(context.adSource.text));
  for (const sentence of context.letter.sentences) {
    for (const mention of findDegreeMentions(sentence.text)) {
      // "I am applying for the PhD position", "the Master's studentship": the post applied for, no degree claimed.
      if (
        /^\s*(?:position|post|role|studentship|vacancy|opening|place|programme|program|scholarship)s?\b/iu.test(
          sentence.text.slice(mention.end),
        )
      )
        continue;
      const clause = clauseAround(sentence.text, mention.start, mention.end);
      const claimed = isFirstPerson(clause) && !refersToAd(clause);
      const span = { start: sentence.start + mention.start, end: sentence.start + mention.end };
      if (!kindShown(mention.kind, resumeKinds)) {
        if (kindShown(mention.kind, confirmedKinds)) {
          noteConfirmed(context, 'faithful-facts', `The degree (${degreeLabels[mention.kind]})`);
          continue;
        }
        if (claimed || !adKinds.has(mention.kind))
          addFinding(
            context,
            'faithful-facts',
            'error',
            `The letter mentions ${degreeLabels[mention.kind]}, which the resume does not show.`,
            span,
          );
        continue;
      }
      if (!claimed) continue;
      const ofKind = degreeEntries.filter(
        (entry) => entry.kinds.includes(mention.kind) || (mention.kind === 'master' && entry.kinds.includes('mba')),
      );
      const stance = readCredentialStance(stanceWindow(sentence.text, mention.start, mention.end));
      if (ofKind.length > 0 && ofKind.every((entry) => entry.status !== 'completed') && stance !== 'pending') {
        addFinding(
          context,
          'faithful-facts',
          'error',
          `The letter presents ${degreeLabels[mention.kind]} as completed; the resume says it is ${statusSaid[ofKind[0]?.status ?? 'in_progress']}.`,
          span,
        );
        continue;
      }
      checkSchool(
        context,
        sentence.text,
        sentence.start,
        mention,
        ofKind.map((entry) => entry.line),
      );
    }
  }
}

/** A degree's status as a finding says it. */
const statusSaid: Readonly<Record<DegreeStatus, string>> = {
  completed: 'completed',
  in_progress: 'in progress',
  planned: 'planned',
  attended: 'studied, its completion not shown',
};

/** "My PhD from MIT" when the resume's PhD is from CalTech: the school must stand with the degree in the resume. */
function checkSchool(
  context: CheckContext,
  sentence: string,
  sentenceStart: number,
  mention: { kind: DegreeKind; end: number },
  degreeLines: string[],
): void {
  const after = sentence.slice(mention.end);
  // "As a PhD Candidate at Amstel Institute ...": a post held while studying, where it was held, never where the degree
  // was awarded.
  if (/^\s*(?:candidate|student|researcher|fellow|intern)\b/iu.test(after)) return;
  const school = after.match(
    /^[^.;]{0,60}?(?<![\p{L}\p{N}_])(?:from|at|von|an der|der|de|en|à)\s+(?:the\s+)?((?:[\p{Lu}][\p{L}&'’.-]*)(?:\s+(?:of|for|and|de|del|la|für|[\p{Lu}][\p{L}&'’.-]*)){0,6})/u,
  )?.[1];
  if (!school || degreeLines.length === 0) return;
  const name = school.replace(/\s+(?:of|for|and|de|del|la|für)$/u, '');
  if (!containsPhrase(context.resumeSource.text, name)) return;
  if (degreeLines.some((line) => containsPhrase(line, name))) return;
  // The school may stand on the line after the degree; the resume's education lines near the degree count. (Blank
  // lines apart, and above the degrees it awarded: "Mississippi State University" / "" / "Master of ..." / "" /
  // "Bachelor of ...".)
  const lines = context.resume.lines.map((line) => line.text).filter((line) => line.trim() !== '');
  const near = lines.some(
    (line, index) =>
      readDegreeKinds(line).some((kind) => kind === mention.kind || (mention.kind === 'master' && kind === 'mba')) &&
      lines.slice(Math.max(0, index - 3), index + 2).some((candidate) => containsPhrase(candidate, name)),
  );
  if (near) return;
  const start = sentenceStart + mention.end + (after.indexOf(school) >= 0 ? after.indexOf(school) : 0);
  addFinding(
    context,
    'faithful-facts',
    'error',
    `The letter places ${degreeLabels[mention.kind]} at ${name}; the resume names another school for it.`,
    {
      start,
      end: start + school.length,
    },
  );
}

export function checkQualifications(context: CheckContext): void {
  checkCredentials(context);
  checkDegrees(context);
}
