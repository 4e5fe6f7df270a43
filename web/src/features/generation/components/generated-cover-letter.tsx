import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import { downloadTextFile } from '../../../lib/download-text-file.ts';
import { highlightLetterSpans } from '../highlight-letter-spans.ts';
import { LetterChecksPanel } from './letter-checks-panel.tsx';

type GeneratedCoverLetterProps = {
  coverLetter: string;
  /** True while the letter is still arriving: no editing or download until it is complete. */
  streaming: boolean;
  checks: LetterChecksResponse | undefined;
};

/** The letter as text nodes, with the checker's findings marked; never rendered as HTML. */
function HighlightedLetter({ letter, checks }: { letter: string; checks: LetterChecksResponse | undefined }) {
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

/** One per generation (the dashboard keys it), so an edit never carries over to the next letter. */
export function GeneratedCoverLetter({ coverLetter, streaming, checks }: GeneratedCoverLetterProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorId = useId();
  const [editing, setEditing] = useState(false);
  const [editedLetter, setEditedLetter] = useState<string | null>(null);
  const letter = editedLetter ?? coverLetter;
  const edited = editedLetter !== null && editedLetter !== coverLetter;

  // Bring a keyboard or screen-reader user to the new letter.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="card letter-card" aria-labelledby="generated-cover-letter-heading">
      <div className="letter-card-header">
        <h2 id="generated-cover-letter-heading" ref={headingRef} tabIndex={-1}>
          Generated Cover Letter
        </h2>
        <div className="letter-card-actions">
          <button
            type="button"
            className="button button-ghost"
            aria-pressed={editing}
            disabled={streaming}
            onClick={() => setEditing((current) => !current)}
          >
            {editing ? 'Done editing' : 'Edit'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={streaming}
            onClick={() => downloadTextFile('cover-letter.txt', letter)}
          >
            Download Cover Letter
          </button>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {streaming ? 'Writing your cover letter…' : 'Your cover letter is ready.'}
      </p>
      {editing ? (
        <div className="field">
          <label htmlFor={editorId} className="visually-hidden">
            Edit your cover letter
          </label>
          <textarea
            id={editorId}
            className="letter-editor"
            rows={18}
            value={letter}
            autoFocus
            onChange={(event) => setEditedLetter(event.target.value)}
          />
        </div>
      ) : (
        <div className="letter-text" data-testid="generated-cover-letter" aria-busy={streaming}>
          {edited || streaming ? letter : <HighlightedLetter letter={letter} checks={checks} />}
        </div>
      )}
      {!streaming && checks && <LetterChecksPanel checks={checks} edited={edited} />}
    </section>
  );
}
