// Years of experience as a resume states them ("over 8 years of experience in emergency medicine", "über 7 Jahre
// Erfahrung", "más de 10 años"), read into parts so each phrasebook can say them in its own language. The field
// ("in emergency medicine") is kept only in the resume's language: it cannot be translated faithfully.

export type StatedExperience = {
  years: number;
  plus: boolean;
  qualifier: 'over' | 'almost' | 'about' | 'exact';
  /** The field as the resume writes it ("emergency medicine and health care"), or null. */
  field: string | null;
  sourceLanguage: string;
};

const qualifiers: [RegExp, StatedExperience['qualifier']][] = [
  [/^(?:over|more than|über|mehr als|más de|plus de)$/i, 'over'],
  [/^(?:nearly|almost|close to|fast|knapp|casi|près de)$/i, 'almost'],
  [/^(?:about|approximately|around|roughly|rund|circa|ca\.|unos|environ)$/i, 'about'],
];

/** Reads a stated-experience phrase; undefined when it holds no number of years. */
export function readStatedExperience(phrase: string | null, sourceLanguage: string): StatedExperience | undefined {
  if (!phrase) return undefined;
  const match = phrase.match(/^(?:(.+?)\s+)?(\d{1,2})(\+?)\s*(?:years?|yrs?\.?|jahre[n]?|años|ans)\b(.*)$/iu);
  if (!match?.[2]) return undefined;
  const qualifierWord = match[1]?.trim() ?? '';
  const qualifier = qualifiers.find(([pattern]) => pattern.test(qualifierWord))?.[1] ?? 'exact';
  const field = match[4]?.match(/\b(?:in|im|en|dans)\s+(.{3,80})$/iu)?.[1]?.trim() ?? null;
  return { years: Number(match[2]), plus: match[3] === '+', qualifier, field, sourceLanguage };
}
