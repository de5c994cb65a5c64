import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import type { Role } from '@agency/contracts/browser';
import { type Session } from '@agency/web-kit/base';
import { signOut } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { audienceOf, dashboardPathFor } from '../../../lib/roles';

/**
 * A signed-in person sent here from a page for another role (spec: the guard leads to /login): they
 * read who they are signed in as and who the page is for, and may switch account. Signing out keeps
 * the page to return to, so the sign-in form below it brings them there.
 */
export function WrongAccount({ session, forRoles }: { session: Session; forRoles: readonly Role[] }) {
  const who = session.userName || session.userEmail;
  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to request services, follow your tasks or run the agency.">
      <div className="stack">
        <Alert tone="info">
          You are signed in as {who} — this page is for {audienceOf(forRoles)}.
        </Alert>
        <Button block onClick={() => void signOut()}>
          Sign in as someone else
        </Button>
        <Link className={`${buttonClass('secondary')} btn--block`} to={dashboardPathFor(session.role)}>
          Go to my dashboard
        </Link>
      </div>
    </AuthCard>
  );
}
