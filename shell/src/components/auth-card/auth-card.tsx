import type { ReactNode } from 'react';
import './auth-card.css';

/** The centred card every sign-in style page uses. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <>
      {/* With JavaScript off (the server HTML) the page reads, but its form cannot send: say so where the visitor looks first. */}
      <noscript>
        <div className="container section section--tight">
          <div className="alert alert--info" role="status">
            <div className="alert__body">This form needs JavaScript. Please turn it on in your browser to continue.</div>
          </div>
        </div>
      </noscript>
      <div className="auth-page">
        <div className="auth-card">
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
        </div>
      </div>
    </>
  );
}
