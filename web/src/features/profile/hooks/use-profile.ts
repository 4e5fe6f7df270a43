import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api-result.ts';
import { getCurrentUser, type CurrentUser } from '../api/get-current-user.ts';
import { watchSignOut } from '../api/watch-sign-out.ts';

export type Profile = {
  /** Null until loaded, and when there is no user (then `onSignedOut` has been called). */
  user: CurrentUser | null;
  /** Set when the auth service could not be reached: "Server error. Please try again." */
  loadError: string;
  /** The user; loads again when the first attempt got no answer (offline a moment ago), so Generate can retry. */
  ensureUser: () => Promise<ApiResult<CurrentUser | null>>;
};

/**
 * The signed-in person (docs/product.md#states-and-transitions: fetch the user on dashboard load; no user means back to /login) and the end of
 * their session wherever it happens (sign-out in another tab, a refused refresh).
 */
export function useProfile(onSignedOut: () => void): Profile {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loadError, setLoadError] = useState('');
  const userLoadRef = useRef<Promise<ApiResult<CurrentUser | null>> | null>(null);
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  });

  const loadUser = useCallback((isActive: () => boolean) => {
    const load = getCurrentUser().then((result) => {
      if (!isActive()) return result;
      if (!result.ok) {
        setLoadError(result.error.message);
        return result;
      }
      setLoadError('');
      if (result.value === null) onSignedOutRef.current();
      else setUser(result.value);
      return result;
    });
    userLoadRef.current = load;
    return load;
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void loadUser(() => active);
    void watchSignOut(() => {
      if (active) onSignedOutRef.current();
    }).then((result) => {
      // Without a client there is no session to watch.
      if (!result.ok) return;
      if (active) unsubscribe = result.value;
      else result.value();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [loadUser]);

  const ensureUser = useCallback(async () => {
    const previous = await (userLoadRef.current ?? loadUser(() => true));
    if (previous.ok) return previous;
    return loadUser(() => true);
  }, [loadUser]);

  return { user, loadError, ensureUser };
}
