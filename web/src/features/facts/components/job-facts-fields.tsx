import type { JobDraft } from '../facts-draft.ts';
import type { FieldNotes } from '../merge-reread.ts';
import type { FactsSide } from '../hooks/use-fact-sheet.ts';
import { FactField } from './fact-field.tsx';

type JobFactsFieldsProps = {
  side: FactsSide<JobDraft>;
  notes: FieldNotes;
  onEdit: (change: (draft: JobDraft) => JobDraft, path?: string) => void;
  onDismissNote: (path: string) => void;
};

/** The job ad side of the facts panel: who the letter is addressed to, and for which role. */
export function JobFactsFields({ side, notes, onEdit, onDismissNote }: JobFactsFieldsProps) {
  const draft = side.current;
  const field = (key: 'company' | 'role', label: string, placeholder: string) => (
    <FactField
      label={label}
      value={draft[key] ?? ''}
      placeholder={placeholder}
      onChange={(text) => onEdit((current) => ({ ...current, [key]: text === '' ? null : text }), key)}
      note={notes[key]}
      readText={side.base?.[key] ?? ''}
      onUseReading={() => onEdit((current) => ({ ...current, [key]: side.base?.[key] ?? null }), key)}
      onKeep={() => onDismissNote(key)}
    />
  );
  return (
    <fieldset className="facts-group">
      <legend className="facts-group-legend">From the job ad</legend>
      <div className="fact-fields-pair">
        {field('company', 'Company', 'Not named in the ad')}
        {field('role', 'Role', 'Not named in the ad')}
      </div>
      {draft.posts.length >= 2 ? (
        // An ad for several posts: the letter applies for the one chosen here (docs/decisions/0053-ads-for-several-posts.md).
        <div className="fact-posts" role="group" aria-label="Posts the ad names">
          <p className="fact-posts-label">The ad names several posts. Apply for:</p>
          <div className="fact-posts-choices">
            {draft.posts.map((post) => (
              <button
                key={post}
                type="button"
                className="button button-small button-secondary"
                aria-pressed={draft.role === post}
                onClick={() => onEdit((current) => ({ ...current, role: post }), 'role')}
              >
                {post}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
