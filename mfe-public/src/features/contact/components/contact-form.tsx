import { useActionState, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@agency/ui/base';
import { Alert, Field } from '@agency/ui/forms';
import { focusInView, formAction } from '@agency/web-kit/base';
import { isApiError, isSlowAnswer, useSubmissionKey } from '@agency/web-kit/api';
import { sendContactMessage } from '../api/send-contact-message';
import {
  EMPTY_CONTACT,
  FIELD_ORDER,
  firstInvalidField,
  MAX_LENGTH,
  toContactBody,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../contact-fields';

type Outcome = { tone: 'success' | 'info'; text: string } | { tone: 'error'; text: string; reason?: string } | null;

const FAILED = 'Failed to send message';

/** The server's own words when it refused the content (validation, rate limit); nothing for outages. */
function refusalReason(error: unknown): string | undefined {
  return isApiError(error) && (error.status === 400 || error.status === 429) ? error.message : undefined;
}

const ID_PREFIX = 'contact-';

function valuesOf(data: FormData): ContactValues {
  const values = { ...EMPTY_CONTACT };
  for (const field of FIELD_ORDER) values[field] = String(data.get(field) ?? '');
  return values;
}

export function ContactForm() {
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const outcomeBox = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const submission = useSubmissionKey();

  useEffect(() => () => inFlight.current?.abort(), []);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // The state is what the fields start from after a send (React resets a form after its action): what was
  // sent when it did not go, empty once it has.
  const [shown, send, sending] = useActionState(async (_last: ContactValues, data: FormData): Promise<ContactValues> => {
    const values = valuesOf(data);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid) {
      focusInView(form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`));
      return values;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setOutcome(null);
    try {
      const body = toContactBody(values);
      const text = await sendContactMessage(body, controller.signal, submission.keyFor(body));
      submission.reset();
      setOutcome({ tone: 'success', text });
      return EMPTY_CONTACT;
    } catch (error) {
      if (controller.signal.aborted) return values;
      // Slow, not failed: sending again carries the same Idempotency-Key, so one message is stored.
      if (isSlowAnswer(error)) setOutcome({ tone: 'info', text: (error as Error).message });
      else {
        console.error(FAILED, error);
        setOutcome({ tone: 'error', text: FAILED, reason: refusalReason(error) });
      }
      return values;
    }
  }, EMPTY_CONTACT);

  // A sent message: focus goes to what it says (the form is empty again), so the next Tab stays here.
  useEffect(() => {
    if (outcome?.tone === 'success') focusInView(outcomeBox.current);
  }, [outcome]);

  const field = (name: ContactField) => ({
    id: `${ID_PREFIX}${name}`,
    name,
    defaultValue: shown[name],
    onChange: change,
    error: errors[name],
    maxLength: MAX_LENGTH[name],
    markRequired: true,
  });

  return (
    // Without the app (JavaScript off, or its code failed to load) a POST to /contact: the gateway passes the
    // message on to the same API and answers with a page saying whether it was sent; nothing typed goes into a URL.
    <form ref={form} {...formAction(send, '/contact')} className="card contact-form" noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        Send us a message
      </h2>
      <div className="contact-form__row">
        <Field label="Name" autoComplete="name" required {...field('name')} />
        <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <div className="contact-form__row">
        <Field label="Phone" type="tel" autoComplete="tel" hint="Optional" {...field('phone')} />
        <Field label="Subject" required {...field('subject')} />
      </div>
      <Field as="textarea" label="Message" rows={6} required {...field('message')} />
      {/* A live region from the start: the message put in it is read out (once: it is the message). */}
      <div ref={outcomeBox} tabIndex={-1} className="form-outcome contact-form__outcome" aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
            {outcome.tone === 'error' && outcome.reason && <>: {outcome.reason}</>}
          </Alert>
        )}
      </div>
      <div className="contact-form__actions">
        <Button type="submit" variant="gradient" loading={sending}>
          {sending ? 'Sending…' : 'Send Message'}
        </Button>
        <span className="contact-form__note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">as required</span> are required.
        </span>
      </div>
    </form>
  );
}
