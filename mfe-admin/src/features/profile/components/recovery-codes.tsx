import { useState } from 'react';
import { Alert, Button } from '@agency/ui';

/** Shown once, right after enrolment: only hashes are kept, so these can never be shown again. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard permission: the codes are still on screen to copy by hand
    }
  };

  return (
    <div className="stack">
      <Alert tone="success">Two-factor authentication is on.</Alert>
      <p className="admin-profile__step">
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul className="admin-profile__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="admin-profile__actions">
        <Button type="button" variant="secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved these codes
        </Button>
      </div>
    </div>
  );
}
