import { useState, type FormEvent } from 'react';
import type { AdminProfile } from '@agency/contracts';
import { Alert, Button, Card, Spinner } from '@agency/ui';
import { changedFields, errorMessage, isStaleEdit, updateSession, useRequest } from '@agency/web-kit';
import { getAdminProfile, updateAdminPassword, updateAdminProfile } from '../api/admin-profile';
import { findSettingsProblem, wantsPasswordChange, type SettingsForm } from './settings-check';
import './settings.css';

type Notice = { tone: 'success' | 'error'; text: string; stale?: boolean } | null;
const blankPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="input" {...input} />
    </label>
  );
}

function SettingsEditor({ loaded, onReload }: { loaded: AdminProfile; onReload: () => void }) {
  const [saved, setSaved] = useState(loaded);
  const [form, setForm] = useState<SettingsForm>({ ...loaded, ...blankPasswords });
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof SettingsForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const problem = findSettingsProblem(form);
    if (problem) return setNotice({ tone: 'error', text: problem });
    setSaving(true);
    try {
      // Only what changed, on the version this page was opened on: another tab's save is never undone.
      const edited = changedFields({ name: saved.name, email: saved.email }, { name: form.name.trim(), email: form.email.trim() });
      const profile = await updateAdminProfile(edited, saved.version);
      updateSession({ token: profile.token, userName: profile.name, userEmail: profile.email });
      setSaved({ name: profile.name, email: profile.email, version: profile.version });
      let text = 'Profile updated successfully!';
      if (wantsPasswordChange(form)) {
        try {
          const changed = await updateAdminPassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
          updateSession({ token: changed.token });
          text += ' Password updated successfully!';
        } catch (caught) {
          setNotice({ tone: 'error', text: `Profile updated successfully! ${errorMessage(caught, 'Failed to update password')}` });
          return;
        }
      }
      setForm({ name: profile.name, email: profile.email, ...blankPasswords });
      setNotice({ tone: 'success', text });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught, 'Failed to update profile'), stale: isStaleEdit(caught) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack admin-settings" onSubmit={onSubmit} noValidate>
      {notice && (
        <Alert
          tone={notice.tone}
          onDismiss={() => setNotice(null)}
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
      )}
      <Card>
        <h3 className="card__title">Profile Information</h3>
        <div className="admin-settings__grid">
          <Field label="Full Name" name="name" autoComplete="name" value={form.name} onChange={set('name')} />
          <Field label="Email" type="email" name="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </div>
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
  const profile = useRequest((signal) => getAdminProfile(signal), []);
  return (
    <section className="stack">
      <h2 className="admin-page__title">Settings</h2>
      {profile.status === 'loading' && (
        <p role="status">
          <Spinner label="" /> Loading settings…
        </p>
      )}
      {profile.status === 'error' && <Alert tone="error">{errorMessage(profile.error, 'Failed to load profile')}</Alert>}
      {profile.status === 'success' && <SettingsEditor key={profile.data.version} loaded={profile.data} onReload={profile.reload} />}
    </section>
  );
}
