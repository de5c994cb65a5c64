import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Domain } from '@agency/contracts/browser';
import { FieldSet, Spinner } from '@agency/ui';
import type { RequestState } from '@agency/web-kit';

interface Props {
  domains: RequestState<Domain[]>;
  selected: string[];
  onChange: (ids: string[]) => void;
}

/** The Domains multi-select as a group of checkboxes: each one reachable by Tab and named by its domain. */
export function DomainCheckboxes({ domains, selected, onChange }: Props) {
  const idPrefix = useId();
  const toggle = (domainId: string, on: boolean) => onChange(on ? [...selected, domainId] : selected.filter((id) => id !== domainId));

  return (
    <FieldSet legend="Domains" markRequired className="admin-member-form__domains" aria-describedby={`${idPrefix}-hint`}>
      <p id={`${idPrefix}-hint`} className="admin-member-form__hint">
        Choose at least one: the member appears on the team page of each.
      </p>
      {domains.status === 'loading' && (
        <p className="admin-member-form__hint" role="status">
          <Spinner label="" /> Loading domains...
        </p>
      )}
      {domains.status === 'error' && (
        <p className="admin-member-form__hint admin-member-form__hint--error" role="alert">
          Unable to load domains.
        </p>
      )}
      {domains.status === 'success' && domains.data.length === 0 && (
        <p className="admin-member-form__hint">
          No domains yet. <Link to="/admin/domains">Add a domain</Link> first.
        </p>
      )}
      {domains.status === 'success' && domains.data.length > 0 && (
        <ul className="admin-member-form__domain-list">
          {domains.data.map((domain) => {
            const id = `${idPrefix}-${domain.domain_id}`;
            return (
              <li key={domain.domain_id}>
                <input
                  type="checkbox"
                  id={id}
                  checked={selected.includes(domain.domain_id)}
                  onChange={(event) => toggle(domain.domain_id, event.target.checked)}
                />
                <label htmlFor={id}>{domain.name}</label>
              </li>
            );
          })}
        </ul>
      )}
    </FieldSet>
  );
}
