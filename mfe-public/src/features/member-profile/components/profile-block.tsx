import { useId, type ReactNode } from 'react';

/** One titled block of the profile; `empty` is the spec's fallback line when there is nothing to show. */
export function ProfileBlock({ title, empty, children }: { title: string; empty: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card member-profile__block" aria-labelledby={headingId}>
      <h2 id={headingId} className="member-profile__block-title">
        {title}
      </h2>
      {children ?? <p className="member-profile__empty">{empty}</p>}
    </section>
  );
}
