import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '@cover-letter/shared/messages';
import type { FactSheet, LetterLanguage } from '@cover-letter/shared/fact-sheet-schema';
import type { CheckLetterRequest, LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import { getAccessToken } from '../../../lib/get-access-token.ts';
import { getAppConfig } from '../../../lib/app-config.ts';
import { checkLetter } from '../api/check-letter.ts';

/** What a check needs besides the letter: the texts and options of the form above it. */
export type LetterCheckInputs = {
  resume: string;
  jobDescription: string;
  length: NonNullable<CheckLetterRequest['length']>;
  language?: LetterLanguage;
};

export type LetterCheckOptions = {
  /** The facts the person confirmed for these texts, sent as generation sends them, so both are checked alike. */
  addFacts?: (resume: string, jobDescription: string) => Promise<FactSheet | undefined>;
};

/** A pasted letter and, once checked, the letter as it was checked with its findings. */
export type LetterCheck = {
  letter: string;
  setLetter: (letter: string) => void;
  checked: { letter: string; checks: LetterChecksResponse } | null;
  checking: boolean;
  /** The server's refusal or "Server error. Please try again."; empty when there is none. */
  error: string;
  clearError: () => void;
  check: (inputs: LetterCheckInputs) => Promise<void>;
};

/**
 * Checking a letter written anywhere (by hand, by another AI) against the resume and the ad: the same checks a
 * generated letter gets, and never counted toward the plan.
 */
export function useLetterCheck(options: LetterCheckOptions = {}): LetterCheck {
  const [letter, setLetter] = useState('');
  const [checked, setChecked] = useState<LetterCheck['checked']>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState('');
  const optionsRef = useRef(options);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => {
    optionsRef.current = options;
  });
  // A check still on its way when the person leaves the dashboard has no one to show it to.
  useEffect(() => () => abortRef.current?.abort(), []);

  const check = useCallback(
    async (inputs: LetterCheckInputs) => {
      if (abortRef.current) return;
      const abortController = new AbortController();
      abortRef.current = abortController;
      setChecking(true);
      setError('');
      const sentLetter = letter;
      try {
        const facts = await optionsRef.current.addFacts?.(inputs.resume, inputs.jobDescription);
        const [{ apiUrl }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
        const result = await checkLetter({
          apiUrl,
          accessToken,
          request: {
            resume: inputs.resume,
            jobDescription: inputs.jobDescription,
            letter: sentLetter,
            length: inputs.length,
            ...(inputs.language ? { language: inputs.language } : {}),
            ...(facts ? { facts } : {}),
          },
          signal: abortController.signal,
        });
        if (result.ok) setChecked({ letter: sentLetter, checks: result.value });
        else if (result.error.kind !== 'aborted') setError(result.error.message);
      } catch {
        setError(messages.serverError);
      } finally {
        abortRef.current = null;
        setChecking(false);
      }
    },
    [letter],
  );

  return {
    letter,
    setLetter,
    checked,
    checking,
    error,
    clearError: useCallback(() => setError(''), []),
    check,
  };
}
