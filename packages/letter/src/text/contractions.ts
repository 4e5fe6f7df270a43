// The person's contractions written out ("I'm" → "I am", "I've" → "I have", "they've" → "they have"): a letter keeps
// the register of a letter where it tells the person's own sentences (a resume pasted into an e-mail, an About section),
// as the rest of it is written.

/** The text with the contractions of "I", "we", "you" and "they" written out; no other word is touched. */
export function withContractionsWrittenOut(text: string): string {
  return text
    .replace(/\bI['’]m\b/gu, 'I am')
    .replace(/\b(I|they|we|you|They|We|You)['’]ve\b/gu, '$1 have')
    .replace(/\b(they|we|you|They|We|You)['’]re\b/gu, '$1 are');
}
