// Job ads are often pasted as HTML (copied from a careers page or a job board's source). The letter engine reads
// text, so markup becomes line breaks and bullets, and character references become characters.

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
  dollar: '$',
  percnt: '%',
  colon: ':',
  comma: ',',
  period: '.',
  lpar: '(',
  rpar: ')',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
};

/** Decodes HTML character references (named, decimal and hexadecimal). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      const code = Number.parseInt(body.slice(2), 16);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    if (body.startsWith('#')) {
      const code = Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return namedEntities[body] ?? namedEntities[body.toLowerCase()] ?? match;
  });
}

/** True when the text contains HTML markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?(?:p|div|br|li|ul|ol|h[1-6]|span|strong|b|em|i|section|article|table|tr|td|a|body|html)\b[^>]*>/i.test(
    text,
  );
}

/** Turns HTML into plain text, keeping block structure as line breaks and list items as bullets. */
export function htmlToText(text: string): string {
  if (!looksLikeHtml(text) && !/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) return text;
  let result = text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(?:p|div|li|ul|ol|h[1-6]|section|article|header|footer|tr|table|blockquote)\s*>/gi, '\n')
    .replace(/<(?:p|div|ul|ol|h[1-6]|section|article|header|footer|tr|table|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  result = decodeHtmlEntities(result);
  return result;
}
