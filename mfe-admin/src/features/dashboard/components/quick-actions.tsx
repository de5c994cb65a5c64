import { Link } from 'react-router-dom';
import { Card } from '@agency/ui';

const ACTIONS = [
  { to: '/admin/add-client', label: 'Add New Client', hint: 'Register a client and their domain', icon: 'M12 5v14M5 12h14' },
  {
    to: '/admin/users',
    label: 'Add Member',
    hint: 'Grow the team',
    icon: 'M15 19v-1a4 4 0 0 0-8 0v1M11 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8-3v6m3-3h-6',
  },
  { to: '/admin/domains', label: 'Add Domain', hint: 'A new service category', icon: 'M4 6h16M4 12h16M4 18h10' },
  { to: '/admin/service-requests', label: 'Review Requests', hint: 'Approve, reject and assign', icon: 'M9 11l3 3 8-8M20 12v7H4V5h11' },
  { to: '/admin/projects', label: 'New Project', hint: 'Track work for a client', icon: 'M3 7h18v12H3V7Zm5-3h8v3H8V4Z' },
] as const;

export function QuickActions() {
  return (
    <Card className="admin-dash__panel">
      <h3 className="card__title" id="quick-actions-title">
        Quick Actions
      </h3>
      <ul className="admin-dash__actions" aria-labelledby="quick-actions-title">
        {ACTIONS.map((action) => (
          <li key={action.label}>
            <Link to={action.to} className="admin-dash__action">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d={action.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="admin-dash__action-text">
                <span className="admin-dash__action-label">{action.label}</span>
                <span className="admin-dash__action-hint">{action.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
