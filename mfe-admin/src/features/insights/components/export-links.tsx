import { useState, type MouseEvent } from 'react';
import type { InsightsExport } from '@agency/contracts/browser';
import { Alert, saveBlob } from '@agency/ui';
import { downloadExport, exportLink } from '../api/download-export';

const EXPORTS: Array<{ name: InsightsExport; label: string }> = [
  { name: 'requests', label: 'Requests' },
  { name: 'clients', label: 'Clients' },
  { name: 'contact-messages', label: 'Contact messages' },
  { name: 'member-load', label: 'Member load' },
];

export const EXPORT_FAILED = 'The export could not be downloaded. Please try again.';

/**
 * One CSV per export for the period shown. The API needs the bearer token, which a plain link cannot
 * send: a click fetches the file and saves it; the link's address stays for "copy link" and the status bar.
 */
export function ExportLinks({ period }: { period: { from: string; to: string } }) {
  const [busy, setBusy] = useState<InsightsExport | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>, name: InsightsExport) => {
    event.preventDefault();
    if (busy) return;
    const { href, filename } = exportLink(name, period);
    setBusy(name);
    setFailed(false);
    try {
      saveBlob(await downloadExport(href), filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="card insights-exports" aria-labelledby="insights-exports">
      <h2 className="insights-section__title" id="insights-exports">
        Download CSV
      </h2>
      <p className="text-muted insights-note">For the period shown; dates in the files are ISO 8601 in UTC.</p>
      <ul className="insights-exports__list">
        {EXPORTS.map(({ name, label }) => {
          const { href, filename } = exportLink(name, period);
          return (
            <li key={name}>
              <a href={href} download={filename} onClick={(e) => void download(e, name)} aria-busy={busy === name}>
                {label}
                {busy === name ? ' (downloading…)' : ''}
              </a>
            </li>
          );
        })}
      </ul>
      {failed && <Alert tone="error">{EXPORT_FAILED}</Alert>}
    </section>
  );
}
