import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button } from '@agency/ui';
import { errorMessage, updateSession, usePageTitle } from '@agency/web-kit';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { changeFirstPassword } from '../api/change-first-password';
import { FormField } from './form-field';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from './password-rules';

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

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/member-home', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    if (!password || !confirm) return setError('Both fields are required');
    const problem = newPasswordProblem(password, confirm);
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      const answer = await changeFirstPassword(password);
      // The old token was revoked by the change: keep the fresh one.
      updateSession({ token: answer.token, firstLogin: false });
      setSuccess(answer.message || 'Password changed successfully');
    } catch (caught) {
      setError(errorMessage(caught, 'Password update failed'));
      setSubmitting(false);
    }
  };

  // The rules are read before typing, not discovered by failing; an error is tied to both fields.
  const invalid = error ? true : undefined;
  const describedBy = error ? 'first-login-rules first-login-error' : 'first-login-rules';

  return (
    <AuthCard title="Change Your Password" subtitle="Choose your own password before you continue.">
      <form className="stack" onSubmit={onSubmit}>
        {error && (
          <Alert tone="error">
            <span id="first-login-error">{error}</span>
          </Alert>
        )}
        {success && <Alert tone="success">{success}</Alert>}
        <FormField
          label="New Password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        <p id="first-login-rules" className="field__hint">
          At least {MIN_PASSWORD_LENGTH} characters; both fields must match.
        </p>
        <FormField
          label="Confirm New Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        <Button type="submit" block loading={submitting} disabled={Boolean(success)}>
          Change Password
        </Button>
      </form>
    </AuthCard>
  );
}
