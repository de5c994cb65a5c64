import { useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import { failureMessage } from '@agency/web-kit/api';
import { useSignOutEverywhere } from '@agency/web-kit/api';

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const { busy, failure, run } = useSignOutEverywhere(() => navigate('/login'));
  const error = failure ? failureMessage(failure, 'Failed to sign out of all devices') : '';

  return (
    <section className="stack" aria-label="Sessions">
      <h2 className="edit-profile__heading">Sessions</h2>
      <p className="text-muted">Signed in on a device you no longer use? End every session of your account, this one included.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" variant="secondary" loading={busy} onClick={run}>
        Sign out of all devices
      </Button>
    </section>
  );
}
