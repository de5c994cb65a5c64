import { useState, type FormEvent } from 'react';
import { SESSION_TIMEOUT_HOURS, type AdminProfile } from '@agency/contracts/browser';
import { Alert, Button, Card, Field } from '@agency/ui';
import { failureMessage, updateSession } from '@agency/web-kit';
import { updateAdminProfile } from '../../../api/admin-profile';
import { updateSessionTimeout } from '../api/update-session-timeout';

type Notice = { tone: 'success' | 'error'; text: string } | null;

interface ProfileFormProps {
  profile: AdminProfile;
  sessionTimeoutHours: number;
}

/** Full Name and Session Timeout, saved by one Save; only what changed is sent. */
export function ProfileForm({ profile, sessionTimeoutHours }: ProfileFormProps) {
  const [saved, setSaved] = useState({ name: profile.name, hours: sessionTimeoutHours });
  const [name, setName] = useState(profile.name);
  const [hours, setHours] = useState(sessionTimeoutHours);
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!name.trim()) return setNotice({ tone: 'error', text: 'Full Name is required.' });
    setSaving(true);
    try {
      if (name.trim() !== saved.name) {
        const updated = await updateAdminProfile({ name: name.trim(), email: profile.email });
        // Name and e-mail are claims in the token, so the answer carries a fresh one.
        updateSession({ token: updated.token, userName: updated.name });
        setSaved((s) => ({ ...s, name: updated.name }));
      }
      if (hours !== saved.hours) {
        // A shorter choice holds now: the fresh token already ends within it (a longer one is for the next sign-in).
        const updated = await updateSessionTimeout({ sessionTimeoutHours: hours });
        updateSession({ token: updated.token });
        setSaved((s) => ({ ...s, hours: updated.sessionTimeoutHours }));
      }
      setName((n) => n.trim());
      setNotice({ tone: 'success', text: 'Profile updated successfully!' });
    } catch (caught) {
      setNotice({ tone: 'error', text: failureMessage(caught, 'Failed to update profile') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Profile">
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Card>
        <h3 className="card__title">Account</h3>
        <div className="admin-profile__grid">
          <Field label="Full Name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
          <Field label="Email" type="email" name="email" value={profile.email} disabled />
          <Field
            as="select"
            label="Session Timeout (hours)"
            id="profile-session-timeout"
            name="sessionTimeoutHours"
            hint="How long a sign-in lasts; applies from this save on."
            value={hours}
            onChange={(e) => setHours(Number(e.target.value))}
          >
            {SESSION_TIMEOUT_HOURS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Field>
        </div>
      </Card>
      <div className="admin-profile__actions">
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
