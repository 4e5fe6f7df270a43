import { useCallback, useEffect, useRef, useState } from 'react';
import type { Profile, ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { deleteSavedResume } from '../api/delete-saved-resume.ts';
import { getSavedResume } from '../api/get-saved-resume.ts';
import { saveResumeProfile } from '../api/save-resume-profile.ts';
import { chooseKeptFacts, isAlreadyKept, type KeptResume } from '../choose-kept-facts.ts';

export type SavedResumeStatus =
  | { kind: 'none' }
  /** The resume field was filled in from the profile on this visit. */
  | { kind: 'filled-in' }
  | { kind: 'kept' }
  | { kind: 'failed'; message: string }
  | { kind: 'cleared' }
  | { kind: 'clear-failed'; message: string };

export type SavedResume = {
  /** Something is kept in the profile (loaded on this visit, or saved since). */
  kept: boolean;
  status: SavedResumeStatus;
  /** Keeps the resume of a letter just written, with the facts it was written from (none: the server read them). */
  keepAfterLetter: (resume: string, facts: ResumeFacts | undefined) => void;
  /** Keeps the resume and the facts the person confirmed in the facts panel. */
  keepConfirmed: (resume: string, facts: ResumeFacts) => void;
  /** Tries the last failed save again. */
  retry: () => void;
  /** Forgets what is kept; true once the profile row is gone. */
  clear: () => Promise<boolean>;
};

/**
 * The person's profile row (`public.profiles`, docs/decisions/0015-letters-from-confirmed-facts.md): loaded once per
 * visit, so the dashboard can fill in the resume and its confirmed facts, and saved after each letter and each
 * confirmation. A failed save is said next to the resume and never touches the letter.
 */
export function useSavedResume(userId: string | undefined, onLoaded: (profile: Profile) => boolean): SavedResume {
  const [status, setStatus] = useState<SavedResumeStatus>({ kind: 'none' });
  const [kept, setKept] = useState(false);
  const keptRef = useRef<KeptResume | null>(null);
  const lastSaveRef = useRef<{ resume: string; facts: ResumeFacts | null | undefined } | null>(null);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });

  useEffect(() => {
    if (!userId) return;
    let active = true;
    void getSavedResume(userId).then((result) => {
      // Not kept, or not readable: the dashboard starts empty, as it always did.
      if (!active || !result.ok || !result.value || result.value.resume.trim() === '') return;
      const profile = result.value;
      keptRef.current = { resume: profile.resume, facts: profile.resume_facts };
      setKept(true);
      if (onLoadedRef.current(profile)) setStatus({ kind: 'filled-in' });
    });
    return () => {
      active = false;
    };
  }, [userId]);

  const save = useCallback(
    async (resume: string, facts: ResumeFacts | null | undefined) => {
      if (!userId || resume.trim() === '') return;
      const previous = keptRef.current;
      if (isAlreadyKept(previous, resume, facts)) return;
      lastSaveRef.current = { resume, facts };
      const result = await saveResumeProfile({ userId, resume, resumeFacts: facts });
      if (!result.ok) {
        setStatus({ kind: 'failed', message: result.error.message });
        return;
      }
      keptRef.current = { resume, facts: facts === undefined ? (previous?.facts ?? null) : facts };
      setKept(true);
      setStatus((current) => (current.kind === 'filled-in' ? current : { kind: 'kept' }));
    },
    [userId],
  );

  const keepAfterLetter = useCallback(
    (resume: string, facts: ResumeFacts | undefined) => {
      void save(resume, chooseKeptFacts(keptRef.current, resume, facts));
    },
    [save],
  );

  const keepConfirmed = useCallback((resume: string, facts: ResumeFacts) => void save(resume, facts), [save]);

  const retry = useCallback(() => {
    const last = lastSaveRef.current;
    if (last) void save(last.resume, last.facts);
  }, [save]);

  const clear = useCallback(async () => {
    if (!userId) return false;
    const result = await deleteSavedResume(userId);
    if (!result.ok) {
      setStatus({ kind: 'clear-failed', message: result.error.message });
      return false;
    }
    keptRef.current = null;
    setKept(false);
    setStatus({ kind: 'cleared' });
    return true;
  }, [userId]);

  return { kept, status, keepAfterLetter, keepConfirmed, retry, clear };
}
