import { useId, useRef, useState, type ReactNode } from 'react';
import { CredentialStatusSchema, type CredentialStatus } from '@cover-letter/shared/fact-sheet-schema';
import {
  addItem,
  createEmptyItem,
  credentialStatusLabels,
  describePeriodEnd,
  formatPeriod,
  listOf,
  removeItem,
  resumeListLimits,
  updateItem,
  updatePeriod,
  type DraftItem,
  type ResumeDraft,
  type ResumeListName,
  type ResumeListValues,
} from '../facts-draft.ts';
import { itemPath, type FieldNote, type FieldNotes } from '../merge-reread.ts';
import type { FactsSide } from '../hooks/use-fact-sheet.ts';
import { FactField, FieldNoteLine, type FieldNoteProps } from './fact-field.tsx';

type ResumeFactsFieldsProps = {
  side: FactsSide<ResumeDraft>;
  notes: FieldNotes;
  onEdit: (change: (draft: ResumeDraft) => ResumeDraft, path?: string) => void;
  onDismissNote: (path: string) => void;
  createItemId: () => string;
};

/** Skills shown before "Show all skills": the main ones, as the resume lists them first. */
const skillsShownFolded = 12;

const itemNames: Readonly<Record<ResumeListName, string>> = {
  roles: 'Role',
  credentials: 'Credential',
  skills: 'Skill',
  languages: 'Language',
};

/** How an item names itself on its Remove button ("Remove skill Python"). */
function describeItem(list: ResumeListName, item: DraftItem<ResumeListValues[ResumeListName]>, number: number): string {
  const value = item.value;
  const name =
    'employer' in value
      ? [value.title, value.employer].filter((part) => part !== null && part.trim() !== '').join(' at ')
      : value.name.trim();
  return `${itemNames[list].toLowerCase()} ${name === '' ? number : name}`;
}

