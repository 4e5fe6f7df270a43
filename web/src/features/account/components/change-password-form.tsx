import { useState, type FormEvent } from 'react';
import { changePassword } from '../api/change-password.ts';
import { minimumPasswordLength } from '../password-rules.ts';
import { PasswordField } from './password-field.tsx';

/** Current and new password; a change signs out every other device. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    setBusy(true);
    try {
      const result = await changePassword({ currentPassword, newPassword });
      if (result.ok) {
        setCurrentPassword('');
        setNewPassword('');
        setOutcome({ kind: 'done', text: 'Your password has been changed. Other devices have been signed out.' });
      } else {
        setOutcome({ kind: 'error', text: result.error.message });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-busy={busy} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change password</h2>
      {outcome && (
        <p
          className={outcome.kind === 'error' ? 'form-error' : 'form-success'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        minimumLength={minimumPasswordLength}
        value={newPassword}
        onChange={setNewPassword}
      />
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Changing password...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
