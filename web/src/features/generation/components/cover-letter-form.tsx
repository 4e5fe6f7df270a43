import { useId, type FormEvent } from 'react';

type CoverLetterFormProps = {
  resume: string;
  jobDescription: string;
  error: string;
  busy: boolean;
  onResumeChange: (resume: string) => void;
  onJobDescriptionChange: (jobDescription: string) => void;
  onSubmit: () => void;
};

// SPEC.md §9: textareas have 6 rows.
const textareaRows = 6;

export function CoverLetterForm({
  resume,
  jobDescription,
  error,
  busy,
  onResumeChange,
  onJobDescriptionChange,
  onSubmit,
}: CoverLetterFormProps) {
  const fieldId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="card generate-form" onSubmit={handleSubmit} aria-busy={busy} noValidate>
      <div className="generate-form-fields">
        <div className="field">
          <label htmlFor={`${fieldId}-resume`}>Paste your Resume</label>
          <textarea
            id={`${fieldId}-resume`}
            name="resume"
            rows={textareaRows}
            placeholder="Paste your resume here..."
            value={resume}
            onChange={(event) => onResumeChange(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-job-description`}>Paste Job Description</label>
          <textarea
            id={`${fieldId}-job-description`}
            name="jobDescription"
            rows={textareaRows}
            placeholder="Paste job description here..."
            value={jobDescription}
            onChange={(event) => onJobDescriptionChange(event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="generate-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Generating...' : 'Generate Cover Letter'}
        </button>
      </div>
    </form>
  );
}
