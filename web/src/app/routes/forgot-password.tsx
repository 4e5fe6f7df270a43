import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /forgot-password: a reset link by email. */
export function ForgotPasswordRoute() {
  useDocumentTitle('Reset your password');
  return (
    <div className="container narrow">
      <div className="card auth-card">
        <h1>Reset your password</h1>
        <p className="field-hint">
          Enter the email of your account and we will send you a link to choose a new password.
        </p>
        <ForgotPasswordForm />
        <p className="auth-switch">
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </div>
    </div>
  );
}
