import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card } from '@agency/ui';
import { errorMessage, signOutEverywhere } from '@agency/web-kit';

/** Ends every session of the admin's account (a lost laptop, a shared computer), this one included. */
export function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setError('');
    setBusy(true);
    try {
      await signOutEverywhere();
      navigate('/login');
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to sign out of all devices'));
      setBusy(false);
    }
  };

  return (
    <Card>
      <h3 className="card__title">Sessions</h3>
      <p className="text-muted">Signed in on a device you no longer use? End every session of your account, this one included.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" variant="secondary" loading={busy} onClick={onClick}>
        Sign out of all devices
      </Button>
    </Card>
  );
}
