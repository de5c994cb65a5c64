import { useState, type FormEvent } from 'react';
import type { AdminMember, ServiceRequest } from '@agency/contracts/browser';
import { Alert, Button, FieldSet } from '@agency/ui';
import { errorMessage, isApiError } from '@agency/web-kit';
import { assignRequest } from '../api/assign-request';
import { MemberPicker } from './member-picker';
import { usePickerSlot } from './picker-slot';

interface Props {
  request: ServiceRequest;
  /** Members (by account id) who already have a task for the request: shown ticked, not offered again. */
  assignedAccountIds?: ReadonlySet<string>;
  onAssigned: (names: string[], taskCount: number) => void;
  /** The request is no longer assignable (e.g. finished meanwhile): the list should be read again. */
  onStale: () => void;
}

const NO_ONE: ReadonlySet<string> = new Set();

/**
 * Pick one or more members; each gets a task for the request in their portal. The picker opens on
 * demand (one on the page at a time) and searches the team on the server, so a request card holds a
 * button, not the team.
 */
export function AssignPanel({ request, assignedAccountIds = NO_ONE, onAssigned, onStale }: Props) {
  const { open, setOpen } = usePickerSlot(request.req_id);
  // Chosen members stay chosen while the search changes what is listed.
  const [selected, setSelected] = useState<ReadonlyMap<string, AdminMember>>(new Map());
  const [assigning, setAssigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idPrefix = `assign-${request.req_id}`;
  const pickerId = `${idPrefix}-picker`;

  const toggle = (member: AdminMember, on: boolean) => {
    setError(null);
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(member.member_id, member);
      else next.delete(member.member_id);
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assigning) return;
    const chosen = [...selected.values()];
    if (chosen.length === 0) return setError('Choose at least one member');
    setError(null);
    setAssigning(true);
    try {
      const { tasks } = await assignRequest(
        request.req_id,
        chosen.map((m) => m.member_id),
      );
      setSelected(new Map());
      onAssigned(
        chosen.map((m) => m.name),
        tasks.length,
      );
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to assign request'));
      if (isApiError(caught) && (caught.code === 'REQUEST_NOT_APPROVED' || caught.code === 'REQUEST_COMPLETED')) onStale();
    } finally {
      setAssigning(false);
    }
  };

  return (
    <div className="admin-req__assign">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        aria-describedby={`${idPrefix}-heading`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close member list' : 'Choose members'}
      </Button>
      {open && (
        <form id={pickerId} onSubmit={submit} noValidate>
          <FieldSet
            legend="Assign to team members"
            className="admin-req__fieldset"
            aria-describedby={error ? `${idPrefix}-error` : undefined}
          >
            <MemberPicker
              idPrefix={idPrefix}
              assignedAccountIds={assignedAccountIds}
              selected={selected}
              disabled={assigning}
              onToggle={toggle}
            />
          </FieldSet>
          {error && (
            <Alert tone="error" className="admin-req__assign-error">
              <span id={`${idPrefix}-error`}>{error}</span>
            </Alert>
          )}
          <div className="admin-req__actions">
            <Button type="submit" size="sm" loading={assigning} aria-describedby={`${idPrefix}-heading`}>
              {assigning ? 'Assigning…' : 'Assign'}
            </Button>
            <span className="text-muted admin-req__hint" aria-live="polite">
              {selected.size > 0 ? `${selected.size} selected: ${[...selected.values()].map((m) => m.name).join(', ')}` : ''}
            </span>
          </div>
        </form>
      )}
    </div>
  );
}
