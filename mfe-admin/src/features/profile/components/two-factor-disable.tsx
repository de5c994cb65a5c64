import { useState, type FormEvent } from 'react';
import { Alert, Button, Field } from '@agency/ui';
import { failureMessage, isApiError } from '@agency/web-kit';
import { disableTwoFactor } from '../api/disable-two-factor';

/** Turning 2FA off needs a current code, or the password when the phone is not at hand. */
export function TwoFactorDisable({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const [usePassword, setUsePassword] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) return setError(usePassword ? 'Enter your password.' : 'Enter the 6-digit code from your authenticator app.');
    setError('');
    setSaving(true);
    try {
      await disableTwoFactor(usePassword ? { password: value } : { code: value.trim() });
      onDisabled();
    } catch (caught) {
      setSaving(false);
      setError(
        isApiError(caught) && caught.code === 'INVALID_TWO_FACTOR_CODE'
          ? 'That code is not right. Enter the current code from your app.'
          : failureMessage(caught, 'Failed to disable two-factor authentication'),
      );
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Turn off two-factor authentication">
      <Field
        key={String(usePassword)}
        label={usePassword ? 'Your password' : 'Enter the 6-digit code from your authenticator app'}
        name={usePassword ? 'password' : 'code'}
        type={usePassword ? 'password' : 'text'}
        inputMode={usePassword ? undefined : 'numeric'}
        autoComplete={usePassword ? 'current-password' : 'one-time-code'}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="admin-profile__actions admin-profile__actions--split">
        <button
          type="button"
          className="admin-profile__link"
          onClick={() => {
            setUsePassword(!usePassword);
            setValue('');
            setError('');
          }}
        >
          {usePassword ? 'Use a code instead' : 'Use your password instead'}
        </button>
        <span className="admin-profile__actions">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Keep it on
          </Button>
          <Button type="submit" variant="danger" loading={saving}>
            Turn off
          </Button>
        </span>
      </div>
    </form>
  );
}
