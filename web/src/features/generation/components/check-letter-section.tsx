import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LetterCheck, LetterCheckInputs } from '../hooks/use-letter-check.ts';
import { findEmptyFields } from '../find-empty-fields.ts';
import { HighlightedLetter } from './highlighted-letter.tsx';
import { LetterChecksPanel } from './letter-checks-panel.tsx';

type CheckLetterSectionProps = {
  letterCheck: LetterCheck;
  /** The resume, the job description and the options of the form above: the letter is checked against them. */
  inputs: LetterCheckInputs;
};

export const emptyLetterMessage = 'Paste the letter to check here.';
export const missingInputsMessage =
  'Paste your resume and the job description in the form above first: the letter is checked against them.';

// A letter is longer than a form field's usual text: the field shows most of one without scrolling.
const letterRows = 10;

/**
 * "Check a letter you wrote": a letter written anywhere (by hand, by another AI) checked against the resume and the
 * job description of the form above, with the same checks panel a generated letter gets. Free: no plan count.
 */
export function CheckLetterSection({ letterCheck, inputs }: CheckLetterSectionProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const letterId = `${id}-letter`;
  const letterErrorId = `${id}-letter-error`;
  const formErrorId = `${id}-form-error`;
  const letterRef = useRef<HTMLTextAreaElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const [letterEmpty, setLetterEmpty] = useState(false);
  const [inputsMissing, setInputsMissing] = useState(false);
  const { letter, setLetter, checked, checking, error, clearError, check } = letterCheck;

  // Bring a keyboard or screen-reader user to the findings of each new check.
  useEffect(() => {
    if (checked) resultHeadingRef.current?.focus();
  }, [checked]);

  const inputsFilled = findEmptyFields(inputs).length === 0;
  // The message about the form above goes once both of its texts are there.
  const formError = inputsMissing && !inputsFilled ? missingInputsMessage : error;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    clearError();
    const noLetter = letter.trim() === '';
    setLetterEmpty(noLetter);
    setInputsMissing(!inputsFilled);
    if (noLetter) {
      letterRef.current?.focus();
      return;
    }
    if (!inputsFilled) return;
    void check(inputs);
  }

  return (
    <section className="card check-letter" aria-labelledby={headingId}>
      <h2 id={headingId}>Check a letter you wrote</h2>
      <p className="field-hint">
        Paste a cover letter written anywhere, by hand or by another AI. We check it against the resume and job
        description above, as we check our own letters, and show what it claims that your resume does not support.
        Checking is free: it does not count toward your plan.
      </p>
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-busy={checking}
        aria-describedby={formError ? formErrorId : undefined}
      >
        <div className="field">
          <label htmlFor={letterId}>Your cover letter</label>
          <textarea
            id={letterId}
            ref={letterRef}
            name="letterToCheck"
            rows={letterRows}
            placeholder="Paste the cover letter to check here..."
            value={letter}
            aria-invalid={letterEmpty}
            aria-describedby={letterEmpty ? letterErrorId : undefined}
            onChange={(event) => {
              setLetter(event.target.value);
              if (event.target.value.trim() !== '') setLetterEmpty(false);
            }}
          />
          {letterEmpty && (
            <p id={letterErrorId} className="field-error">
              {emptyLetterMessage}
            </p>
          )}
        </div>
        {formError && (
          <p id={formErrorId} className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="generate-form-actions">
          <button type="submit" className="button button-secondary" disabled={checking}>
            {checking ? 'Checking...' : 'Check letter'}
          </button>
        </div>
      </form>
      {checked && (
        <div className="checked-letter">
          <h3 ref={resultHeadingRef} tabIndex={-1}>
            Your letter, checked
          </h3>
          {checked.letter !== letter && (
            <p className="field-hint">
              You changed the letter after it was checked: these checks are of the letter shown here. Press Check letter
              to check the new text.
            </p>
          )}
          <div className="letter-text" data-testid="checked-letter">
            <HighlightedLetter letter={checked.letter} checks={checked.checks} />
          </div>
          <LetterChecksPanel checks={checked.checks} edited={false} />
        </div>
      )}
    </section>
  );
}
