import type { HTMLAttributes } from 'react';
import { cx } from './class-names';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lifts on hover; for cards that are links or open something. */
  interactive?: boolean;
}

export function Card({ interactive, className, ...rest }: CardProps) {
  return <div className={cx('card', interactive && 'card--interactive', className)} {...rest} />;
}
