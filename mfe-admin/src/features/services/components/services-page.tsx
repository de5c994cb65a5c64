import { useState } from 'react';
import type { ServiceStatus } from '@agency/contracts/browser';
import { useCursorQuery } from '@agency/query';
import { Alert, Button, Skeleton } from '@agency/ui';
import { errorMessage, formatDateTime, usePageTitle } from '@agency/web-kit';
import { listServices } from '../api/list-services';
import { ListLoadMore } from '../../../components/list-load-more';
import './services.css';

const TABS: Array<{ status: ServiceStatus; label: string; empty: string }> = [
  { status: 'ACTIVE', label: 'Active', empty: 'No service is active: approved and in-progress requests show here.' },
  { status: 'COMPLETED', label: 'Completed', empty: 'No service is completed yet.' },
];

/** Spec §7 "GET /services": the agency's work as services, ACTIVE or COMPLETED, paged with 'Load more'. */
export default function ServicesPage() {
  usePageTitle('Services');
  const [status, setStatus] = useState<ServiceStatus>('ACTIVE');
  const services = useCursorQuery(['admin', 'services', status], (cursor, signal) => listServices(status, cursor, signal));
  const tab = TABS.find((t) => t.status === status)!;
  return (
    <section className="stack admin-services" aria-labelledby="services-title">
      <div className="admin-services__head">
        <h1 className="admin-page__title admin-services__title" id="services-title">
          Services
        </h1>
        <div className="admin-services__tabs" role="group" aria-label="Service status">
          {TABS.map((t) => (
            <Button
              key={t.status}
              size="sm"
              variant={t.status === status ? 'primary' : 'secondary'}
              aria-pressed={t.status === status}
              onClick={() => setStatus(t.status)}
            >
              {t.label}
            </Button>
          ))}
        </div>
      </div>
      {services.status === 'success' && (
        <p className="text-muted admin-services__total" aria-live="polite">
          <span className="badge admin-services__count" data-testid="services-total">
            {services.total}
          </span>{' '}
          {tab.label.toLowerCase()} {services.total === 1 ? 'service' : 'services'} in all
        </p>
      )}
      {services.status === 'loading' && (
        <div role="status" aria-label="Loading services">
          <Skeleton height="9rem" />
        </div>
      )}
      {services.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={services.reload}>
              Try again
            </Button>
          }
        >
          {`Error: ${errorMessage(services.error, 'Failed to fetch services')}`}
        </Alert>
      )}
      {services.status === 'success' && services.data.length === 0 && <p className="text-muted">{tab.empty}</p>}
      {services.status === 'success' && services.data.length > 0 && (
        <ul className="admin-services__list" data-testid="services-list">
          {services.data.map((service) => (
            <li key={service.req_id} className="admin-services__item" data-testid="service-item">
              <span className="admin-services__what">
                <span className="admin-services__name">{service.service}</span>
                {/* Which request it is: the rows of one service look alike without what the customer asked for. */}
                {service.description && <span className="admin-services__description">{service.description}</span>}
              </span>
              <span>{service.domain?.name ?? 'Unknown Domain'}</span>
              <span>{service.user.name || 'Unknown User'}</span>
              <span className="text-muted">
                {service.status === 'in_progress' ? 'In progress' : service.status === 'approved' ? 'Approved' : 'Completed'}
              </span>
              <time className="text-muted" dateTime={service.created_at}>
                {formatDateTime(service.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {services.status === 'success' && <ListLoadMore list={services} noun="services" failure="Failed to fetch services" />}
    </section>
  );
}
