import { formatWordRange, letterWordRanges } from '@cover-letter/shared/limits';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '@cover-letter/shared/messages';
import { LetterLanguageSchema, type LetterLanguage } from '@cover-letter/shared/fact-sheet-schema';
import { LetterLengthSchema, LetterToneSchema, type GenerateRequest } from '@cover-letter/shared/generation-schema';
import { emptyFieldMessages, findEmptyFields, type LetterInputField } from '../find-empty-fields.ts';
import { ResumeFileInput } from './resume-file-input.tsx';

export type LetterOptions = {
  length: NonNullable<GenerateRequest['length']>;
  tone: NonNullable<GenerateRequest['tone']>;
  /** The letter's language when the person chose one; undefined writes in the ad's language. */
  language?: LetterLanguage;
};

export const defaultLetterOptions: LetterOptions = { length: 'standard', tone: 'formal' };

type CoverLetterFormProps = {
  resume: string;
  jobDescription: string;
  letterOptions: LetterOptions;
  onResumeChange: (resume: string) => void;
  onJobDescriptionChange: (jobDescription: string) => void;
  onLetterOptionsChange: (letterOptions: LetterOptions) => void;
  /** The form's message line (docs/product.md#messages); empty when there is none. */
  error: string;
  onErrorChange: (error: string) => void;
  /** A short note, such as after a cancelled letter. */
  notice: string;
  busy: boolean;
  /** A letter is on its way and can be stopped. */
  cancellable: boolean;
  onCancel: () => void;
  /** At the plan's limit: Generate is disabled, and pressing it shows the reason instead of sending anything. */
  generateBlocked: boolean;
  /** Shown under the Generate button (the plan's notices). */
  footer?: ReactNode;
  /** Shown under the resume field (the saved resume's note). */
  resumeNote?: ReactNode;
  /** Shown under both fields, before the letter's options (the facts read from them). */
  afterFields?: ReactNode;
  /** The job ad's language in English words, once read: "Same as the job ad (Polish)". */
  adLanguageName?: string | null;
  onSubmit: () => void;
};

// docs/product.md#limits: textareas have 6 rows.
const textareaRows = 6;

const lengthChoices: ReadonlyArray<{ value: LetterOptions['length']; label: string }> = [
  { value: 'standard', label: `Standard (${formatWordRange(letterWordRanges.standard)} words)` },
  { value: 'short', label: `Short (${formatWordRange(letterWordRanges.short)} words)` },
];

// The letter languages the built-in writer has phrasebooks for, each named in its own language.
const languageChoices: ReadonlyArray<{ value: LetterLanguage; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
];

const toneChoices: ReadonlyArray<{ value: LetterOptions['tone']; label: string }> = [
  { value: 'formal', label: 'Formal' },
  { value: 'warm', label: 'Warm' },
];

function joinIds(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter((id) => typeof id === 'string' && id !== '').join(' ');
  return joined === '' ? undefined : joined;
}

