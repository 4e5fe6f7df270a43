import { splitSentences } from '../text/sentences.ts';
import { withContractionsWrittenOut } from '../text/contractions.ts';
import { isAvailabilityStatement } from './weekly-hours.ts';

/**
 * What the person says they are looking for, in their own words: "Seeking a permanent night shift position in the
 * Dayton area to be closer to family", "Busco dar el salto a un puesto de coordinación ...", "Je souhaite aujourd'hui
 * prendre en charge des opérations plus importantes en autonomie". A letter's reason for applying, where the ad's
 * duties handed back ("What draws me to this role is the chance to run HPLC and GC analysis") read as the advert
 * returned (hiring managers' reading of set BB: eight letters of sixteen closed so, while nine resumes stated a reason
 * of their own). See docs/decisions/0061-the-persons-own-reason-for-applying.md.
 */
export type OwnAim = {
  /** The aim as a sentence in the first person, in the resume's words ("I am seeking a permanent ..."). */
  text: string;
  language: 'en' | 'de' | 'fr' | 'es';
};

/** The longest aim told: a longer sentence is a profile with a wish at its end, which the letter does not paste. */
const maximumWords = 40;

/**
 * Wishes every applicant states ("a challenging role where I can leverage my skills", "eine neue Herausforderung"):
 * no reason of this person's, and a hiring manager reads them as filler.
 */
const stockWish =
  /\b(?:challenging|dynamic|reputed|reputable|esteemed|growth[- ]oriented|utili[sz]e|leverage|grow (?:as|professionally)|established (?:company|organi[sz]ation)|increased responsibility|new challenges?|(?:mutual|personal|professional) growth|career growth|best of my abilit|neue(?:n)? Herausforderung|nouveau défi|nouveaux défis|nuevo reto|nuevos retos|desaf[ií]o)/iu;

/** An English aim and the words it opens with once said with "I am": "Seeking ..." → "I am seeking ...". */
const englishOpening =
  /^(?:(?:currently|now|actively)\s+)?(seeking|looking\s+(?:for|to)|keen\s+to|hoping\s+to|eager\s+to|ready\s+to|aiming\s+to|happy\s+to|excited\s+to|wanting\s+to)\b/iu;

