import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { usePageTitle } from '@agency/web-kit/base';
import { errorMessage, useSubmissionKey } from '@agency/web-kit/api';
import { newPasswordPairProblem } from '@agency/web-kit/api';
import { useServerTyping, type ServerTyping } from '@agency/web-kit/typed-fields';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { signup } from '../api/signup';
import { NewPasswordFields } from '../../../components/new-password-fields/new-password-fields';

/** The fields' ids start with it: what a visitor typed into this page's server HTML is kept by id. */
const ID_PREFIX = 'signup-';
const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;
type SignupForm = Record<(typeof FIELDS)[number], string>;

/** The form's values: what the visitor typed into the server HTML, else empty. */
function initialForm(typed: ServerTyping): SignupForm {
  return Object.fromEntries(FIELDS.map((field) => [field, typed.values[`${ID_PREFIX}${field}`] ?? ''])) as SignupForm;
}

/** The page's title, in the browser and in its server HTML. */
export const SIGNUP_TITLE = 'Create Account';

export function SignupPage() {
  usePageTitle(SIGNUP_TITLE);
  const navigate = useNavigate();
  const typed = useServerTyping(ID_PREFIX);
  const [form, setForm] = useState(() => initialForm(typed));
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const submission = useSubmissionKey();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    const problem = newPasswordPairProblem(form.password, form.confirmPassword);
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      const input = { name: form.name.trim(), email: form.email.trim(), password: form.password };
      await signup(input, submission.keyFor(input));
      submission.reset();
      // Spec section 4: after signup the person signs in on /login.
      navigate('/login', { replace: true, state: { notice: 'Account created. Please sign in.', email: form.email.trim() } });
    } catch (caught) {
      setError(errorMessage(caught, 'Signup failed'));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Create Account" subtitle="Request services and follow them from your dashboard.">
      {/* A POST: sent without the app, the server HTML's form never puts the password into a URL (the gateway answers
          with this page again, which says that it needs JavaScript). The app sends it itself (onSubmit). */}
      <form className="stack" method="post" onSubmit={onSubmit}>
        {error && <Alert tone="error">{error}</Alert>}
        <Field id={`${ID_PREFIX}name`} label="Name" name="name" autoComplete="name" required value={form.name} onChange={set('name')} />
        <Field
          id={`${ID_PREFIX}email`}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
        />
        <NewPasswordFields
          idPrefix={ID_PREFIX}
          label="Password"
          name="password"
          password={form.password}
          confirm={form.confirmPassword}
          onPassword={(value) => setForm((f) => ({ ...f, password: value }))}
          onConfirm={(value) => setForm((f) => ({ ...f, confirmPassword: value }))}
        />
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
