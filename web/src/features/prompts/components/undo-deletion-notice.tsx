import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Prompt } from '@cover-letter/shared/prompt-schema';
import type { ApiResult } from '../../../lib/api-result.ts';
import type { DeletedPrompt } from '../hooks/use-saved-prompts.ts';
import { describePromptTarget } from './saved-prompt-entry.tsx';

/** "A few seconds": long enough to notice and reach the button, paused while the pointer or focus is on it. */
export const undoOfferMilliseconds = 8_000;

type UndoDeletionNoticeProps = {
  deleted: DeletedPrompt;
  undoButtonRef: RefObject<HTMLButtonElement | null>;
  onUndo: () => Promise<ApiResult<Prompt>>;
  /** `hadFocus`: the notice held the keyboard focus, which must go somewhere useful. */
  onDismiss: (hadFocus: boolean) => void;
};

/** After a deletion: the letter is gone from the data service, and Undo puts the same row back. */
export function UndoDeletionNotice({ deleted, undoButtonRef, onUndo, onDismiss }: UndoDeletionNoticeProps) {
  const [paused, setPaused] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [error, setError] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const target = describePromptTarget(deleted.prompt);

  useEffect(() => {
    if (paused || restoring) return;
    const timer = window.setTimeout(() => onDismiss(false), undoOfferMilliseconds);
    return () => window.clearTimeout(timer);
  }, [onDismiss, paused, restoring]);

  async function handleUndo() {
    setRestoring(true);
    setError('');
    const result = await onUndo();
    setRestoring(false);
    if (!result.ok) setError(`The letter could not be brought back. ${result.error.message}`);
  }

  return (
    <div
      ref={containerRef}
      className="undo-notice"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <p role="status">
        Prompt {deleted.number} {target ? `(${target}) ` : ''}was deleted.
      </p>
      <div className="undo-notice-actions">
        <button
          type="button"
          className="button button-secondary"
          ref={undoButtonRef}
          onClick={() => void handleUndo()}
          disabled={restoring}
        >
          {restoring ? 'Restoring...' : 'Undo'}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => onDismiss(containerRef.current?.contains(document.activeElement) ?? false)}
          disabled={restoring}
        >
          Dismiss
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
