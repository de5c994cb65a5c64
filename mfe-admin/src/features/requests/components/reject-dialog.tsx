import { useEffect, useRef, type FormEvent } from 'react';
import { REJECT_REASON_MAX_LENGTH, type ServiceRequest } from '@agency/contracts/browser';
import { Button, Dialog, Field } from '@agency/ui';

interface Props {
  request: ServiceRequest;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** A rejection cannot be taken back and the customer is e-mailed: it is asked once more, with an optional reason for them. */
export function RejectDialog({ request, onReject, onCancel }: Props) {
  const form = useRef<HTMLFormElement>(null);
  // Into the reason once the dialog is open (opening it focuses its first control, the close button).
  useEffect(() => {
    const frame = requestAnimationFrame(() => form.current?.querySelector('textarea')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onReject(String(new FormData(event.currentTarget).get('reason') ?? '').trim());
  };
  return (
    <Dialog title="Reject this request?" onClose={onCancel}>
      <form ref={form} className="stack" onSubmit={submit}>
        <p className="admin-req__hint">
          {request.service} from {request.user.name || request.user.email}. The customer is told by e-mail, and a rejected request cannot be
          approved later.
        </p>
        <Field
          as="textarea"
          name="reason"
          label="Reason for the customer (optional)"
          hint={`Sent in the e-mail, up to ${REJECT_REASON_MAX_LENGTH} characters.`}
          rows={3}
          maxLength={REJECT_REASON_MAX_LENGTH}
        />
        <div className="row admin-req__dialog-actions">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger">
            Reject request
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
