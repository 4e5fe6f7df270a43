import { Link, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { storeToken } from '../../lib/token-storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function LoginRoute() {
  useDocumentTitle('Login');
  const navigate = useNavigate();

  function handleSignedIn(accessToken: string) {
    storeToken(accessToken);
    void navigate('/dashboard', { replace: true });
  }

  return (
    <div className="container narrow">
      <div className="card auth-card">
        <h1>Login</h1>
        <LoginForm onSignedIn={handleSignedIn} />
        <p className="auth-switch">
          New here? <Link to="/signup">Create an account</Link>
        </p>
      </div>
    </div>
  );
}
