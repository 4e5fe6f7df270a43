import type { LetterFinding } from './summarize-letter-checks.ts';

export type LetterSegment =
  | { kind: 'text'; start: number; text: string }
  | {
      kind: 'highlight';
      start: number;
      text: string;
      /** The most serious finding marked here decides how the highlight looks. */
      severity: LetterFinding['severity'];
      messages: string[];
    };

const severityRank: Record<LetterFinding['severity'], number> = { error: 0, warning: 1, info: 2 };

type Cluster = { start: number; end: number; findings: LetterFinding[] };

/**
 * Cuts the letter into plain and highlighted pieces at the findings' spans, so it can be shown as React text nodes
 * (never as HTML). Spans outside the letter or empty are skipped; overlapping spans become one highlight.
 */
export function highlightLetterSpans(letter: string, findings: readonly LetterFinding[]): LetterSegment[] {
  const spanned = findings
    .flatMap((finding) => {
      const span = finding.span;
      if (!span || !Number.isInteger(span.start) || !Number.isInteger(span.end)) return [];
      const start = Math.max(0, span.start);
      const end = Math.min(letter.length, span.end);
      return start < end ? [{ start, end, finding }] : [];
    })
    .sort((first, second) => first.start - second.start || first.end - second.end);

  const clusters: Cluster[] = [];
  for (const { start, end, finding } of spanned) {
    const last = clusters.at(-1);
    if (last && start < last.end) {
      last.end = Math.max(last.end, end);
      last.findings.push(finding);
    } else {
      clusters.push({ start, end, findings: [finding] });
    }
  }

  const segments: LetterSegment[] = [];
  let position = 0;
  for (const cluster of clusters) {
    if (cluster.start > position) {
      segments.push({ kind: 'text', start: position, text: letter.slice(position, cluster.start) });
    }
    const severity = cluster.findings
      .map((finding) => finding.severity)
      .reduce((worst, current) => (severityRank[current] < severityRank[worst] ? current : worst));
    segments.push({
      kind: 'highlight',
      start: cluster.start,
      text: letter.slice(cluster.start, cluster.end),
      severity,
      messages: [...new Set(cluster.findings.map((finding) => finding.message))],
    });
    position = cluster.end;
  }
  if (position < letter.length || segments.length === 0) {
    segments.push({ kind: 'text', start: position, text: letter.slice(position) });
  }
  return segments;
}
