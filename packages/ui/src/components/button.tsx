import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'gradient' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
  /** Disables the button and shows a spinner, so a double click cannot send twice. */
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
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('btn', `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
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
