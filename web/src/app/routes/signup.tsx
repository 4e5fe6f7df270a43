import { Link } from 'react-router';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { AuthScreen } from '../auth-screen.tsx';

export function SignupRoute() {
  return (
    <AuthScreen
      title="Create Account"
      form={SignupForm}
      switchPrompt={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    />
  );
}
