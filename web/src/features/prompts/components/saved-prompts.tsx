import { useEffect, useId, useRef, useState } from 'react';
import type { Prompt } from '@cover-letter/shared/prompt-schema';
import { downloadTextFile } from '../../../lib/download-text-file.ts';

/** Saves a letter's new text; resolves with an error message to show, or null once it is saved. */
export type SaveCoverLetter = (promptId: string, coverLetter: string) => Promise<string | null>;

type SavedPromptsProps = { prompts: Prompt[]; onSaveCoverLetter: SaveCoverLetter };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How long "Saved" stays on screen after a save. */
const savedNoticeMilliseconds = 4_000;

function formatCreatedAt(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

type SavedPromptEntryProps = { prompt: Prompt; number: number; onSaveCoverLetter: SaveCoverLetter };

function SavedPromptEntry({ prompt, number, onSaveCoverLetter }: SavedPromptEntryProps) {
  const editorId = useId();
  const headingId = `saved-prompt-${prompt.id}`;
  const createdAt = formatCreatedAt(prompt.created_at);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [savedNotice, setSavedNotice] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef(false);

  // Leaving the editor, keyboard users land back on the Edit button instead of the top of the page.
  useEffect(() => {
    if (draft === null && returnFocusRef.current) {
      returnFocusRef.current = false;
      editButtonRef.current?.focus();
    }
  }, [draft]);

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
    returnFocusRef.current = true;
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
    const error = await onSaveCoverLetter(prompt.id, draft);
    setSaving(false);
    if (error) {
      // Keep the edit so nothing typed is lost.
      setSaveError(error);
      return;
    }
    returnFocusRef.current = true;
    setDraft(null);
    setSavedNotice(true);
  }

  return (
    <article className="card letter-card" aria-labelledby={headingId}>
      <div className="letter-card-header">
        <div>
          <h3 id={headingId}>Prompt {number}</h3>
          {createdAt && (
            <p className="letter-card-meta">
              <time dateTime={prompt.created_at}>{createdAt}</time>
            </p>
          )}
        </div>
        <div className="letter-card-actions">
          <span className="save-status" role="status">
            {savedNotice ? 'Saved' : ''}
          </span>
          {draft === null && (
            <button type="button" className="button button-ghost" onClick={startEditing} ref={editButtonRef}>
              Edit
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => downloadTextFile(`prompt-${number}.txt`, prompt.cover_letter)}
          >
            Download
          </button>
        </div>
      </div>
      {draft === null ? (
        <div className="letter-text letter-text-scroll" tabIndex={0}>
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
            onChange={(event) => setDraft(event.target.value)}
          />
          {saveError && (
            <p className="field-error" role="alert">
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
    </article>
  );
}

/** SPEC.md §2: newest first, headed "Prompt 1".."Prompt N", each downloadable as prompt-N.txt. */
export function SavedPrompts({ prompts, onSaveCoverLetter }: SavedPromptsProps) {
  if (prompts.length === 0) {
    return null;
  }

  return (
    <section className="saved-prompts" aria-labelledby="saved-prompts-heading">
      <h2 id="saved-prompts-heading">Saved Prompts</h2>
      <ol className="saved-prompt-list">
        {prompts.map((prompt, index) => (
          <li key={prompt.id}>
            <SavedPromptEntry prompt={prompt} number={index + 1} onSaveCoverLetter={onSaveCoverLetter} />
          </li>
        ))}
      </ol>
    </section>
  );
}
