/** Saves a file in the browser's downloads. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL only holds the file in memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Saves text as a plain-text file (UTF-8) in the browser's downloads. */
export function downloadTextFile(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}