/** "I am looking for ...", "I'm keen to move into ...", "I would like to ...": an aim already in the first person. */
const englishFirstPerson =
  /^I(?:\s+am|['’]m)\s+(?:(?:currently|now|actively)\s+)?(?:seeking|looking\s+(?:for|to)|keen\s+to|hoping\s+to|eager\s+to|ready\s+to|aiming\s+to|excited\s+to)\b|^I\s+(?:(?:now|would)\s+)?(?:want|would\s+like|wish|hope|aim|plan|intend)\s+to\b/iu;

/**
 * "3rd year electrical apprentice looking for a new host employer ...": the person named by a noun phrase, then the
 * aim; the phrase before it is who they are (a few words, no sentence of its own).
 */
const englishAfterDescription =
  /^[\p{L}\d][\p{L}\d'’&/ -]{2,80}?\s+(seeking|looking\s+(?:for|to)|keen\s+to|hoping\s+to|eager\s+to|ready\s+to|aiming\s+to)\b/iu;

/**
 * "After nine years in retail, the part of my job I've always enjoyed most is sorting things out when they've gone
 * wrong", "What I enjoy most is ...": the work the person says they like best, which is their reason for a post that
 * is that work (a held-out letter had closed on an ad duty, "I would especially like to appoint and manage suppliers",
 * while the person's own reason stood in their About section).
 */
const englishEnjoysMost =
  /(?:^|,\s+)(?:what I(?:['’]ve| have)?\s+(?:always\s+)?(?:enjoy(?:ed)?|love[ds]?|like[ds]?)\s+most|the\s+part\s+of\s+(?:my|the)\s+(?:job|work|role)s?\s+(?:that\s+)?I(?:['’]ve| have)?\s+(?:always\s+)?(?:enjoy(?:ed)?|love[ds]?|like[ds]?)\s+most|what\s+I\s+find\s+most\s+rewarding)\s+(?:is|has\s+been|was)\s+\p{Ll}/iu;

/** Aims in the other phrasebooks' languages, each already in the first person. */
const otherLanguages: { language: 'de' | 'fr' | 'es'; opening: RegExp }[] = [
  {
    language: 'de',
    opening:
      /^(?:(?:Nun|Jetzt|Künftig|Zukünftig|Gerne|Gern)\s+)?(?:suche ich|möchte ich|strebe ich)\b|^Ich\s+(?:suche|möchte|strebe|würde\s+gerne?)\b|^Mein\s+Ziel\s+ist\b/u,
  },
  {
    language: 'fr',
    opening:
      /^(?:(?:Aujourd['’]hui|Désormais|Aujour-d['’]hui),?\s+)?(?:je|j['’])\s*(?:souhaite|recherche|cherche|voudrais|désire|aspire|suis\s+à\s+la\s+recherche)\b|^Je\s+(?:souhaite|recherche|cherche|voudrais|désire|aspire|suis\s+à\s+la\s+recherche)\b|^Mon\s+objectif\s+est\b/iu,
  },
  {
    language: 'es',
    opening: /^(?:Busco|Quiero|Deseo|Estoy\s+buscando|Me\s+gustaría|Aspiro|Mi\s+objetivo\s+es)\b/u,
  },
];

/** The aim of one sentence, or none. */
function readAim(sentence: string): OwnAim | undefined {
  const text = sentence
    .trim()
    .replace(/^[-–—•*·▪\s]+/u, '')
    .replace(/\s+/gu, ' ');
  const words = text.split(' ').length;
  if (words < 5 || words > maximumWords || stockWish.test(text)) return undefined;
  // "Happy to do late nights and Saturdays.": when the person can work, which the letter says as availability, never
  // as why the post appeals ("This post appeals to me because I am happy to do late nights and Saturdays").
  if (isAvailabilityStatement(text.replace(/[.!\s]+$/u, ''))) return undefined;
  // "Happy to send my formal CV and referees whenever it suits": an offer about the application, no reason to apply
  // ("I am applying because I am happy to send my formal CV ..." closed a held-out letter).
  if (
    /\b(?:send|provide|supply|share|forward|email|e-mail)\b[^.]{0,40}\b(?:CV|résumé|resume|referees?|references?|portfolio|documents?|certificates?|details)\b/iu.test(
      text,
    )
  )
    return undefined;
  // "Keen to KEY SKILLS return to an MSK outpatient setting with good": two columns a viewer ran into one line put a
  // heading in capitals inside the sentence, which is no longer the person's (a held-out letter printed it).
  if (/(?<=\p{Ll}\s)\p{Lu}{3,}\s\p{Lu}{3,}(?=\s\p{Ll})/u.test(text)) return undefined;
  const closed = /[.!?]$/u.test(text) ? text : `${text}.`;
  // ("I'm now looking for my first Property Manager role" → "I am now looking ...": the letter writes out its own.)
  if (englishFirstPerson.test(text)) return { text: withContractionsWrittenOut(closed), language: 'en' };
  const opening = text.match(englishOpening);
  if (opening) return { text: `I am ${lowerFirst(closed)}`, language: 'en' };
  // (Said after "because": "I am applying because after nine years in retail, the part of my job I have always enjoyed
  // most is ...".)
  if (englishEnjoysMost.test(text)) return { text: withContractionsWrittenOut(lowerFirst(closed)), language: 'en' };
  const described = text.match(englishAfterDescription);
  if (described?.[1]) {
    const start = described[0].length - described[1].length;
    // ("Analyst who is keen to ...", "I have led teams and am ready to ...": a clause of its own before the aim, which
    // the letter does not cut.)
    if (!/\b(?:I|my|me|who|which|that|is|are|am|was|were|has|have|and|but)\b/iu.test(text.slice(0, start)))
      return { text: `I am ${closed.slice(start)}`, language: 'en' };
  }
  for (const { language, opening: pattern } of otherLanguages)
    if (pattern.test(text)) return { text: closed.replace(/\baujour-d(['’])hui\b/giu, 'aujourd$1hui'), language };
  return undefined;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The aims the person states in their summary or the lines at the top of the resume, in order: the sentences of
 * `paragraphs` that say what they are looking for.
 */
export function readOwnAims(paragraphs: readonly string[]): OwnAim[] {
  const aims: OwnAim[] = [];
  for (const paragraph of paragraphs)
    for (const sentence of splitSentences(paragraph)) {
      const aim = readAim(sentence);
      if (aim && !aims.some((known) => known.text === aim.text)) aims.push(aim);
    }
  return aims;
}
