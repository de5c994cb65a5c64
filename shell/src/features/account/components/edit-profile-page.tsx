import { Navigate } from 'react-router-dom';
import { Spinner } from '@agency/ui/base';
import { Alert, NoticeScope } from '@agency/ui/forms';
import { usePageTitle, useSession, type Session } from '@agency/web-kit/base';
import { failureMessage, useRequest } from '@agency/web-kit/api';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { loadProfile } from '../api/account-api';
import { NotificationSettingsForm } from './notification-settings';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';
import './edit-profile.css';

/** Public in the route table (spec section 2), but only meaningful signed in: visitors go to /login. */
export function EditProfilePage() {
  usePageTitle('Edit Profile');
  const session = useSession();
  if (!session) return <Navigate to="/login" replace state={{ from: '/edit-profile' }} />;
  if (session.role === 'member' && session.firstLogin) return <Navigate to="/first-login-change" replace />;
  // The profile is loaded only once someone is signed in: a visitor's call would only earn a 401.
  return <EditProfile session={session} />;
}

function EditProfile({ session }: { session: Session }) {
  const role = session.role;
  const profile = useRequest((signal) => loadProfile(role, session.userId, signal), [role, session.userId]);

  return (
    <AuthCard title="Edit Profile" subtitle="Keep your contact details and password up to date.">
      <NoticeScope>
        <div className="stack edit-profile">
          {profile.status === 'loading' && (
            <p role="status">
              <Spinner label="" /> Loading profile…
            </p>
          )}
          {profile.status === 'error' && <Alert tone="error">{failureMessage(profile.error, 'Failed to load profile')}</Alert>}
          {profile.status === 'success' && (
            <ProfileForm key={profile.data.version} role={role} initial={profile.data} onReload={profile.reload} />
          )}
          <hr className="edit-profile__rule" />
          <PasswordForm role={role} />
          <hr className="edit-profile__rule" />
          <NotificationSettingsForm />
          <hr className="edit-profile__rule" />
          <SignOutEverywhere />
        </div>
      </NoticeScope>
    </AuthCard>
  );
}
