import { useEffect, type CSSProperties } from 'react';
import type { PublicStats } from '@agency/contracts/browser';
import { useRequestFromServer } from '../../../lib/server-data';
import { getPublicStats } from '../api/get-public-stats';

// Spec section 2's figures (also the server's default): shown when the public figures cannot be fetched.
const FALLBACK = { teamMembers: 21, departments: 5, clients: 10 };

/**
 * The figure counts up in CSS (team.css: a registered integer, transitioned over about a second), so the
 * server HTML counts from its first paint with no script (the app hydrates it: the count goes on), and a
 * figure that arrives later counts from 0.
 */
function Counter({ label, target }: { label: string; target: number | null }) {
  return (
    <div className="team-counter">
      <dt className="team-counter__label">{label}</dt>
      {/* Screen readers get the final figure once, not every tick. */}
      <dd className="team-counter__value" aria-hidden="true" style={{ '--figure': target ?? 0 } as CSSProperties} />
      <dd className="visually-hidden">{target === null ? 'Loading' : `${target}+`}</dd>
    </div>
  );
}

/** The figures the admin set in Settings (GET /api/admin/public-stats); the spec's 21 / 5 / 10 if that call fails. */
export function TeamCounters() {
  const stats = useRequestFromServer<PublicStats>('stats', (signal) => getPublicStats(signal), []);
  useEffect(() => {
    if (stats.error) console.error('Failed to fetch public stats; showing the fallback figures', stats.error);
  }, [stats.error]);
  const figures =
    stats.status === 'success'
      ? { ...stats.data, clients: stats.data.clients ?? FALLBACK.clients }
      : stats.status === 'error'
        ? FALLBACK
        : null;

  return (
    <dl className="team-counters" aria-label="Our team in numbers">
      <Counter label="Team Members" target={figures?.teamMembers ?? null} />
      <Counter label="Departments" target={figures?.departments ?? null} />
      <Counter label="Clients" target={figures?.clients ?? null} />
    </dl>
  );
}
