import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  maximumPromptDetailCharacters,
  PromptDetailsSchema,
  type Prompt,
  type PromptDetails,
} from '@cover-letter/shared/prompt-schema';
import type { ApiResult } from '../../../lib/api-result.ts';

type PromptDetailsFormProps = {
  prompt: Prompt;
  number: number;
  saveDetails: (promptId: string, details: PromptDetails) => Promise<ApiResult<Prompt>>;
  onUnsavedChange: (unsaved: boolean) => void;
  /** `saved` is true when the change reached the data service. */
  onClose: (saved: boolean) => void;
};

type DetailField = 'company' | 'role';

/** Company and role of a saved letter, as the person wants to find it again. */
export function PromptDetailsForm({ prompt, number, saveDetails, onUnsavedChange, onClose }: PromptDetailsFormProps) {
  const fieldId = useId();
  const [values, setValues] = useState({ company: prompt.company ?? '', role: prompt.role ?? '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DetailField, string>>>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const companyRef = useRef<HTMLInputElement>(null);
  const unsaved = values.company !== (prompt.company ?? '') || values.role !== (prompt.role ?? '');

  useEffect(() => {
    companyRef.current?.focus();
  }, []);

  useEffect(() => {
    onUnsavedChange(unsaved);
  }, [onUnsavedChange, unsaved]);

  function change(field: DetailField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setError('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = PromptDetailsSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<DetailField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'company' || field === 'role') errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setSaving(true);
    const result = await saveDetails(prompt.id, parsed.data);
    setSaving(false);
    if (!result.ok) {
      setError(
        result.error.kind === 'not-found'
          ? result.error.message
          : 'The company and role could not be saved. Please try again.',
      );
      return;
    }
    onClose(true);
  }

  function input(field: DetailField, label: string, placeholder: string) {
    const id = `${fieldId}-${field}`;
    const errorId = `${id}-error`;
    const fieldError = fieldErrors[field];
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          ref={field === 'company' ? companyRef : undefined}
          name={field}
          type="text"
          autoComplete="off"
          maxLength={maximumPromptDetailCharacters}
          placeholder={placeholder}
          value={values[field]}
          aria-invalid={fieldError !== undefined}
          aria-describedby={fieldError !== undefined ? errorId : undefined}
          onChange={(event) => change(field, event.target.value)}
        />
        {fieldError !== undefined && (
          <p id={errorId} className="field-error">
            {fieldError}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      className="prompt-details-form"
      aria-label={`Company and role of Prompt ${number}`}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
    >
      <div className="prompt-details-fields">
        {input('company', 'Company', 'e.g. Northwind Cloud')}
        {input('role', 'Role', 'e.g. Backend Engineer')}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="letter-edit-actions">
        <button type="button" className="button button-ghost" onClick={() => onClose(false)} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save company and role'}
        </button>
      </div>
    </form>
  );
}
