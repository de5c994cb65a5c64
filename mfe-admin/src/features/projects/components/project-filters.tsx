import { useId } from 'react';
import { PROJECT_DOMAINS } from '@agency/contracts/browser';
import { PROJECT_FORM_STATUSES } from './project-form';

export interface ProjectFilterValues {
  search: string;
  status: string;
  domain: string;
}

interface Props {
  values: ProjectFilterValues;
  onChange: (values: ProjectFilterValues) => void;
}

/** Search (name or client), status and domain: the spec's three controls, each with a name a screen reader reads. */
export function ProjectFilters({ values, onChange }: Props) {
  const id = useId();
  const set = (key: keyof ProjectFilterValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="admin-project-filters" role="search" aria-label="Projects">
      <div className="admin-project-filters__search">
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          Search projects
        </label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          placeholder="Search projects or clients..."
          value={values.search}
          onChange={(event) => set('search')(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div>
        <label className="visually-hidden" htmlFor={`${id}-status`}>
          Filter by status
        </label>
        <select id={`${id}-status`} className="select" value={values.status} onChange={(event) => set('status')(event.target.value)}>
          <option value="">All Status</option>
          {PROJECT_FORM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="visually-hidden" htmlFor={`${id}-domain`}>
          Filter by domain
        </label>
        <select id={`${id}-domain`} className="select" value={values.domain} onChange={(event) => set('domain')(event.target.value)}>
          <option value="">All Domains</option>
          {PROJECT_DOMAINS.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
