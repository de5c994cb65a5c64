import type { FieldsetHTMLAttributes, ReactNode } from 'react';

export type FieldSetProps = FieldsetHTMLAttributes<HTMLFieldSetElement> & {
  legend: ReactNode;
  /** A star after the legend, for the eye, as Field's `markRequired` (the hint or the controls tell a screen reader). */
  markRequired?: boolean;
};

/** Field's label for a group of controls (checkboxes, a picker): one legend that names the fieldset. */
export function FieldSet({ legend, markRequired, children, ...rest }: FieldSetProps) {
  return (
    <fieldset {...rest}>
      <legend className="field__label">
        {legend}
        {markRequired && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}
