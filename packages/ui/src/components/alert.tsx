import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  /** Shows a close button; the owner decides what dismissing means. */
  onDismiss?: () => void;
  action?: ReactNode;
  className?: string;
}

export function Alert({ tone = 'info', children, onDismiss, action, className }: AlertProps) {
  // Errors interrupt screen readers; successes and info wait their turn.
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div className={cx('alert', `alert--${tone}`, className)} role={role}>
      <div className="alert__body">{children}</div>
      {action}
      {onDismiss && (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label="Dismiss">
          ×
        </button>
      )}
    </div>
  );
}
