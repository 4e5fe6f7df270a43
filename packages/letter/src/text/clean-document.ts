// The one way every reader in the letter engine sees a pasted resume or ad: HTML turned into text, broken encodings
// repaired, Markdown marks and icon glyphs removed, spaces collapsed. Line structure is kept, because where a line
// starts and ends is much of what a resume's layout says.

import { htmlToText } from './html-to-text.ts';
import { repairText } from './repair-text.ts';

/** Icon glyphs a PDF extractor leaves in front of contact lines ("ð bwayne", "§ bwayne", "✉ mail@..."). */
const leadingIcons = /^[ð§¶✉☎📞📧🌐🔗⌂⌖☏✆📍🏠]+\s*/u;

function cleanLine(line: string): string {
  return (
    line
      .replace(/[ ]{2,}/g, ' ')
      .trim()
      // Markdown headings, emphasis and block quotes carry no meaning here.
      .replace(/^#{1,6}\s+/, '')
      .replace(/^>\s+/, '')
      .replace(/\*\*([^*]+)\*\*/g, '$1')
      .replace(/__([^_]+)__/g, '$1')
      .replace(leadingIcons, '')
      // "I (555) 555-0100": a phone icon extracted as a capital I.
      .replace(/^[IÆ]\s+(?=[+(]?\d[\d\s().-]{6,}\d)/u, '')
      // A separator left at either end of a line by a removed glyph ("Company Name - City" stays; "- item" is a bullet).
      .replace(/^\|\s+|\s+[-|]$/g, '')
      .replace(/\s+([,;:])(?=\s|$)/g, '$1')
  );
}

/** Turns a pasted document into clean text with `\n` line breaks and no runs of more than one blank line. */
export function cleanDocument(raw: string): string {
  const text = repairText(htmlToText(raw))
    // "procedures.Maintained a safe ...": a sentence end that lost its space; "Monitor,measure": a list that did.
    .replace(/(\p{Ll}{2})\.(\p{Lu}\p{Ll})/gu, '$1. $2')
    .replace(/(\p{Ll}{2}),(\p{L}{2})/gu, '$1, $2')
    // Bullets run into one line ("... plotted Word cloud. * Created dashboards"): one item a line.
    .replace(/[ \t]+[•*][ \t]+(?=\p{Lu})/gu, '\n• ');

  return text
    .split('\n')
    .map(cleanLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
