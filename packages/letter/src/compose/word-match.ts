// Words compared as a reader compares them: "nursing" in an ad is the work of a "Nurse" in a resume, and
// "Auszubildenden" in an ad is the "Auszubildende" of a resume.

/** A word without its ending: "nursing" and "nurse" → "nurs", "developer" and "development" → "develop". */
export function wordStem(word: string): string {
  const ending = word.match(/(?:ments?|ings?|ers?|ed|ions?|es|s|e)$/)?.[0] ?? '';
  return word.length - ending.length >= 3 ? word.slice(0, word.length - ending.length) : word;
}

/**
 * Whether a word is one of `words` as a reader takes it: equal once their endings are gone, or alike in their first
 * five letters. The words are indexed once, so that asking costs no more for a long ad than for a short title.
 */
export function wordsLike(words: Iterable<string>): (word: string) => boolean {
  const stems = new Set<string>();
  const beginnings = new Set<string>();
  for (const word of words) {
    stems.add(wordStem(word));
    if (word.length >= 5) beginnings.add(word.slice(0, 5));
  }
  return (word) => stems.has(wordStem(word)) || (word.length >= 5 && beginnings.has(word.slice(0, 5)));
}

/**
 * Whether a word is among the resume's, or begins as one of its long words does ("Auszubildenden" in the ad,
 * "Auszubildende" in the resume): how an ad's duties are weighed against the resume's words.
 */
export function wordsOrBeginningsOf(resumeWords: ReadonlySet<string>): (word: string) => boolean {
  const beginnings = new Set([...resumeWords].filter((word) => word.length >= 7).map((word) => word.slice(0, 6)));
  return (word) => resumeWords.has(word) || (word.length >= 7 && beginnings.has(word.slice(0, 6)));
}
