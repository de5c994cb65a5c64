import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'gradient' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
  /**
   * Shows a spinner and ignores presses, so a double click cannot send twice. The button stays
   * focusable (aria-disabled, not disabled): a disabled button drops the keyboard focus to the body.
   */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  loading,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const busy = Boolean(loading) && !disabled;
  return (
    <button
      type={type}
      className={cx('btn', `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block', className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // Also stops the form submit that Enter in a field or a press on a submit button would make.
        if (busy) return event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    >
      {loading && <Spinner label="" />}
      {children}
    </button>
  );
}

/** The class names of a button, for links (router Links) that should look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'sm' = 'md'): string {
  return cx('btn', `btn--${variant}`, size === 'sm' && 'btn--sm');
}