export function CoverLetterForm({
  resume,
  jobDescription,
  letterOptions,
  onResumeChange,
  onJobDescriptionChange,
  onLetterOptionsChange,
  error,
  onErrorChange,
  notice,
  busy,
  cancellable,
  onCancel,
  generateBlocked,
  footer,
  resumeNote,
  afterFields,
  adLanguageName,
  onSubmit,
}: CoverLetterFormProps) {
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resumeRef = useRef<HTMLTextAreaElement>(null);
  const jobDescriptionRef = useRef<HTMLTextAreaElement>(null);
  const [emptyFields, setEmptyFields] = useState<LetterInputField[]>([]);
  const [uploadMessageId, setUploadMessageId] = useState<string | undefined>(undefined);
  const formErrorId = `${fieldId}-form-error`;
  const fieldErrorId = (field: LetterInputField) => `${fieldId}-${field}-error`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const empty = findEmptyFields({ resume, jobDescription });
    setEmptyFields(empty);
    if (empty.length > 0) {
      // The message of docs/product.md#validation, and each empty field says so itself; the first gets the focus.
      onErrorChange(messages.emptyInput);
      (empty[0] === 'resume' ? resumeRef : jobDescriptionRef).current?.focus();
      return;
    }
    onSubmit();
  }

  /** A field's own error goes as soon as it changes; the shared message goes with the last of them. */
  function clearFieldError(field: LetterInputField) {
    if (!emptyFields.includes(field)) return;
    const remaining = emptyFields.filter((entry) => entry !== field);
    setEmptyFields(remaining);
    if (remaining.length === 0 && error === messages.emptyInput) onErrorChange('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // Ctrl+Enter (Cmd+Enter on a Mac) generates from anywhere in the form, as in mail and chat apps.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
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

  function handleLanguageChange(event: ChangeEvent<HTMLSelectElement>) {
    const language = LetterLanguageSchema.safeParse(event.target.value);
    const { language: _previous, ...rest } = letterOptions;
    onLetterOptionsChange(language.success ? { ...rest, language: language.data } : rest);
  }

  const errorIsAboutEmptyFields = error === messages.emptyInput && emptyFields.length > 0;

  return (
    <form
      ref={formRef}
      className="card generate-form"
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      aria-busy={busy}
      aria-describedby={error && !errorIsAboutEmptyFields ? formErrorId : undefined}
      noValidate
    >
      <div className="generate-form-fields">
        <ResumeFileInput
          fieldId={`${fieldId}-resume`}
          value={resume}
          onText={(text) => {
            clearFieldError('resume');
            onResumeChange(text);
          }}
          onMessageChange={setUploadMessageId}
        >
          <textarea
            id={`${fieldId}-resume`}
            ref={resumeRef}
            name="resume"
            rows={textareaRows}
            placeholder="Paste your resume here..."
            value={resume}
            aria-invalid={emptyFields.includes('resume')}
            aria-describedby={joinIds(
              emptyFields.includes('resume') && fieldErrorId('resume'),
              emptyFields.includes('resume') && formErrorId,
              uploadMessageId,
            )}
            onChange={(event) => {
              clearFieldError('resume');
              onResumeChange(event.target.value);
            }}
          />
          {emptyFields.includes('resume') && (
            <p id={fieldErrorId('resume')} className="field-error">
              {emptyFieldMessages.resume}
            </p>
          )}
          {resumeNote}
        </ResumeFileInput>
        <div className="field">
          <div className="field-label-row">
            <label htmlFor={`${fieldId}-job-description`}>Paste Job Description</label>
          </div>
          <textarea
            id={`${fieldId}-job-description`}
            ref={jobDescriptionRef}
            name="jobDescription"
            rows={textareaRows}
            placeholder="Paste job description here..."
            value={jobDescription}
            aria-invalid={emptyFields.includes('jobDescription')}
            aria-describedby={joinIds(
              emptyFields.includes('jobDescription') && fieldErrorId('jobDescription'),
              emptyFields.includes('jobDescription') && formErrorId,
            )}
            onChange={(event) => {
              clearFieldError('jobDescription');
              onJobDescriptionChange(event.target.value);
            }}
          />
          {emptyFields.includes('jobDescription') && (
            <p id={fieldErrorId('jobDescription')} className="field-error">
              {emptyFieldMessages.jobDescription}
            </p>
          )}
        </div>
      </div>
      {afterFields}
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
        <div className="field field-inline">
          <label htmlFor={`${fieldId}-language`}>Letter language</label>
          <select
            id={`${fieldId}-language`}
            name="language"
            value={letterOptions.language ?? ''}
            onChange={handleLanguageChange}
          >
            <option value="">{adLanguageName ? `Same as the job ad (${adLanguageName})` : 'Same as the job ad'}</option>
            {languageChoices.map((choice) => (
              <option key={choice.value} value={choice.value} lang={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p id={formErrorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="generate-form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          aria-disabled={generateBlocked || undefined}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {busy ? 'Generating...' : 'Generate Cover Letter'}
        </button>
        {busy && cancellable && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <p className="field-hint generate-form-shortcut">
          or press <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </p>
      </div>
      <p className="generate-form-notice" role="status">
        {notice}
      </p>
      {footer}
    </form>
  );
}
