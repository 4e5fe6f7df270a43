import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { messages } from '@cover-letter/shared/messages';
import type { Credentials } from '../api/sign-in-with-password.ts';

type CredentialsFormProps = {
  /** Sends the credentials; resolves to the service's message when it refuses them, to show above the form. */
  submitCredentials: (credentials: Credentials) => Promise<string | undefined>;
  passwordField: {
    autoComplete: 'current-password' | 'new-password';
    minimumLength?: number;
    hint?: ReactNode;
  };
  submitLabel: string;
  busyLabel: string;
};

/** The email and password form that login and sign-up share; each passes its own request, texts and rules. */
export function CredentialsForm({ submitCredentials, passwordField, submitLabel, busyLabel }: CredentialsFormProps) {
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const refusal = await submitCredentials({ email, password });
      if (refusal !== undefined) setError(refusal);
    } catch {
      setError(messages.serverError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <form className="form" onSubmit={handleSubmit} aria-busy={busy}>
        <LabelledInput
          id={`${fieldId}-email`}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <LabelledInput
          id={`${fieldId}-password`}
          label="Password"
          type="password"
          name="password"
          autoComplete={passwordField.autoComplete}
          minLength={passwordField.minimumLength}
          hint={passwordField.hint}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  minLength?: number;
  hint?: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

function LabelledInput({ id, label, type, name, autoComplete, minLength, hint, value, onChange }: LabelledInputProps) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        aria-describedby={hintId}
        value={value}
        onChange={onChange}
      />
      {hint !== undefined && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
