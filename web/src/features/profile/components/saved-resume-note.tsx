import type { SavedResumeStatus } from '../hooks/use-saved-resume.ts';

type SavedResumeNoteProps = {
  kept: boolean;
  status: SavedResumeStatus;
  onClear: () => void;
  onRetry: () => void;
};

function describeStatus(status: SavedResumeStatus): string {
  switch (status.kind) {
    case 'filled-in':
      return 'Filled in from your profile: the resume you used last time, with the facts you confirmed.';
    case 'kept':
      return 'Kept in your profile, to fill in next time.';
    case 'failed':
      return `Your resume could not be kept for next time. ${status.message}`;
    case 'cleared':
      return 'Your saved resume was removed. Your next letter keeps its resume again.';
    case 'clear-failed':
      return `Your saved resume could not be removed. ${status.message}`;
    case 'none':
      return '';
  }
}

/** Under the resume field: whether the resume is kept in the profile, and "Clear saved resume". */
export function SavedResumeNote({ kept, status, onClear, onRetry }: SavedResumeNoteProps) {
  const text = describeStatus(status) || (kept ? 'A resume from an earlier visit is kept in your profile.' : '');
  const failed = status.kind === 'failed' || status.kind === 'clear-failed';
  if (!kept && text === '') return null;
  return (
    <div className="saved-resume-note">
      <p className={failed ? 'field-error' : 'field-hint'} role={failed ? 'alert' : 'status'}>
        {text}
      </p>
      <div className="saved-resume-actions">
        {status.kind === 'failed' && (
          <button type="button" className="button button-small button-secondary" onClick={onRetry}>
            Try again
          </button>
        )}
        {kept && (
          <button type="button" className="button button-small button-ghost" onClick={onClear}>
            Clear saved resume
          </button>
        )}
      </div>
    </div>
  );
}
