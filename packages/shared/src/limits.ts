// The product's limits (docs/product.md#limits), each defined once and imported wherever it is enforced or said.
// Messages are built from these numbers, so a changed limit changes every sentence that names it.

/** Passwords: at least this many characters, checked in the browser and on the server. */
export const minimumPasswordLength = 6;
/** GoTrue refuses longer passwords (bcrypt's limit there), and so does this server, to answer as it does. */
export const maximumPasswordLength = 72;

/** Resume and job description: at most this many characters each (the database holds them to the same limit). */
export const maximumInputCharacters = 50_000;

/** Word ranges a letter of each length must keep. */
export const letterWordRanges = {
  standard: { minimum: 250, maximum: 400 },
  short: { minimum: 150, maximum: 200 },
} as const;

/** No letter, of any length, may have more words than this. */
export const maximumLetterWords = 450;

/** A count as the product writes it in English prose: "50,000". */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A word range as the product writes it in English prose: "250-400". */
export function formatWordRange(range: { minimum: number; maximum: number }): string {
  return `${range.minimum}-${range.maximum}`;
}

/**
 * A letter to check or revise: as long as a saved letter may be (server/src/database/migrations/0003-storage-limits.sql),
 * many times the longest letter the checker accepts (`maximumLetterWords`). Checking takes time in proportion to the
 * letter's length times the resume's, on the server's event loop: `npm run bench` measures it.
 */
export const maximumLetterCharacters = 20_000;
