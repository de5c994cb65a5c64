import { useActionState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { isRole, type Role } from '@agency/contracts/browser';
import { formAction, usePageTitle } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { requestPasswordReset } from '../api/forgot-password';
import { RoleSelect } from './role-select';

/** The last request sent, and what the server said (the form starts again from its e-mail and role). */
interface Request {
  email: string;
  role: Role;
  notice: { tone: 'success' | 'error'; text: string } | null;
}

const ID_PREFIX = 'forgot-';

/** The page's title, in the browser and in its server HTML. */
export const FORGOT_PASSWORD_TITLE = 'Forgot Password';

export function ForgotPasswordPage() {
  usePageTitle(FORGOT_PASSWORD_TITLE);
  const [request, sendRequest, submitting] = useActionState(
    async (_last: Request, data: FormData): Promise<Request> => {
      const role = String(data.get('role'));
      const input = { email: String(data.get('email') ?? '').trim(), role: isRole(role) ? role : 'user' };
      try {
        const { message } = await requestPasswordReset(input);
        return { ...input, notice: { tone: 'success', text: message } };
      } catch (caught) {
        // Spec section 8: the server's text (say, too many requests), else the connection text, else the spec's.
        return { ...input, notice: { tone: 'error', text: errorMessage(caught, 'Failed to send reset link.') } };
      }
    },
    { email: '', role: 'user', notice: null },
  );
  const notice = submitting ? null : request.notice;

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and role; we will e-mail you a link to choose a new password.">
      {/* Without the app, a POST of this page: never the e-mail in a URL (the gateway answers with this page
          again, which says that it needs JavaScript). */}
      <form className="stack" {...formAction(sendRequest)}>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Field
          id={`${ID_PREFIX}email`}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={request.email}
        />
        <RoleSelect id={`${ID_PREFIX}role`} defaultValue={request.role} />
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
