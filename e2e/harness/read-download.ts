import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';

export type SavedDownload = { fileName: string; text: string };

/** Waits for a download to finish and reads it back as text. */
export async function readDownload(download: Download): Promise<SavedDownload> {
  const path = await download.path();
  return { fileName: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
