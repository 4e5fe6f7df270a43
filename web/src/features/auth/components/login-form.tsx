import { signInWithPassword, type Credentials } from '../api/sign-in-with-password.ts';
import { CredentialsForm } from './credentials-form.tsx';

type LoginFormProps = { onSignedIn: (accessToken: string) => void };

export function LoginForm({ onSignedIn }: LoginFormProps) {
  async function submitCredentials(credentials: Credentials) {
    const result = await signInWithPassword(credentials);
    if (result.ok) onSignedIn(result.value.accessToken);
    return result;
  }

  return (
    <CredentialsForm
      submitCredentials={submitCredentials}
      passwordField={{ autoComplete: 'current-password' }}
      submitLabel="Login"
      busyLabel="Logging in..."
    />
  );
}
