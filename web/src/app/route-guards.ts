import { redirect } from 'react-router';
import { readStoredToken } from '../lib/token-storage.ts';

// docs/product.md#screens-and-routes: a stored token decides where /, /login, /signup and /dashboard lead.
export function redirectSignedInToDashboard() {
  if (readStoredToken()) {
    throw redirect('/dashboard');
  }
  return null;
}

export function redirectSignedOutToLogin() {
  if (!readStoredToken()) {
    throw redirect('/login');
  }
  return null;
}

export function redirectToLanding() {
  throw redirect('/');
}
