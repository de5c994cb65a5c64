import { useState } from 'react';
import type { AdminInsights } from '@agency/contracts/browser';
import { formatDuration } from './format';

type Member = Extract<AdminInsights['load'], { available: true }>['members'][number];
type Key = 'name' | 'open' | 'completed' | 'medianMs';
const COLUMNS: Array<{ key: Key; label: string }> = [
  { key: 'name', label: 'Member' },
  { key: 'open', label: 'Open tasks' },
  { key: 'completed', label: 'Completed in period' },
  { key: 'medianMs', label: 'Median time to complete' },
];

function compare(a: Member, b: Member, key: Key): number {
  if (key === 'name') return a.name.localeCompare(b.name);
  // A member with no completed task has no median: it sorts after every figure, either way round.
  const av = a[key] ?? Number.POSITIVE_INFINITY;
  const bv = b[key] ?? Number.POSITIVE_INFINITY;
  return av - bv;
}

/** Each member's load; the column headers sort (aria-sort says how), a bar per row shows open tasks against the busiest. */
export function MemberLoadTable({ members }: { members: Member[] }) {
  const [sort, setSort] = useState<{ key: Key; dir: 1 | -1 }>({ key: 'open', dir: -1 });
  const sorted = [...members].sort((a, b) => compare(a, b, sort.key) * sort.dir || a.name.localeCompare(b.name));
  const maxOpen = Math.max(1, ...members.map((m) => m.open));
  const toggle = (key: Key) => setSort((s) => (s.key === key ? { key, dir: s.dir === 1 ? -1 : 1 } : { key, dir: key === 'name' ? 1 : -1 }));

  if (members.length === 0) return <p className="insights-empty">No members yet.</p>;
  return (
    // At phone width the table scrolls inside its frame (a keyboard stop, so the keys can scroll it too).
    <div className="insights-table-wrap insights-table-wrap--wide" tabIndex={0} role="region" aria-label="Each member's load">
      <table className="insights-table insights-load" data-testid="member-load">
        <caption className="visually-hidden">
          Each member&apos;s load, sorted by {COLUMNS.find((c) => c.key === sort.key)!.label.toLowerCase()}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}>
                <button type="button" className="insights-sort" onClick={() => toggle(c.key)}>
                  {c.label}
                  <span aria-hidden="true">{sort.key === c.key ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((m) => (
            <tr key={m.memberId}>
              <th scope="row">{m.name}</th>
              <td>
                <span className="insights-load__cell">
                  <span className="insights-load__bar" aria-hidden="true">
                    <span style={{ width: `${(m.open / maxOpen) * 100}%` }} />
                  </span>
                  {m.open}
                </span>
              </td>
              <td>{m.completed}</td>
              <td>{formatDuration(m.medianMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
