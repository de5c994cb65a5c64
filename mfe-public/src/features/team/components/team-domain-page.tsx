import { Link, useParams } from 'react-router-dom';
import { Alert, Button, buttonClass, EmptyState, LoadMore, PageHeader, Section, Spinner } from '@agency/ui';
import { errorMessage, useCursorList, useRequest, type CursorPage } from '@agency/web-kit';
import { getDomainMembers } from '../api/get-domain-members';
import { getDomains } from '../api/get-domains';
import type { Domain, TeamMember } from '../api/types';
import { teamSlug, teamTitle } from '../domain-slug';
import { MemberCard } from './member-card';
import './team.css';

/** Spec section 4: load the domains, find the one whose slug matches (then its members, a page at a time). */
async function findDomain(slug: string, signal: AbortSignal): Promise<Domain | null> {
  const domains = await getDomains(signal);
  const domain = domains.find((candidate) => teamSlug(candidate) === slug);
  if (!domain) console.error(`No domain matches the slug "${slug}"`);
  return domain ?? null;
}

const NO_MEMBERS: CursorPage<TeamMember> = { items: [], nextCursor: null, total: 0 };

export default function TeamDomainPage() {
  const { slug = '' } = useParams();
  const domain = useRequest((signal) => findDomain(slug, signal), [slug]);
  const domainId = domain.status === 'success' ? (domain.data?.domain_id ?? null) : null;
  const members = useCursorList(
    (cursor, signal) => (domainId ? getDomainMembers(domainId, cursor, signal) : Promise.resolve(NO_MEMBERS)),
    [domainId],
  );
  const team =
    domain.status !== 'success'
      ? domain
      : domain.data === null
        ? { status: 'success' as const, data: null }
        : members.status === 'success'
          ? { status: 'success' as const, data: members.data }
          : members.status === 'error'
            ? { status: 'error' as const, error: members.error, reload: members.reload }
            : { status: 'loading' as const };

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
        {team.status === 'success' && team.data === null && (
          <EmptyState
            title="We couldn't find that team."
            text="The link may be out of date, or the team may have been renamed."
            action={
              <Link to="/team" className={buttonClass('secondary', 'sm')}>
                Back to all teams
              </Link>
            }
          />
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
            <LoadMore
              noun="members"
              shown={team.data.length}
              total={members.total}
              hasMore={members.hasMore}
              loading={members.loadingMore}
              error={members.moreError && errorMessage(members.moreError, '')}
              onLoadMore={members.loadMore}
            />
          </>
        )}
      </Section>
    </>
  );
}
