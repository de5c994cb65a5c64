import { useState, type FormEvent } from 'react';
import type { TwoFactorSetupResponse } from '@agency/contracts/browser';
import { Alert, Button, Field } from '@agency/ui';
import { failureMessage, isApiError } from '@agency/web-kit';
import { confirmTwoFactor } from '../api/confirm-two-factor';

interface TwoFactorEnrolmentProps {
  setup: TwoFactorSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type the secret), then prove it with the first code; 2FA is on only after that. */
export function TwoFactorEnrolment({ setup, onEnabled, onCancel }: TwoFactorEnrolmentProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  // Groups of four are easier to type into an app by hand.
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setError('Enter the 6-digit code from your authenticator app.');
    setError('');
    setSaving(true);
    try {
      onEnabled((await confirmTwoFactor({ code })).recoveryCodes);
    } catch (caught) {
      setSaving(false);
      setError(
        isApiError(caught) && caught.code === 'INVALID_TWO_FACTOR_CODE'
          ? 'That code is not right. Check the time on your phone and enter the current code.'
          : failureMessage(caught, 'Failed to enable two-factor authentication'),
      );
    }
  };

  return (
    <form className="admin-profile__enrol" onSubmit={onSubmit} noValidate aria-label="Set up two-factor authentication">
      <img
        className="admin-profile__qr"
        src={setup.qrDataUrl}
        width={200}
        height={200}
        alt="QR code to add this account to your authenticator app"
      />
      <div className="stack">
        <p className="admin-profile__step">1. Scan the QR code with your authenticator app, or enter this key by hand:</p>
        <p className="admin-profile__secret-row">
          <span className="admin-profile__hint">Secret key</span>
          <code className="admin-profile__secret">{grouped}</code>
        </p>
        <Field
          label="2. Enter the 6-digit code from your authenticator app"
          className="admin-profile__code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="admin-profile__actions">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Verify and enable
          </Button>
        </div>
      </div>
    </form>
  );
}
