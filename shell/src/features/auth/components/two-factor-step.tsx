import { useState, type FormEvent } from 'react';
import type { LoginResponse } from '@agency/contracts/browser';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { errorMessage, isApiError } from '@agency/web-kit/api';
import { loginTwoFactor } from '../api/login-two-factor';
import './two-factor-step.css';

interface TwoFactorStepProps {
  challenge: string;
  onSignedIn: (response: LoginResponse) => void;
  /** Back to the password step, with a note when the challenge ran out. */
  onRestart: (notice?: string) => void;
}

const TEXTS = {
  code: { label: 'Enter the 6-digit code from your authenticator app', switchTo: 'Use a recovery code' },
  recovery: { label: 'Enter one of your recovery codes', switchTo: 'Use your authenticator app' },
};

/** Second sign-in step of an admin with two-factor authentication on. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const texts = TEXTS[mode];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = value.trim();
    if (mode === 'code' && !/^\d{6}$/.test(typed.replace(/\s+/g, ''))) return setError('Enter the 6 digits shown in your app.');
    if (mode === 'recovery' && typed.replace(/[\s-]+/g, '').length !== 10) return setError('Recovery codes look like xxxxx-xxxxx.');
    setError('');
    setSubmitting(true);
    try {
      onSignedIn(await loginTwoFactor(mode === 'code' ? { challenge, code: typed } : { challenge, recoveryCode: typed }));
    } catch (caught) {
      setSubmitting(false);
      if (isApiError(caught) && caught.code === 'TWO_FACTOR_CHALLENGE_EXPIRED') return onRestart(caught.message);
      setError(
        isApiError(caught) && caught.code === 'INVALID_TWO_FACTOR_CODE'
          ? mode === 'code'
            ? 'That code is not right. Check your app and try the current code.'
            : 'That recovery code is not valid or was already used.'
          : errorMessage(caught, 'Verification failed'),
      );
    }
  };

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setValue('');
    setError('');
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        key={mode}
        label={texts.label}
        className="two-factor-step__input"
        name={mode === 'code' ? 'code' : 'recoveryCode'}
        autoComplete="one-time-code"
        inputMode={mode === 'code' ? 'numeric' : 'text'}
        maxLength={mode === 'code' ? 7 : 13}
        placeholder={mode === 'code' ? '123456' : 'xxxxx-xxxxx'}
        autoFocus
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" block loading={submitting}>
        Verify
      </Button>
      <div className="two-factor-step__links">
        <button type="button" className="two-factor-step__link" onClick={() => onRestart()}>
          Back to sign in
        </button>
        <button type="button" className="two-factor-step__link" onClick={switchMode}>
          {texts.switchTo}
        </button>
      </div>
    </form>
  );
}
