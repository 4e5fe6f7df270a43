// Job ads are often pasted as HTML (copied from a careers page or a job board's source). The letter engine reads
// text, so markup becomes line breaks and bullets, and character references become characters.

import { decodeHTMLStrict } from 'entities';

/**
 * Decodes HTML character references: every named one HTML defines ("&aacute;", "&shy;", "&ntilde;"), decimal and
 * hexadecimal ones. A reference needs its semicolon, as in text: "R&D", "AT&T" and "&notice" stay as written. The
 * table is the `entities` package's (docs/decisions/0059-html-entities.md); a table of our own knew 36 names, and a
 * Spanish CV's "M&aacute;ster" and "Administraci&oacute;n" reached a letter as written.
 */
export function decodeHtmlEntities(text: string): string {
  return decodeHTMLStrict(text);
}

/** True when the text contains HTML markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?(?:p|div|br|li|ul|ol|h[1-6]|span|strong|b|em|i|section|article|table|tr|td|a|body|html)\b[^>]*>/i.test(
    text,
  );
}

/** An element an icon font draws: Material Icons and Symbols, Font Awesome, Glyphicons, Bootstrap Icons. */
const iconElement =
  /<(i|span)\b[^>]*\bclass\s*=\s*["'][^"']*\b(?:material-icons[\w-]*|material-symbols[\w-]*|fa[srbl]?|fa-solid|fa-regular|glyphicon|bi)\b[^"']*["'][^>]*>[^<]{0,40}<\/\1\s*>/gi;

/** Turns HTML into plain text, keeping block structure as line breaks and list items as bullets. */
export function htmlToText(given: string): string {
  // "<!-- Teaching ... -->" in a Markdown CV: a part the person hid from the page, whatever else the text is.
  const text = given.includes('<!--') ? given.replace(/<!--[\s\S]*?-->/g, ' ') : given;
  if (!looksLikeHtml(text) && !/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) return text;
  let result = text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    // '<i class="icons material-icons">expand_more</i>': an icon font draws its icon from the word inside, which is
    // no text of the page ("DB Systel GmbHexpand_more" had been read as an employer).
    .replace(iconElement, ' ')
    // "<td>03.2020 - 12.2020</td><td>Engineer - fuentis AG</td>": a table's cells, parted as its columns print.
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(/<br\s*\/?>/gi, '\n')
    // ("<li>• ECS / JIB Gold Card</li>": a bullet typed inside the item is the item's one bullet; two had split the
    // list, every other item read as no requirement.)
    .replace(/<li\b[^<>]*>(?:\s*[•·▪◦●■►✓✔]|\s*[-*](?=\s))?\s*/gi, '\n• ')
    .replace(/<\/(?:p|div|li|ul|ol|h[1-6]|section|article|header|footer|tr|table|blockquote)\s*>/gi, '\n')
    .replace(/<(?:p|div|ul|ol|h[1-6]|section|article|header|footer|tr|table|blockquote)\b[^<>]*>/gi, '\n')
    // (A tag holds no "<": "$content = <<<EOT" before a PHP page's markup had been read as a tag running to the next
    // ">" a page later, and the person's name and first job went with it.)
    .replace(/<\/?[a-z][^<>]*>/gi, '');
  result = decodeHtmlEntities(result);
  return result;
}
