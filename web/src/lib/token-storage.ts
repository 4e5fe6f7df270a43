// docs/product.md#data: the session's access token is kept in the browser under the key `token`.
// The route guards read it synchronously, so the landing page never needs supabase-js.
const tokenStorageKey = 'token';

export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

export function storeToken(accessToken: string): void {
  try {
    window.localStorage.setItem(tokenStorageKey, accessToken);
  } catch {
    // Storage can be unavailable (private mode, quota); the session still lives in memory.
  }
}

export function removeStoredToken(): void {
  try {
    window.localStorage.removeItem(tokenStorageKey);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
