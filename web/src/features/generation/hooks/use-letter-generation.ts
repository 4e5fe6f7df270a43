import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '@cover-letter/shared/messages';
import type { FactSheet } from '@cover-letter/shared/fact-sheet-schema';
import type { GenerateRequest, LetterChecksResponse, LetterLanguageInfo } from '@cover-letter/shared/generation-schema';
import type { ApiResult } from '../../../lib/api-result.ts';
import { getAccessToken } from '../../../lib/get-access-token.ts';
import { getAppConfig } from '../../../lib/app-config.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { generateCoverLetter, type GeneratedLetter } from '../api/generate-cover-letter.ts';

/** The letter under "Generated Cover Letter": still arriving, or complete with what the checker found. */
export type ShownLetter = {
  /** Which generation this is; the screen keys the letter by it, so nothing carries over to the next one. */
  generation: number;
  /** The letter as it was written (final once `streaming` is false). */
  text: string;
  streaming: boolean;
  checks: LetterChecksResponse | undefined;
  company: string | null;
  role: string | null;
  /** The resume it was written from (the sender's name and contact lines of a downloaded letter). */
  resume: string;
  /** The saved row this letter lives in, once saved; edits update it. */
  savedPromptId: string | null;
  /** Which version of the letter for the same inputs this is: 0 first, 1 after one "Another version", and so on. */
  variation: number;
  /** The letter's language and the ad's, with the server's notice when they differ. */
  language: LetterLanguageInfo | undefined;
  /** Who wrote it, as the server says: "builtin", "builtin-fallback", or a language model's provider. */
  generator: string | undefined;
  /** Written from facts without the person's name: the letter ends on its sign-off, with no name under it. */
  unsigned: boolean;
};

export type LetterSaveState =
  { status: 'saving' } | { status: 'saved' } | { status: 'unsaved' } | { status: 'failed'; message: string };

export type LetterGenerationOptions = {
  /** Runs while the button already reads "Generating...": a message to show instead of sending, or null to send. */
  checkBeforeSending: () => Promise<string | null>;
  /** Saves a finished letter (docs/product.md#states-and-transitions); the row's id lets later edits update it. */
  saveLetter: (letter: GeneratedLetter, request: GenerateRequest) => Promise<ApiResult<{ id: string }>>;
  /** Writes an edit of the saved letter to its row. */
  saveEdit: (promptId: string, coverLetter: string) => Promise<ApiResult<unknown>>;
  /** After every attempt that may have reached the server, so the plan's meter can be read again. */
  onAttemptFinished: () => void;
  /**
   * The facts to send with a new letter (the ones the person confirmed), after the plan check; undefined sends the
   * texts alone and the server reads them itself. "Another version" reuses the facts of the letter on screen instead.
   */
  addFacts?: (request: GenerateRequest) => Promise<FactSheet | undefined>;
  /** After a letter was written, with the request exactly as it was sent (the profile keeps its resume and facts). */
  onLetterWritten?: (letter: GeneratedLetter, request: GenerateRequest) => void;
};

export type LetterGeneration = {
  shownLetter: ShownLetter | null;
  /** The letter as the person sees it: their edit, or the text as written. */
  letterText: string;
  saveState: LetterSaveState;
  error: string;
  /** A short note after a cancelled generation. */
  notice: string;
  busy: boolean;
  /** True once a streamed letter has started to arrive, so there is something to cancel. */
  cancellable: boolean;
  generate: (request: GenerateRequest) => Promise<void>;
  /** The letter on screen again from the same inputs and facts, as the next version (`variation` + 1). */
  generateAnotherVersion: () => Promise<void>;
  /**
   * A corrected letter from a language model, with the checker's findings on the letter as it reads now; streamed,
   * saved and counted like a new letter.
   */
  reviseLetter: () => Promise<void>;
  /** The last attempt was "Another version" or "Revise": its error belongs next to those buttons, not in the form. */
  errorFromLetterActions: boolean;
  cancel: () => void;
  editLetter: (text: string) => void;
  /** Saves a pending edit now (leaving the editor), or tries a failed save again. */
  saveNow: () => Promise<void>;
  showError: (message: string) => void;
  clearError: () => void;
  /** Closes the letter (its saved row was deleted). */
  dismissLetter: () => void;
};

/** How long typing must pause before an edit is saved: every keystroke would be a request. */
const autosaveDelayMilliseconds = 800;

export const cancelledNotice = 'Cancelled. No letter was saved, and it does not count toward your plan.';
export const unsavedBeforeGeneratingMessage =
  'The letter below could not be saved, and a new letter would replace it. Copy or download it first, then press Generate again.';

