import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Common {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

type InputProps = Common & { multiline?: false } & InputHTMLAttributes<HTMLInputElement>;
type TextareaProps = Common & { multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled control whose error and hint are tied to it for screen readers (aria-describedby). */
export function FormField(props: InputProps | TextareaProps) {
  const { id, label, error, hint, multiline, ...control } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {control.required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea className="textarea" {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : (
        <input className="input" {...(control as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {hint && (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
