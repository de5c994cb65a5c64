import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import type { PublicStats } from '@agency/contracts/browser';
import { useRequestFromServer } from '../../../lib/server-data';
import { getPublicStats } from '../api/get-public-stats';
import { countUpPlan, valueAtStep } from '../count-up';

// Spec section 2's figures (also the server's default): shown when the public figures cannot be fetched.
const FALLBACK = { teamMembers: 21, departments: 5, clients: 10 };

function useCountUp(target: number | null, animate: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    setStep(0);
    if (target === null || !animate) return;
    const { stepMs, steps } = countUpPlan(target);
    let done = 0;
    const timer = setInterval(() => {
      done += 1;
      setStep(done);
      if (done >= steps) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [target, animate]);
  if (target === null) return 0;
  return animate ? valueAtStep(target, step) : target;
}

function Counter({ label, target, animate }: { label: string; target: number | null; animate: boolean }) {
  const value = useCountUp(target, animate);
  return (
    <div className="team-counter">
      <dt className="team-counter__label">{label}</dt>
      {/* Screen readers get the final figure once, not every tick. */}
      <dd className="team-counter__value" aria-hidden="true">
        {value}+
      </dd>
      <dd className="visually-hidden">{target === null ? 'Loading' : `${target}+`}</dd>
    </div>
  );
}

/** The figures the admin set in Settings (GET /api/admin/public-stats); the spec's 21 / 5 / 10 if that call fails. */
export function TeamCounters() {
  const stats = useRequestFromServer<PublicStats>('stats', (signal) => getPublicStats(signal), []);
  const animate = !useReducedMotion();
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
      <Counter label="Team Members" target={figures?.teamMembers ?? null} animate={animate} />
      <Counter label="Departments" target={figures?.departments ?? null} animate={animate} />
      <Counter label="Clients" target={figures?.clients ?? null} animate={animate} />
    </dl>
  );
}