/**
 * Generating a letter (streamed as it is written, cancellable), showing it once, and keeping the person's edits:
 * the finished letter is saved, and each edit updates that saved row after a short pause in typing.
 */
export function useLetterGeneration(options: LetterGenerationOptions): LetterGeneration {
  const [shownLetter, setShownLetter] = useState<ShownLetter | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [savedText, setSavedText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [cancellable, setCancellable] = useState(false);
  const [errorFromLetterActions, setErrorFromLetterActions] = useState(false);
  const optionsRef = useRef(options);
  const busyRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const generationCountRef = useRef(0);
  const shownLetterRef = useRef<ShownLetter | null>(null);
  const savingRef = useRef<Promise<void> | null>(null);
  // The request of the letter on screen, to save it again when its first save failed.
  const letterRequestRef = useRef<GenerateRequest | null>(null);
  const lastSaveFailedRef = useRef(false);
  // Set once the person was told the letter on screen is not saved: the next Generate replaces it, as they chose.
  const replaceUnsavedRef = useRef(false);
  useEffect(() => {
    optionsRef.current = options;
  });

  // Stops a letter still streaming in when the person leaves the dashboard.
  useEffect(() => () => abortRef.current?.abort(), []);

  const showLetter = useCallback((letter: ShownLetter | null) => {
    shownLetterRef.current = letter;
    setShownLetter(letter);
  }, []);

  const letterText = draft ?? shownLetter?.text ?? '';
  const finished = shownLetter !== null && !shownLetter.streaming;
  const unsavedEdit = finished && savedText !== null && letterText !== savedText;
  const notSavedAtAll = finished && shownLetter.savedPromptId === null && !saving;
  useUnsavedChanges(unsavedEdit || notSavedAtAll);

  const saveText = useCallback(
    (text: string): Promise<void> => {
      const letter = shownLetterRef.current;
      if (!letter || letter.streaming) return Promise.resolve();
      const request = letterRequestRef.current;
      setSaving(true);
      setSaveError('');
      const save = (async () => {
        let result: ApiResult<unknown>;
        if (letter.savedPromptId === null && request) {
          // The first save failed: save the letter now, as it reads now.
          const saved = await optionsRef.current.saveLetter(
            { coverLetter: text, checks: letter.checks, company: letter.company, role: letter.role },
            request,
          );
          if (saved.ok) showLetter({ ...letter, savedPromptId: saved.value.id });
          result = saved;
        } else if (letter.savedPromptId !== null) {
          result = await optionsRef.current.saveEdit(letter.savedPromptId, text);
        } else return;
        lastSaveFailedRef.current = !result.ok;
        if (result.ok) setSavedText(text);
        // Keep the edit on screen so nothing typed is lost.
        else setSaveError(result.error.message);
      })().finally(() => {
        setSaving(false);
        savingRef.current = null;
      });
      savingRef.current = save;
      return save;
    },
    [showLetter],
  );

  // Autosave: once typing pauses, the edit goes to the saved row. A failed save waits for "Try again".
  useEffect(() => {
    const savedPromptId = shownLetter?.savedPromptId ?? null;
    if (!unsavedEdit || saving || saveError !== '' || savedPromptId === null) return;
    const timer = window.setTimeout(() => void saveText(letterText), autosaveDelayMilliseconds);
    return () => window.clearTimeout(timer);
  }, [letterText, saveError, saveText, saving, shownLetter?.savedPromptId, unsavedEdit]);

  const saveNow = useCallback(async () => {
    if (savingRef.current) await savingRef.current;
    if (unsavedEdit || notSavedAtAll) await saveText(letterText);
  }, [letterText, notSavedAtAll, saveText, unsavedEdit]);

  const runGeneration = useCallback(
    async (givenRequest: GenerateRequest, kind: 'new' | 'another-version' | 'revision', letterToRevise?: string) => {
      if (busyRef.current) return;
      setError('');
      setNotice('');
      setErrorFromLetterActions(kind !== 'new');
      if ((unsavedEdit || notSavedAtAll || saveError !== '') && !replaceUnsavedRef.current) {
        // A new letter would replace this one on screen; its unsaved text would be gone without a word.
        lastSaveFailedRef.current = false;
        await saveNow();
        if (lastSaveFailedRef.current) {
          replaceUnsavedRef.current = true;
          setError(unsavedBeforeGeneratingMessage);
          return;
        }
      }
      replaceUnsavedRef.current = false;
      busyRef.current = true;
      setBusy(true);
      const abortController = new AbortController();
      abortRef.current = abortController;
      let reachedServer = false;
      try {
        const problem = await optionsRef.current.checkBeforeSending();
        if (problem) {
          setError(problem);
          return;
        }
        let request = givenRequest;
        const { addFacts } = optionsRef.current;
        if (kind === 'new' && !request.facts && addFacts) {
          const facts = await addFacts(request);
          if (facts) request = { ...request, facts };
        }
        const [{ apiUrl }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
        generationCountRef.current += 1;
        const generation = generationCountRef.current;
        // The letter on screen as it reads now (saved above), to show again if this generation fails.
        const letterBefore = shownLetterRef.current ? { ...shownLetterRef.current, text: letterText } : null;
        const requestBefore = letterRequestRef.current;
        setDraft(null);
        setSavedText(letterBefore?.text ?? null);
        reachedServer = true;
        setCancellable(true);
        const result = await generateCoverLetter({
          apiUrl,
          accessToken,
          request,
          ...(letterToRevise === undefined ? {} : { letterToRevise }),
          onText: (text) =>
            showLetter({
              generation,
              text,
              streaming: true,
              checks: undefined,
              company: null,
              role: null,
              resume: request.resume,
              savedPromptId: null,
              variation: request.variation ?? 0,
              language: undefined,
              generator: undefined,
              unsigned: false,
            }),
          signal: abortController.signal,
        });
        setCancellable(false);
        if (!result.ok) {
          // A letter cut off half way is no letter: show the one from before, if any.
          showLetter(letterBefore);
          letterRequestRef.current = requestBefore;
          if (result.error.kind === 'aborted') setNotice(cancelledNotice);
          else setError(result.error.message);
          return;
        }
        const letter = result.value;
        letterRequestRef.current = request;
        showLetter({
          generation,
          text: letter.coverLetter,
          streaming: false,
          checks: letter.checks,
          company: letter.company,
          role: letter.role,
          resume: request.resume,
          savedPromptId: null,
          variation: letter.variation ?? request.variation ?? 0,
          language: letter.language,
          generator: letter.generator,
          unsigned: letter.facts !== undefined && !letter.facts.resume.name?.trim(),
        });
        optionsRef.current.onLetterWritten?.(letter, request);
        setDraft(null);
        setSavedText(null);
        setSaveError('');
        setSaving(true);
        const saved = await optionsRef.current.saveLetter(letter, request);
        setSaving(false);
        lastSaveFailedRef.current = !saved.ok;
        if (saved.ok) {
          setSavedText(letter.coverLetter);
          if (shownLetterRef.current?.generation === generation) {
            showLetter({ ...shownLetterRef.current, savedPromptId: saved.value.id });
          }
        } else setSaveError(saved.error.message);
      } catch {
        setError(messages.serverError);
      } finally {
        abortRef.current = null;
        busyRef.current = false;
        setBusy(false);
        setCancellable(false);
        if (reachedServer) optionsRef.current.onAttemptFinished();
      }
    },
    [letterText, notSavedAtAll, saveError, saveNow, showLetter, unsavedEdit],
  );

  const generate = useCallback((request: GenerateRequest) => runGeneration(request, 'new'), [runGeneration]);

  const generateAnotherVersion = useCallback(async () => {
    const letter = shownLetterRef.current;
    const request = letterRequestRef.current;
    if (!letter || letter.streaming || !request) return;
    // The request allows variations up to 1000; after that the versions start over.
    await runGeneration({ ...request, variation: (letter.variation + 1) % 1001 }, 'another-version');
  }, [runGeneration]);

  const reviseLetter = useCallback(async () => {
    const letter = shownLetterRef.current;
    const request = letterRequestRef.current;
    if (!letter || letter.streaming || !request) return;
    // The letter as the person sees it: an edit is revised as edited (the server checks it again for the findings).
    await runGeneration(request, 'revision', letterText);
  }, [letterText, runGeneration]);

  const cancel = useCallback(() => abortRef.current?.abort(), []);

  const editLetter = useCallback((text: string) => {
    setDraft(text);
    setSaveError('');
    replaceUnsavedRef.current = false;
  }, []);

  const dismissLetter = useCallback(() => {
    showLetter(null);
    setDraft(null);
    setSavedText(null);
    setSaveError('');
  }, [showLetter]);

  const saveState: LetterSaveState =
    saveError !== ''
      ? { status: 'failed', message: saveError }
      : saving
        ? { status: 'saving' }
        : unsavedEdit
          ? { status: 'unsaved' }
          : { status: 'saved' };

  return {
    shownLetter,
    letterText,
    saveState,
    error,
    notice,
    busy,
    cancellable,
    generate,
    generateAnotherVersion,
    reviseLetter,
    errorFromLetterActions,
    cancel,
    editLetter,
    saveNow,
    showError: useCallback((message: string) => {
      setError(message);
      setErrorFromLetterActions(false);
    }, []),
    clearError: useCallback(() => setError(''), []),
    dismissLetter,
  };
}
