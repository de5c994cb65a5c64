import { useEffect, useRef, type FormEvent } from 'react';
import { REQUEST_DESCRIPTION_MAX_LENGTH, SERVICE_TYPES, type ServiceRequest, type UpdateRequestBody } from '@agency/contracts/browser';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Dialog, Field } from '@agency/ui';
import { getUserDomains } from '../api/get-user-domains';

interface Props {
  request: ServiceRequest;
  saving: boolean;
  /** What the server refused about the fields (shown in the dialog, which stays open). */
  error: string | null;
  onSave: (changes: UpdateRequestBody) => void;
  onCancel: () => void;
}

/** The fields that differ from the request as filed; an unchanged form sends nothing. */
function changesOf(request: ServiceRequest, form: FormData): UpdateRequestBody {
  const service = String(form.get('service') ?? '');
  const domainId = String(form.get('domain_id') ?? '');
  const description = String(form.get('description') ?? '').trim();
  return {
    ...(service !== request.service ? { service: service as UpdateRequestBody['service'] } : {}),
    ...(domainId !== request.domain_id ? { domain_id: domainId } : {}),
    ...(description !== request.description ? { description } : {}),
  };
}

/** Editing a pending request: the New Request fields, filled in as the request is now. */
export function EditRequestDialog({ request, saving, error, onSave, onCancel }: Props) {
  const domains = useApiQuery(['portal', 'domains'], getUserDomains);
  const form = useRef<HTMLFormElement>(null);
  // Into the first field once the dialog is open (opening it focuses its first control, the close button).
  useEffect(() => {
    const frame = requestAnimationFrame(() => form.current?.querySelector('select')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(changesOf(request, new FormData(event.currentTarget)));
  };
  const domainListed = domains.status === 'success' && domains.data.some((d) => d.domain_id === request.domain_id);
  return (
    <Dialog title="Edit request" onClose={onCancel}>
      <form ref={form} className="stack" onSubmit={submit} aria-label="Edit service request">
        <Field as="select" name="service" label="Service type" required defaultValue={request.service}>
          {SERVICE_TYPES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Field>
        {/* Rendered once the list is there, so the select starts on the request's own domain. */}
        {domains.status === 'success' ? (
          <Field as="select" name="domain_id" label="Domain" required defaultValue={domainListed ? request.domain_id : ''}>
            {!domainListed && <option value="">Select a domain</option>}
            {domains.data.map((domain) => (
              <option key={domain.domain_id} value={domain.domain_id}>
                {domain.name}
              </option>
            ))}
          </Field>
        ) : (
          <Field as="select" label="Domain" disabled>
            <option>{domains.status === 'error' ? 'Failed to fetch domains' : 'Loading domains...'}</option>
          </Field>
        )}
        <Field
          as="textarea"
          name="description"
          label={
            <>
              Description <span className="text-muted">(optional)</span>
            </>
          }
          rows={4}
          maxLength={REQUEST_DESCRIPTION_MAX_LENGTH}
          defaultValue={request.description}
        />
        <div aria-live="polite">{error && <Alert tone="error">{error}</Alert>}</div>
        <div className="row portal-dialog__actions">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="gradient" loading={saving} disabled={domains.status !== 'success'}>
            Save changes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
