import { Link } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { AuthScreen } from '../auth-screen.tsx';

export function LoginRoute() {
  return (
    <AuthScreen
      title="Login"
      form={LoginForm}
      switchPrompt={
        <>
          New here? <Link to="/signup">Create an account</Link> ·{' '}
          <Link to="/forgot-password">Forgot your password?</Link>
        </>
      }
    />
  );
}
