import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { UnsavedChangesProvider, useLeaveGuard } from '../../components/unsaved-changes.tsx';
import {
  defaultLetterOptions,
  CoverLetterForm,
  type LetterOptions,
} from '../../features/generation/components/cover-letter-form.tsx';
import { FactsPanel } from '../../features/facts/components/facts-panel.tsx';
import { useFactSheet } from '../../features/facts/hooks/use-fact-sheet.ts';
import { CheckLetterSection } from '../../features/generation/components/check-letter-section.tsx';
import { GeneratedCoverLetter } from '../../features/generation/components/generated-cover-letter.tsx';
import { useLetterCheck } from '../../features/generation/hooks/use-letter-check.ts';
import { useLetterGeneration } from '../../features/generation/hooks/use-letter-generation.ts';
import { LetterExportActions } from '../../features/letter-export/components/letter-export-actions.tsx';
import { PlanBadge } from '../../features/plan/components/plan-badge.tsx';
import { PlanNotice } from '../../features/plan/components/plan-notice.tsx';
import { findPlanProblem, isAtPlanLimit } from '../../features/plan/find-plan-problem.ts';
import { usePlanUsage } from '../../features/plan/hooks/use-plan-usage.ts';
import { LogOutButton } from '../../features/profile/components/log-out-button.tsx';
import { ProfileSummary } from '../../features/profile/components/profile-summary.tsx';
import { SavedResumeNote } from '../../features/profile/components/saved-resume-note.tsx';
import { useProfile } from '../../features/profile/hooks/use-profile.ts';
import { useSavedResume } from '../../features/profile/hooks/use-saved-resume.ts';
import { SavedPrompts } from '../../features/prompts/components/saved-prompts.tsx';
import { useSavedPrompts } from '../../features/prompts/hooks/use-saved-prompts.ts';
import { nameLanguage } from '../../lib/language-names.ts';
import { removeStoredToken } from '../../lib/token-storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * The dashboard only composes (docs/decisions/0011-thin-dashboard.md): each feature owns its state in a hook and its
 * screen parts in components, and the features meet here, through callbacks, never by importing each other.
 */
export function DashboardRoute() {
  return (
    <UnsavedChangesProvider>
      <Dashboard />
    </UnsavedChangesProvider>
  );
}

