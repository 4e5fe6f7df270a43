import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getCurrentUser } from '../../features/profile/api/get-current-user.ts';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { DeleteAccountForm } from '../../features/account/components/delete-account-form.tsx';
import { DownloadDataSection } from '../../features/account/components/download-data-section.tsx';
import { removeStoredToken } from '../../lib/token-storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /account: change the password, download one's data, delete the account. */
export function AccountRoute() {
  useDocumentTitle('Account');
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | undefined>();

  useEffect(() => {
    let active = true;
    void getCurrentUser().then((result) => {
      // No answer at all: the forms say so when used. No user: back to /login, as the dashboard does.
      if (!active || !result.ok) return;
      if (!result.value) {
        removeStoredToken();
        void navigate('/login', { replace: true });
        return;
      }
      setEmail(result.value.email);
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <div className="container narrow account">
      <header className="account-header">
        <h1>Account</h1>
        {email && <p className="dashboard-slogan">{email}</p>}
        <Link to="/dashboard">Back to the dashboard</Link>
      </header>
      <div className="card">
        <ChangePasswordForm />
      </div>
      <div className="card">
        <DownloadDataSection />
      </div>
      <div className="card card-danger">
        <DeleteAccountForm onDeleted={() => void navigate('/', { replace: true })} />
      </div>
    </div>
  );
}
