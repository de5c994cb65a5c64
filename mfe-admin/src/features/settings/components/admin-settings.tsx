import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminProfile } from '@agency/contracts/browser';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Card, Field, NoticeScope, Spinner, useScopedNotice } from '@agency/ui';
import { changedFields, errorMessage, isStaleEdit, updateSession, usePageTitle } from '@agency/web-kit';
import { getAdminProfile, updateAdminPassword, updateAdminProfile } from '../../../api/admin-profile';
import { PublicFiguresCard } from './public-figures-card';
import { findSettingsProblem, passwordNotChangedReason, wantsPasswordChange, type SettingsForm } from './settings-check';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';
import { SocialLinksCard } from './social-links-card';
import './settings.css';

type Notice = { tone: 'success' | 'error'; text: string; stale?: boolean };
const blankPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };
const EMAIL_NEEDS_PASSWORD = 'Enter your current password to change your email.';
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function SettingsEditor({ loaded, onReload }: { loaded: AdminProfile; onReload: () => void }) {
  const [saved, setSaved] = useState(loaded);
  const [form, setForm] = useState<SettingsForm>({ ...loaded, ...blankPasswords });
  // What was saved and what was refused, each in its own banner.
  const [scoped, setNotices] = useScopedNotice<Notice[]>();
  const notices = scoped ?? [];
  const setNotice = (notice: Notice | null) => setNotices(notice ? [notice] : []);
  const [saving, setSaving] = useState(false);
  const noticesRef = useRef<HTMLDivElement>(null);
  // The buttons sit below the fields: on a phone the outcome would be off-screen above them.
  useEffect(() => {
    if (scoped?.length) noticesRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [scoped]);
  const set = (key: keyof SettingsForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  // A new sign-in e-mail needs the current password (typed in Change Password's first field).
  const emailChanged = !sameEmail(form.email, saved.email);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const problem = findSettingsProblem(form) ?? (emailChanged && !form.currentPassword ? EMAIL_NEEDS_PASSWORD : null);
    if (problem) return setNotice({ tone: 'error', text: problem });
    setSaving(true);
    try {
      const changePassword = wantsPasswordChange(form);
      let passwordText = '';
      // With both, the password goes first: a password change cancels a pending e-mail change, and
      // the new password is then the one that proves the e-mail change.
      if (changePassword && emailChanged) {
        const changed = await updateAdminPassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
        updateSession({ token: changed.token });
        passwordText = ' Password updated successfully!';
      }
      const proof = changePassword && emailChanged ? form.newPassword : form.currentPassword;
      // Only what changed, on the version this page was opened on: another tab's save is never undone.
      const edited = changedFields({ name: saved.name, email: saved.email }, { name: form.name.trim(), email: form.email.trim() });
      // Nothing changed in the profile: no call (the server refuses an empty update), it is saved as shown.
      const profile =
        Object.keys(edited).length === 0
          ? null
          : await updateAdminProfile({ ...edited, ...(emailChanged ? { currentPassword: proof } : {}) }, saved.version);
      if (profile) {
        updateSession({ token: profile.token, userName: profile.name, userEmail: profile.email });
        setSaved({ name: profile.name, email: profile.email, version: profile.version });
      }
      const shown = profile ?? saved;
      let text = profile?.pendingEmail ? profile.message : 'Profile updated successfully!';
      const refusal = passwordNotChangedReason(form);
      if (refusal) {
        // The profile is saved; the password fields stay filled so the admin can complete them.
        setForm((f) => ({ ...f, name: shown.name, email: shown.email }));
        setNotices([
          { tone: 'success', text },
          { tone: 'error', text: refusal },
        ]);
        return;
      }
      if (changePassword && !emailChanged) {
        try {
          const changed = await updateAdminPassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
          updateSession({ token: changed.token });
          passwordText = ' Password updated successfully!';
        } catch (caught) {
          setForm((f) => ({ ...f, name: shown.name, email: shown.email }));
          setNotices([
            { tone: 'success', text },
            { tone: 'error', text: `Password not changed: ${errorMessage(caught, 'Failed to update password')}` },
          ]);
          return;
        }
      }
      text += passwordText;
      setForm({ name: shown.name, email: shown.email, ...blankPasswords });
      setNotice({ tone: 'success', text });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught, 'Failed to update profile'), stale: isStaleEdit(caught) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack admin-settings" aria-label="Profile settings" onSubmit={onSubmit} noValidate>
      {notices.length > 0 && (
        <div ref={noticesRef} className="stack admin-settings__notices">
          {notices.map((notice) => (
            <Alert
              key={notice.tone}
              tone={notice.tone}
              onDismiss={() => setNotices(notices.filter((n) => n !== notice))}
              action={
                notice.stale ? (
                  <Button size="sm" variant="secondary" onClick={onReload}>
                    Reload
                  </Button>
                ) : undefined
              }
            >
              {notice.text}
            </Alert>
          ))}
        </div>
      )}
      <Card>
        <h3 className="card__title">Profile Information</h3>
        <div className="admin-settings__grid">
          <Field label="Full Name" name="name" autoComplete="name" value={form.name} onChange={set('name')} />
          <Field label="Email" type="email" name="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </div>
        {emailChanged && (
          <p className="text-muted admin-settings__hint">
            To change your email, enter your current password under Change Password. We will send a confirmation link to the new address.
          </p>
        )}
      </Card>
      <Card>
        <h3 className="card__title">Change Password</h3>
        <div className="admin-settings__grid">
          <Field
            label="Current Password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
          />
          <Field
            label="New Password (optional)"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={set('newPassword')}
          />
          <Field
            label="Confirm New Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </div>
      </Card>
      {/* Under the fields they save, before the cards that are not part of this form. */}
      <div className="admin-settings__actions">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setForm({ ...saved, ...blankPasswords });
            setNotice(null);
          }}
        >
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Update Profile
        </Button>
      </div>
    </form>
  );
}

export default function AdminSettings() {
  usePageTitle('Settings');
  const profile = useApiQuery(['admin', 'profile'], getAdminProfile, { fresh: true });
  return (
    <NoticeScope>
      <section className="stack">
        <h1 className="admin-page__title">Settings</h1>
        {profile.status === 'loading' && (
          <p role="status">
            <Spinner label="" /> Loading settings…
          </p>
        )}
        {profile.status === 'error' && <Alert tone="error">{errorMessage(profile.error, 'Failed to load profile')}</Alert>}
        {profile.status === 'success' && <SettingsEditor key={profile.data.version} loaded={profile.data} onReload={profile.reload} />}
        <SignOutEverywhereCard />
        <PublicFiguresCard />
        <SocialLinksCard />
      </section>
    </NoticeScope>
  );
}
