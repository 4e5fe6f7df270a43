import { Link, useNavigate } from 'react-router';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { storeToken } from '../../lib/token-storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function SignupRoute() {
  useDocumentTitle('Create Account');
  const navigate = useNavigate();

  function handleSignedIn(accessToken: string) {
    storeToken(accessToken);
    void navigate('/dashboard', { replace: true });
  }

  return (
    <div className="container narrow">
      <div className="card auth-card">
        <h1>Create Account</h1>
        <SignupForm onSignedIn={handleSignedIn} />
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </div>
  );
}
