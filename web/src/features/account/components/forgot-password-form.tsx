import { useId, useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../api/request-password-reset.ts';

/** Asks for a reset link by email; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    setBusy(true);
    try {
      const result = await requestPasswordReset(email);
      setOutcome(
        result.ok
          ? { kind: 'done', text: 'If an account uses this email, a link to reset its password is on its way.' }
          : { kind: 'error', text: result.error.message },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {outcome && (
        <p
          className={outcome.kind === 'error' ? 'form-error' : 'form-success'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      <form className="form" onSubmit={handleSubmit} aria-busy={busy}>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
    </>
  );
}
