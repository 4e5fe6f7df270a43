import type { Page } from 'playwright-core';

// What the server holds for the signed-in page's user, read straight from its HTTP API (as supabase-js would), so a
// test can check what the screen claims: rows really deleted, the plan's meter really unchanged.

async function readSession(page: Page, origin: string): Promise<{ accessToken: string; anonKey: string }> {
  const accessToken = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!accessToken) throw new Error('the page has no stored token');
  const config: unknown = await (await fetch(`${origin}/app-config.json`)).json();
  const anonKey =
    typeof config === 'object' && config !== null && 'supabaseAnonKey' in config ? String(config.supabaseAnonKey) : '';
  return { accessToken, anonKey };
}

export type SavedRow = {
  id: string;
  cover_letter: string;
  company: string | null;
  role: string | null;
  created_at: string;
};

function isSavedRow(value: unknown): value is SavedRow {
  return typeof value === 'object' && value !== null && 'id' in value && 'cover_letter' in value;
}

/** GET /rest/v1/prompts as the page's user, newest first. */
export async function readSavedRows(page: Page, origin: string): Promise<SavedRow[]> {
  const { accessToken, anonKey } = await readSession(page, origin);
  const response = await fetch(`${origin}/rest/v1/prompts?select=*&order=created_at.desc`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` },
  });
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error(`GET /rest/v1/prompts answered ${response.status}`);
  return rows.filter(isSavedRow);
}

/** GET /usage as the page's user: the letters the server counted. */
export async function readLettersUsed(page: Page, origin: string): Promise<number> {
  const { accessToken } = await readSession(page, origin);
  const usage: unknown = await (
    await fetch(`${origin}/usage`, { headers: { Authorization: `Bearer ${accessToken}` } })
  ).json();
  if (typeof usage !== 'object' || usage === null || !('lettersUsed' in usage) || typeof usage.lettersUsed !== 'number')
    throw new Error(`GET /usage answered ${JSON.stringify(usage)}`);
  return usage.lettersUsed;
}

export type ProfileRow = { user_id: string; resume: string; resume_facts: unknown };

function isProfileRow(value: unknown): value is ProfileRow {
  return typeof value === 'object' && value !== null && 'user_id' in value && 'resume' in value;
}

/** GET /rest/v1/profiles as the page's user: the kept resume and its confirmed facts. */
export async function readProfileRows(page: Page, origin: string): Promise<ProfileRow[]> {
  const { accessToken, anonKey } = await readSession(page, origin);
  const response = await fetch(`${origin}/rest/v1/profiles?select=*`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` },
  });
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error(`GET /rest/v1/profiles answered ${response.status}`);
  return rows.filter(isProfileRow);
}
