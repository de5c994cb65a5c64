import { useState, type FormEvent } from 'react';
import type { SocialLinks } from '@agency/contracts/browser';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Card, Field, Spinner, useScopedNotice } from '@agency/ui';
import { errorMessage } from '@agency/web-kit';
import { getSocialLinks, saveSocialLinks } from '../api/social-links';

type Notice = { tone: 'success' | 'error'; text: string };
type LinksForm = Record<keyof SocialLinks, string>;

const WHATSAPP_PREFIX = 'https://wa.me/';

// The number as the admin typed it is not kept: the server stores the wa.me link, shown back as +digits.
const toForm = (links: SocialLinks): LinksForm => ({
  whatsapp: links.whatsapp ? `+${links.whatsapp.slice(WHATSAPP_PREFIX.length)}` : '',
  linkedin: links.linkedin ?? '',
  instagram: links.instagram ?? '',
});

function LinksEditor({ loaded }: { loaded: SocialLinks }) {
  const [saved, setSaved] = useState(() => toForm(loaded));
  const [form, setForm] = useState(saved);
  const [notice, setNotice] = useScopedNotice<Notice>();
  const [saving, setSaving] = useState(false);
  const set = (key: keyof LinksForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setSaving(true);
    try {
      const links = toForm(await saveSocialLinks(form));
      setSaved(links);
      setForm(links);
      setNotice({ tone: 'success', text: 'Social links updated successfully!' });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught, 'Failed to update social links') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" aria-label="Social links" onSubmit={onSubmit} noValidate>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <div className="admin-settings__grid">
        <Field
          label="WhatsApp number"
          type="tel"
          name="whatsapp"
          placeholder="+91 98765 43210"
          value={form.whatsapp}
          onChange={set('whatsapp')}
        />
        <Field
          label="LinkedIn profile URL"
          type="url"
          name="linkedin"
          placeholder="https://www.linkedin.com/company/…"
          value={form.linkedin}
          onChange={set('linkedin')}
        />
        <Field
          label="Instagram profile URL"
          type="url"
          name="instagram"
          placeholder="https://www.instagram.com/…"
          value={form.instagram}
          onChange={set('instagram')}
        />
      </div>
      <div className="admin-settings__actions">
        {/* Not "Cancel": the profile form has that button, and each must be found by its name. */}
        <Button type="button" variant="ghost" onClick={() => (setForm(saved), setNotice(null))}>
          Reset
        </Button>
        <Button type="submit" loading={saving}>
          Save Links
        </Button>
      </div>
    </form>
  );
}

/** The footer's WhatsApp, LinkedIn and Instagram links: each shows on every page once it is set here. */
export function SocialLinksCard() {
  const links = useApiQuery(['admin', 'social-links'], getSocialLinks, { fresh: true });
  return (
    <Card>
      <h3 className="card__title">Social Links</h3>
      <p className="text-muted admin-settings__intro">Shown in every page's footer once set; leave a field empty to show no link.</p>
      {links.status === 'loading' && (
        <p role="status">
          <Spinner label="" /> Loading social links…
        </p>
      )}
      {links.status === 'error' && <Alert tone="error">{errorMessage(links.error, 'Failed to load social links')}</Alert>}
      {links.status === 'success' && <LinksEditor loaded={links.data} />}
    </Card>
  );
}
