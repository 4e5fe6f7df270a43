// The server names languages by ISO 639-1 code ("pl", "de"); the screen names them in English words. The browser's own
// list (Intl.DisplayNames) knows every code, so no table of names ships with the app.

let displayNames: Intl.DisplayNames | null | undefined;

function getDisplayNames(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    } catch {
      displayNames = null;
    }
  }
  return displayNames;
}

/** "pl" → "Polish"; null for "und" (not known), an empty code, or one the browser cannot name. */
export function nameLanguage(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '' || trimmed === 'und') return null;
  try {
    return getDisplayNames()?.of(trimmed) ?? null;
  } catch {
    // Not a well-formed language code.
    return null;
  }
}
