import { useActionState, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { formAction, readSessionEnd, saveSession, usePageTitle, useSession } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { isRole, type LoginResponse, type Role } from '@agency/contracts/browser';
import { dashboardPathFor, landingPathAfterLogin, mayOpen } from '../../../lib/roles';
import { login, type LoginInput } from '../api/login';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { TwoFactorStep } from './two-factor-step';
import { WrongAccount } from './wrong-account';
import { RoleSelect } from './role-select';

const ID_PREFIX = 'login-';

/** The last sign-in sent: the form starts again from its e-mail and role (React resets a form after its action). */
interface Attempt {
  email: string;
  role: Role;
  error: string;
}

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
  // Set when the server asks an admin with two-factor sign-in for the second step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState(arrival.notice ?? '');
  // Why the second step sent the admin back here (its challenge ran out).
  const [restarted, setRestarted] = useState('');
  const finish = (response: LoginResponse) => {
    if (!response.user?.id) console.warn('Login response has no user id');
    const session = saveSession(response);
    const signedInRole = session?.role ?? null;
    // Back to the page the person was on when they were asked to sign in; a plain sign-in lands as the spec says.
    const from = arrival.from && mayOpen(signedInRole, arrival.from) ? arrival.from : null;
    navigate(from ?? landingPathAfterLogin(signedInRole, session?.firstLogin ?? false), { replace: true });
  };

  const [attempt, signIn, submitting] = useActionState(
    async (_last: Attempt, data: FormData): Promise<Attempt> => {
      setRestarted('');
      const role = String(data.get('role'));
      const input = {
        email: String(data.get('email') ?? '').trim(),
        password: String(data.get('password') ?? ''),
        role: isRole(role) ? role : 'user',
      };
      const sent = { email: input.email, role: input.role, error: '' };
      try {
        const response = await login(input);
        if ('twoFactorRequired' in response) setChallenge(response.challenge);
        else finish(response);
        return sent;
      } catch (caught) {
        return { ...sent, error: errorMessage(caught, 'Login failed') };
      }
    },
    { email: arrival.email ?? ended?.email ?? '', role: ended?.role ?? 'user', error: '' },
  );
  const error = submitting ? '' : restarted || attempt.error;

  if (challenge) {
    return (
      <AuthCard title="Two-Step Verification" subtitle="Your account is protected with two-factor authentication.">
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={finish}
          onRestart={(restartNotice) => {
            setChallenge(null);
            setRestarted(restartNotice ?? '');
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
      {/* Without the app, a POST of this page: never the password in a URL (the gateway answers with this page
          again, which says that it needs JavaScript). */}
      <form className="stack" {...formAction(signIn)}>
        {error && <Alert tone="error">{error}</Alert>}
        {!error && notice && <Alert tone="success">{notice}</Alert>}
        {!error && !notice && ended && <Alert tone="info">{ended.message}</Alert>}
        {/* Here by themselves while signed in: their dashboard is one click away, and signing in below switches account. */}
        {!error && !notice && session && (
          <Alert tone="info">
            You are signed in as {session.userName || session.userEmail}.{' '}
            <Link to={dashboardPathFor(session.role)}>Go to my dashboard</Link> or sign in below as someone else.
          </Alert>
        )}
        <Field
          label="Email"
          id={`${ID_PREFIX}email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={attempt.email}
        />
        <Field label="Password" id={`${ID_PREFIX}password`} type="password" name="password" autoComplete="current-password" required />
        <RoleSelect id={`${ID_PREFIX}role`} defaultValue={attempt.role} />
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
