import type { ReactNode } from 'react';
import { cx } from './class-names';

export function PageHeader({
  title,
  subtitle,
  eyebrow,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        {eyebrow && <span className="section__eyebrow">{eyebrow}</span>}
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}

export interface SectionProps {
  title?: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  tight?: boolean;
  className?: string;
  id?: string;
  children: ReactNode;
}

export function Section({ title, eyebrow, description, tight, className, id, children }: SectionProps) {
  return (
    <section className={cx('section', tight && 'section--tight', className)} id={id}>
      <div className="container">
        {(title || eyebrow || description) && (
          <div className="section__header">
            {eyebrow && <span className="section__eyebrow">{eyebrow}</span>}
            {title && <h2>{title}</h2>}
            {description && <p className="text-muted">{description}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
