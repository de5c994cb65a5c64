import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AdminMember, ServiceRequest } from '@agency/contracts/browser';
import { Alert, Button } from '@agency/ui';
import { errorMessage, isApiError } from '@agency/web-kit';
import { assignRequest } from '../api/assign-request';

interface Props {
  request: ServiceRequest;
  members: AdminMember[];
  /** Members (by account id) who already have a task for the request: shown ticked, not offered again. */
  assignedAccountIds?: ReadonlySet<string>;
  onAssigned: (names: string[], taskCount: number) => void;
  /** The request is no longer assignable (e.g. finished meanwhile): the list should be read again. */
  onStale: () => void;
}

/** Pick one or more members; each gets a task for the request in their portal. */
const NO_ONE: ReadonlySet<string> = new Set();

export function AssignPanel({ request, members, assignedAccountIds = NO_ONE, onAssigned, onStale }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assigning, setAssigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idPrefix = `assign-${request.req_id}`;

  if (members.length === 0) {
    return (
      <p className="text-muted admin-req__no-members">
        No team members yet. <Link to="/admin/users">Add a member</Link> to assign this request.
      </p>
    );
  }

  const toggle = (memberId: string, on: boolean) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assigning) return;
    const chosen = members.filter((m) => selected.has(m.member_id));
    if (chosen.length === 0) return setError('Choose at least one member');
    setError(null);
    setAssigning(true);
    try {
      const { tasks } = await assignRequest(
        request.req_id,
        chosen.map((m) => m.member_id),
      );
      setSelected(new Set());
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

  const assignable = members.some((m) => m.accountId);
  return (
    <form className="admin-req__assign" onSubmit={submit} noValidate>
      <fieldset className="admin-req__fieldset" aria-describedby={error ? `${idPrefix}-error` : undefined}>
        <legend className="field__label">Assign to team members</legend>
        {!assignable && <p className="text-muted admin-req__hint">No member has a login account yet, so none can receive tasks.</p>}
        <ul className="admin-req__members">
          {members.map((member) => {
            const id = `${idPrefix}-${member.member_id}`;
            const domains = member.domains.map((d) => d.name).join(', ');
            const has = Boolean(member.accountId && assignedAccountIds.has(member.accountId));
            return (
              <li key={member.member_id}>
                <input
                  type="checkbox"
                  id={id}
                  className="admin-req__check"
                  checked={has || selected.has(member.member_id)}
                  disabled={!member.accountId || has || assigning}
                  onChange={(e) => toggle(member.member_id, e.target.checked)}
                  aria-describedby={`${id}-info`}
                />
                <label htmlFor={id} className="admin-req__member">
                  <span className="admin-req__member-name">{member.name}</span>
                  <span className="admin-req__member-info" id={`${id}-info`}>
                    {has ? 'Assigned' : member.accountId ? domains || 'No domain' : 'No login account: cannot receive tasks'}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error && (
        <Alert tone="error" className="admin-req__assign-error">
          <span id={`${idPrefix}-error`}>{error}</span>
        </Alert>
      )}
      <div className="admin-req__actions">
        <Button type="submit" size="sm" loading={assigning} disabled={!assignable} aria-describedby={`${idPrefix}-heading`}>
          {assigning ? 'Assigning…' : 'Assign'}
        </Button>
        <span className="text-muted admin-req__hint" aria-live="polite">
          {selected.size > 0 ? `${selected.size} selected` : ''}
        </span>
      </div>
    </form>
  );
}
