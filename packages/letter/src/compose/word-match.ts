// Words compared as a reader compares them: "nursing" in an ad is the work of a "Nurse" in a resume.

/** A word without its ending: "nursing" and "nurse" → "nurs", "developer" and "development" → "develop". */
export function wordStem(word: string): string {
  const ending = word.match(/(?:ments?|ings?|ers?|ed|ions?|es|s|e)$/)?.[0] ?? '';
  return word.length - ending.length >= 3 ? word.slice(0, word.length - ending.length) : word;
}

/** Whether two words are one: equal once their endings are gone, or alike in their first five letters. */
export function sameWord(left: string, right: string): boolean {
  return (
    wordStem(left) === wordStem(right) ||
    (left.length >= 5 && right.length >= 5 && left.slice(0, 5) === right.slice(0, 5))
  );
}
