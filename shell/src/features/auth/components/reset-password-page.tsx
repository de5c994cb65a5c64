import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import { usePageTitle } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { newPasswordPairProblem } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { resetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../../../components/new-password-fields/new-password-fields';

const INVALID_LINK = 'This reset link is invalid or has expired.';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState(token ? '' : INVALID_LINK);
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

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form className="stack" onSubmit={onSubmit}>
        {error && <Alert tone="error">{error}</Alert>}
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <Button type="submit" block loading={submitting} disabled={!token}>
          Reset Password
        </Button>
        <p className="auth-card__footnote">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </form>
    </AuthCard>
  );
}
