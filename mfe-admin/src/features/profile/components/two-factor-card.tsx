import { useState } from 'react';
import type { TwoFactorSetupResponse } from '@agency/contracts/browser';
import { Alert, Card } from '@agency/ui';
import { failureMessage } from '@agency/web-kit';
import { startTwoFactorSetup } from '../api/start-two-factor-setup';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Step =
  | { kind: 'off' }
  | { kind: 'enrolling'; setup: TwoFactorSetupResponse }
  | { kind: 'recovery'; codes: string[] }
  | { kind: 'on' }
  | { kind: 'disabling' };

const HINTS: Record<Step['kind'], string> = {
  off: 'Off: add a code from an authenticator app (Google Authenticator, 1Password, Authy…) to every admin sign-in.',
  enrolling: 'Not on yet: finish the two steps below.',
  recovery: 'On: signing in as admin asks for a code from your authenticator app after the password.',
  on: 'On: signing in as admin asks for a code from your authenticator app after the password.',
  disabling: 'Still on: confirm below to turn it off.',
};

/**
 * The 'Enable Two-Factor Authentication' checkbox and what it opens: ticking starts enrolment (QR
 * code, secret, first code), unticking asks for a code or the password. Each step saves at once,
 * apart from the profile form's Save, because each needs the server's answer before the next.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>(enabled ? { kind: 'on' } : { kind: 'off' });
  const [error, setError] = useState('');
  const [starting, setStarting] = useState(false);
  const [done, setDone] = useState('');
  // Ticked at once while the set-up call runs (and unticked again if it fails).
  const checked = starting || step.kind === 'enrolling' || step.kind === 'recovery' || step.kind === 'on';

  const onToggle = async () => {
    setError('');
    setDone('');
    if (step.kind === 'on') return setStep({ kind: 'disabling' });
    if (step.kind === 'disabling') return setStep({ kind: 'on' });
    if (step.kind === 'enrolling') return setStep({ kind: 'off' });
    if (step.kind !== 'off') return;
    setStarting(true);
    try {
      setStep({ kind: 'enrolling', setup: await startTwoFactorSetup() });
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to start two-factor set-up'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card className="stack">
      <h3 className="card__title">Two-Factor Authentication</h3>
      <label className="admin-profile__check">
        <input type="checkbox" checked={checked} disabled={starting || step.kind === 'recovery'} onChange={onToggle} />
        <span>Enable Two-Factor Authentication</span>
      </label>
      <p className="admin-profile__hint">{HINTS[step.kind]}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      {step.kind === 'enrolling' && (
        <TwoFactorEnrolment
          setup={step.setup}
          onEnabled={(codes) => setStep({ kind: 'recovery', codes })}
          onCancel={() => setStep({ kind: 'off' })}
        />
      )}
      {step.kind === 'recovery' && (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'on' });
            setDone('Two-factor authentication is enabled.');
          }}
        />
      )}
      {step.kind === 'disabling' && (
        <TwoFactorDisable
          onDisabled={() => {
            setStep({ kind: 'off' });
            setDone('Two-factor authentication is disabled.');
          }}
          onCancel={() => setStep({ kind: 'on' })}
        />
      )}
    </Card>
  );
}
