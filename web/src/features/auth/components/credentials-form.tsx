import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { ApiResult } from '../../../lib/api-result.ts';
import type { Credentials } from '../api/sign-in-with-password.ts';

type CredentialsFormProps = {
  /** Sends the credentials; a refusal's message is shown above the form (docs/product.md#screens-and-routes). */
  submitCredentials: (credentials: Credentials) => Promise<ApiResult<unknown>>;
  passwordField: {
    autoComplete: 'current-password' | 'new-password';
    minimumLength?: number;
    hint?: ReactNode;
  };
  submitLabel: string;
  busyLabel: string;
};

type FieldName = 'email' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

// Loose on purpose: the auth service has the last word; this only catches a missing "@" or domain before a round trip.
const emailShapePattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function findFieldErrors(credentials: Credentials, minimumPasswordLength: number | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (credentials.email.trim() === '') errors.email = 'Enter your email.';
  else if (!emailShapePattern.test(credentials.email.trim()))
    errors.email = 'Enter an email address such as name@example.com.';
  if (credentials.password === '') errors.password = 'Enter your password.';
  else if (minimumPasswordLength !== undefined && credentials.password.length < minimumPasswordLength)
    errors.password = `Use at least ${minimumPasswordLength} characters.`;
  return errors;
}

/**
 * The email and password form that login and sign-up share. Each field's own problem is tied to it (aria-invalid,
 * aria-describedby) and cleared as soon as the field changes; the service's refusal stays above the form, as docs/product.md
 * places it, until the person changes something.
 */
export function CredentialsForm({ submitCredentials, passwordField, submitLabel, busyLabel }: CredentialsFormProps) {
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorId = `${fieldId}-form-error`;

  function changeField(field: FieldName, value: string) {
    if (field === 'email') setEmail(value);
    else setPassword(value);
    setError('');
    setFieldErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError('');
    const credentials = { email: email.trim(), password };
    const problems = findFieldErrors(credentials, passwordField.minimumLength);
    setFieldErrors(problems);
    if (problems.email !== undefined || problems.password !== undefined) {
      (problems.email !== undefined ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    const result = await submitCredentials(credentials);
    setBusy(false);
    if (!result.ok) setError(result.error.message);
  }

  return (
    <>
      {error && (
        <p id={formErrorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <form
        className="form"
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={busy}
        aria-describedby={error ? formErrorId : undefined}
        noValidate
      >
        <LabelledInput
          id={`${fieldId}-email`}
          inputRef={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          error={fieldErrors.email}
          value={email}
          onChange={(event) => changeField('email', event.target.value)}
        />
        <LabelledInput
          id={`${fieldId}-password`}
          inputRef={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete={passwordField.autoComplete}
          minLength={passwordField.minimumLength}
          hint={passwordField.hint}
          error={fieldErrors.password}
          value={password}
          onChange={(event) => changeField('password', event.target.value)}
        />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
    </>
  );
}

type LabelledInputProps = {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  minLength?: number;
  hint?: ReactNode;
  error: string | undefined;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

function LabelledInput({
  id,
  inputRef,
  label,
  type,
  name,
  autoComplete,
  minLength,
  hint,
  error,
  value,
  onChange,
}: LabelledInputProps) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter((part) => part !== undefined).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={onChange}
      />
      {error !== undefined && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {hint !== undefined && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
