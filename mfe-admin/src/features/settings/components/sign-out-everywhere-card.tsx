import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card } from '@agency/ui';
import { errorMessage, useSignOutEverywhere } from '@agency/web-kit';

/** Ends every session of the admin's account (a lost laptop, a shared computer), this one included. */
export function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const { busy, failure, run } = useSignOutEverywhere(() => navigate('/login'));
  const error = failure ? errorMessage(failure, 'Failed to sign out of all devices') : '';

  return (
    <Card>
      <h3 className="card__title">Sessions</h3>
      <p className="text-muted">Signed in on a device you no longer use? End every session of your account, this one included.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" variant="secondary" loading={busy} onClick={run}>
        Sign out of all devices
      </Button>
    </Card>
  );
}
