import { useState, type FormEvent } from 'react';
import { setNewPassword } from '../api/set-new-password.ts';
import { minimumPasswordLength } from '../password-rules.ts';
import { PasswordField } from './password-field.tsx';

type NewPasswordFormProps = { onPasswordSet: (accessToken: string) => void };

/** The reset link's page: a new password, without the old one. */
export function NewPasswordForm({ onPasswordSet }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const result = await setNewPassword(password);
      if (result.ok) {
        onPasswordSet(result.value);
        return;
      }
      setError(result.error.message);
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
        <PasswordField
          label="New password"
          autoComplete="new-password"
          minimumLength={minimumPasswordLength}
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Saving...' : 'Save new password'}
        </button>
      </form>
    </>
  );
}
