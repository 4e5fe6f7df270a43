import { Fragment } from 'react';
import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import { highlightLetterSpans } from '../highlight-letter-spans.ts';

/** The letter as text nodes, with the checker's findings marked; never rendered as HTML. */
export function HighlightedLetter({ letter, checks }: { letter: string; checks: LetterChecksResponse | undefined }) {
  if (!checks) {
    return letter;
  }
  return highlightLetterSpans(letter, checks.findings).map((segment) =>
    segment.kind === 'text' ? (
      <Fragment key={segment.start}>{segment.text}</Fragment>
    ) : (
      <mark
        key={segment.start}
        className={`letter-mark letter-mark-${segment.severity}`}
        title={segment.messages.join(' ')}
      >
        {segment.text}
      </mark>
    ),
  );
}
