import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { canReviseLetter } from '../can-revise-letter.ts';
import type { LetterSaveState, ShownLetter } from '../hooks/use-letter-generation.ts';
import { HighlightedLetter } from './highlighted-letter.tsx';
import { LetterChecksPanel } from './letter-checks-panel.tsx';

type GeneratedCoverLetterProps = {
  letter: ShownLetter;
  /** The letter as the person sees it: their edit, or the text as written. */
  letterText: string;
  saveState: LetterSaveState;
  onEdit: (text: string) => void;
  /** Leaving the editor, or "Try again" after a failed save: saves now. */
  onSaveNow: () => void;
  /** Copy and downloads, composed in by the dashboard. */
  actions: ReactNode;
  /** "Another version": the same inputs and facts, the next variation. */
  onAnotherVersion: () => void;
  /** "Revise with the findings": a language model corrects what the checker found (offered for its letters only). */
  onRevise: () => void;
  /** A letter is being written: there is nothing to ask again for yet. */
  busy: boolean;
  /** At the plan's limit: "Another version" and "Revise" say why when pressed, and send nothing. */
  newLetterBlocked: boolean;
  /** What went wrong with the last "Another version" or "Revise", shown beside the buttons. */
  actionError: string;
};

function describeSaveState(saveState: LetterSaveState, savedPromptId: string | null): string {
  if (saveState.status === 'saving') return 'Saving…';
  if (saveState.status === 'unsaved') return 'Unsaved changes';
  if (saveState.status === 'failed') return `Not saved. ${saveState.message}`;
  return savedPromptId === null ? '' : 'Saved under Saved Prompts';
}

/** One per generation (the dashboard keys it), so an edit never carries over to the next letter. */
export function GeneratedCoverLetter({
  letter,
  letterText,
  saveState,
  onEdit,
  onSaveNow,
  actions,
  onAnotherVersion,
  onRevise,
  busy,
  newLetterBlocked,
  actionError,
}: GeneratedCoverLetterProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorId = useId();
  const actionErrorId = useId();
  const reviseHintId = useId();
  const revisable = canReviseLetter(letter);
  const [editing, setEditing] = useState(false);
  const { streaming, checks } = letter;
  const edited = letterText !== letter.text;
  const labels = [letter.company, letter.role].filter((label): label is string => label !== null && label !== '');
  if (letter.variation > 0) labels.push(`Version ${letter.variation + 1}`);
  const languageNotice = letter.language?.notice;

  // Bring a keyboard or screen-reader user to the new letter.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function toggleEditing() {
    if (editing) onSaveNow();
    setEditing((current) => !current);
  }

  return (
    <section className="card letter-card" id="generated-cover-letter" aria-labelledby="generated-cover-letter-heading">
      <div className="letter-card-header">
        <div>
          <h2 id="generated-cover-letter-heading" ref={headingRef} tabIndex={-1}>
            Generated Cover Letter
          </h2>
          {labels.length > 0 && <p className="letter-card-meta">{labels.join(' · ')}</p>}
        </div>
        <div className="letter-card-actions">
          <button
            type="button"
            className="button button-ghost"
            aria-pressed={editing}
            disabled={streaming}
            onClick={toggleEditing}
          >
            {editing ? 'Done editing' : 'Edit'}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={streaming || busy}
            aria-disabled={newLetterBlocked || undefined}
            aria-describedby={actionError ? actionErrorId : undefined}
            onClick={onAnotherVersion}
          >
            Another version
          </button>
          {revisable && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              aria-disabled={newLetterBlocked || undefined}
              aria-describedby={[reviseHintId, actionError ? actionErrorId : ''].join(' ').trim()}
              onClick={onRevise}
            >
              Revise with the findings
            </button>
          )}
          {actions}
        </div>
      </div>
      {actionError && (
        <p id={actionErrorId} className="form-error" role="alert">
          {actionError}
        </p>
      )}
      {revisable && (
        <p id={reviseHintId} className="field-hint">
          The checks below found problems. &ldquo;Revise with the findings&rdquo; asks the language model to correct
          them, stating nothing your resume does not support; the revised letter is checked again and counts as one
          letter on your plan.
        </p>
      )}
      {!streaming && letter.unsigned && (
        <p className="letter-unsigned-notice" data-testid="letter-unsigned-notice">
          Your resume gives no name, so this letter is not signed. Type your name under the sign-off, or add it to the
          facts (&ldquo;Your name&rdquo;) and your next letters are signed.
        </p>
      )}
      {!streaming && languageNotice && (
        <p className="letter-language-notice" data-testid="letter-language-notice">
          {languageNotice}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {streaming ? 'Writing your cover letter…' : 'Your cover letter is ready.'}
      </p>
      {!streaming && (
        <p className={`save-status save-status-${saveState.status}`} data-testid="generated-letter-save-state">
          {saveState.status === 'failed' ? (
            <span role="alert">{describeSaveState(saveState, letter.savedPromptId)}</span>
          ) : (
            describeSaveState(saveState, letter.savedPromptId)
          )}
          {saveState.status === 'failed' && (
            <>
              {' '}
              <button type="button" className="button button-small button-secondary" onClick={onSaveNow}>
                Try again
              </button>
            </>
          )}
        </p>
      )}
      {editing ? (
        <div className="field">
          <label htmlFor={editorId} className="visually-hidden">
            Edit your cover letter
          </label>
          <textarea
            id={editorId}
            className="letter-editor"
            rows={18}
            value={letterText}
            autoFocus
            onChange={(event) => onEdit(event.target.value)}
          />
        </div>
      ) : (
        <div className="letter-text" data-testid="generated-cover-letter" aria-busy={streaming}>
          {edited || streaming ? letterText : <HighlightedLetter letter={letterText} checks={checks} />}
        </div>
      )}
      {!streaming && checks && <LetterChecksPanel checks={checks} edited={edited} />}
    </section>
  );
}
