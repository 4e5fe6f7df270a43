// The letter engine remembers what it worked out from recent texts (a line's analysis, a resume's reading): the
// composer and the checker ask about the same lines many times a letter. On a server those texts come from every
// user, so what is remembered must be bounded in size, not only in number: one reading of a resume of the longest
// length allowed, written as a single line, held some 20 MB, and sixteen of them 330 MB
// (docs/decisions/0037-memory-over-a-soak.md).

/** Every memo of the engine, for `rememberedCharacters`: a fixed few, made when their modules load. */
const memos = new Set<TextMemo<unknown>>();

/**
 * Results worked out from texts, remembered for at most `entries` texts and `characters` characters of them: what is
 * worked out from a text grows with its length, so its characters bound the memory it holds. The oldest go first; a
 * text longer than `characters` is never remembered.
 */
export class TextMemo<Value> {
  readonly #values = new Map<string, Value>();
  readonly #entries: number;
  readonly #characters: number;
  #heldCharacters = 0;

  constructor(limits: { entries: number; characters: number }) {
    this.#entries = limits.entries;
    this.#characters = limits.characters;
    memos.add(this);
  }

  get(text: string): Value | undefined {
    return this.#values.get(text);
  }

  /** What was worked out from `text` before, or what `work` gives now, remembered (undefined included). */
  recall(text: string, work: () => Value): Value {
    if (this.#values.has(text)) return this.#values.get(text) as Value;
    const value = work();
    this.set(text, value);
    return value;
  }

  set(text: string, value: Value): void {
    if (text.length > this.#characters || this.#values.has(text)) return;
    // Map keeps insertion order: its first keys are the oldest.
    for (const oldest of this.#values.keys()) {
      if (this.#values.size < this.#entries && this.#heldCharacters + text.length <= this.#characters) break;
      this.#values.delete(oldest);
      this.#heldCharacters -= oldest.length;
    }
    this.#values.set(text, value);
    this.#heldCharacters += text.length;
  }

  /** Forgets every text. */
  clear(): void {
    this.#values.clear();
    this.#heldCharacters = 0;
  }

  /** The texts remembered and their characters. */
  get held(): { entries: number; characters: number } {
    return { entries: this.#values.size, characters: this.#heldCharacters };
  }

  /** The most characters it ever holds. */
  get characterLimit(): number {
    return this.#characters;
  }
}

/**
 * The value with every object and array inside it frozen: a reading the engine hands out without a copy (to its own
 * composer, which reads it many times a letter) cannot be changed by one caller under another's feet; a caller that
 * tried would throw, in the strict mode of modules, instead of corrupting what is remembered.
 */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** The characters of the texts every memo of the engine holds now (what its memory grows with), and their bound. */
export function rememberedCharacters(): { held: number; limit: number } {
  let held = 0;
  let limit = 0;
  for (const memo of memos) {
    held += memo.held.characters;
    limit += memo.characterLimit;
  }
  return { held, limit };
}

/** Forgets what every memo of the engine holds: a benchmark measures work that no earlier measurement did. */
export function forgetRemembered(): void {
  for (const memo of memos) memo.clear();
}
