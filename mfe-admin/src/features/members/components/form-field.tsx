import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'url';
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** A short help text under the field, read after the label. */
  hint?: string;
}

/** One labelled input; the required star is for the eye, `required` tells a screen reader. */
export function FormField({ label, value, onChange, type = 'text', required, multiline, autoComplete = 'off', placeholder, hint }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    value,
    required,
    placeholder,
    autoComplete,
    'aria-describedby': hintId,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea
          className="textarea admin-member-form__textarea"
          rows={3}
          {...common}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input className="input" type={type} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <span id={hintId} className="admin-member-form__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
