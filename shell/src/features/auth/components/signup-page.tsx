import { useActionState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { formAction, usePageTitle } from '@agency/web-kit/base';
import { errorMessage, useSubmissionKey } from '@agency/web-kit/api';
import { newPasswordPairProblem } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { signup } from '../api/signup';
import { NewPasswordFields } from '../../../components/new-password-fields/new-password-fields';

const ID_PREFIX = 'signup-';

/** The last sign-up sent: the form starts again from its name and e-mail (React resets a form after its action). */
interface Attempt {
  name: string;
  email: string;
  error: string;
}

/** The page's title, in the browser and in its server HTML. */
export const SIGNUP_TITLE = 'Create Account';

export function SignupPage() {
  usePageTitle(SIGNUP_TITLE);
  const navigate = useNavigate();
  const submission = useSubmissionKey();

  const [attempt, createAccount, submitting] = useActionState(
    async (_last: Attempt, data: FormData): Promise<Attempt> => {
      const text = (name: string) => String(data.get(name) ?? '');
      const input = { name: text('name').trim(), email: text('email').trim(), password: text('password') };
      const sent = { name: input.name, email: input.email, error: '' };
      const problem = newPasswordPairProblem(input.password, text('confirmPassword'));
      if (problem) return { ...sent, error: problem };
      try {
        await signup(input, submission.keyFor(input));
        submission.reset();
        // Spec section 4: after signup the person signs in on /login.
        navigate('/login', { replace: true, state: { notice: 'Account created. Please sign in.', email: input.email } });
        return sent;
      } catch (caught) {
        return { ...sent, error: errorMessage(caught, 'Signup failed') };
      }
    },
    { name: '', email: '', error: '' },
  );

  return (
    <AuthCard title="Create Account" subtitle="Request services and follow them from your dashboard.">
      {/* Without the app, a POST of this page: never the password in a URL (the gateway answers with this page
          again, which says that it needs JavaScript). */}
      <form className="stack" {...formAction(createAccount)}>
        {attempt.error && !submitting && <Alert tone="error">{attempt.error}</Alert>}
        <Field id={`${ID_PREFIX}name`} label="Name" name="name" autoComplete="name" required defaultValue={attempt.name} />
        <Field
          id={`${ID_PREFIX}email`}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={attempt.email}
        />
        <NewPasswordFields idPrefix={ID_PREFIX} label="Password" name="password" />
        <Button type="submit" block loading={submitting}>
          Create Account
        </Button>
        <p className="auth-card__footnote">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}
