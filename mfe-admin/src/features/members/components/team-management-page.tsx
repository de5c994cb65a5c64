import { useRef, useState } from 'react';
import type { AdminMember } from '@agency/contracts/browser';
import { removeFromCursorPages, useApiQuery, useCursorQuery, useQueryClient, type CursorPages } from '@agency/query';
import { Alert, Button, Card, EmptyState, Spinner } from '@agency/ui';
import { discardDraft, errorMessage, hasDraft, usePageTitle } from '@agency/web-kit';
import { deleteMember } from '../api/delete-member';
import { domainsKey, listDomains } from '../../../api/list-domains';
import { listMembers, membersKey } from '../api/list-members';
import { ADD_MEMBER_DRAFT, AddMemberForm } from './add-member-form';
import { EditMemberForm } from './edit-member-form';
import { MemberCard } from './member-card';
import { Modal } from '../../../components/modal';
import { LoadFailed } from '../../../components/load-failed';
import { ListLoadMore } from '../../../components/list-load-more';
import { useRowDelete } from '../../../components/use-row-delete';
import './members.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/users (spec §2 Users): the team, Add Member, edit a profile, delete a member with their account. */
export default function TeamManagementPage() {
  usePageTitle('User Management');
  const client = useQueryClient();
  const members = useCursorQuery(membersKey, listMembers);
  const deletion = useRowDelete();
  const domains = useApiQuery(domainsKey, listDomains);
  const [notice, setNotice] = useState<Notice>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Open again on what was typed when the session ended under the dialog.
  const [adding, setAdding] = useState(() => hasDraft(ADD_MEMBER_DRAFT));
  // Closing the dialog on purpose (Cancel, ×, Escape) drops what was typed (spec: Cancel clears the form).
  const closeAdding = () => {
    discardDraft(ADD_MEMBER_DRAFT);
    setAdding(false);
  };
  const [editing, setEditing] = useState<AdminMember | null>(null);

  const added = (member: AdminMember) => {
    setAdding(false);
    setNotice({ tone: 'success', text: `Member ${member.name} added successfully!` });
    members.reload();
  };

  const saved = (member: AdminMember) => {
    setEditing(null);
    setNotice({ tone: 'success', text: `Profile of ${member.name} updated successfully!` });
    members.reload();
  };

  // A save refused as stale: read the list again and open the form on the member as it is now.
  const reloadEditing = async () => {
    if (!editing) return;
    try {
      await client.refetchQueries({ queryKey: membersKey, exact: true }, { throwOnError: true });
      const pages = client.getQueryData<CursorPages<AdminMember>>(membersKey);
      const fresh = pages?.pages.flatMap((page) => page.items).find((m) => m.member_id === editing.member_id);
      setEditing(fresh ?? null);
    } catch (error) {
      setEditing(null);
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to fetch members') });
    }
  };

  const remove = async (member: AdminMember) => {
    if (!window.confirm(`Delete ${member.name}? Their login account and profile are removed for good.`)) return;
    setNotice(null);
    const failure = await deletion.run(member.member_id, () => deleteMember(member.member_id));
    if (failure) return setNotice({ tone: 'error', text: errorMessage(failure, 'Failed to delete member') });
    removeFromCursorPages<AdminMember>(client, membersKey, (m) => m.member_id === member.member_id);
    setNotice({ tone: 'success', text: `Member ${member.name} deleted successfully!` });
    // The card and its button are gone: put the focus somewhere stable, not on <body>.
    titleRef.current?.focus();
  };

  const total = members.status === 'success' ? members.total : null;

  return (
    <section className="stack admin-members">
      <div className="admin-members__head">
        <h1 className="admin-page__title admin-members__title" ref={titleRef} tabIndex={-1}>
          User Management
        </h1>
        <Button onClick={() => setAdding(true)}>Add Member</Button>
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Card aria-labelledby="team-members-title" role="region">
        <h3 id="team-members-title" className="card__title admin-members__list-title">
          Team Members
          {total !== null && <span className="badge">{total}</span>}
        </h3>
        {members.status === 'loading' && (
          <p className="admin-members__state" role="status">
            <Spinner label="" /> Loading members...
          </p>
        )}
        {members.status === 'error' && <LoadFailed what="members" error={members.error} onRetry={members.reload} />}
        {members.status === 'success' && members.total === 0 && (
          <EmptyState
            title="No team members yet"
            text="Add the first member: they get a login and appear on the public team page of their domains."
            action={<Button onClick={() => setAdding(true)}>Add Member</Button>}
          />
        )}
        {members.status === 'success' && members.data.length > 0 && (
          <>
            <ul className="admin-member-grid" aria-busy={members.refreshing || undefined}>
              {members.data.map((member) => (
                <MemberCard
                  key={member.member_id}
                  member={member}
                  deleting={deletion.deletingId === member.member_id}
                  busy={deletion.deletingId !== null}
                  onEdit={setEditing}
                  onDelete={remove}
                />
              ))}
            </ul>
            <ListLoadMore list={members} noun="members" failure="Failed to load more members" />
          </>
        )}
      </Card>

      <Modal open={adding} title="Add Member" onClose={closeAdding}>
        <AddMemberForm domains={domains} onAdded={added} onCancel={closeAdding} />
      </Modal>
      <Modal open={editing !== null} title={editing ? `Edit ${editing.name}` : 'Edit member'} onClose={() => setEditing(null)}>
        {editing && (
          <EditMemberForm
            key={`${editing.member_id}:${editing.version}`}
            member={editing}
            domains={domains}
            onSaved={saved}
            onCancel={() => setEditing(null)}
            onReload={() => void reloadEditing()}
          />
        )}
      </Modal>
    </section>
  );
}
