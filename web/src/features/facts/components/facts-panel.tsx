import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toJobBrief, toResumeFacts } from '../facts-draft.ts';
import type { FactSheetEditor } from '../hooks/use-fact-sheet.ts';
import { JobFactsFields } from './job-facts-fields.tsx';
import { ResumeFactsFields } from './resume-facts-fields.tsx';

type FactsPanelProps = {
  facts: FactSheetEditor;
  resumeFilled: boolean;
  jobFilled: boolean;
  /** "Confirm facts": the dashboard keeps the resume and its facts in the profile. */
  onConfirm: () => void;
};

function count(number: number, one: string, many: string): string {
  return `${number} ${number === 1 ? one : many}`;
}

function describeStatus(facts: FactSheetEditor, resumeFilled: boolean, jobFilled: boolean): string {
  if (facts.reading) {
    if (facts.resume && facts.job) return 'Reading your changes…';
    return 'Reading your resume and the job ad…';
  }
  if (facts.rereadMessage) return facts.rereadMessage;
  if (!resumeFilled && !jobFilled) {
    return 'Paste your resume and the job description: what we read from them appears here for you to check.';
  }
  if (!facts.job && !jobFilled)
    return 'Paste the job description, and the company and role we read from it appear here.';
  if (!facts.resume && !resumeFilled) return 'Paste your resume, and what we read from it appears here.';
  return '';
}

/** Enter in a one-line field of the panel would submit the form around it, and write a letter: it does nothing. */
function keepEnterInPanel(event: KeyboardEvent<HTMLElement>) {
  if (
    event.key === 'Enter' &&
    !event.ctrlKey &&
    !event.metaKey &&
    event.target instanceof HTMLInputElement &&
    event.target.type === 'text'
  ) {
    event.preventDefault();
  }
}

/**
 * "Facts for your letter", beside the resume and the job ad (docs/decisions/0021-facts-panel.md): what the letter
 * engine read from them, every field correctable before Generate, folded to one line afterwards and opened again with
 * "Edit facts".
 */
export function FactsPanel({ facts, resumeFilled, jobFilled, onConfirm }: FactsPanelProps) {
  const headingId = useId();
  const statusId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the panel folds or opens: the button that was pressed is gone by then.
  const focusAfterToggleRef = useRef<'edit-button' | 'editor' | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const { resume, job, open } = facts;
  const hasFacts = resume !== null || job !== null;
  const status = describeStatus(facts, resumeFilled, jobFilled);
  const noteCount = Object.keys(facts.resumeNotes).length + Object.keys(facts.jobNotes).length;

  useEffect(() => {
    const target = focusAfterToggleRef.current;
    focusAfterToggleRef.current = null;
    if (target === 'edit-button') editButtonRef.current?.focus();
    if (target === 'editor') editorRef.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  });

  function confirm() {
    focusAfterToggleRef.current = 'edit-button';
    facts.setOpen(false);
    onConfirm();
  }

  function edit() {
    focusAfterToggleRef.current = 'editor';
    facts.setOpen(true);
  }

  const resumeFacts = resume ? toResumeFacts(resume.current) : null;
  const jobFacts = job ? toJobBrief(job.current) : null;

  return (
    <section className="facts-panel" aria-labelledby={headingId} onKeyDown={keepEnterInPanel}>
      <div className="facts-panel-header">
        <h2 id={headingId}>Facts for your letter</h2>
        {hasFacts && (resumeFilled || jobFilled) && (
          <button
            type="button"
            className="button button-small button-ghost"
            disabled={facts.reading}
            onClick={facts.readAgain}
          >
            Read again
          </button>
        )}
      </div>
      <p className="field-hint">
        What we read from your resume and the job ad. The letter is written from these facts: correct anything that is
        wrong before you generate.
      </p>
      <p id={statusId} className="facts-status" role="status">
        {status}
      </p>
      {facts.readError && (
        <div className="facts-error">
          <p>
            {`Your texts could not be read: ${facts.readError} `}
            You can still generate: the letter is then written from your texts as they are.
          </p>
          <button type="button" className="button button-small button-secondary" onClick={facts.readAgain}>
            Try again
          </button>
        </div>
      )}

      {hasFacts && !open && (
        <div className="facts-summary">
          <p>
            {resumeFacts && (
              <>
                <strong>{resumeFacts.name ?? 'No name found: add yours so your letter is signed'}</strong>
                {` · ${count(resumeFacts.roles.length, 'role', 'roles')} · ${count(resumeFacts.credentials.length, 'credential', 'credentials')} · ${count(resumeFacts.skills.length, 'skill', 'skills')}`}
              </>
            )}
            {resumeFacts && jobFacts && <br />}
            {jobFacts && (
              <span>
                {`For ${jobFacts.role ?? 'a role the ad does not name'} at ${jobFacts.company ?? 'a company the ad does not name'}`}
              </span>
            )}
          </p>
          {facts.fromProfile && <p className="field-hint">Confirmed by you on an earlier visit.</p>}
          {noteCount > 0 && (
            <p className="facts-summary-changes">
              {count(noteCount, 'change', 'changes')} since your text changed: open the facts to check.
            </p>
          )}
          <button type="button" ref={editButtonRef} className="button button-small button-secondary" onClick={edit}>
            Edit facts
          </button>
        </div>
      )}

      {hasFacts && open && (
        <div className="facts-editor" ref={editorRef}>
          {job && (
            <JobFactsFields
              side={job}
              notes={facts.jobNotes}
              onEdit={facts.editJob}
              onDismissNote={(path) => facts.dismissNote('job', path)}
            />
          )}
          {resume && (
            <ResumeFactsFields
              side={resume}
              notes={facts.resumeNotes}
              onEdit={facts.editResume}
              onDismissNote={(path) => facts.dismissNote('resume', path)}
              createItemId={facts.createItemId}
            />
          )}
          <div className="facts-actions">
            <button type="button" className="button button-secondary" onClick={confirm}>
              Confirm facts
            </button>
            {facts.corrected && (
              <button type="button" className="button button-ghost" onClick={() => setDiscarding(true)}>
                Discard my corrections
              </button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={discarding}
        title="Discard your corrections?"
        confirmLabel="Discard them"
        cancelLabel="Keep them"
        destructive
        onConfirm={() => {
          setDiscarding(false);
          facts.discardCorrections();
        }}
        onCancel={() => setDiscarding(false)}
      >
        <p>The facts go back to what was read from your texts.</p>
      </ConfirmDialog>
    </section>
  );
}
