import type { MemberProfile } from '@agency/contracts/browser';
// Not a shared entry: only the pages with pictures bundle it (the first load of `/` has no room for it).
import { Avatar } from '@agency/ui/avatar';
import { ProfileBlock } from './profile-block';

const nonEmpty = (list: string[]) => (list.length > 0 ? list : null);

export function MemberProfileView({ member }: { member: MemberProfile }) {
  // Members added from the admin area have a description and skill tags but no about or skills yet;
  // show those rather than a fallback that would contradict the tags above it.
  const about = member.about || member.description;
  const skills = nonEmpty(member.skills) ?? nonEmpty(member.skillTags);
  const languages = nonEmpty(member.languages);

  return (
    <>
      <header className="card member-profile__header">
        <Avatar className="member-profile__pic" name={member.name} pic={member.pic} alt={`Photo of ${member.name}`} size={160} />
        <div className="member-profile__who">
          <h1 className="member-profile__name">{member.name}</h1>
          {member.empId && <p className="member-profile__emp">Emp ID: {member.empId}</p>}
          {member.about && member.description && <p className="member-profile__tagline">{member.description}</p>}
          {member.domains.length > 0 && (
            <p className="member-profile__domains">{member.domains.map((domain) => domain.name).join(' · ')}</p>
          )}
          {member.skillTags.length > 0 && (
            <ul className="member-profile__tags" aria-label="Skill tags">
              {member.skillTags.map((tag) => (
                <li key={tag} className="badge badge--primary">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <div className="member-profile__blocks">
        <ProfileBlock title="About" empty="No bio provided.">
          {about ? <p className="member-profile__about">{about}</p> : undefined}
        </ProfileBlock>
        <ProfileBlock title="Skills & Expertise" empty="No skills listed.">
          {skills ? (
            <ul className="member-profile__list">
              {skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          ) : undefined}
        </ProfileBlock>
        <ProfileBlock title="Languages" empty="No languages specified.">
          {languages ? (
            <ul className="member-profile__list">
              {languages.map((language) => (
                <li key={language}>{language}</li>
              ))}
            </ul>
          ) : undefined}
        </ProfileBlock>
      </div>
    </>
  );
}
