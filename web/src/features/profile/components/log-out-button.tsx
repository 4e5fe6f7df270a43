import { useState } from 'react';
import { signOut } from '../api/sign-out.ts';

type LogOutButtonProps = {
  /** Asks first when something would be lost; false keeps the person on the page. */
  confirmLeave: () => Promise<boolean>;
  onLoggedOut: () => void;
};

/** docs/product.md#open-points-decided: "Log out" signs out everywhere (revoking the refresh token) and goes to /login. */
export function LogOutButton({ confirmLeave, onLoggedOut }: LogOutButtonProps) {
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogOut() {
    if (!(await confirmLeave())) return;
    setLoggingOut(true);
    await signOut();
    onLoggedOut();
  }

  return (
    <button type="button" className="button button-ghost" onClick={() => void handleLogOut()} disabled={loggingOut}>
      Log out
    </button>
  );
}
