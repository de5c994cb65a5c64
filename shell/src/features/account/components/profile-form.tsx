import { useState, type FormEvent } from 'react';
import { isPhoneNumber, PHONE_RULE_MESSAGE, type UserProfile } from '@agency/contracts/browser';
import { Button } from '@agency/ui/base';
import { Alert, Field, useScopedNotice } from '@agency/ui/forms';
import type { Role } from '@agency/contracts/browser';
import { updateSession } from '@agency/web-kit/base';
import { failureMessage } from '@agency/web-kit/api';
import { changedFields, isStaleEdit } from '@agency/web-kit/api';
import { saveProfile } from '../api/account-api';

type Notice = { tone: 'success' | 'error'; text: string; stale?: boolean } | null;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `onReload`: someone saved this profile meanwhile (another tab); fetch it again and start over from it. */
export function ProfileForm({ role, initial, onReload }: { role: Role | null; initial: UserProfile; onReload: () => void }) {
  // What is stored (the e-mail: the sign-in one, a pending change aside) and its version.
  const [saved, setSaved] = useState({ name: initial.name, email: initial.email, phone: initial.phone ?? '', version: initial.version });
  const [form, setForm] = useState({ name: initial.name, email: initial.email, phone: initial.phone ?? '', currentPassword: '' });
  const [notice, setNotice] = useScopedNotice<NonNullable<Notice>>();
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  // A new sign-in e-mail needs the current password (a session alone cannot move the account).
  const emailChanged = !sameEmail(form.email, saved.email);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPhoneNumber(form.phone)) return setNotice({ tone: 'error', text: `Failed to update profile: ${PHONE_RULE_MESSAGE}` });
    setNotice(null);
    setSaving(true);
    try {
      // Only what changed, on the version this page was opened on: another tab's save is never undone.
      const { version, ...opened } = saved;
      const edited = changedFields(opened, { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() });
      // Nothing changed: the profile is already as shown (the server refuses an empty update).
      if (Object.keys(edited).length === 0) return setNotice({ tone: 'success', text: 'Profile updated successfully!' });
      const answer = await saveProfile(role, { ...edited, ...(emailChanged ? { currentPassword: form.currentPassword } : {}) }, version);
      // The avatar menu shows the stored name and e-mail; the fresh token carries them too.
      updateSession({ token: answer.token, userName: answer.user.name, userEmail: answer.user.email });
      setSaved({ name: answer.user.name, email: answer.user.email, phone: answer.user.phone, version: answer.user.version });
      // A new e-mail is only pending (a link was mailed to it): the field shows the one still in use.
      setForm((f) => ({ ...f, email: answer.user.email, currentPassword: '' }));
      setNotice({ tone: 'success', text: answer.pendingEmail ? answer.message : 'Profile updated successfully!' });
    } catch (caught) {
      setNotice({ tone: 'error', text: failureMessage(caught, 'Failed to update profile'), stale: isStaleEdit(caught) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Profile">
      <h2 className="edit-profile__heading">Profile</h2>
      {notice && (
        <Alert
          tone={notice.tone}
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
      <Field label="Name" name="name" autoComplete="name" required value={form.name} onChange={set('name')} />
      <Field label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      {emailChanged && (
        <>
          <Field
            label="Current Password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={form.currentPassword}
            onChange={set('currentPassword')}
          />
          <p className="text-muted edit-profile__hint">
            To change your email, enter your current password. We will send a confirmation link to the new address.
          </p>
        </>
      )}
      <Field label="Phone" type="tel" name="phone" autoComplete="tel" value={form.phone} onChange={set('phone')} />
      <Button type="submit" loading={saving}>
        Update Profile
      </Button>
    </form>
  );
}
