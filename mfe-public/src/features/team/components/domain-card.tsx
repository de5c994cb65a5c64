import { Link } from 'react-router-dom';
import type { Domain } from '@agency/contracts/browser';
import { teamSlug } from '../domain-slug';

export function DomainCard({ domain, index }: { domain: Domain; index: number }) {
  return (
    <Link to={`/team/${encodeURIComponent(teamSlug(domain))}`} className="card card--interactive domain-card">
      <span className="domain-card__index" aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      <h3 className="domain-card__name">{domain.name.toUpperCase()}</h3>
      <span className="domain-card__cta">
        Meet the team <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}
