import type { Download } from 'playwright-core';

export type SavedDownload = { fileName: string; text: string };

/**
 * A download's bytes, once the browser has finished writing it, read through Playwright's stream: the browser is the
 * run's shared Chromium, connected to (launch-browser.ts), whose download folder this process cannot open.
 */
export async function readDownloadBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Waits for a download to finish and reads it back as text. */
export async function readDownload(download: Download): Promise<SavedDownload> {
  return { fileName: download.suggestedFilename(), text: new TextDecoder().decode(await readDownloadBytes(download)) };
}
