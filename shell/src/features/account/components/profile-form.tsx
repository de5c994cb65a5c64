import { useState, type FormEvent } from 'react';
import type { UserProfile } from '@agency/contracts';
import { Alert, Button } from '@agency/ui';
import { failureMessage, updateSession, type Role } from '@agency/web-kit';
import { saveProfile } from '../api/account-api';
import { FormField } from './form-field';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ProfileForm({ role, initial }: { role: Role | null; initial: UserProfile }) {
  const [signInEmail, setSignInEmail] = useState(initial.email);
  const [form, setForm] = useState({ name: initial.name, email: initial.email, phone: initial.phone ?? '', currentPassword: '' });
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  // A new sign-in e-mail needs the current password (a session alone cannot move the account).
  const emailChanged = !sameEmail(form.email, signInEmail);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setSaving(true);
    try {
      const answer = await saveProfile(role, {
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        ...(emailChanged ? { currentPassword: form.currentPassword } : {}),
      });
      // The avatar menu shows the stored name and e-mail; the fresh token carries them too.
      updateSession({ token: answer.token, userName: answer.user.name, userEmail: answer.user.email });
      setSignInEmail(answer.user.email);
      // A new e-mail is only pending (a link was mailed to it): the field shows the one still in use.
      setForm((f) => ({ ...f, email: answer.user.email, currentPassword: '' }));
      setNotice({ tone: 'success', text: answer.pendingEmail ? answer.message : 'Profile updated successfully!' });
    } catch (caught) {
      setNotice({ tone: 'error', text: failureMessage(caught, 'Failed to update profile') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Profile">
      <h2 className="edit-profile__heading">Profile</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <FormField label="Name" name="name" autoComplete="name" required value={form.name} onChange={set('name')} />
      <FormField label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      {emailChanged && (
        <>
          <FormField
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
      <FormField label="Phone" type="tel" name="phone" autoComplete="tel" value={form.phone} onChange={set('phone')} />
      <Button type="submit" loading={saving}>
        Update Profile
      </Button>
    </form>
  );
}