function FactItem({
  legend,
  note,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  note: FieldNote | undefined;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className={`fact-item${note === 'new' ? ' fact-item-new' : ''}`}>
      <legend className="fact-item-legend">
        {legend}
        {note === 'new' && <span className="badge fact-badge"> New in your text</span>}
      </legend>
      {note === 'kept' && <p className="fact-note">No longer in your text; kept because you corrected it.</p>}
      <div className="fact-item-fields">{children}</div>
      <button
        type="button"
        className="button button-small button-ghost fact-item-remove"
        aria-label={`Remove ${removeLabel}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </fieldset>
  );
}

/** The resume side of the facts panel: the name, and the lists the person can correct, add to and remove from. */
export function ResumeFactsFields({ side, notes, onEdit, onDismissNote, createItemId }: ResumeFactsFieldsProps) {
  const draft = side.current;
  const [focusItemId, setFocusItemId] = useState<string | null>(null);
  const [allSkillsShown, setAllSkillsShown] = useState(false);
  const addButtons = useRef<Partial<Record<ResumeListName, HTMLButtonElement | null>>>({});
  const statusHintId = useId();

  function baseItem<List extends ResumeListName>(list: List, id: string): ResumeListValues[List] | undefined {
    if (!side.base) return undefined;
    const items: Array<DraftItem<ResumeListValues[List]>> = listOf(side.base, list);
    return items.find((item) => item.id === id)?.value;
  }

  /** The note on one field of an item, with "Use the text's version" taking the field from the new reading. */
  function itemNote<List extends ResumeListName>(
    list: List,
    id: string,
    field: string,
    readText: (value: ResumeListValues[List]) => string,
    takeReading: (mine: ResumeListValues[List], reading: ResumeListValues[List]) => ResumeListValues[List],
  ): FieldNoteProps {
    const path = itemPath(list, id, field);
    const reading = baseItem(list, id);
    return {
      note: notes[path],
      readText: reading ? readText(reading) : '',
      onUseReading: () =>
        onEdit(
          (current) => (reading ? updateItem(current, list, id, (mine) => takeReading(mine, reading)) : current),
          path,
        ),
      onKeep: () => onDismissNote(path),
    };
  }

  function edit<List extends ResumeListName>(
    list: List,
    id: string,
    field: string,
    change: (value: ResumeListValues[List]) => ResumeListValues[List],
  ) {
    onEdit((current) => updateItem(current, list, id, change), itemPath(list, id, field));
  }

  function add<List extends ResumeListName>(list: List) {
    const id = createItemId();
    onEdit((current) => addItem(current, list, { id, value: createEmptyItem(list) }));
    if (list === 'skills') setAllSkillsShown(true);
    setFocusItemId(id);
  }

  function remove(list: ResumeListName, id: string) {
    onEdit((current) => removeItem(current, list, id), itemPath(list, id));
    addButtons.current[list]?.focus();
  }

  function renderAddButton(list: ResumeListName, label: string) {
    const full = listOf(draft, list).length >= resumeListLimits[list];
    return (
      <button
        type="button"
        className="button button-small button-secondary fact-list-add"
        ref={(element) => {
          addButtons.current[list] = element;
        }}
        disabled={full}
        onClick={() => add(list)}
      >
        {label}
      </button>
    );
  }

  const nameNote = notes['name'];
  const skills = allSkillsShown ? draft.skills : draft.skills.slice(0, skillsShownFolded);

  return (
    <fieldset className="facts-group">
      <legend className="facts-group-legend">From your resume</legend>
      <div className="fact-fields-pair">
        <FactField
          label="Your name"
          value={draft.name ?? ''}
          onChange={(name) => onEdit((current) => ({ ...current, name: name === '' ? null : name }), 'name')}
          note={nameNote}
          readText={side.base?.name ?? ''}
          onUseReading={() => onEdit((current) => ({ ...current, name: side.base?.name ?? null }), 'name')}
          onKeep={() => onDismissNote('name')}
        />
      </div>

      <fieldset className="fact-list">
        <legend className="fact-list-legend">Experience</legend>
        {draft.roles.length === 0 && <p className="field-hint">No roles were read from your resume.</p>}
        {draft.roles.map((item, index) => (
          <FactItem
            key={item.id}
            legend={`Role ${index + 1}`}
            note={notes[itemPath('roles', item.id)]}
            removeLabel={describeItem('roles', item, index + 1)}
            onRemove={() => remove('roles', item.id)}
          >
            <RoleInputs
              item={item}
              autoFocus={focusItemId === item.id}
              onEdit={(field, change) => edit('roles', item.id, field, change)}
              noteFor={(field, readText, takeReading) => itemNote('roles', item.id, field, readText, takeReading)}
            />
          </FactItem>
        ))}
        {renderAddButton('roles', 'Add a role')}
      </fieldset>

      <fieldset className="fact-list" aria-describedby={statusHintId}>
        <legend className="fact-list-legend">Credentials</legend>
        <p id={statusHintId} className="field-hint">
          Licences, certificates and exams. The letter presents only a held credential as yours now.
        </p>
        {draft.credentials.length === 0 && <p className="field-hint">No credentials were read from your resume.</p>}
        {draft.credentials.map((item, index) => {
          const statusNote = itemNote(
            'credentials',
            item.id,
            'status',
            (reading) => credentialStatusLabels[reading.status],
            (mine, reading) => ({ ...mine, status: reading.status }),
          );
          return (
            <FactItem
              key={item.id}
              legend={`Credential ${index + 1}`}
              note={notes[itemPath('credentials', item.id)]}
              removeLabel={describeItem('credentials', item, index + 1)}
              onRemove={() => remove('credentials', item.id)}
            >
              <FactField
                label="Credential"
                value={item.value.name}
                autoFocus={focusItemId === item.id}
                onChange={(name) => edit('credentials', item.id, 'name', (value) => ({ ...value, name }))}
                {...itemNote(
                  'credentials',
                  item.id,
                  'name',
                  (reading) => reading.name,
                  (mine, reading) => ({ ...mine, name: reading.name }),
                )}
              />
              <StatusSelect
                value={item.value.status}
                noteProps={statusNote}
                onChange={(status) => edit('credentials', item.id, 'status', (value) => ({ ...value, status }))}
              />
              <FactField
                label="Date"
                value={item.value.date ?? ''}
                placeholder="e.g. 2019, June 2025"
                onChange={(date) =>
                  edit('credentials', item.id, 'date', (value) => ({ ...value, date: date === '' ? null : date }))
                }
                {...itemNote(
                  'credentials',
                  item.id,
                  'date',
                  (reading) => reading.date ?? '',
                  (mine, reading) => ({ ...mine, date: reading.date }),
                )}
              />
            </FactItem>
          );
        })}
        {renderAddButton('credentials', 'Add a credential')}
      </fieldset>

      <fieldset className="fact-list">
        <legend className="fact-list-legend">Skills</legend>
        <p className="field-hint">A qualifier such as “basic” or “coursework” stays with the skill in the letter.</p>
        {draft.skills.length === 0 && <p className="field-hint">No skills were read from your resume.</p>}
        <div className="fact-item-grid">
          {skills.map((item, index) => (
            <FactItem
              key={item.id}
              legend={`Skill ${index + 1}`}
              note={notes[itemPath('skills', item.id)]}
              removeLabel={describeItem('skills', item, index + 1)}
              onRemove={() => remove('skills', item.id)}
            >
              <FactField
                label="Skill"
                value={item.value.name}
                autoFocus={focusItemId === item.id}
                onChange={(name) => edit('skills', item.id, 'name', (value) => ({ ...value, name }))}
                {...itemNote(
                  'skills',
                  item.id,
                  'name',
                  (reading) => reading.name,
                  (mine, reading) => ({ ...mine, name: reading.name }),
                )}
              />
              <FactField
                label="Qualifier"
                value={item.value.qualifier ?? ''}
                placeholder="e.g. basic"
                onChange={(qualifier) =>
                  edit('skills', item.id, 'qualifier', (value) => ({
                    ...value,
                    qualifier: qualifier === '' ? null : qualifier,
                  }))
                }
                {...itemNote(
                  'skills',
                  item.id,
                  'qualifier',
                  (reading) => reading.qualifier ?? '',
                  (mine, reading) => ({ ...mine, qualifier: reading.qualifier }),
                )}
              />
            </FactItem>
          ))}
        </div>
        <div className="fact-list-actions">
          {draft.skills.length > skillsShownFolded && (
            <button
              type="button"
              className="button button-small button-ghost"
              aria-expanded={allSkillsShown}
              onClick={() => setAllSkillsShown((shown) => !shown)}
            >
              {allSkillsShown ? 'Show the main skills only' : `Show all ${draft.skills.length} skills`}
            </button>
          )}
          {renderAddButton('skills', 'Add a skill')}
        </div>
      </fieldset>

      <fieldset className="fact-list">
        <legend className="fact-list-legend">Languages you speak</legend>
        {draft.languages.length === 0 && <p className="field-hint">No languages were read from your resume.</p>}
        <div className="fact-item-grid">
          {draft.languages.map((item, index) => (
            <FactItem
              key={item.id}
              legend={`Language ${index + 1}`}
              note={notes[itemPath('languages', item.id)]}
              removeLabel={describeItem('languages', item, index + 1)}
              onRemove={() => remove('languages', item.id)}
            >
              <FactField
                label="Language"
                value={item.value.name}
                autoFocus={focusItemId === item.id}
                onChange={(name) => edit('languages', item.id, 'name', (value) => ({ ...value, name }))}
                {...itemNote(
                  'languages',
                  item.id,
                  'name',
                  (reading) => reading.name,
                  (mine, reading) => ({ ...mine, name: reading.name }),
                )}
              />
              <FactField
                label="Level"
                value={item.value.level ?? ''}
                placeholder="e.g. native, B2"
                onChange={(level) =>
                  edit('languages', item.id, 'level', (value) => ({ ...value, level: level === '' ? null : level }))
                }
                {...itemNote(
                  'languages',
                  item.id,
                  'level',
                  (reading) => reading.level ?? '',
                  (mine, reading) => ({ ...mine, level: reading.level }),
                )}
              />
            </FactItem>
          ))}
        </div>
        {renderAddButton('languages', 'Add a language')}
      </fieldset>
    </fieldset>
  );
}

type RoleInputsProps = {
  item: DraftItem<ResumeListValues['roles']>;
  autoFocus: boolean;
  onEdit: (field: string, change: (value: ResumeListValues['roles']) => ResumeListValues['roles']) => void;
  noteFor: (
    field: string,
    readText: (value: ResumeListValues['roles']) => string,
    takeReading: (mine: ResumeListValues['roles'], reading: ResumeListValues['roles']) => ResumeListValues['roles'],
  ) => FieldNoteProps;
};

function RoleInputs({ item, autoFocus, onEdit, noteFor }: RoleInputsProps) {
  const role = item.value;
  const periodNote = noteFor(
    'period',
    (reading) => formatPeriod(reading.period),
    (mine, reading) => ({ ...mine, period: reading.period }),
  );
  const periodNoteId = useId();
  return (
    <>
      <FactField
        label="Employer"
        value={role.employer ?? ''}
        autoFocus={autoFocus}
        onChange={(employer) =>
          onEdit('employer', (value) => ({ ...value, employer: employer === '' ? null : employer }))
        }
        {...noteFor(
          'employer',
          (reading) => reading.employer ?? '',
          (mine, reading) => ({ ...mine, employer: reading.employer }),
        )}
      />
      <FactField
        label="Job title"
        value={role.title}
        onChange={(title) => onEdit('title', (value) => ({ ...value, title }))}
        {...noteFor(
          'title',
          (reading) => reading.title,
          (mine, reading) => ({ ...mine, title: reading.title }),
        )}
      />
      <div className="fact-period">
        <FactField
          label="From"
          className="fact-field-short"
          value={role.period?.start ?? ''}
          placeholder="e.g. 2019"
          describedBy={periodNote.note ? periodNoteId : undefined}
          onChange={(start) =>
            onEdit('period', (value) => ({ ...value, period: updatePeriod(value.period, { start }) }))
          }
        />
        <FactField
          label="To"
          className="fact-field-short"
          value={describePeriodEnd(role.period)}
          placeholder="e.g. Present"
          describedBy={periodNote.note ? periodNoteId : undefined}
          onChange={(end) => onEdit('period', (value) => ({ ...value, period: updatePeriod(value.period, { end }) }))}
        />
        <FieldNoteLine id={periodNoteId} label="Dates" {...periodNote} />
      </div>
    </>
  );
}

function StatusSelect({
  value,
  noteProps,
  onChange,
}: {
  value: CredentialStatus;
  noteProps: FieldNoteProps;
  onChange: (status: CredentialStatus) => void;
}) {
  const selectId = useId();
  const noteId = useId();
  const marked = noteProps.note === 'updated' || noteProps.note === 'conflict';
  return (
    <>
      <div className={`field fact-field${noteProps.note === 'conflict' ? ' fact-field-conflict' : ''}`}>
        <label htmlFor={selectId}>Status</label>
        <select
          id={selectId}
          value={value}
          aria-describedby={marked ? noteId : undefined}
          onChange={(event) => {
            const status = CredentialStatusSchema.safeParse(event.target.value);
            if (status.success) onChange(status.data);
          }}
        >
          {CredentialStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {credentialStatusLabels[status]}
            </option>
          ))}
        </select>
        {noteProps.note === 'updated' && <FieldNoteLine id={noteId} label="Status" {...noteProps} />}
      </div>
      {noteProps.note === 'conflict' && <FieldNoteLine id={noteId} label="Status" {...noteProps} />}
    </>
  );
}
