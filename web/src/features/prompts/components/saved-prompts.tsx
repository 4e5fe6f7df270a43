import type { Prompt } from '@cover-letter/shared/prompt-schema';
import { downloadTextFile } from '../../../lib/download-text-file.ts';

type SavedPromptsProps = { prompts: Prompt[] };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatCreatedAt(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** SPEC.md §2: newest first, headed "Prompt 1".."Prompt N", each downloadable as prompt-N.txt. */
export function SavedPrompts({ prompts }: SavedPromptsProps) {
  if (prompts.length === 0) {
    return null;
  }

  return (
    <section className="saved-prompts" aria-labelledby="saved-prompts-heading">
      <h2 id="saved-prompts-heading">Saved Prompts</h2>
      <ol className="saved-prompt-list">
        {prompts.map((prompt, index) => {
          const number = index + 1;
          const createdAt = formatCreatedAt(prompt.created_at);
          const headingId = `saved-prompt-${prompt.id}`;
          return (
            <li key={prompt.id}>
              <article className="card letter-card" aria-labelledby={headingId}>
                <div className="letter-card-header">
                  <div>
                    <h3 id={headingId}>Prompt {number}</h3>
                    {createdAt && (
                      <p className="letter-card-meta">
                        <time dateTime={prompt.created_at}>{createdAt}</time>
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => downloadTextFile(`prompt-${number}.txt`, prompt.cover_letter)}
                  >
                    Download
                  </button>
                </div>
                <div className="letter-text letter-text-scroll" tabIndex={0}>
                  {prompt.cover_letter}
                </div>
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
