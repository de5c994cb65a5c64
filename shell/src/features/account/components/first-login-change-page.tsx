import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import { updateSession, usePageTitle, useSession } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { newPasswordPairProblem } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { changeFirstPassword } from '../api/change-first-password';
import { NewPasswordFields } from '../../../components/new-password-fields/new-password-fields';

// Spec section 9: the member reads the success message for 1.5 s before going on.
const REDIRECT_DELAY_MS = 1500;

export function FirstLoginChangePage() {
  usePageTitle('Change Your Password');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Another tab of this browser may have changed the password meanwhile (the shared session says so).
  const changedElsewhere = useSession()?.firstLogin === false && !success;

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/member-home', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    if (!password || !confirm) return setError('Both fields are required');
    const problem = newPasswordPairProblem(password, confirm);
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      const answer = await changeFirstPassword(password);
      // Success first, so this page is not taken for one whose password another tab changed.
      setSuccess(answer.message || 'Password changed successfully');
      // The old token was revoked by the change: keep the fresh one.
      updateSession({ token: answer.token, firstLogin: false });
    } catch (caught) {
      setError(errorMessage(caught, 'Password update failed'));
      setSubmitting(false);
    }
  };

  if (changedElsewhere) {
    return (
      <AuthCard title="Change Your Password" subtitle="Choose your own password before you continue.">
        <div className="stack">
          <Alert tone="success">Your password has already been changed.</Alert>
          <Link to="/member-home" replace>
            Continue to your tasks
          </Link>
        </div>
      </AuthCard>
    );
  }
  // An error is tied to both fields, after the rule NewPasswordFields shows.
  const invalid = error ? true : undefined;
  const describedBy = error ? 'first-login-error' : undefined;

  return (
    <AuthCard title="Change Your Password" subtitle="Choose your own password before you continue.">
      <form className="stack" onSubmit={onSubmit}>
        {error && (
          <Alert tone="error">
            <span id="first-login-error">{error}</span>
          </Alert>
        )}
        {success && <Alert tone="success">{success}</Alert>}
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          invalid={invalid}
          describedBy={describedBy}
        />
        <Button type="submit" block loading={submitting} disabled={Boolean(success)}>
          Change Password
        </Button>
      </form>
    </AuthCard>
  );
}
