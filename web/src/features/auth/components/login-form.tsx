import { useId, useState, type FormEvent } from 'react';
import { messages } from '@cover-letter/shared/messages';
import { signInWithPassword } from '../api/sign-in-with-password.ts';

type LoginFormProps = { onSignedIn: (accessToken: string) => void };

export function LoginForm({ onSignedIn }: LoginFormProps) {
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
      const result = await signInWithPassword({ email, password });
      if (result.outcome === 'failed') {
        setError(result.message);
        return;
      }
      onSignedIn(result.accessToken);
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
        <div className="field">
          <label htmlFor={`${fieldId}-email`}>Email</label>
          <input
            id={`${fieldId}-email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${fieldId}-password`}>Password</label>
          <input
            id={`${fieldId}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </>
  );
}