function Dashboard() {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  const { confirmLeave, allowLeaving } = useLeaveGuard();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [resume, setResume] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [letterOptions, setLetterOptions] = useState<LetterOptions>(defaultLetterOptions);

  const goToLogin = useCallback(() => {
    allowLeaving();
    removeStoredToken();
    void navigate('/login', { replace: true });
  }, [allowLeaving, navigate]);

  const profile = useProfile(goToLogin);
  const userId = profile.user?.id;
  const savedPrompts = useSavedPrompts(userId);
  const planUsage = usePlanUsage(userId);
  const facts = useFactSheet({ resume, jobDescription });

  // The profile fills in the resume and its confirmed facts, unless the person has already started typing one.
  const resumeRef = useRef(resume);
  const filledInResumeRef = useRef<string | null>(null);
  useEffect(() => {
    resumeRef.current = resume;
  });
  const { restoreResume, forgetResume } = facts;
  const savedResume = useSavedResume(userId, (kept) => {
    if (resumeRef.current.trim() !== '') return false;
    setResume(kept.resume);
    filledInResumeRef.current = kept.resume;
    if (kept.resume_facts) restoreResume(kept.resume, kept.resume_facts);
    return true;
  });
  const clearSavedResume = async () => {
    if (!(await savedResume.clear())) return;
    if (resumeRef.current === filledInResumeRef.current) {
      setResume('');
      forgetResume();
    }
  };

  const generation = useLetterGeneration({
    checkBeforeSending: async () => {
      const user = await profile.ensureUser();
      if (!user.ok) return user.error.message;
      // No user: useProfile has sent the person to /login.
      if (user.value === null) return null;
      return findPlanProblem({
        plan: user.value.plan,
        savedLetterCount: savedPrompts.prompts.length,
        usage: planUsage.usage,
      });
    },
    saveLetter: async (letter, request) => {
      const saved = await savedPrompts.addPrompt({
        resume: request.resume,
        jobDescription: request.jobDescription,
        coverLetter: letter.coverLetter,
        company: letter.company,
        role: letter.role,
      });
      return saved.ok ? { ok: true, value: { id: saved.value.id } } : saved;
    },
    saveEdit: savedPrompts.saveCoverLetter,
    onAttemptFinished: () => void planUsage.refresh(),
    addFacts: (request) => facts.factsForGenerating(request.resume, request.jobDescription),
    onLetterWritten: (_letter, request) => {
      facts.setOpen(false);
      savedResume.keepAfterLetter(request.resume, request.facts?.resume);
    },
  });

  // A pasted letter is checked with the facts a new letter would be written from, so both get the same checks.
  const letterCheck = useLetterCheck({ addFacts: facts.factsForGenerating });

  // Focus starts on the page's heading, after login and sign-up alike, so the first Tab goes into the page.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The letter shown above was deleted from the saved letters: it is gone, so it closes too.
  const shownLetter = generation.shownLetter;
  const { lastDeleted } = savedPrompts;
  const { dismissLetter } = generation;
  useEffect(() => {
    if (shownLetter?.savedPromptId && lastDeleted?.prompt.id === shownLetter.savedPromptId) dismissLetter();
  }, [dismissLetter, lastDeleted, shownLetter?.savedPromptId]);

  // The saved row is the truth for the letter's company and role once the person has changed them.
  const shownRow = savedPrompts.prompts.find((prompt) => prompt.id === shownLetter?.savedPromptId);
  const shownTarget = shownRow
    ? { company: shownRow.company, role: shownRow.role }
    : { company: shownLetter?.company ?? null, role: shownLetter?.role ?? null };
  const user = profile.user;
  const error = (generation.errorFromLetterActions ? '' : generation.error) || profile.loadError;
  const adLanguageName = facts.job ? nameLanguage(facts.job.current.language) : null;
  const atLimit = user?.plan !== 'premium' && isAtPlanLimit(planUsage.usage);

  return (
    <div className="container dashboard">
      <header className="dashboard-header">
        {/* Before the heading in reading order too: from the focused heading, Tab goes into the form. */}
        <div className="dashboard-account">
          {user && (
            <p className="dashboard-account-details">
              <ProfileSummary user={user} />
              <PlanBadge plan={user.plan} usage={planUsage.usage} />
            </p>
          )}
          <Link to="/account" className="button button-ghost">
            Account
          </Link>
          <LogOutButton confirmLeave={confirmLeave} onLoggedOut={goToLogin} />
        </div>
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Dashboard
          </h1>
          <p className="dashboard-slogan">Generate, save, and download your cover letters</p>
        </div>
      </header>

      <CoverLetterForm
        resume={resume}
        jobDescription={jobDescription}
        letterOptions={letterOptions}
        onResumeChange={setResume}
        onJobDescriptionChange={setJobDescription}
        onLetterOptionsChange={setLetterOptions}
        error={error}
        onErrorChange={(message) => (message ? generation.showError(message) : generation.clearError())}
        notice={generation.notice}
        busy={generation.busy}
        cancellable={generation.cancellable}
        onCancel={generation.cancel}
        generateBlocked={atLimit}
        footer={<PlanNotice usage={planUsage.usage} upgradeUrl={planUsage.upgradeUrl} />}
        resumeNote={
          <SavedResumeNote
            kept={savedResume.kept}
            status={savedResume.status}
            onClear={() => void clearSavedResume()}
            onRetry={savedResume.retry}
          />
        }
        afterFields={
          <FactsPanel
            facts={facts}
            resumeFilled={resume.trim() !== ''}
            jobFilled={jobDescription.trim() !== ''}
            onConfirm={() => {
              const confirmed = facts.confirmedResumeFacts();
              if (confirmed) savedResume.keepConfirmed(resume, confirmed);
            }}
          />
        }
        adLanguageName={adLanguageName}
        onSubmit={() => void generation.generate({ resume, jobDescription, ...letterOptions })}
      />

      {shownLetter && (
        <GeneratedCoverLetter
          key={shownLetter.generation}
          letter={{ ...shownLetter, ...shownTarget }}
          letterText={generation.letterText}
          saveState={generation.saveState}
          onEdit={generation.editLetter}
          onSaveNow={() => void generation.saveNow()}
          onAnotherVersion={() => void generation.generateAnotherVersion()}
          onRevise={() => void generation.reviseLetter()}
          busy={generation.busy}
          newLetterBlocked={atLimit}
          actionError={generation.errorFromLetterActions ? generation.error : ''}
          actions={
            <LetterExportActions
              letter={{
                text: generation.letterText,
                resume: shownLetter.resume,
                ...shownTarget,
                date: new Date(),
              }}
              fileName="cover-letter"
              textDownloadLabel="Download Cover Letter"
              disabled={shownLetter.streaming}
            />
          }
        />
      )}

      <CheckLetterSection
        letterCheck={letterCheck}
        inputs={{
          resume,
          jobDescription,
          length: letterOptions.length,
          ...(letterOptions.language ? { language: letterOptions.language } : {}),
        }}
      />

      <SavedPrompts
        savedPrompts={savedPrompts}
        shownAbovePromptId={shownLetter?.savedPromptId ?? null}
        renderActions={(prompt, number) => (
          <LetterExportActions
            letter={{
              text: prompt.cover_letter,
              resume: prompt.resume,
              company: prompt.company,
              role: prompt.role,
              date: new Date(prompt.created_at),
            }}
            fileName={`prompt-${number}`}
            textDownloadLabel="Download"
          />
        )}
      />
    </div>
  );
}
