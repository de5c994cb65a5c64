import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage, isSlowAnswer } from '@agency/web-kit';

interface Options {
  /** The client-side check: a message to show, or null when the form may be sent. */
  check: () => string | null;
  /** Sends the form and hands the answer on (the caller closes the dialog). */
  send: () => Promise<void>;
  /** The spec's fallback when the server gives no text (e.g. 'Failed to add member'). */
  failure: string;
}

/**
 * The admin dialogs' submit: check first, send once at a time, show the server's text (else the
 * fallback) and keep the form as typed on failure. The message is scrolled into view: on a phone it sits
 * above the fold of a scrolled dialog.
 */
export function useDialogForm({ check, send, failure }: Options) {
  const [error, setError] = useState<string | null>(null);
  // A slow answer ("Still working…") is not a failure: shown as information, and Submit may be pressed again.
  const [errorTone, setErrorTone] = useState<'error' | 'info'>('error');
  const [saving, setSaving] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problem = check();
    setErrorTone('error');
    if (problem) return setError(problem);
    setError(null);
    setSaving(true);
    try {
      await send();
    } catch (caught) {
      setErrorTone(isSlowAnswer(caught) ? 'info' : 'error');
      setError(errorMessage(caught, failure));
      setSaving(false);
    }
  };

  return { error, errorTone, saving, errorRef, submit };
}
