import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { LetterLengthSchema, LetterToneSchema, type GenerateRequest } from '@cover-letter/shared/generation-schema';
import { readResumeFile } from '../read-resume-file.ts';

export type LetterOptions = {
  length: NonNullable<GenerateRequest['length']>;
  tone: NonNullable<GenerateRequest['tone']>;
};

export const defaultLetterOptions: LetterOptions = { length: 'standard', tone: 'formal' };

type CoverLetterFormProps = {
  resume: string;
  jobDescription: string;
  letterOptions: LetterOptions;
  error: string;
  busy: boolean;
  onResumeChange: (resume: string) => void;
  onJobDescriptionChange: (jobDescription: string) => void;
  onLetterOptionsChange: (letterOptions: LetterOptions) => void;
  onSubmit: () => void;
};

// SPEC.md §9: textareas have 6 rows.
const textareaRows = 6;

const lengthChoices: ReadonlyArray<{ value: LetterOptions['length']; label: string }> = [
  { value: 'standard', label: 'Standard (250-400 words)' },
  { value: 'short', label: 'Short (150-200 words)' },
];

const toneChoices: ReadonlyArray<{ value: LetterOptions['tone']; label: string }> = [
  { value: 'formal', label: 'Formal' },
  { value: 'warm', label: 'Warm' },
];

export function CoverLetterForm({
  resume,
  jobDescription,
  letterOptions,
  error,
  busy,
  onResumeChange,
  onJobDescriptionChange,
  onLetterOptionsChange,
  onSubmit,
}: CoverLetterFormProps) {
  const fieldId = useId();
  const [uploadError, setUploadError] = useState('');
  const [uploadedFileName, setUploadedFileName] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUploadError('');
    onSubmit();
  }

  async function handleResumeFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same file be chosen again after it was edited on disk.
    input.value = '';
    if (!file) {
      return;
    }
    setUploadError('');
    setUploadedFileName('');
    try {
      const result = await readResumeFile(file);
      if (!result.ok) {
        setUploadError(result.error);
        return;
      }
      onResumeChange(result.text);
      setUploadedFileName(file.name);
    } catch {
      setUploadError('This file could not be read. Paste your resume here instead.');
    }
  }

  function handleLengthChange(event: ChangeEvent<HTMLSelectElement>) {
    const length = LetterLengthSchema.safeParse(event.target.value);
    if (length.success) onLetterOptionsChange({ ...letterOptions, length: length.data });
  }

  function handleToneChange(event: ChangeEvent<HTMLSelectElement>) {
    const tone = LetterToneSchema.safeParse(event.target.value);
    if (tone.success) onLetterOptionsChange({ ...letterOptions, tone: tone.data });
  }

  return (
    <form className="card generate-form" onSubmit={handleSubmit} aria-busy={busy} noValidate>
      <div className="generate-form-fields">
        <div className="field">
          <div className="field-label-row">
            <label htmlFor={`${fieldId}-resume`}>Paste your Resume</label>
            <span className="file-upload">
              <input
                id={`${fieldId}-resume-file`}
                className="file-upload-input visually-hidden"
                type="file"
                accept=".txt,.md,text/plain"
                aria-describedby={uploadError ? `${fieldId}-resume-file-error` : undefined}
                onChange={(event) => void handleResumeFile(event)}
              />
              <label htmlFor={`${fieldId}-resume-file`} className="button button-ghost button-small">
                Upload a text file
              </label>
            </span>
          </div>
          <textarea
            id={`${fieldId}-resume`}
            name="resume"
            rows={textareaRows}
            placeholder="Paste your resume here..."
            value={resume}
            onChange={(event) => {
              setUploadedFileName('');
              setUploadError('');
              onResumeChange(event.target.value);
            }}
          />
          {uploadError && (
            <p id={`${fieldId}-resume-file-error`} className="field-error" role="alert">
              {uploadError}
            </p>
          )}
          {uploadedFileName && (
            <p className="field-hint" role="status">
              Read from {uploadedFileName}. Check the text before you generate.
            </p>
          )}
        </div>
        <div className="field">
          <div className="field-label-row">
            <label htmlFor={`${fieldId}-job-description`}>Paste Job Description</label>
          </div>
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
      <div className="letter-options">
        <div className="field field-inline">
          <label htmlFor={`${fieldId}-length`}>Length</label>
          <select id={`${fieldId}-length`} name="length" value={letterOptions.length} onChange={handleLengthChange}>
            {lengthChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-inline">
          <label htmlFor={`${fieldId}-tone`}>Tone</label>
          <select id={`${fieldId}-tone`} name="tone" value={letterOptions.tone} onChange={handleToneChange}>
            {toneChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
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
