import { Link } from 'react-router-dom';
import { toDomainSlug } from '@agency/contracts/browser';
import { Button } from '@agency/ui';
import type { Domain } from '@agency/contracts/browser';

interface Props {
  domains: Domain[];
  deletingId: string | null;
  onDelete: (domain: Domain) => void;
}

export function DomainList({ domains, deletingId, onDelete }: Props) {
  if (domains.length === 0) return <p className="text-muted domain-list__empty">No domains found.</p>;
  return (
    <ul className="domain-list">
      {domains.map((domain) => (
        <li key={domain.domain_id} className="domain-list__item">
          <span className="domain-list__label">
            <span className="domain-list__name">{domain.name}</span>
            <Link className="domain-list__page" to={`/team/${encodeURIComponent(domain.slug ?? toDomainSlug(domain.name))}`}>
              /team/{domain.slug ?? toDomainSlug(domain.name)}
            </Link>
          </span>
          <Button
            variant="danger"
            size="sm"
            loading={deletingId === domain.domain_id}
            disabled={deletingId !== null}
            onClick={() => onDelete(domain)}
            aria-label={`Delete ${domain.name}`}
          >
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}
