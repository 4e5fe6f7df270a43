import { useEffect, useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { readResumeFile } from '../read-resume-file.ts';

type ResumeFileInputProps = {
  /** The resume textarea's id, for the label. */
  fieldId: string;
  /** The resume field itself, and anything under it. */
  children: ReactNode;
  /** The resume field's text: a message about a file goes away once the person changes the text. */
  value: string;
  /** The text read from a file, for the person to check in the resume field. */
  onText: (text: string) => void;
  /** The id of the upload's message (an error, or what was read), for the textarea's aria-describedby. */
  onMessageChange: (messageId: string | undefined) => void;
};

/** Each message belongs to the resume text it was shown for. */
type UploadState =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string; forText: string }
  | { kind: 'read'; fileName: string; forText: string }
  | { kind: 'failed'; message: string; forText: string };

const acceptedFiles = [
  '.pdf',
  '.docx',
  '.txt',
  '.md',
  '.markdown',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/markdown',
].join(',');

/**
 * The "Paste your Resume" field with a file picker and a drop zone: PDF, Word (.docx), text and Markdown are read in
 * the browser, and the text lands in the field for review; the file itself is never sent.
 */
export function ResumeFileInput({ fieldId, children, value, onText, onMessageChange }: ResumeFileInputProps) {
  const inputId = useId();
  const messageId = useId();
  const [uploadState, setState] = useState<UploadState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const state: UploadState =
    uploadState.kind === 'idle' || uploadState.forText === value ? uploadState : { kind: 'idle' };
  const hasMessage = state.kind !== 'idle';

  useEffect(() => {
    onMessageChange(hasMessage ? messageId : undefined);
  }, [hasMessage, messageId, onMessageChange]);

  async function readFile(file: File) {
    setState({ kind: 'reading', fileName: file.name, forText: value });
    try {
      const result = await readResumeFile(file);
      if (!result.ok) {
        setState({ kind: 'failed', message: result.error, forText: value });
        return;
      }
      onText(result.text);
      setState({ kind: 'read', fileName: file.name, forText: result.text });
    } catch {
      setState({
        kind: 'failed',
        message: 'This file could not be read. Paste your resume here instead.',
        forText: value,
      });
    }
  }

  function handlePicked(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same file be chosen again after it was edited on disk.
    input.value = '';
    if (file) void readFile(file);
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    // The browser would otherwise open the file in the tab, leaving the dashboard.
    event.preventDefault();
    setDragging(false);
    void readFile(file);
  }

  return (
    <div
      className={dragging ? 'field resume-drop-zone resume-drop-zone-active' : 'field resume-drop-zone'}
      onDragOver={handleDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
    >
      <div className="field-label-row">
        <label htmlFor={fieldId}>Paste your Resume</label>
        <span className="file-upload">
          <input
            id={inputId}
            className="file-upload-input visually-hidden"
            type="file"
            accept={acceptedFiles}
            aria-describedby={hasMessage ? messageId : undefined}
            onChange={handlePicked}
          />
          <label htmlFor={inputId} className="button button-ghost button-small">
            Upload a resume file
          </label>
        </span>
      </div>
      {children}
      <p className="field-hint">PDF, Word (.docx), text or Markdown, up to 5 MB; or drop the file on the field.</p>
      {state.kind === 'failed' && (
        <p id={messageId} className="field-error" role="alert">
          {state.message}
        </p>
      )}
      {(state.kind === 'reading' || state.kind === 'read') && (
        <p id={messageId} className="field-hint" role="status">
          {state.kind === 'reading'
            ? `Reading ${state.fileName}…`
            : `Read from ${state.fileName}. Check the text before you generate.`}
        </p>
      )}
    </div>
  );
}
