import { useId, useState, type FormEvent } from 'react';
import type { NotificationKind, NotificationSettings } from '@agency/contracts/browser';
import { Alert, Button, Spinner, useScopedNotice } from '@agency/ui';
import { failureMessage, useRequest } from '@agency/web-kit';
import { loadNotificationSettings, saveNotificationSettings } from '../api/account-api';

// What the page says for each kind (the kinds and who gets which: @agency/contracts).
const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  request_updates: {
    label: 'Changes to my requests',
    hint: 'Approved, rejected, assigned to our team, work started or completed.',
  },
  agency_messages: { label: 'Messages from the agency', hint: 'A new message on one of your requests.' },
  new_requests: { label: 'New service requests', hint: 'A customer submitted a request.' },
  contact_messages: { label: 'New contact messages', hint: 'Someone wrote through the contact form.' },
  customer_messages: { label: 'Messages from customers', hint: 'A customer wrote on a request you can see.' },
  assignments: { label: 'New assignments', hint: 'You were assigned to a request.' },
};

type Notice = { tone: 'success' | 'error'; text: string } | null;
type Switches = Partial<Record<NotificationKind, boolean>>;

const switchesOf = (answer: NotificationSettings): Switches => Object.fromEntries(answer.settings.map((s) => [s.kind, s.enabled]));

/** One checkbox per kind of e-mail the person's role receives; Save sends only what changed. */
export function NotificationSettingsForm() {
  const loaded = useRequest((signal) => loadNotificationSettings(signal), []);
  return (
    <section className="stack" aria-labelledby="notification-settings-title">
      <h2 className="edit-profile__heading" id="notification-settings-title">
        E-mail notifications
      </h2>
      {loaded.status === 'loading' && (
        <p role="status">
          <Spinner label="" /> Loading notification settings…
        </p>
      )}
      {loaded.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button type="button" size="sm" variant="secondary" onClick={loaded.reload}>
              Try again
            </Button>
          }
        >
          {failureMessage(loaded.error, 'Failed to load notification settings')}
        </Alert>
      )}
      {loaded.status === 'success' && <SwitchesForm initial={loaded.data} />}
    </section>
  );
}

function SwitchesForm({ initial }: { initial: NotificationSettings }) {
  const [saved, setSaved] = useState<Switches>(() => switchesOf(initial));
  const [form, setForm] = useState<Switches>(saved);
  const [notice, setNotice] = useScopedNotice<NonNullable<Notice>>();
  const [saving, setSaving] = useState(false);
  const idBase = useId();
  const changed = Object.fromEntries(Object.entries(form).filter(([kind, on]) => saved[kind as NotificationKind] !== on)) as Switches;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(changed).length === 0)
      return setNotice({ tone: 'success', text: 'Nothing to save: your notification settings are unchanged.' });
    setNotice(null);
    setSaving(true);
    try {
      const answer = await saveNotificationSettings(changed);
      const now = switchesOf(answer);
      setSaved(now);
      setForm(now);
      setNotice({ tone: 'success', text: answer.message });
    } catch (caught) {
      setNotice({ tone: 'error', text: failureMessage(caught, 'Failed to save notification settings. Your choices are kept; try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="E-mail notifications" data-testid="notification-settings">
      <p className="text-muted edit-profile__hint">Choose which e-mails we send you. Each links straight to the request's messages.</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <fieldset className="notification-settings">
        <legend className="visually-hidden">Send me an e-mail about</legend>
        {initial.settings.map(({ kind }) => {
          const id = `${idBase}-${kind}`;
          return (
            <div className="notification-settings__item" key={kind}>
              <input
                type="checkbox"
                id={id}
                name={kind}
                checked={form[kind] ?? true}
                aria-describedby={`${id}-hint`}
                onChange={(e) => setForm((f) => ({ ...f, [kind]: e.target.checked }))}
              />
              <label htmlFor={id}>
                {NOTIFICATION_KIND_LABELS[kind].label}
                <span className="text-muted edit-profile__hint" id={`${id}-hint`}>
                  {NOTIFICATION_KIND_LABELS[kind].hint}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <Button type="submit" loading={saving}>
        Save notification settings
      </Button>
    </form>
  );
}
