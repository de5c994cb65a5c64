import { Link } from 'react-router-dom';
import type { TeamMember } from '../api/types';
import { splitTags } from '@agency/contracts/browser';
// Not a shared entry: only the pages with pictures bundle it (the first load of `/` has no room for it).
import { Avatar } from '@agency/ui/avatar';

export function MemberCard({ member, slug }: { member: TeamMember; slug: string }) {
  const skills = splitTags(member.skillTags ?? []);
  return (
    // Focusable from script (not by Tab): "Load more" moves the keyboard to the first card it added.
    <article className="card member-card" tabIndex={-1} aria-labelledby={`member-${member.member_id}`}>
      <Avatar className="member-card__pic" name={member.name} pic={member.pic ?? ''} size={96} lazy />
      <h3 className="member-card__name" id={`member-${member.member_id}`}>
        {member.name}
      </h3>
      {member.empId && <p className="member-card__emp">Emp ID: {member.empId}</p>}
      {member.description && <p className="member-card__text">{member.description}</p>}
      {skills.length > 0 && (
        <ul className="member-card__skills" aria-label="Skills">
          {skills.map((skill) => (
            <li key={skill} className="badge badge--primary">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <Link to={`/team/${slug}/${member.member_id}`} className="btn btn--secondary btn--sm member-card__cta">
        View Full Profile<span className="visually-hidden"> of {member.name}</span>
      </Link>
    </article>
  );
}
