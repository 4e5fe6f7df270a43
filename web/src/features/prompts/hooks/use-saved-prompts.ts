import { useCallback, useEffect, useRef, useState } from 'react';
import type { Prompt, PromptDetails } from '@cover-letter/shared/prompt-schema';
import { fail, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { deletePrompt } from '../api/delete-prompt.ts';
import { insertPrompt, type NewPrompt } from '../api/insert-prompt.ts';
import { listPrompts } from '../api/list-prompts.ts';
import { restorePrompt } from '../api/restore-prompt.ts';
import { updatePrompt } from '../api/update-prompt.ts';

/** A deletion that can still be undone, with the number its letter had in the list. */
export type DeletedPrompt = { prompt: Prompt; number: number };

export type SavedPrompts = {
  /** Newest first, as docs/product.md#screens-and-routes lists them. */
  prompts: Prompt[];
  reload: () => Promise<void>;
  addPrompt: (prompt: Omit<NewPrompt, 'userId'>) => Promise<ApiResult<Prompt>>;
  saveCoverLetter: (promptId: string, coverLetter: string) => Promise<ApiResult<Prompt>>;
  saveDetails: (promptId: string, details: PromptDetails) => Promise<ApiResult<Prompt>>;
  removePrompt: (prompt: Prompt) => Promise<ApiResult<DeletedPrompt>>;
  /** The last deletion, until it is undone or the undo offer ends. */
  lastDeleted: DeletedPrompt | null;
  undoDelete: () => Promise<ApiResult<Prompt>>;
  dismissUndo: () => void;
};

/**
 * The user's saved letters (docs/product.md#states-and-transitions: loaded once the user is known, reloaded after a new letter). Every change
 * goes through the data service and the list shows the rows it answers with.
 */
export function useSavedPrompts(userId: string | undefined): SavedPrompts {
  const [prompts, setPrompts] = useState<Prompt[]>([]);
  const [lastDeleted, setLastDeleted] = useState<DeletedPrompt | null>(null);
  // The latest list, for handlers that run after an await.
  const promptsRef = useRef<Prompt[]>([]);
  const lastDeletedRef = useRef<DeletedPrompt | null>(null);

  const showPrompts = useCallback((next: Prompt[]) => {
    promptsRef.current = next;
    setPrompts(next);
  }, []);

  const showLastDeleted = useCallback((deleted: DeletedPrompt | null) => {
    lastDeletedRef.current = deleted;
    setLastDeleted(deleted);
  }, []);

  const reload = useCallback(async () => {
    if (userId === undefined) return;
    const result = await listPrompts(userId);
    // docs/product.md#messages: an error loading prompts is ignored; the list stays as it is.
    if (result.ok) showPrompts(result.value);
  }, [showPrompts, userId]);

  useEffect(() => {
    if (userId === undefined) return;
    let active = true;
    void listPrompts(userId).then((result) => {
      if (active && result.ok) showPrompts(result.value);
    });
    return () => {
      active = false;
    };
  }, [showPrompts, userId]);

  const replacePrompt = useCallback(
    (updated: Prompt) => showPrompts(promptsRef.current.map((prompt) => (prompt.id === updated.id ? updated : prompt))),
    [showPrompts],
  );

  const addPrompt = useCallback(
    async (prompt: Omit<NewPrompt, 'userId'>) => {
      if (userId === undefined) return fail('refused', 'Please log in again to save letters.');
      const result = await insertPrompt({ ...prompt, userId });
      await reload();
      return result;
    },
    [reload, userId],
  );

  const saveCoverLetter = useCallback(
    async (promptId: string, coverLetter: string) => {
      const result = await updatePrompt(promptId, { cover_letter: coverLetter });
      if (result.ok) replacePrompt(result.value);
      return result;
    },
    [replacePrompt],
  );

  const saveDetails = useCallback(
    async (promptId: string, details: PromptDetails) => {
      const result = await updatePrompt(promptId, details);
      if (result.ok) replacePrompt(result.value);
      return result;
    },
    [replacePrompt],
  );

  const removePrompt = useCallback(
    async (prompt: Prompt): Promise<ApiResult<DeletedPrompt>> => {
      const number = promptsRef.current.findIndex((entry) => entry.id === prompt.id) + 1;
      const result = await deletePrompt(prompt.id);
      if (!result.ok && result.error.kind !== 'not-found') return result;
      showPrompts(promptsRef.current.filter((entry) => entry.id !== prompt.id));
      const deleted = { prompt: result.ok ? result.value : prompt, number };
      // Already gone (deleted in another tab): nothing to undo.
      showLastDeleted(result.ok ? deleted : null);
      return succeed(deleted);
    },
    [showLastDeleted, showPrompts],
  );

  const undoDelete = useCallback(async (): Promise<ApiResult<Prompt>> => {
    const deleted = lastDeletedRef.current;
    if (!deleted) return fail('not-found', 'There is no deleted letter to bring back.');
    const result = await restorePrompt(deleted.prompt);
    if (result.ok) {
      showLastDeleted(null);
      await reload();
    }
    return result;
  }, [reload, showLastDeleted]);

  const dismissUndo = useCallback(() => showLastDeleted(null), [showLastDeleted]);

  return {
    prompts,
    reload,
    addPrompt,
    saveCoverLetter,
    saveDetails,
    removePrompt,
    lastDeleted,
    undoDelete,
    dismissUndo,
  };
}
