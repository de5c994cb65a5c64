import { Alert, Button, Card, EmptyState, PageHeader, Section, Skeleton } from '@agency/ui';
import { errorMessage, useRequest, useSession } from '@agency/web-kit';
import { getUserDomains } from '../api/get-user-domains';
import '../../../styles/portal.css';

function DomainsCard() {
  const domains = useRequest((signal) => getUserDomains(signal), []);
  return (
    <Card>
      <h2 className="card__title">Services you can request</h2>
      <p className="text-muted">Choose one of these domains when you place a new service request.</p>
      {domains.status === 'loading' && (
        <div className="stack" role="status" aria-label="Loading domains">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      )}
      {domains.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={domains.reload}>
              Try again
            </Button>
          }
        >
          {errorMessage(domains.error, 'Failed to fetch domains')}
        </Alert>
      )}
      {domains.status === 'success' &&
        (domains.data.length === 0 ? (
          <EmptyState title="No services available yet" />
        ) : (
          <ul className="portal-list">
            {domains.data.map((domain) => (
              <li key={domain.domain_id} className="portal-list__item">
                <span className="portal-list__dot" aria-hidden="true" />
                {domain.name}
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}

export default function UserDashboardPage() {
  const session = useSession();
  const firstName = session?.userName.split(' ')[0] || 'there';
  return (
    <>
      <PageHeader eyebrow="User Dashboard" title={`Hello, ${firstName}`} subtitle="Request a service and follow its progress here." />
      <Section tight>
        <div className="portal-grid">
          <DomainsCard />
          <Card>
            <h2 className="card__title">Your requests</h2>
            <p className="text-muted">New requests and your request history arrive here in the next release.</p>
            <span className="badge badge--primary">Coming soon</span>
          </Card>
        </div>
      </Section>
    </>
  );
}
