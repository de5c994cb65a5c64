import { useState, type FormEvent } from 'react';
import type { PublicFigures, PublicFiguresSettings } from '@agency/contracts/browser';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Card, Field, Spinner, useScopedNotice } from '@agency/ui';
import { errorMessage } from '@agency/web-kit';
import { getPublicFigures, savePublicFigures } from '../api/public-figures';
import { parseFigures, type FiguresForm } from './public-figures-check';

type Notice = { tone: 'success' | 'error'; text: string };

const FIELDS: Array<{ key: keyof FiguresForm; label: string; liveLabel: string }> = [
  { key: 'teamMembers', label: 'Team Members', liveLabel: 'member profiles' },
  { key: 'departments', label: 'Departments', liveLabel: 'domains' },
  { key: 'clients', label: 'Clients', liveLabel: 'clients' },
];

const toForm = (figures: PublicFigures): FiguresForm => ({
  teamMembers: String(figures.teamMembers),
  departments: String(figures.departments),
  clients: String(figures.clients),
});

function FiguresEditor({ loaded }: { loaded: PublicFiguresSettings }) {
  const [saved, setSaved] = useState(() => toForm(loaded));
  const [form, setForm] = useState(saved);
  const [notice, setNotice] = useScopedNotice<Notice>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseFigures(form);
    if ('problem' in parsed) return setNotice({ tone: 'error', text: parsed.problem });
    setSaving(true);
    setNotice(null);
    try {
      const figures = toForm(await savePublicFigures(parsed.figures));
      setSaved(figures);
      setForm(figures);
      setNotice({ tone: 'success', text: 'Public figures updated successfully!' });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught, 'Failed to update public figures') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" aria-label="Team page figures" onSubmit={onSubmit} noValidate>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <div className="admin-settings__grid">
        {FIELDS.map(({ key, label, liveLabel }) => (
          <Field
            key={key}
            label={label}
            id={`public-figure-${key}`}
            hint={`Now ${loaded.live[key]} ${liveLabel} in the portal`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name={key}
            value={form[key]}
            onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          />
        ))}
      </div>
      <div className="admin-settings__actions">
        {/* Not "Cancel": the profile form above has that button, and each must be found by its name. */}
        <Button type="button" variant="ghost" onClick={() => (setForm(saved), setNotice(null))}>
          Reset
        </Button>
        <Button type="submit" loading={saving}>
          Save Figures
        </Button>
      </div>
    </form>
  );
}

/** The counters of the public /team page (spec: 21, 5, 10), kept true by the admin. */
export function PublicFiguresCard() {
  const figures = useApiQuery(['admin', 'public-figures'], getPublicFigures, { fresh: true });
  return (
    <Card>
      <h3 className="card__title">Team Page Figures</h3>
      <p className="text-muted admin-settings__intro">The numbers the public Our Team page counts up to.</p>
      {figures.status === 'loading' && (
        <p role="status">
          <Spinner label="" /> Loading figures…
        </p>
      )}
      {figures.status === 'error' && <Alert tone="error">{errorMessage(figures.error, 'Failed to load public figures')}</Alert>}
      {figures.status === 'success' && <FiguresEditor loaded={figures.data} />}
    </Card>
  );
}
