import { useState, type FormEvent } from 'react';
import { deleteAccount } from '../api/delete-account.ts';
import { PasswordField } from './password-field.tsx';

type DeleteAccountFormProps = { onDeleted: () => void };

/** Deletes the account and all its data, after the password and a confirmation. */
export function DeleteAccountForm({ onDeleted }: DeleteAccountFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!window.confirm('Delete your account and every saved cover letter? This cannot be undone.')) return;
    setBusy(true);
    try {
      const result = await deleteAccount(password);
      if (result.ok) {
        onDeleted();
        return;
      }
      setError(result.error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-busy={busy} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete account</h2>
      <p className="field-hint">
        This deletes your account, your saved cover letters and everything else kept about you. It cannot be undone.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <PasswordField
        label="Password to confirm"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div>
        <button type="submit" className="button button-danger" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}
