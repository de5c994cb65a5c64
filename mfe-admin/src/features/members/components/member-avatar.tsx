import { useState } from 'react';
import { initials } from '@agency/web-kit';

/** The member's picture, or their initials when there is none or it fails to load. Decorative: the name is beside it. */
export function MemberAvatar({ name, pic }: { name: string; pic: string }) {
  const [broken, setBroken] = useState(false);
  if (pic && !broken) {
    return (
      <img className="admin-member-card__pic" src={pic} alt="" width="64" height="64" loading="lazy" onError={() => setBroken(true)} />
    );
  }
  return (
    <span className="admin-member-card__pic admin-member-card__pic--placeholder" aria-hidden="true">
      {initials(name)}
    </span>
  );
}
