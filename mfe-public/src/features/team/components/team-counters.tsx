import { useEffect, useState } from 'react';

const COUNTERS = [
  { label: 'Team Members', target: 21 },
  { label: 'Departments', target: 5 },
  { label: 'Clients', target: 10 },
];

/** Counts 0 → target over about a second, at least 10 ms per step (spec section 9). */
function useCountUp(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const stepMs = Math.max(10, Math.floor(1000 / target));
    const timer = setInterval(() => {
      setValue((current) => {
        if (current + 1 >= target) clearInterval(timer);
        return Math.min(current + 1, target);
      });
    }, stepMs);
    return () => clearInterval(timer);
  }, [target]);
  return value;
}

function Counter({ label, target }: { label: string; target: number }) {
  const value = useCountUp(target);
  return (
    <div className="team-counter">
      <span className="team-counter__value" aria-hidden="true">
        {value}+
      </span>
      <span className="visually-hidden">{target}+</span>
      <span className="team-counter__label">{label}</span>
    </div>
  );
}

export function TeamCounters() {
  return (
    <div className="team-counters">
      {COUNTERS.map((counter) => (
        <Counter key={counter.label} {...counter} />
      ))}
    </div>
  );
}
