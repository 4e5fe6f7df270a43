import { useEffect, useRef } from 'react';
import { downloadTextFile } from '../../../lib/download-text-file.ts';

type GeneratedCoverLetterProps = { coverLetter: string };

export function GeneratedCoverLetter({ coverLetter }: GeneratedCoverLetterProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Bring a keyboard or screen-reader user to the new letter.
  useEffect(() => {
    headingRef.current?.focus();
  }, [coverLetter]);

  return (
    <section className="card letter-card" aria-labelledby="generated-cover-letter-heading">
      <div className="letter-card-header">
        <h2 id="generated-cover-letter-heading" ref={headingRef} tabIndex={-1}>
          Generated Cover Letter
        </h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => downloadTextFile('cover-letter.txt', coverLetter)}
        >
          Download Cover Letter
        </button>
      </div>
      <div className="letter-text" data-testid="generated-cover-letter">
        {coverLetter}
      </div>
    </section>
  );
}
