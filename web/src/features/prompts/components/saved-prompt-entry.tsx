import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Prompt } from '@cover-letter/shared/prompt-schema';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import type { SavedPrompts } from '../hooks/use-saved-prompts.ts';
import { PromptDetailsForm } from './prompt-details-form.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How long "Saved" stays on screen after a save. */
const savedNoticeMilliseconds = 4_000;

function formatCreatedAt(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** "Acme · Data Engineer", or null when neither is known. */
export function describePromptTarget(prompt: Pick<Prompt, 'company' | 'role'>): string | null {
  const labels = [prompt.company, prompt.role].filter((label): label is string => label !== null && label !== '');
  return labels.length === 0 ? null : labels.join(' · ');
}

type SavedPromptEntryProps = {
  prompt: Prompt;
  /** docs/product.md#screens-and-routes: "Prompt N", from 1, newest first. */
  number: number;
  /** The letter is already shown above, under "Generated Cover Letter": fold its text away here. */
  shownAbove: boolean;
  savedPrompts: Pick<SavedPrompts, 'saveCoverLetter' | 'saveDetails' | 'removePrompt'>;
  /** Copy and downloads, composed in by the dashboard. */
  actions: ReactNode;
  /** Called once the row is deleted, so focus can move to the undo offer. */
  onDeleted: () => void;
};

export function SavedPromptEntry({
  prompt,
  number,
  shownAbove,
  savedPrompts,
  actions,
  onDeleted,
}: SavedPromptEntryProps) {
  const editorId = useId();
  const letterId = useId();
  const headingId = `saved-prompt-${prompt.id}`;
  const createdAt = formatCreatedAt(prompt.created_at);
  const target = describePromptTarget(prompt);
  // Folded while the letter is shown above, unless the person opens it; their choice wins from then on.
  const [expandedChoice, setExpandedChoice] = useState<boolean | null>(null);
  const expanded = expandedChoice ?? !shownAbove;
  const [draft, setDraft] = useState<string | null>(null);
  const [editingDetails, setEditingDetails] = useState(false);
  const [detailsUnsaved, setDetailsUnsaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [savedNotice, setSavedNotice] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState('');
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const detailsButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<'edit' | 'details' | null>(null);
  const letterShown = expanded || draft !== null;

  useUnsavedChanges((draft !== null && draft !== prompt.cover_letter) || detailsUnsaved);

  // Leaving an editor, keyboard users land back on the button that opened it instead of the top of the page.
  useEffect(() => {
    if (draft !== null || editingDetails || returnFocusRef.current === null) return;
    (returnFocusRef.current === 'edit' ? editButtonRef : detailsButtonRef).current?.focus();
    returnFocusRef.current = null;
  }, [draft, editingDetails]);

  useEffect(() => {
    if (!savedNotice) return;
    const timer = window.setTimeout(() => setSavedNotice(false), savedNoticeMilliseconds);
    return () => window.clearTimeout(timer);
  }, [savedNotice]);

  function startEditing() {
    setDraft(prompt.cover_letter);
    setSaveError('');
    setSavedNotice(false);
  }

  function cancelEditing() {
    returnFocusRef.current = 'edit';
    setDraft(null);
    setSaveError('');
  }

  async function saveDraft() {
    if (draft === null || saving) return;
    if (draft.trim() === '') {
      setSaveError('A saved letter cannot be empty.');
      return;
    }
    setSaving(true);
    setSaveError('');
    const result = await savedPrompts.saveCoverLetter(prompt.id, draft);
    setSaving(false);
    if (!result.ok) {
      // Keep the edit so nothing typed is lost.
      setSaveError(
        result.error.kind === 'not-found' ? result.error.message : 'Your changes could not be saved. Please try again.',
      );
      return;
    }
    returnFocusRef.current = 'edit';
    setDraft(null);
    setSavedNotice(true);
  }

  async function confirmDelete() {
    setConfirmingDelete(false);
    setDeleteError('');
    const result = await savedPrompts.removePrompt(prompt);
    if (result.ok) onDeleted();
    else setDeleteError(`Prompt ${number} could not be deleted. ${result.error.message}`);
  }

  return (
    <article className="card letter-card" aria-labelledby={headingId}>
      <div className="letter-card-header">
        <div className="letter-card-title">
          <h3 id={headingId}>Prompt {number}</h3>
          <p className="letter-card-meta">
            <span className={target === null ? 'letter-card-target-missing' : 'letter-card-target'}>
              {target ?? 'No company or role yet'}
            </span>
            {createdAt && (
              <>
                {' · '}
                <time dateTime={prompt.created_at}>{createdAt}</time>
              </>
            )}
          </p>
        </div>
        <div className="letter-card-actions">{actions}</div>
      </div>

      {editingDetails ? (
        <PromptDetailsForm
          prompt={prompt}
          number={number}
          saveDetails={savedPrompts.saveDetails}
          onUnsavedChange={setDetailsUnsaved}
          onClose={(saved) => {
            returnFocusRef.current = 'details';
            setEditingDetails(false);
            setDetailsUnsaved(false);
            if (saved) setSavedNotice(true);
          }}
        />
      ) : null}

      {shownAbove && !letterShown && (
        <p className="field-hint">
          This is the letter shown above. <a href="#generated-cover-letter">Go to the letter</a>
        </p>
      )}

      {draft === null ? (
        <div className="letter-text" id={letterId} hidden={!letterShown}>
          {prompt.cover_letter}
        </div>
      ) : (
        <div className="letter-edit">
          <label htmlFor={editorId} className="visually-hidden">
            Edit the letter of Prompt {number}
          </label>
          <textarea
            id={editorId}
            className="letter-editor"
            rows={14}
            value={draft}
            autoFocus
            aria-invalid={saveError !== ''}
            aria-describedby={saveError ? `${editorId}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setSaveError('');
            }}
          />
          {saveError && (
            <p id={`${editorId}-error`} className="field-error" role="alert">
              {saveError}
            </p>
          )}
          <div className="letter-edit-actions">
            <button type="button" className="button button-ghost" onClick={cancelEditing} disabled={saving}>
              Cancel
            </button>
            <button type="button" className="button button-primary" onClick={() => void saveDraft()} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </button>
          </div>
        </div>
      )}

      <div className="letter-card-footer">
        {draft === null && (
          <button
            type="button"
            className="button button-ghost"
            aria-expanded={letterShown}
            aria-controls={letterId}
            onClick={() => setExpandedChoice(!letterShown)}
          >
            {letterShown ? 'Hide letter' : 'Show letter'}
          </button>
        )}
        {draft === null && (
          <button type="button" className="button button-ghost" onClick={startEditing} ref={editButtonRef}>
            Edit
          </button>
        )}
        {!editingDetails && (
          <button
            type="button"
            className="button button-ghost"
            ref={detailsButtonRef}
            onClick={() => setEditingDetails(true)}
          >
            {target === null ? 'Add company and role' : 'Edit company and role'}
          </button>
        )}
        <button
          type="button"
          className="button button-ghost button-danger-text"
          onClick={() => setConfirmingDelete(true)}
        >
          Delete
        </button>
        <span className="save-status" data-testid="saved-notice" role="status">
          {savedNotice ? 'Saved' : ''}
        </span>
      </div>
      {deleteError && (
        <p className="field-error" role="alert">
          {deleteError}
        </p>
      )}

      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete Prompt ${number}?`}
        confirmLabel="Delete"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          {target ? `The letter for ${target}` : 'This letter'}
          {createdAt ? `, saved ${createdAt},` : ''} will be deleted. You can undo this for a few seconds.
        </p>
      </ConfirmDialog>
    </article>
  );
}
