import type { InputHTMLAttributes } from 'react';

/** A labelled input in the auth card's style; the label is what tests and screen readers find. */
export function FormField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="input" {...input} />
    </label>
  );
}
