import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { isRole, type Role } from '@agency/contracts/browser';
import { usePageTitle } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { useServerTyping } from '@agency/web-kit/typed-fields';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { requestPasswordReset } from '../api/forgot-password';
import { RoleSelect } from './role-select';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The fields' ids start with it: what a visitor typed into this page's server HTML is kept by id. */
const ID_PREFIX = 'forgot-';

/** The page's title, in the browser and in its server HTML. */
export const FORGOT_PASSWORD_TITLE = 'Forgot Password';

export function ForgotPasswordPage() {
  usePageTitle(FORGOT_PASSWORD_TITLE);
  const typed = useServerTyping(ID_PREFIX).values;
  const typedRole = typed[`${ID_PREFIX}role`];
  const [email, setEmail] = useState(typed[`${ID_PREFIX}email`] ?? '');
  const [role, setRole] = useState<Role>(isRole(typedRole) ? typedRole : 'user');
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
      // Spec section 8: the server's text (say, too many requests), else the connection text, else the spec's.
      setNotice({ tone: 'error', text: errorMessage(caught, 'Failed to send reset link.') });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and role; we will e-mail you a link to choose a new password.">
      {/* A POST: sent without the app, the server HTML's form never puts the e-mail into a URL (the gateway answers
          with this page again, which says that it needs JavaScript). The app sends it itself (onSubmit). */}
      <form className="stack" method="post" onSubmit={onSubmit}>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Field
          id={`${ID_PREFIX}email`}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <RoleSelect id={`${ID_PREFIX}role`} value={role} onChange={setRole} />
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
