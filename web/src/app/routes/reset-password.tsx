import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { readRecoverySession } from '../../features/account/api/read-recovery-session.ts';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { storeToken } from '../../lib/token-storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type LinkState = { kind: 'checking' } | { kind: 'ready' } | { kind: 'invalid'; message: string };

/** /reset-password: where the emailed link leads, with its one-time session in the URL fragment. */
export function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    let active = true;
    void readRecoverySession().then((session) => {
      if (active) setState(session.ok ? { kind: 'ready' } : { kind: 'invalid', message: session.error.message });
    });
    return () => {
      active = false;
    };
  }, []);

  function handlePasswordSet(accessToken: string) {
    storeToken(accessToken);
    void navigate('/dashboard', { replace: true });
  }

  return (
    <div className="container narrow">
      <div className="card auth-card">
        <h1>Choose a new password</h1>
        {state.kind === 'checking' && <p role="status">Checking your link...</p>}
        {state.kind === 'invalid' && (
          <>
            <p className="form-error" role="alert">
              {state.message}
            </p>
            <p className="auth-switch">
              <Link to="/forgot-password">Send a new reset link</Link>
            </p>
          </>
        )}
        {state.kind === 'ready' && <NewPasswordForm onPasswordSet={handlePasswordSet} />}
      </div>
    </div>
  );
}
