import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClass, Spinner } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import { usePageTitle } from '@agency/web-kit/base';
import { errorMessage, newPasswordPairProblem, useRequest } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { checkResetLink } from '../api/check-reset-link';
import { resetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../../../components/new-password-fields/new-password-fields';

const INVALID_LINK = 'This reset link is invalid or has expired.';

/** A link that can no longer set a password: said before any typing, with the way to a new one. */
function DeadLink() {
  return (
    <AuthCard title="Reset Password">
      <div className="stack">
        <Alert tone="error">{INVALID_LINK}</Alert>
        <Link to="/forgot-password" className={buttonClass('primary')}>
          Ask for a new link
        </Link>
      </div>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Asked as the page opens, without using the link up. Should the check itself fail (offline, rate
  // limited), the form shows and the reset gives the verdict.
  const link = useRequest((signal) => (token ? checkResetLink(token, signal) : Promise.resolve({ valid: false })), [token]);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    const problem = newPasswordPairProblem(password, confirm);
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      setDone((await resetPassword({ token, newPassword: password })).message);
    } catch (caught) {
      setError(errorMessage(caught, 'Password update failed'));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <AuthCard title="Reset Password">
        <div className="stack">
          <Alert tone="success">{done}</Alert>
          <Link to="/login">Go to sign in</Link>
        </div>
      </AuthCard>
    );
  }

  if (link.status === 'loading') {
    return (
      <AuthCard title="Reset Password">
        <Spinner label="Checking your reset link" />
      </AuthCard>
    );
  }
  if (link.status === 'success' && !link.data.valid) return <DeadLink />;

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form className="stack" onSubmit={onSubmit}>
        {error && <Alert tone="error">{error}</Alert>}
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <Button type="submit" block loading={submitting}>
          Reset Password
        </Button>
        <p className="auth-card__footnote">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </form>
    </AuthCard>
  );
}
