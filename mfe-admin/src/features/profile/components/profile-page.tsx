import { Alert, Spinner } from '@agency/ui';
import { useApiQuery } from '@agency/query';
import { failureMessage, usePageTitle } from '@agency/web-kit';
import { getAdminProfile } from '../../../api/admin-profile';
import { getSecuritySettings } from '../api/get-security-settings';
import { ProfileForm } from './profile-form';
import { TwoFactorCard } from './two-factor-card';
import './profile.css';

/** The admin's own Profile: name and session timeout (saved together) and two-factor sign-in (its own steps). */
export default function ProfilePage() {
  usePageTitle('Profile');
  // The name lives with the admin service's profile API; 2FA and the timeout are auth's.
  const loaded = useApiQuery(
    ['admin', 'profile-page'],
    async (signal) => {
      const [profile, security] = await Promise.all([getAdminProfile(signal), getSecuritySettings(signal)]);
      return { profile, security };
    },
    { fresh: true },
  );

  return (
    <section className="stack admin-profile">
      <h1 className="admin-page__title">Profile</h1>
      {loaded.status === 'loading' && (
        <p role="status">
          <Spinner label="" /> Loading profile…
        </p>
      )}
      {loaded.status === 'error' && <Alert tone="error">{failureMessage(loaded.error, 'Failed to load profile')}</Alert>}
      {loaded.status === 'success' && (
        <>
          <ProfileForm profile={loaded.data.profile} sessionTimeoutHours={loaded.data.security.sessionTimeoutHours} />
          <TwoFactorCard enabled={loaded.data.security.twoFactorEnabled} />
        </>
      )}
    </section>
  );
}
