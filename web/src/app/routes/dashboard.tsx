import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@cover-letter/shared/messages';
import { freePlanLetterLimit } from '@cover-letter/shared/plans';
import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import type { Prompt } from '@cover-letter/shared/prompt-schema';
import { getAccessToken } from '../../features/auth/api/get-access-token.ts';
import { getCurrentUser, type CurrentUser } from '../../features/auth/api/get-current-user.ts';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { watchSignOut } from '../../features/auth/api/watch-sign-out.ts';
import { generateCoverLetter } from '../../features/generation/api/generate-cover-letter.ts';
import {
  CoverLetterForm,
  defaultLetterOptions,
  type LetterOptions,
} from '../../features/generation/components/cover-letter-form.tsx';
import { GeneratedCoverLetter } from '../../features/generation/components/generated-cover-letter.tsx';
import { findInputProblem, findPlanProblem } from '../../features/generation/validate-generation-request.ts';
import { insertPrompt } from '../../features/prompts/api/insert-prompt.ts';
import { listPrompts } from '../../features/prompts/api/list-prompts.ts';
import { updatePromptCoverLetter } from '../../features/prompts/api/update-prompt-cover-letter.ts';
import { SavedPrompts } from '../../features/prompts/components/saved-prompts.tsx';
import { getAppConfig } from '../../lib/app-config.ts';
import { removeStoredToken } from '../../lib/token-storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The letter under "Generated Cover Letter": still arriving, or complete with what the checker found. */
type ShownLetter = {
  generation: number;
  text: string;
  streaming: boolean;
  checks: LetterChecksResponse | undefined;
};

