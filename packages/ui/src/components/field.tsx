import {
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './class-names';

interface FieldOwnProps {
  label: ReactNode;
  /** Help under the control, read after the label (aria-describedby). */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the control, which is marked aria-invalid and described by it. */
  error?: ReactNode;
  /** A star after the label of a required control, for the eye (`required` itself tells a screen reader). */
  markRequired?: boolean;
  /** Extra class of the wrapper (the control keeps `className`). */
  fieldClassName?: string;
}

export type InputFieldProps = FieldOwnProps & { as?: 'input' } & InputHTMLAttributes<HTMLInputElement>;
export type TextareaFieldProps = FieldOwnProps & { as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>;
export type SelectFieldProps = FieldOwnProps & { as: 'select' } & SelectHTMLAttributes<HTMLSelectElement>;
export type FieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

/**
 * The one form field: a label tied to its input, textarea or select, an optional hint and an error
 * that the control points at (aria-invalid, aria-describedby). Every other prop goes to the control.
 */
export function Field(props: FieldProps) {
  const autoId = useId();
  const { label, hint, error, markRequired, fieldClassName, id = autoId } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : props['aria-invalid'], 'aria-describedby': describedBy };

  return (
    <div className={cx('field', fieldClassName)}>
      <label className="field__label" htmlFor={id}>
        {label}
        {markRequired && props.required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control(props, a11y)}
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

type A11y = { id: string; 'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'; 'aria-describedby'?: string };

function control(props: FieldProps, a11y: A11y): ReactElement {
  if (props.as === 'textarea') {
    const { as: _as, label: _l, hint: _h, error: _e, markRequired: _m, fieldClassName: _f, className, ...rest } = props;
    return <textarea {...rest} {...a11y} className={cx('textarea', className)} />;
  }
  if (props.as === 'select') {
    const { as: _as, label: _l, hint: _h, error: _e, markRequired: _m, fieldClassName: _f, className, ...rest } = props;
    return <select {...rest} {...a11y} className={cx('select', className)} />;
  }
  const { as: _as, label: _l, hint: _h, error: _e, markRequired: _m, fieldClassName: _f, className, ...rest } = props;
  return <input {...rest} {...a11y} className={cx('input', className)} />;
}
