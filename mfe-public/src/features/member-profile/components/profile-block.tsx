import type { ReactNode } from 'react';

/** The block's heading id, from its title: the same in the server HTML and in the app that hydrates it (useId's would not be). */
const headingIdOf = (title: string) => `profile-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** One titled block of the profile; `empty` is the spec's fallback line when there is nothing to show. */
export function ProfileBlock({ title, empty, children }: { title: string; empty: string; children?: ReactNode }) {
  const headingId = headingIdOf(title);
  return (
    <section className="card member-profile__block" aria-labelledby={headingId}>
      <h2 id={headingId} className="member-profile__block-title">
        {title}
      </h2>
      {children ?? <p className="member-profile__empty">{empty}</p>}
    </section>
  );
}
