import { useId, type ChangeEvent } from 'react';

type PasswordFieldProps = {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** Only for a new password: SPEC.md's minimum of 6. */
  minimumLength?: number;
};

/** A labelled, required password input, as the account forms use it. */
export function PasswordField({ label, autoComplete, value, onChange, minimumLength }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={minimumLength}
        aria-describedby={minimumLength ? hintId : undefined}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {minimumLength !== undefined && (
        <p className="field-hint" id={hintId}>
          At least {minimumLength} characters, not a commonly used password.
        </p>
      )}
    </div>
  );
}
