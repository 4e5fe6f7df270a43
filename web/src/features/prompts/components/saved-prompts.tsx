import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Prompt } from '@cover-letter/shared/prompt-schema';
import type { SavedPrompts as SavedPromptsState } from '../hooks/use-saved-prompts.ts';
import { filterPrompts } from '../filter-prompts.ts';
import { SavedPromptEntry } from './saved-prompt-entry.tsx';
import { UndoDeletionNotice } from './undo-deletion-notice.tsx';

type SavedPromptsProps = {
  savedPrompts: SavedPromptsState;
  /** The letter shown under "Generated Cover Letter", so that it is not shown twice. */
  shownAbovePromptId: string | null;
  /** Copy and downloads for one saved letter, composed in by the dashboard. */
  renderActions: (prompt: Prompt, number: number) => ReactNode;
};

/**
 * docs/product.md#screens-and-routes: "Saved Prompts", newest first, headed "Prompt 1".."Prompt N", each downloadable as prompt-N.txt. Each
 * letter shows in full (no scroll box), with its company and role, which the list can be filtered by.
 */
export function SavedPrompts({ savedPrompts, shownAbovePromptId, renderActions }: SavedPromptsProps) {
  const { prompts, lastDeleted, undoDelete, dismissUndo } = savedPrompts;
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const undoButtonRef = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<'undo' | 'heading' | null>(null);
  const numbered = prompts.map((prompt, index) => ({ prompt, number: index + 1 }));
  const shown = filterPrompts(numbered, filter);

  // The deleted entry's buttons are gone: keyboard users continue at the undo offer, and after it at the list.
  useEffect(() => {
    if (focusTarget === null) return;
    const target = focusTarget === 'undo' ? undoButtonRef.current : headingRef.current;
    if (target) {
      target.focus();
      setFocusTarget(null);
    }
  }, [focusTarget, lastDeleted, prompts]);

  const handleUndo = useCallback(async () => {
    const result = await undoDelete();
    if (result.ok) setFocusTarget('heading');
    return result;
  }, [undoDelete]);

  const handleDismiss = useCallback(
    (hadFocus: boolean) => {
      dismissUndo();
      if (hadFocus) setFocusTarget('heading');
    },
    [dismissUndo],
  );

  return (
    <>
      {lastDeleted && (
        <UndoDeletionNotice
          deleted={lastDeleted}
          undoButtonRef={undoButtonRef}
          onUndo={handleUndo}
          onDismiss={handleDismiss}
        />
      )}
      {prompts.length > 0 && (
        <section className="saved-prompts" aria-labelledby="saved-prompts-heading">
          <div className="saved-prompts-header">
            <h2 id="saved-prompts-heading" ref={headingRef} tabIndex={-1}>
              Saved Prompts
            </h2>
            {prompts.length > 1 && (
              <div className="field saved-prompts-filter">
                <label htmlFor={filterId}>Filter by company or role</label>
                <input
                  id={filterId}
                  type="search"
                  autoComplete="off"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                />
              </div>
            )}
          </div>
          <p className="saved-prompts-count" role="status">
            {filter.trim() === ''
              ? ''
              : shown.length === 0
                ? `No saved letter matches “${filter.trim()}”.`
                : `Showing ${shown.length} of ${prompts.length} saved letters.`}
          </p>
          <ol className="saved-prompt-list">
            {shown.map(({ prompt, number }) => (
              <li key={prompt.id}>
                <SavedPromptEntry
                  prompt={prompt}
                  number={number}
                  shownAbove={prompt.id === shownAbovePromptId}
                  savedPrompts={savedPrompts}
                  actions={renderActions(prompt, number)}
                  onDeleted={() => setFocusTarget('undo')}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
