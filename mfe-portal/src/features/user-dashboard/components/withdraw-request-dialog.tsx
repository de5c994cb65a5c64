import { useEffect, useRef } from 'react';
import type { ServiceRequest } from '@agency/contracts/browser';
import { Button, Dialog } from '@agency/ui';

interface Props {
  request: ServiceRequest;
  withdrawing: boolean;
  onWithdraw: () => void;
  onCancel: () => void;
}

/** A withdrawal cannot be taken back, so it is asked once more; focus starts on Cancel (Escape cancels too). */
export function WithdrawRequestDialog({ request, withdrawing, onWithdraw, onCancel }: Props) {
  const body = useRef<HTMLDivElement>(null);
  // Opening the dialog focuses its first control, the close button; the safe choice is the one under Enter.
  useEffect(() => {
    const frame = requestAnimationFrame(() => body.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Dialog title="Withdraw this request?" onClose={onCancel}>
      <div ref={body} className="stack">
        <p className="portal-request__description">
          {request.service} · {request.domain?.name || 'Unknown Domain'}. The agency will not work on it; it stays in your history as
          withdrawn.
        </p>
        <div className="row portal-dialog__actions">
          <Button type="button" variant="secondary" onClick={onCancel} data-cancel>
            Cancel
          </Button>
          <Button type="button" variant="danger" loading={withdrawing} onClick={onWithdraw}>
            Withdraw request
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
