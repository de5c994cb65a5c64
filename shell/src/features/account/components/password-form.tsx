import { useState, type FormEvent } from 'react';
import { Button } from '@agency/ui/base';
import { Alert, Field, useScopedNotice } from '@agency/ui/forms';
import type { Role } from '@agency/contracts/browser';
import { updateSession } from '@agency/web-kit/base';
import { failureMessage } from '@agency/web-kit/api';
import { newPasswordPairProblem } from '@agency/web-kit/api';
import { savePassword } from '../api/account-api';
import { NewPasswordFields } from '../../../components/new-password-fields/new-password-fields';

type Notice = { tone: 'success' | 'error'; text: string } | null;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ role }: { role: Role | null }) {
  const [form, setForm] = useState(EMPTY);
  const [notice, setNotice] = useScopedNotice<NonNullable<Notice>>();
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const problem = newPasswordPairProblem(form.newPassword, form.confirmPassword, "New passwords don't match!");
    if (problem) return setNotice({ tone: 'error', text: problem });
    setSaving(true);
    try {
      const answer = await savePassword(role, { currentPassword: form.currentPassword, newPassword: form.newPassword });
      // The change revoked the old token; without the fresh one the next call would sign the person out.
      updateSession({ token: answer.token });
      setForm(EMPTY);
      setNotice({ tone: 'success', text: 'Password updated successfully!' });
    } catch (caught) {
      setNotice({ tone: 'error', text: failureMessage(caught, 'Failed to update password') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Change password">
      <h2 className="edit-profile__heading">Change Password</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Field
        label="Current Password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        onChange={set('currentPassword')}
      />
      <NewPasswordFields
        password={form.newPassword}
        confirm={form.confirmPassword}
        onPassword={(value) => setForm((f) => ({ ...f, newPassword: value }))}
        onConfirm={(value) => setForm((f) => ({ ...f, confirmPassword: value }))}
      />
      <Button type="submit" loading={saving}>
        Update Password
      </Button>
    </form>
  );
}
