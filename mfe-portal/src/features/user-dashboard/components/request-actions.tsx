import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ServiceRequest, UpdateRequestBody } from '@agency/contracts/browser';
import { replaceInCursorPages, useMutation, useQueryClient } from '@agency/query';
import { Alert, Button } from '@agency/ui';
import { errorMessage, failureMessage, focusInView, isApiError, useSubmissionKey } from '@agency/web-kit';
import { historyKey } from '../api/get-request-history';
import { updateServiceRequest } from '../api/update-service-request';
import { withdrawServiceRequest } from '../api/withdraw-service-request';
import { EditRequestDialog } from './edit-request-dialog';
import { WithdrawRequestDialog } from './withdraw-request-dialog';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** An answer that means the request cannot change any more (an admin answered it, or it is gone): the list is read again. */
const isSettledElsewhere = (error: unknown) => isApiError(error) && (error.status === 409 || error.status === 404);
const settledText = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? 'This request no longer exists.'
    : errorMessage(error, 'This request can no longer be changed.');

/**
 * Edit and Withdraw on a request no admin has answered yet; on any other request only the outcome of the
 * last change shows. Focus goes back to the button that opened a dialog, or to the outcome once the buttons go.
 */
export function RequestActions({
  request,
  children,
}: {
  request: ServiceRequest;
  /** The request's other controls, in the same row. */ children?: ReactNode;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState<'edit' | 'withdraw' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const outcomeBox = useRef<HTMLDivElement>(null);
  const withdrawal = useSubmissionKey();

  useEffect(() => {
    if (outcome) focusInView(outcomeBox.current);
  }, [outcome]);

  const answered = (next: ServiceRequest) => {
    replaceInCursorPages<ServiceRequest>(client, historyKey, (r) => r.req_id === next.req_id, next);
    void client.invalidateQueries({ queryKey: historyKey });
  };
  const refused = (error: unknown) => {
    setOpen(null);
    setOutcome({ tone: 'error', text: settledText(error) });
    void client.invalidateQueries({ queryKey: historyKey });
  };

  const edit = useMutation({
    mutationFn: (changes: UpdateRequestBody) => updateServiceRequest(request.req_id, changes),
    onSuccess: (next) => {
      setOpen(null);
      setOutcome({ tone: 'success', text: 'Your changes were saved.' });
      answered(next);
    },
    onError: (error) => {
      if (isSettledElsewhere(error)) return refused(error);
      if (isApiError(error) && error.code === 'UNKNOWN_DOMAIN') {
        void client.invalidateQueries({ queryKey: ['portal', 'domains'] });
        return setEditError('That domain is no longer offered; choose another.');
      }
      setEditError(failureMessage(error, 'Failed to save your changes'));
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawServiceRequest(request.req_id, withdrawal.keyFor({ withdraw: request.req_id })),
    onSuccess: (next) => {
      withdrawal.reset();
      setOpen(null);
      setOutcome({ tone: 'success', text: 'Request withdrawn. It stays in your history.' });
      answered(next);
    },
    onError: (error) => {
      if (isSettledElsewhere(error)) return refused(error);
      setOpen(null);
      setOutcome({ tone: 'error', text: failureMessage(error, 'Failed to withdraw the request') });
    },
  });

  const openDialog = (which: 'edit' | 'withdraw') => {
    setOutcome(null);
    setEditError(null);
    setOpen(which);
  };
  const cancel = () => {
    const which = open;
    setOpen(null);
    requestAnimationFrame(() => buttons.current?.querySelector<HTMLButtonElement>(`[data-action="${which}"]`)?.focus());
  };
  const save = (changes: UpdateRequestBody) => {
    if (Object.keys(changes).length === 0) return cancel();
    setEditError(null);
    edit.mutate(changes);
  };

  return (
    <>
      <div ref={buttons} className="row portal-request__actions">
        {children}
        {/* One group: on a narrow screen the pair wraps together, never Withdraw alone. */}
        {request.status === 'PENDING' && (
          <div className="row portal-request__change">
            <Button size="sm" variant="secondary" data-action="edit" onClick={() => openDialog('edit')}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" data-action="withdraw" onClick={() => openDialog('withdraw')}>
              Withdraw
            </Button>
          </div>
        )}
      </div>
      {/* A live region from the start: the outcome put in it is read out. */}
      <div ref={outcomeBox} tabIndex={-1} className="form-outcome" aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </div>
      {open === 'edit' && <EditRequestDialog request={request} saving={edit.isPending} error={editError} onSave={save} onCancel={cancel} />}
      {open === 'withdraw' && (
        <WithdrawRequestDialog request={request} withdrawing={withdraw.isPending} onWithdraw={() => withdraw.mutate()} onCancel={cancel} />
      )}
    </>
  );
}
