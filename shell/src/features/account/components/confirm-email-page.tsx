import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import { clearSession, getSession, usePageTitle } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { confirmEmail } from '../api/confirm-email';

const INVALID_LINK = 'This confirmation link is invalid or has expired.';

type State = { status: 'working' } | { status: 'done'; text: string } | { status: 'failed'; text: string };

/** Opened from the link mailed to a new address: makes it the sign-in e-mail, then asks to sign in again. */
export function ConfirmEmailPage() {
  usePageTitle('Confirm Email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { status: 'working' } : { status: 'failed', text: INVALID_LINK });

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmEmail(token).then(
      (answer) => {
        // The change ended every session of the account (their tokens carry the old e-mail).
        if (getSession()) clearSession();
        if (live) setState({ status: 'done', text: answer.message });
      },
      (caught: unknown) => live && setState({ status: 'failed', text: errorMessage(caught, INVALID_LINK) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthCard title="Confirm Email">
      <div className="stack">
        {state.status === 'working' && (
          <p role="status">
            <Spinner label="" /> Confirming your new email…
          </p>
        )}
        {state.status === 'done' && <Alert tone="success">{state.text}</Alert>}
        {state.status === 'failed' && <Alert tone="error">{state.text}</Alert>}
        {state.status !== 'working' && <Link to="/login">Go to sign in</Link>}
      </div>
    </AuthCard>
  );
}