const saveFailedMessage = 'Your changes could not be saved. Please try again.';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [prompts, setPrompts] = useState<Prompt[]>([]);
  const [resume, setResume] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [letterOptions, setLetterOptions] = useState<LetterOptions>(defaultLetterOptions);
  const [shownLetter, setShownLetter] = useState<ShownLetter | null>(null);
  const [error, setError] = useState('');
  const [generating, setGenerating] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // The latest values, for handlers that run after an await.
  const promptsRef = useRef<Prompt[]>([]);
  const userLoadRef = useRef<Promise<CurrentUser | null>>(Promise.resolve(null));
  const generationCountRef = useRef(0);
  // Stops a letter still streaming in when the person leaves the dashboard.
  const generationAbortRef = useRef<AbortController | null>(null);

  useEffect(() => () => generationAbortRef.current?.abort(), []);

  const goToLogin = useCallback(() => {
    removeStoredToken();
    void navigate('/login', { replace: true });
  }, [navigate]);

  const reloadPrompts = useCallback(async (userId: string) => {
    try {
      const latestPrompts = await listPrompts(userId);
      promptsRef.current = latestPrompts;
      setPrompts(latestPrompts);
    } catch {
      // SPEC.md §8: an error loading prompts is ignored; the list stays as it is.
    }
  }, []);

  // SPEC.md §4: with the user fetched, load that user's saved prompts; no user means back to /login.
  const showUserAndPrompts = useCallback(
    async (currentUser: CurrentUser | null): Promise<CurrentUser | null> => {
      if (!currentUser) {
        goToLogin();
        return null;
      }
      setUser(currentUser);
      await reloadPrompts(currentUser.id);
      return currentUser;
    },
    [goToLogin, reloadPrompts],
  );

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;

    userLoadRef.current = getCurrentUser()
      .then((currentUser) => (active ? showUserAndPrompts(currentUser) : currentUser))
      .catch(() => {
        // The service could not be reached: say so, keep the session, and try again on Generate.
        if (active) {
          setError(messages.serverError);
        }
        return null;
      });

    watchSignOut(() => {
      if (active) {
        goToLogin();
      }
    }).then(
      (stopWatching) => {
        if (active) {
          unsubscribe = stopWatching;
        } else {
          stopWatching();
        }
      },
      () => {
        // Without a client there is no session to watch.
      },
    );

    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [goToLogin, showUserAndPrompts]);

  async function handleGenerate() {
    if (generating) {
      return;
    }
    setError('');
    const inputProblem = findInputProblem(resume, jobDescription);
    if (inputProblem) {
      setError(inputProblem);
      return;
    }

    setGenerating(true);
    try {
      let currentUser = await userLoadRef.current;
      if (!currentUser) {
        // The first load failed (offline?): try once more now that the person asks for a letter.
        const retry = getCurrentUser().then(showUserAndPrompts);
        userLoadRef.current = retry.catch(() => null);
        currentUser = await retry;
      }
      if (!currentUser) {
        return;
      }
      const planProblem = findPlanProblem(currentUser.plan, promptsRef.current.length);
      if (planProblem) {
        setError(planProblem);
        return;
      }

      const [{ apiUrl }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
      const abortController = new AbortController();
      generationAbortRef.current = abortController;
      generationCountRef.current += 1;
      const generation = generationCountRef.current;
      const letterBefore = shownLetter;
      let result;
      try {
        result = await generateCoverLetter({
          apiUrl,
          accessToken,
          request: { resume, jobDescription, ...letterOptions },
          onText: (text) => setShownLetter({ generation, text, streaming: true, checks: undefined }),
          signal: abortController.signal,
        });
      } catch (error) {
        setShownLetter(letterBefore);
        throw error;
      }
      if (abortController.signal.aborted) {
        return;
      }
      if (!result.ok) {
        // A letter cut off half way is no letter: show the one from before, if any.
        setShownLetter(letterBefore);
        setError(result.error);
        return;
      }

      setShownLetter({ generation, text: result.coverLetter, streaming: false, checks: result.checks });
      // SPEC.md §8: the outcome of saving is not checked.
      await insertPrompt({ userId: currentUser.id, resume, jobDescription, coverLetter: result.coverLetter });
      await reloadPrompts(currentUser.id);
    } catch {
      setError(messages.serverError);
    } finally {
      setGenerating(false);
    }
  }

  async function handleSaveCoverLetter(promptId: string, coverLetter: string): Promise<string | null> {
    try {
      const updated = await updatePromptCoverLetter(promptId, coverLetter);
      const latestPrompts = promptsRef.current.map((prompt) => (prompt.id === updated.id ? updated : prompt));
      promptsRef.current = latestPrompts;
      setPrompts(latestPrompts);
      return null;
    } catch {
      return saveFailedMessage;
    }
  }

  async function handleLogOut() {
    setLoggingOut(true);
    try {
      await signOut();
    } catch {
      // The local session is gone either way.
    } finally {
      goToLogin();
    }
  }

  const lettersUsed = Math.min(prompts.length, freePlanLetterLimit);

  return (
    <div className="container dashboard">
      <header className="dashboard-header">
        <div>
          <h1>Dashboard</h1>
          <p className="dashboard-slogan">Generate, save, and download your cover letters</p>
        </div>
        <div className="dashboard-account">
          {user && (
            <p className="dashboard-account-details">
              <span className="dashboard-email">{user.email}</span>
              {user.plan === 'free' && (
                <span className="badge">
                  Free plan: {lettersUsed} of {freePlanLetterLimit} letters used
                </span>
              )}
              {user.plan === 'premium' && <span className="badge badge-premium">Premium</span>}
            </p>
          )}
          <Link to="/account" className="button button-ghost">
            Account
          </Link>
          <button type="button" className="button button-ghost" onClick={handleLogOut} disabled={loggingOut}>
            Log out
          </button>
        </div>
      </header>

      <CoverLetterForm
        resume={resume}
        jobDescription={jobDescription}
        letterOptions={letterOptions}
        error={error}
        busy={generating}
        onResumeChange={setResume}
        onJobDescriptionChange={setJobDescription}
        onLetterOptionsChange={setLetterOptions}
        onSubmit={() => void handleGenerate()}
      />

      {shownLetter && (
        <GeneratedCoverLetter
          key={shownLetter.generation}
          coverLetter={shownLetter.text}
          streaming={shownLetter.streaming}
          checks={shownLetter.checks}
        />
      )}

      <SavedPrompts prompts={prompts} onSaveCoverLetter={handleSaveCoverLetter} />
    </div>
  );
}
