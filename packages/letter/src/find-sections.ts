// Splits a resume or ad into its sections by recognising headings in English and German.

import { foldForComparison } from './normalize-text.ts';

/** A section of a document: its kind, the heading as written, and its lines. */
export type DocumentSection<Kind extends string> = { kind: Kind | 'preamble'; heading: string; lines: string[] };

/** A heading dictionary: folded heading text to section kind. */
export type HeadingDictionary<Kind extends string> = ReadonlyMap<string, Kind>;

/** Builds a heading dictionary from kinds and their phrases. */
export function buildHeadingDictionary<Kind extends string>(entries: Record<Kind, string[]>): HeadingDictionary<Kind> {
  const dictionary = new Map<string, Kind>();
  for (const [kind, phrases] of Object.entries(entries) as [Kind, string[]][]) {
    for (const phrase of phrases) dictionary.set(foldForComparison(phrase.replace(/\s*&\s*/g, ' and ')), kind);
  }
  return dictionary;
}

const fillerWords =
  /^(?:your|my|our|the|key|core|relevant|professional|technical|additional|selected|deine?|ihre?|unsere?|meine?|was|wichtige|weitere)\s+/;

/** The section kind a line announces, with any content written after a colon on the same line. */
export function readHeading<Kind extends string>(
  line: string,
  dictionary: HeadingDictionary<Kind>,
): { kind: Kind; heading: string; inlineContent: string } | undefined {
  const trimmed = line.trim().replace(/^[-=*_#\s]+|[-=*_\s]+$/g, '');
  if (!trimmed) return undefined;
  // "Experience)" is the tail of a wrapped title, not a heading.
  if ((trimmed.match(/\)/g) ?? []).length > (trimmed.match(/\(/g) ?? []).length) return undefined;
  const colonMatch = trimmed.match(/^([^:]{2,45}):\s*(.*)$/);
  const candidates: { heading: string; inline: string }[] = [];
  if (colonMatch) candidates.push({ heading: colonMatch[1] ?? '', inline: colonMatch[2] ?? '' });
  candidates.push({ heading: trimmed, inline: '' });
  for (const candidate of candidates) {
    if (candidate.heading.length > 90) continue;
    const withoutNote = candidate.heading.replace(/\s*\([^)]*\)\s*$/, '').trim();
    if (withoutNote.split(/\s+/).length > 6) continue;
    let folded = foldForComparison(withoutNote.replace(/\s*&\s*/g, ' and ')).replace(/[.:]+$/, '');
    let kind = dictionary.get(folded);
    for (let attempt = 0; !kind && attempt < 2; attempt += 1) {
      folded = folded.replace(fillerWords, '');
      kind = dictionary.get(folded);
    }
    if (!kind) {
      const firstPart = folded.split(/\s+(?:and|und)\s+|\s*,\s*/)[0] ?? '';
      kind = dictionary.get(firstPart) ?? dictionary.get(firstPart.replace(fillerWords, ''));
    }
    if (kind) {
      // "Skills: Python, Java" is a heading with content; "Requirements: 3+ years ..." too.
      return { kind, heading: withoutNote, inlineContent: candidate.inline.trim() };
    }
  }
  return undefined;
}

/** Splits lines into sections; lines before the first heading form the preamble. */
export function splitIntoSections<Kind extends string>(
  lines: string[],
  dictionary: HeadingDictionary<Kind>,
): DocumentSection<Kind>[] {
  const sections: DocumentSection<Kind>[] = [{ kind: 'preamble', heading: '', lines: [] }];
  for (const line of lines) {
    const heading = readHeading(line, dictionary);
    if (heading) {
      sections.push({
        kind: heading.kind,
        heading: heading.heading,
        lines: heading.inlineContent ? [heading.inlineContent] : [],
      });
      continue;
    }
    sections[sections.length - 1]?.lines.push(line);
  }
  return sections;
}

/** True for lines that are only a page marker a PDF extractor left behind ("1", "2/2", "Page 1 of 3"). */
export function isPageMarker(line: string): boolean {
  return /^(?:\d{1,2}(?:\s*\/\s*\d{1,2})?|(?:page|seite)\s+\d+(?:\s+(?:of|von)\s+\d+)?)$/i.test(line.trim());
}

/** Bullet marks people use in pasted lists. */
export const bulletPattern = /^\s*(?:[•●○◦▪▫■□►▶➤✓✔·*–—-]|\d{1,2}[.)])\s+/u;

/** True when a line starts a list item. */
export function isBulletLine(line: string): boolean {
  return bulletPattern.test(line);
}

/** The line without its bullet mark. */
export function stripBullet(line: string): string {
  return line.replace(bulletPattern, '').trim();
}
