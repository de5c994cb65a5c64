import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button } from '@agency/ui';
import { failureMessage, signOutEverywhere } from '@agency/web-kit';

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
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
      setError(failureMessage(caught, 'Failed to sign out of all devices'));
      setBusy(false);
    }
  };

  return (
    <section className="stack" aria-label="Sessions">
      <h2 className="edit-profile__heading">Sessions</h2>
      <p className="text-muted">Signed in on a device you no longer use? End every session of your account, this one included.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" variant="secondary" loading={busy} onClick={onClick}>
        Sign out of all devices
      </Button>
    </section>
  );
}
