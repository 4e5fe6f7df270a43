import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { storeToken } from '../lib/token-storage.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

type AuthScreenProps = {
  title: string;
  form: ComponentType<{ onSignedIn: (accessToken: string) => void }>;
  /** The line under the form that leads to the other of login and sign-up. */
  switchPrompt: ReactNode;
};

/** The card that the login and sign-up routes share: a token from either form stores it and opens the dashboard. */
export function AuthScreen({ title, form: Form, switchPrompt }: AuthScreenProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();

  function handleSignedIn(accessToken: string) {
    storeToken(accessToken);
    void navigate('/dashboard', { replace: true });
  }

  return (
    <div className="container narrow">
      <div className="card auth-card">
        <h1>{title}</h1>
        <Form onSignedIn={handleSignedIn} />
        <p className="auth-switch">{switchPrompt}</p>
      </div>
    </div>
  );
}
