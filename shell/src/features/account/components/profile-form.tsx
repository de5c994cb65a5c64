import { useState, type FormEvent } from 'react';
import type { UserProfile } from '@agency/contracts';
import { Alert, Button } from '@agency/ui';
import { failureMessage, updateSession, type Role } from '@agency/web-kit';
import { saveProfile } from '../api/account-api';
import { FormField } from './form-field';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function ProfileForm({ role, initial }: { role: Role | null; initial: UserProfile }) {
  const [form, setForm] = useState({ name: initial.name, email: initial.email, phone: initial.phone ?? '' });
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setSaving(true);
    try {
      const answer = await saveProfile(role, { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() });
      // The avatar menu shows the stored name and e-mail; the fresh token carries them too.
      updateSession({ token: answer.token, userName: answer.user.name, userEmail: answer.user.email });
      setNotice({ tone: 'success', text: 'Profile updated successfully!' });
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
      <FormField label="Phone" type="tel" name="phone" autoComplete="tel" value={form.phone} onChange={set('phone')} />
      <Button type="submit" loading={saving}>
        Update Profile
      </Button>
    </form>
  );
}
