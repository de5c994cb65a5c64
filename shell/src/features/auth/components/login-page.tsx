import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { readSessionEnd, saveSession, usePageTitle, useSession } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { useServerTyping } from '@agency/web-kit/typed-fields';
import { isRole, type LoginResponse } from '@agency/contracts/browser';
import { landingPathAfterLogin, mayOpen } from '../../../lib/roles';
import { login, type LoginInput } from '../api/login';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { TwoFactorStep } from './two-factor-step';
import { WrongAccount } from './wrong-account';
import { RoleSelect } from './role-select';

/** The fields' ids start with it: what a visitor typed into this page's server HTML is kept by id. */
const ID_PREFIX = 'login-';

/** The page's title, in the browser and in its server HTML. */
export const LOGIN_TITLE = 'Sign In';

export function LoginPage() {
  usePageTitle(LOGIN_TITLE);
  const navigate = useNavigate();
  const session = useSession();
  // Signup and password reset send people here with a note and their e-mail filled in; the guards and
  // the end of a session with the page to return to (`from`) and, for a signed-in person on a page that
  // is not theirs, who the page is for (`forRoles`).
  const arrival = (useLocation().state ?? {}) as { notice?: string; email?: string; from?: string; forRoles?: LoginInput['role'][] };
  // A session that ended by itself (a 401, its time ran out): say so, and offer the same account again.
  const [ended] = useState(readSessionEnd);
  // What the visitor typed into the server HTML wins over the e-mail and role offered again.
  const typed = useServerTyping(ID_PREFIX).values;
  const typedRole = typed[`${ID_PREFIX}role`];
  const [email, setEmail] = useState(typed[`${ID_PREFIX}email`] ?? arrival.email ?? ended?.email ?? '');
  const [password, setPassword] = useState(typed[`${ID_PREFIX}password`] ?? '');
  const [role, setRole] = useState<LoginInput['role']>(isRole(typedRole) ? typedRole : (ended?.role ?? 'user'));
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Set when the server asks an admin with two-factor sign-in for the second step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState(arrival.notice ?? '');

  const finish = (response: LoginResponse) => {
    if (!response.user?.id) console.warn('Login response has no user id');
    const session = saveSession(response);
    const signedInRole = session?.role ?? null;
    // Back to the page the person was on when they were asked to sign in; a plain sign-in lands as the spec says.
    const from = arrival.from && mayOpen(signedInRole, arrival.from) ? arrival.from : null;
    navigate(from ?? landingPathAfterLogin(signedInRole, session?.firstLogin ?? false), { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    setSubmitting(true);
    try {
      const response = await login({ email: email.trim(), password, role });
      if ('twoFactorRequired' in response) {
        setChallenge(response.challenge);
        setSubmitting(false);
        return;
      }
      finish(response);
    } catch (caught) {
      setError(errorMessage(caught, 'Login failed'));
      setSubmitting(false);
    }
  };

  if (challenge) {
    return (
      <AuthCard title="Two-Step Verification" subtitle="Your account is protected with two-factor authentication.">
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={finish}
          onRestart={(restartNotice) => {
            setChallenge(null);
            setPassword('');
            setError(restartNotice ?? '');
            setNotice('');
          }}
        />
      </AuthCard>
    );
  }

  if (session && arrival.from && arrival.forRoles && !mayOpen(session.role, arrival.from)) {
    return <WrongAccount session={session} forRoles={arrival.forRoles} />;
  }

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to request services, follow your tasks or run the agency.">
      {/* A POST: sent without the app, the server HTML's form never puts the password into a URL (the gateway answers
          with this page again, which says that it needs JavaScript). The app sends it itself (onSubmit). */}
      <form className="stack" method="post" onSubmit={onSubmit} noValidate={false}>
        {error && <Alert tone="error">{error}</Alert>}
        {!error && notice && <Alert tone="success">{notice}</Alert>}
        {!error && !notice && ended && <Alert tone="info">{ended.message}</Alert>}
        <Field
          label="Email"
          id={`${ID_PREFIX}email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Password"
          id={`${ID_PREFIX}password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <RoleSelect id={`${ID_PREFIX}role`} value={role} onChange={setRole} />
        <div className="auth-card__row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" block loading={submitting}>
          Sign In
        </Button>
        <p className="auth-card__footnote">
          New here? <Link to="/signup">Create an account</Link>
        </p>
      </form>
    </AuthCard>
  );
}
