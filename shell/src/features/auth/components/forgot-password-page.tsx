import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button } from '@agency/ui';
import { isApiError, type Role } from '@agency/web-kit';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { requestPasswordReset } from '../api/forgot-password';
import { FormField } from './form-field';
import { RoleSelect } from './role-select';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [notice, setNotice] = useState<Notice>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setSubmitting(true);
    try {
      const { message } = await requestPasswordReset({ email: email.trim(), role });
      setNotice({ tone: 'success', text: message });
    } catch (caught) {
      // Not reaching the server is worth saying; any other failure gets the spec's text.
      const text = isApiError(caught) && caught.status === 0 ? caught.message : 'Failed to send reset link.';
      setNotice({ tone: 'error', text });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and role; we will e-mail you a link to choose a new password.">
      <form className="stack" onSubmit={onSubmit}>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <RoleSelect value={role} onChange={setRole} />
        <Button type="submit" block loading={submitting}>
          Send Reset Link
        </Button>
        <p className="auth-card__footnote">
          <Link to="/login">Back to sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}
