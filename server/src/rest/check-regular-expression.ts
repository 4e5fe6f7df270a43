// PostgreSQL matches a regular expression with a DFA, in time linear in the text, unless the pattern has a
// back-reference (then it backtracks: `^(a*)(a*)\1\2$` over 3,000 characters takes tens of seconds) or a lookaround
// constraint (checked afresh at each position: quadratic). The embedded database runs in the server's own thread and
// has no statement time-out, so such a pattern would freeze every request. These features are refused, and so are
// patterns whose bounded repetitions multiply into a huge automaton.

/** Longest pattern accepted, in characters. */
export const maximumPatternLength = 1_000;

/** Largest automaton accepted, counted as atoms with bounded repetitions multiplied out (`(a{1,10}){1,10}` is 100). */
const maximumExpandedSize = 1_000;

class UnsafePattern extends Error {}

/**
 * Why PostgreSQL would match this regular expression slowly, or undefined when it is safe to run. Syntax errors are
 * left to PostgreSQL, which answers them at once (400).
 */
export function findRegularExpressionProblem(pattern: string): string | undefined {
  if (pattern.length > maximumPatternLength) {
    return `Regular expressions may have at most ${maximumPatternLength} characters.`;
  }
  if (pattern.startsWith('***')) return 'Regular expression directors (***) are not supported by this server.';
  try {
    const parser = createParser(pattern);
    let size = parser.parseAlternation();
    // A stray ")" is PostgreSQL's syntax error to report; the rest after it is still measured.
    while (!parser.atEnd()) {
      parser.skip();
      size += parser.parseAlternation();
    }
    if (size > maximumExpandedSize) {
      return `The regular expression's repetitions are too large (at most ${maximumExpandedSize} atoms once expanded).`;
    }
    return undefined;
  } catch (error) {
    if (error instanceof UnsafePattern) return error.message;
    throw error;
  }
}

function createParser(pattern: string) {
  let position = 0;
  const peek = (offset = 0) => pattern[position + offset];

  function parseBracket(): void {
    // After "[", an optional "^", then a "]" that is a literal when it comes first.
    position += 1;
    if (peek() === '^') position += 1;
    if (peek() === ']') position += 1;
    while (position < pattern.length && peek() !== ']') {
      if (peek() === '\\') {
        position += 2;
      } else if (peek() === '[' && (peek(1) === ':' || peek(1) === '.' || peek(1) === '=')) {
        const close = pattern.indexOf(`${peek(1)}]`, position + 2);
        position = close === -1 ? pattern.length : close + 2;
      } else {
        position += 1;
      }
    }
    position += 1;
  }

  function parseEscape(): void {
    const next = peek(1) ?? '';
    if (/[1-9]/.test(next)) throw new UnsafePattern('Back-references (\\1 to \\9) are not supported by this server.');
    if (next === '0') throw new UnsafePattern('Octal escapes (\\0) are not supported by this server.');
    position += 2;
  }

  function parseGroup(): number {
    position += 1;
    if (peek() === '?') {
      if (peek(1) !== ':') {
        throw new UnsafePattern(
          'Lookahead, lookbehind and embedded options ((?=, (?!, (?<=, (?<!, (?x)) are not supported by this server.',
        );
      }
      position += 2;
    }
    const size = parseAlternation();
    if (peek() === ')') position += 1;
    return size;
  }

  function parseAtom(): number {
    const character = peek();
    if (character === '(') return parseGroup();
    if (character === '[') parseBracket();
    else if (character === '\\') parseEscape();
    else position += 1;
    return 1;
  }

  /** `{m}`, `{m,}` or `{m,n}` at the position, with its largest count; undefined when the brace is a literal. */
  function readBound(): number | undefined {
    const bound = /^\{(\d{1,6})(,(\d{0,6}))?\}\??/.exec(pattern.slice(position));
    if (!bound) return undefined;
    position += bound[0].length;
    const least = Number(bound[1]);
    const most = bound[3] === undefined || bound[3] === '' ? least + 1 : Number(bound[3]);
    return Math.max(1, least, most);
  }

  function parseBranch(): number {
    let size = 0;
    while (position < pattern.length && peek() !== '|' && peek() !== ')') {
      let pieceSize = parseAtom();
      for (;;) {
        const quantifier = peek();
        if (quantifier === '*' || quantifier === '+' || quantifier === '?') {
          position += peek(1) === '?' ? 2 : 1;
          continue;
        }
        if (quantifier === '{') {
          const most = readBound();
          if (most === undefined) break;
          pieceSize *= most;
          // Stop multiplying once the answer is known: the counts could overflow a number long before that.
          pieceSize = Math.min(pieceSize, maximumExpandedSize + 1);
          continue;
        }
        break;
      }
      size += pieceSize;
    }
    return size;
  }

  function parseAlternation(): number {
    let size = parseBranch();
    while (peek() === '|') {
      position += 1;
      size += parseBranch();
    }
    return Math.min(size, maximumExpandedSize + 1);
  }

  return {
    parseAlternation,
    atEnd: () => position >= pattern.length,
    skip: () => {
      position += 1;
    },
  };
}
