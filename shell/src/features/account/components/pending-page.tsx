import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@agency/ui';
import { AuthCard } from '../../../components/auth-card/auth-card';

interface Props {
  title: string;
  text: ReactNode;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}

/** An account page whose form arrives in a later release: says so plainly and offers a way on. */
export function PendingPage({ title, text, primary, secondary }: Props) {
  return (
    <AuthCard title={title}>
      <div className="stack pending-page">
        <span className="badge badge--primary pending-page__badge">Available soon</span>
        <p className="text-muted pending-page__text">{text}</p>
        <Link to={primary.to} className={buttonClass('primary')}>
          {primary.label}
        </Link>
        {secondary && (
          <Link to={secondary.to} className={buttonClass('ghost')}>
            {secondary.label}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
