import type { CurrentUser } from '../api/get-current-user.ts';

/** Whose dashboard this is. A long address wraps instead of widening a phone's screen. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  return <span className="dashboard-email">{user.email}</span>;
}
