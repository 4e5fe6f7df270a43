import type { Prompt } from '@cover-letter/shared/prompt-schema';

/** Case and accents do not matter: "nestle" finds "Nestlé". */
function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The saved letters whose company or role contains every word of the filter, keeping each letter's number: a filter
 * narrows the list, it does not renumber the "Prompt N" of docs/product.md#screens-and-routes.
 */
export function filterPrompts<Entry extends { prompt: Pick<Prompt, 'company' | 'role'> }>(
  entries: Entry[],
  filter: string,
): Entry[] {
  const words = foldForSearch(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter(({ prompt }) => {
    const haystack = foldForSearch(`${prompt.company ?? ''} ${prompt.role ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}
