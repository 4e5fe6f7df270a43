import { useId } from 'react';
import type { FieldNote } from '../merge-reread.ts';

/** The fact sheet's limit for a short text (a name, a title). */
export const factTextMaximumLength = 200;

export type FieldNoteProps = {
  note: FieldNote | undefined;
  /** What the text says now, for a field in conflict with the person's correction. */
  readText: string;
  /** Takes what the text says. */
  onUseReading: () => void;
  /** Keeps the correction and drops the mark. */
  onKeep: () => void;
};

/** What a re-read did to a field, and for a conflict, the choice between the correction and the new text. */
export function FieldNoteLine({
  id,
  label,
  note,
  readText,
  onUseReading,
  onKeep,
}: FieldNoteProps & { id: string; label: string }) {
  if (note === 'updated') {
    return (
      <p id={id} className="fact-note fact-note-updated">
        Changed with your text.
      </p>
    );
  }
  if (note !== 'conflict') return null;
  return (
    <div id={id} className="fact-note fact-note-conflict">
      <p>
        <strong>{label}:</strong> you corrected this; your text now says “{readText === '' ? 'nothing' : readText}”.
      </p>
      <div className="fact-note-actions">
        <button type="button" className="button button-small button-secondary" onClick={onUseReading}>
          Use the text’s version
        </button>
        <button type="button" className="button button-small button-ghost" onClick={onKeep}>
          Keep mine
        </button>
      </div>
    </div>
  );
}

type FactFieldProps = Partial<FieldNoteProps> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An example of what goes here, for an empty field. */
  placeholder?: string;
  className?: string;
  autoFocus?: boolean;
  /** Another element that describes this field (a note shared by two fields). */
  describedBy?: string | undefined;
};

/** One labelled text input of the facts panel, with the mark a re-read left on it. */
export function FactField({
  label,
  value,
  onChange,
  placeholder,
  className,
  autoFocus,
  describedBy,
  note,
  readText = '',
  onUseReading = () => undefined,
  onKeep = () => undefined,
}: FactFieldProps) {
  const inputId = useId();
  const noteId = useId();
  const marked = note === 'updated' || note === 'conflict';
  // A conflict's question goes under the item's fields (it names the field), where its buttons fit.
  return (
    <>
      <div
        className={`field fact-field${className ? ` ${className}` : ''}${note === 'conflict' ? ' fact-field-conflict' : ''}`}
      >
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="text"
          value={value}
          maxLength={factTextMaximumLength}
          placeholder={placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-describedby={marked ? noteId : describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {note === 'updated' && (
          <FieldNoteLine
            id={noteId}
            label={label}
            note={note}
            readText={readText}
            onUseReading={onUseReading}
            onKeep={onKeep}
          />
        )}
      </div>
      {note === 'conflict' && (
        <FieldNoteLine
          id={noteId}
          label={label}
          note={note}
          readText={readText}
          onUseReading={onUseReading}
          onKeep={onKeep}
        />
      )}
    </>
  );
}
