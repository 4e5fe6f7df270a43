import { useState } from 'react';
import { accountDataFileName, downloadAccountData } from '../api/download-account-data.ts';

/** Everything kept about the account, as one JSON file. */
export function DownloadDataSection() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleDownload() {
    setError('');
    setBusy(true);
    try {
      const result = await downloadAccountData();
      if (!result.ok) setError(result.error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="download-data-heading">
      <h2 id="download-data-heading">Download my data</h2>
      <p className="field-hint">
        Your account, every saved cover letter with its resume and job description, and the letters counted against your
        plan, as one file ({accountDataFileName}).
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={() => void handleDownload()} disabled={busy}>
        {busy ? 'Preparing download...' : 'Download my data'}
      </button>
    </section>
  );
}
