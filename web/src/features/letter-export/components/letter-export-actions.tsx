import { useState } from 'react';
import { downloadBlob, downloadTextFile } from '../../../lib/download-file.ts';
import type { ExportableLetter, LetterFileName } from '../build-letter-layout.ts';
import { copyText } from '../copy-text.ts';

type LetterExportActionsProps = {
  letter: ExportableLetter;
  /** The product's names (docs/product.md#limits): `cover-letter` for the new letter, `prompt-N` for a saved one. */
  fileName: LetterFileName;
  /** The text download's label (docs/product.md#screens-and-routes): "Download Cover Letter" or "Download". */
  textDownloadLabel: string;
  /** While the letter is still being written. */
  disabled?: boolean;
};

type Format = 'docx' | 'pdf';

const formatNames: Record<Format, string> = { docx: 'Word', pdf: 'PDF' };

/** Lays the letter out and writes the file; the libraries load on first use, never with the page. */
async function makeFile(format: Format, letter: ExportableLetter): Promise<{ blob: Blob; replaced: number }> {
  const { buildLetterLayout } = await import('../build-letter-layout.ts');
  const layout = buildLetterLayout(letter);
  if (format === 'docx') {
    const { writeDocx } = await import('../write-docx.ts');
    return { blob: await writeDocx(layout), replaced: 0 };
  }
  const { writePdf } = await import('../write-pdf.ts');
  const { blob, replacedCharacters } = writePdf(layout);
  return { blob, replaced: replacedCharacters };
}

/** Copy, and the letter as text (docs/product.md#limits), Word and PDF, laid out as a letter. */
export function LetterExportActions({
  letter,
  fileName,
  textDownloadLabel,
  disabled = false,
}: LetterExportActionsProps) {
  const [preparing, setPreparing] = useState<Format | null>(null);
  const [status, setStatus] = useState('');

  async function handleCopy() {
    const copied = await copyText(letter.text);
    setStatus(copied ? 'Copied to the clipboard.' : 'Copying was refused by the browser. Select the text and copy it.');
  }

  async function handleDownload(format: Format) {
    setPreparing(format);
    setStatus('');
    try {
      const { blob, replaced } = await makeFile(format, letter);
      downloadBlob(`${fileName}.${format}`, blob);
      setStatus(
        replaced > 0
          ? `PDF saved. ${replaced} character${replaced === 1 ? '' : 's'} the PDF's standard font cannot show ${replaced === 1 ? 'was' : 'were'} replaced; the Word and text files keep ${replaced === 1 ? 'it' : 'them'}.`
          : `${formatNames[format]} file saved.`,
      );
    } catch {
      // Most likely the library could not be loaded (offline, or a new version was deployed).
      setStatus(`The ${formatNames[format]} file could not be made. Check your connection and try again.`);
    } finally {
      setPreparing(null);
    }
  }

  return (
    <div className="letter-export">
      <button type="button" className="button button-ghost" disabled={disabled} onClick={() => void handleCopy()}>
        Copy
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={disabled}
        onClick={() => downloadTextFile(`${fileName}.txt`, letter.text)}
      >
        {textDownloadLabel}
      </button>
      <button
        type="button"
        className="button button-ghost"
        disabled={disabled || preparing !== null}
        onClick={() => void handleDownload('docx')}
      >
        {preparing === 'docx' ? 'Preparing…' : 'Word'}
        <span className="visually-hidden"> (.docx)</span>
      </button>
      <button
        type="button"
        className="button button-ghost"
        disabled={disabled || preparing !== null}
        onClick={() => void handleDownload('pdf')}
      >
        {preparing === 'pdf' ? 'Preparing…' : 'PDF'}
        <span className="visually-hidden"> (.pdf)</span>
      </button>
      <span className="letter-export-status" role="status">
        {status}
      </span>
    </div>
  );
}
