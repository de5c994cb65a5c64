import { Link } from 'react-router-dom';
import { Skeleton } from '@agency/ui';
import type { StatCard } from './stat-cards';

/** One link per number, to the page that manages what it counts. */
export function StatGrid({ cards }: { cards: StatCard[] }) {
  return (
    <ul className="admin-dash__stats" aria-label="Statistics">
      {cards.map((card) => (
        <li key={card.key}>
          <Link to={card.to} className="admin-dash__stat" data-testid={`stat-${card.key}`}>
            <span className="admin-dash__stat-label">{card.label}</span>
            {card.value === null ? (
              <span className="admin-dash__stat-value admin-dash__stat-value--none">
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">not available</span>
              </span>
            ) : (
              <span className="admin-dash__stat-value">{card.value}</span>
            )}
            <span className="admin-dash__stat-caption">{card.caption}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The stat cards' shape while the numbers load, so nothing jumps when they arrive. */
export function StatGridSkeleton({ count }: { count: number }) {
  return (
    <div className="admin-dash__stats" role="status" aria-label="Loading dashboard statistics">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="admin-dash__stat admin-dash__stat--skeleton">
          <Skeleton width="60%" height="0.9rem" />
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="70%" height="0.8rem" />
        </div>
      ))}
    </div>
  );
}
