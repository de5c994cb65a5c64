import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminMember } from '@agency/contracts/browser';
import { useCursorQuery } from '@agency/query';
import { Alert, Button, Field, Skeleton } from '@agency/ui';
import { errorMessage } from '@agency/web-kit';
import { ListLoadMore } from '../../../components/list-load-more';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { searchMembers } from '../api/search-members';
import { orderForAssignment } from './request-texts';

interface Props {
  idPrefix: string;
  /** Members (by account id) who already have a task for the request: shown ticked, not offered again. */
  assignedAccountIds: ReadonlySet<string>;
  selected: ReadonlyMap<string, AdminMember>;
  disabled: boolean;
  onToggle: (member: AdminMember, on: boolean) => void;
}

/** The team searched by name on the server, a page at a time: never the whole team in the page. */
export function MemberPicker({ idPrefix, assignedAccountIds, selected, disabled, onToggle }: Props) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const members = useCursorQuery(['admin', 'members', 'search', q], (cursor, signal) => searchMembers(q, cursor, signal));
  const searchId = `${idPrefix}-search`;

  return (
    <div className="stack admin-req__picker">
      <Field
        label="Search members"
        id={searchId}
        type="search"
        value={query}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Type part of a name"
      />
      {members.status === 'loading' && (
        <div role="status" aria-label="Loading members">
          <Skeleton height="6rem" />
        </div>
      )}
      {members.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={members.reload}>
              Try again
            </Button>
          }
        >
          {errorMessage(members.error, 'Failed to fetch members')}
        </Alert>
      )}
      {members.status === 'success' && members.data.length === 0 && (
        <p className="text-muted admin-req__no-members">
          {q ? (
            `No member's name contains “${q}”.`
          ) : (
            <>
              No team members yet. <Link to="/admin/users">Add a member</Link> to assign this request.
            </>
          )}
        </p>
      )}
      {members.status === 'success' && members.data.length > 0 && (
        <ul className="admin-req__members" data-testid="member-options">
          {orderForAssignment(members.data).map((member) => {
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
                  disabled={!member.accountId || has || disabled}
                  onChange={(e) => onToggle(member, e.target.checked)}
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
      )}
      {members.status === 'success' && <ListLoadMore list={members} noun="members" failure="Failed to fetch members" />}
    </div>
  );
}
