import { Link, useParams } from 'react-router-dom';
import { Alert, Button, EmptyState, PageHeader, Section, Spinner } from '@agency/ui/base';
import { usePageTitle } from '@agency/web-kit/base';
import { errorMessage } from '@agency/web-kit/api';
import { useRequestFromServer } from '../../../lib/server-data';
import { getDomainMembers } from '../api/get-domain-members';
import { getDomains } from '../api/get-domains';
import type { TeamMember } from '../api/types';
import { teamSlug, teamTitle } from '../domain-slug';
import { NotFoundView } from '../../not-found/components/not-found-page';
import { MemberCard } from './member-card';
import { NOT_FOUND_META } from '../../../page-meta/not-found';
import { teamDomainMeta } from '../../../page-meta/team';
import './team.css';

/** Spec section 4: load the domains, find the one whose slug matches, then load its members (null: no such team). */
export async function loadTeam(slug: string, signal: AbortSignal): Promise<TeamMember[] | null> {
  const domains = await getDomains(signal);
  const domain = domains.find((candidate) => teamSlug(candidate) === slug);
  if (!domain) {
    console.error(`No domain matches the slug "${slug}"`);
    return null;
  }
  return getDomainMembers(domain.domain_id, signal);
}

export default function TeamDomainPage() {
  const { slug = '' } = useParams();
  const team = useRequestFromServer<TeamMember[] | null>('team', (signal) => loadTeam(slug, signal), [slug]);
  usePageTitle(team.status === 'success' && team.data === null ? NOT_FOUND_META.title : teamDomainMeta(slug).title);

  if (team.status === 'success' && team.data === null) return <NotFoundView detail="We couldn't find that team." />;
  return (
    <>
      <PageHeader eyebrow="Our team" title={teamTitle(slug)}>
        <Link to="/team" className="team-back">
          <span aria-hidden="true">←</span> All teams
        </Link>
      </PageHeader>
      <Section>
        {team.status === 'loading' && (
          <p className="team-loading" role="status">
            <Spinner label="" /> Loading...
          </p>
        )}
        {team.status === 'error' && (
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={team.reload}>
                Try again
              </Button>
            }
          >
            We couldn't load this team right now. {errorMessage(team.error, '')}
          </Alert>
        )}
        {team.status === 'success' && team.data?.length === 0 && (
          <EmptyState title="No members yet" text="This team is growing; check back soon." />
        )}
        {team.status === 'success' && team.data && team.data.length > 0 && (
          <>
            <h2 className="visually-hidden">Members</h2>
            <div className="grid member-grid">
              {team.data.map((member) => (
                <MemberCard key={member.member_id} member={member} slug={slug} />
              ))}
            </div>
          </>
        )}
      </Section>
    </>
  );
}
