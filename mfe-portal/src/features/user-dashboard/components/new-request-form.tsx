import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SERVICE_TYPES } from '@agency/contracts/browser';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Card, Field } from '@agency/ui';
import { errorMessage, focusInView, isApiError, isSlowAnswer, useDraft, useSubmissionKey } from '@agency/web-kit';
import { createServiceRequest } from '../api/create-service-request';
import { getUserDomains } from '../api/get-user-domains';

type Outcome = { tone: 'success' | 'error' | 'info'; text: string; detail?: string } | null;

const EMPTY = { service: '', domainId: '', description: '' };

export function NewRequestForm({ onSubmitted }: { onSubmitted: () => void }) {
  const domains = useApiQuery(['portal', 'domains'], getUserDomains);
  // Kept for this account while the session ends under it (restored after signing in again).
  const draft = useDraft('portal:new-request', EMPTY);
  const { service, domainId, description } = draft.values;
  const set = (key: keyof typeof EMPTY) => (value: string) => draft.setValues((v) => ({ ...v, [key]: value }));
  const setService = set('service');
  const setDomainId = set('domainId');
  const setDescription = set('description');
  useChosenService(draft.setValues);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submission = useSubmissionKey();
  const outcomeBox = useRef<HTMLDivElement>(null);

  // A request sent: focus goes to the message that says so (the form is empty again).
  useEffect(() => {
    if (outcome?.tone === 'success') focusInView(outcomeBox.current);
  }, [outcome]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!service || !domainId) return; // the browser's `required` already says which one is missing
    setSending(true);
    setOutcome(null);
    try {
      const body = { service: service as (typeof SERVICE_TYPES)[number], domain_id: domainId, description };
      await createServiceRequest(body, { idempotencyKey: submission.keyFor(body), account: draft.owner });
      submission.reset();
      setOutcome({ tone: 'success', text: 'Service request submitted successfully!' });
      draft.clear();
      onSubmitted();
    } catch (error) {
      if (isSlowAnswer(error)) {
        // Not a failure: pressing Submit again sends the same key and gets the first outcome.
        setOutcome({ tone: 'info', text: errorMessage(error, '') });
      } else if (isApiError(error) && error.code === 'UNKNOWN_DOMAIN') {
        // The domain was deleted while the form was open: offer the list as it is now.
        setDomainId('');
        domains.reload();
        setOutcome({ tone: 'error', text: 'That domain is no longer offered; choose another.' });
      } else {
        setOutcome({ tone: 'error', text: 'Failed to submit request', detail: errorMessage(error, 'Failed to create service request.') });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className="portal-panel">
      <h2 className="card__title">New Request</h2>
      <p className="text-muted">Tell us what you need; we reply within one business day.</p>
      <form className="stack" onSubmit={submit} aria-label="New service request">
        <Field as="select" label="Service type" required value={service} onChange={(e) => setService(e.target.value)}>
          <option value="">Select a service</option>
          {SERVICE_TYPES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Field>
        {/* The select is there from the start (disabled until the domains come), so its label always has its control. */}
        <Field
          as="select"
          label="Domain"
          required
          disabled={domains.status !== 'success'}
          value={domainId}
          onChange={(e) => setDomainId(e.target.value)}
        >
          <option value="">{domainPrompt(domains)}</option>
          {domains.status === 'success' &&
            domains.data.map((domain) => (
              <option key={domain.domain_id} value={domain.domain_id}>
                {domain.name}
              </option>
            ))}
        </Field>
        {domains.status === 'error' && (
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={domains.reload}>
                Try again
              </Button>
            }
          >
            Failed to fetch domains
          </Alert>
        )}
        <Field
          as="textarea"
          label={
            <>
              Description <span className="text-muted">(optional)</span>
            </>
          }
          rows={4}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Goals, timeline, links…"
        />
        {/* A live region from the start: the message put in it is read out (once: it is the message). */}
        <div ref={outcomeBox} tabIndex={-1} className="form-outcome" aria-live="polite">
          {outcome && (
            <Alert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
              <strong>{outcome.text}</strong>
              {outcome.detail && outcome.detail !== outcome.text && <div className="text-muted">{outcome.detail}</div>}
            </Alert>
          )}
        </div>
        <div>
          <Button type="submit" variant="gradient" loading={sending} disabled={domains.status !== 'success'}>
            Submit request
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** "Get Service" on a service's page opens this form with `?service=<its name>`: that choice is kept. */
function useChosenService(setValues: (change: (values: typeof EMPTY) => typeof EMPTY) => void) {
  const chosen = useSearchParams()[0].get('service');
  useEffect(() => {
    if (chosen && (SERVICE_TYPES as readonly string[]).includes(chosen)) setValues((values) => ({ ...values, service: chosen }));
  }, [chosen, setValues]);
}

function domainPrompt(domains: { status: string; data?: unknown[] }): string {
  if (domains.status === 'loading') return 'Loading domains...';
  return domains.status === 'success' && !domains.data?.length ? 'No domains available yet' : 'Select a domain';
}
