// A model's answer is not always just the letter: it may open with "Here is your cover letter:", wrap the letter in a
// Markdown fence, bold a line or add a note at the end. These are removed only where that cannot cut the letter
// itself; everything else stays, and the checker reports what is left.

/** No letter needs more: `maximumLetterWords` (450) are about 3,000 characters. Beyond this the model is rambling or looping. */
export const maximumLetterCharacters = 6_000;

const fencePattern = /^\s*(```|~~~)/;
const preamblePattern =
  /^(?:(?:sure|certainly|of course|absolutely|okay|ok|great|gerne|klar)[,!.].*|(?:here(?:'s| is| are)|below is|the following is|hier ist)\b.*[:.!]\s*|#{1,6}\s.*|\**\s*(?:cover letter|anschreiben|bewerbungsanschreiben)\s*\**:?\s*\**)$/i;
const trailingCommentaryPattern =
  /^(?:let me know if you(?:'d| would)? (?:like|want|need) (?:any|me to|to make|further|changes|adjust)|feel free to (?:adjust|modify|customi[sz]e|tailor|edit|change)|i hope this (?:helps|cover letter|letter (?:helps|works|meets))|note:|\*\*note|\(note:|this (?:cover )?letter (?:highlights|emphasi[sz]es|focuses|is tailored)|---+$)/i;

function normaliseLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** An unfinished first line that could still turn out to be a preamble, a heading, a fence or inline thinking. */
function couldStillBePreamble(line: string): boolean {
  const trimmed = line.trim();
  return (
    line.length < 200 &&
    (trimmed === '' ||
      preamblePattern.test(trimmed) ||
      /^[`~#*<]|^\w*$/.test(trimmed) ||
      /^(?:sure|certainly|of course|absolutely|okay|ok|great|gerne|klar|here|below|the following|hier)\b/i.test(
        trimmed,
      ))
  );
}

/** Index where the letter starts, after blank lines, an opening fence and one-line preambles; `undefined` if not yet known. */
function findLetterStart(text: string, complete: boolean): number | undefined {
  let position = 0;
  let fenced = false;
  for (;;) {
    // Some local reasoning models write their thinking inline before the answer.
    if (/^\s*<think(?:ing)?>/i.test(text.slice(position))) {
      const close = /<\/think(?:ing)?>/i.exec(text.slice(position));
      if (!close) return complete ? text.length : undefined;
      position += close.index + close[0].length;
      continue;
    }
    const lineEnd = text.indexOf('\n', position);
    if (lineEnd < 0) return !complete && couldStillBePreamble(text.slice(position)) ? undefined : position;
    const line = text.slice(position, lineEnd).trim();
    const isOpeningFence = !fenced && fencePattern.test(line);
    const isPreamble = preamblePattern.test(line) && !/^(?:dear|sehr geehrte|hello|hallo|liebe)\b/i.test(line);
    if (line !== '' && !isOpeningFence && !isPreamble) return position;
    if (isOpeningFence) fenced = true;
    position = lineEnd + 1;
  }
}

function cutAtCharacterLimit(text: string, maximumCharacters: number): string {
  if (text.length <= maximumCharacters) return text;
  const head = text.slice(0, maximumCharacters);
  const paragraphEnd = head.lastIndexOf('\n\n');
  if (paragraphEnd > maximumCharacters / 2) return head.slice(0, paragraphEnd);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  if (sentenceEnd > maximumCharacters / 2) return head.slice(0, sentenceEnd + 1);
  return head.replace(/\s+\S*$/, '');
}

function cleanLetterBody(text: string, options: { complete: boolean; maximumCharacters: number }): string {
  let body = text;
  // A fence line after the letter has started ends it: what follows is commentary.
  const lines = body.split('\n');
  const fenceIndex = lines.findIndex((line) => fencePattern.test(line));
  if (fenceIndex >= 0) body = lines.slice(0, fenceIndex).join('\n');
  body = body.replace(/\*\*/g, '');
  let paragraphs = body.split(/\n[ \t]*\n/);
  // Only complete paragraphs can be recognised as commentary.
  const lastComplete = options.complete ? paragraphs.length : paragraphs.length - 1;
  while (
    paragraphs.length > 1 &&
    lastComplete >= paragraphs.length &&
    trailingCommentaryPattern.test((paragraphs.at(-1) ?? '').trim())
  ) {
    paragraphs = paragraphs.slice(0, -1);
  }
  body = paragraphs.join('\n\n');
  body = body.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n');
  return cutAtCharacterLimit(body, options.maximumCharacters).trimEnd();
}

/** The letter in a model's complete answer: preamble, fences, bold markers and trailing notes removed, length capped. */
export function cleanLetterText(raw: string, maximumCharacters = maximumLetterCharacters): string {
  const text = normaliseLineEndings(raw);
  const start = findLetterStart(text, true) ?? text.length;
  return cleanLetterBody(text.slice(start), { complete: true, maximumCharacters }).trim();
}

/**
 * The same cleaning applied while the answer streams in: `push` takes each new piece of the answer and returns the
 * text that is now safe to show (held back while it could still turn out to be a preamble or a fence); `finish`
 * returns the whole cleaned letter, which is authoritative. The shown pieces are a prefix of it in all ordinary cases.
 */
export function createLetterTextCleaner(maximumCharacters = maximumLetterCharacters) {
  let raw = '';
  let shown = '';
  return {
    push(piece: string): string {
      raw += piece;
      const text = normaliseLineEndings(raw);
      const start = findLetterStart(text, false);
      if (start === undefined) return '';
      let body = text.slice(start);
      // Hold back an unfinished last line that could become a fence or a bold marker.
      const lastLineStart = body.lastIndexOf('\n') + 1;
      const lastLine = body.slice(lastLineStart);
      if (/^\s*[`~]/.test(lastLine)) body = body.slice(0, lastLineStart);
      body = body.replace(/\*$/, '');
      const stable = cleanLetterBody(body, { complete: false, maximumCharacters });
      if (stable.length <= shown.length || !stable.startsWith(shown)) return '';
      const added = stable.slice(shown.length);
      shown = stable;
      return added;
    },
    /** True once the cleaned letter has reached the length cap: reading further is wasted. */
    get full(): boolean {
      return raw.length > maximumCharacters + 1_000;
    },
    finish(): string {
      return cleanLetterText(raw, maximumCharacters);
    },
  };
}
