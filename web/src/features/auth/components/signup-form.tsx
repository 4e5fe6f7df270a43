import { minimumPasswordLength } from '@cover-letter/shared/limits';
import { messages } from '@cover-letter/shared/messages';
import type { Credentials } from '../api/sign-in-with-password.ts';
import { signUp } from '../api/sign-up.ts';
import { CredentialsForm } from './credentials-form.tsx';

type SignupFormProps = { onSignedIn: (accessToken: string) => void };

export function SignupForm({ onSignedIn }: SignupFormProps) {
  async function submitCredentials(credentials: Credentials) {
    const result = await signUp(credentials);
    if (result.ok && result.value.outcome === 'confirmation-required') window.alert(messages.confirmEmail);
    if (result.ok && result.value.outcome === 'signed-in') onSignedIn(result.value.accessToken);
    return result;
  }

  return (
    <CredentialsForm
      submitCredentials={submitCredentials}
      passwordField={{
        autoComplete: 'new-password',
        minimumLength: minimumPasswordLength,
        hint: <>At least {minimumPasswordLength} characters.</>,
      }}
      submitLabel="Sign Up"
      busyLabel="Signing up..."
    />
  );
}
