import type { AdminMember } from '@agency/contracts/browser';
import { Avatar, Button } from '@agency/ui';

interface Props {
  member: AdminMember;
  deleting: boolean;
  busy: boolean;
  onEdit: (member: AdminMember) => void;
  onDelete: (member: AdminMember) => void;
}

/** One team member as the spec's card shows them: picture, name, e-mail, Emp ID, description, tags, domains. */
export function MemberCard({ member, deleting, busy, onEdit, onDelete }: Props) {
  const headingId = `member-${member.member_id}-name`;
  return (
    <li className="admin-member-card" aria-labelledby={headingId} data-testid="admin-member-card">
      <div className="admin-member-card__top">
        <Avatar className="admin-member-card__pic" name={member.name} pic={member.pic} size={64} lazy />
        <div className="admin-member-card__who">
          <h4 id={headingId} className="admin-member-card__name">
            {member.name}
          </h4>
          <p className="admin-member-card__email">{member.email || 'No email provided'}</p>
          {member.empId && <p className="admin-member-card__emp">Emp ID: {member.empId}</p>}
        </div>
      </div>
      {member.description && <p className="admin-member-card__description">{member.description}</p>}
      {member.skillTags.length > 0 && (
        <ul className="admin-member-card__tags" aria-label="Skill tags">
          {member.skillTags.map((tag) => (
            <li key={tag} className="badge badge--primary">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <p className="admin-member-card__domains">
        <span className="admin-member-card__label">Domains: </span>
        {member.domains.length > 0 ? member.domains.map((domain) => domain.name).join(', ') : 'Unknown Domain'}
      </p>
      <div className="admin-member-card__actions">
        <Button variant="secondary" size="sm" onClick={() => onEdit(member)} disabled={busy} aria-label={`Edit ${member.name}`}>
          Edit
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => onDelete(member)}
          loading={deleting}
          disabled={busy}
          aria-label={`Delete ${member.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
