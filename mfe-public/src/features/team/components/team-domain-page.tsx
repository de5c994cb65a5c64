import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, EmptyState, PageHeader, Section, Spinner } from '@agency/ui/base';
import { Alert } from '@agency/ui/forms';
import { usePageTitle } from '@agency/web-kit/base';
import { errorMessage, useCursorList, type CursorPage } from '@agency/web-kit/api';
import { useServerData } from '../../../lib/server-data';
import { getTeamPage } from '../api/get-team-page';
import { getDomains } from '../api/get-domains';
import type { TeamMember } from '../api/types';
import { teamSlug, teamTitle } from '../domain-slug';
import { NotFoundView } from '../../not-found/components/not-found-page';
import { MemberCard } from './member-card';
import { NOT_FOUND_META } from '../../../page-meta/not-found';
import { teamDomainMeta } from '../../../page-meta/team';
import './team.css';

/** The slug names no domain: the page shows "not found" rather than an error. */
export class TeamNotFoundError extends Error {}

/**
 * Spec section 4: load the domains, find the one whose slug matches, then one page of its members by
 * name (issue 25: a large team is read a page at a time, never whole).
 */
export async function loadTeamPage(slug: string, cursor: string | null, signal: AbortSignal): Promise<CursorPage<TeamMember>> {
  const domains = await getDomains(signal);
  const domain = domains.find((candidate) => teamSlug(candidate) === slug);
  if (!domain) {
    console.error(`No domain matches the slug "${slug}"`);
    throw new TeamNotFoundError(`No domain matches the slug "${slug}"`);
  }
  return getTeamPage(domain.domain_id, cursor, signal);
}

export default function TeamDomainPage() {
  const { slug = '' } = useParams();
  // The server HTML holds the first page (render.tsx); the app starts from the same one and asks for it
  // once more behind it, as the other public pages do: the gateway keeps a rendered page for some seconds,
  // and a member removed meanwhile must not stay on the page.
  // null: the server found no such team and its HTML is the not-found page; the app's first render is the same
  // page (not a loading state), and its own read then says the same, or shows a team added meanwhile.
  const fromServer = useServerData<CursorPage<TeamMember> | null>('team');
  const team = useCursorList((cursor, signal) => loadTeamPage(slug, cursor, signal), [slug], { initialPage: fromServer ?? undefined });
  const { reload } = team;
  useEffect(() => {
    if (fromServer) reload();
  }, [fromServer, reload]);
  const unknownTeam = team.status === 'error' ? team.error instanceof TeamNotFoundError : team.status === 'loading' && fromServer === null;
  usePageTitle(unknownTeam ? NOT_FOUND_META.title : teamDomainMeta(slug).title);
  const grid = useRef<HTMLDivElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  // After "Load more" the keyboard continues at the first member it added.
  const shown = team.status === 'success' ? team.data.length : 0;
  useEffect(() => {
    if (focusFrom === null || shown <= focusFrom) return;
    grid.current?.querySelectorAll<HTMLElement>('.member-card')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom, shown]);

  const loadMore = () => {
    setFocusFrom(shown);
    team.loadMore();
  };

  if (unknownTeam) return <NotFoundView detail="We couldn't find that team." />;
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
        {team.status === 'success' && team.data.length === 0 && (
          <EmptyState title="No members yet" text="This team is growing; check back soon." />
        )}
        {team.status === 'success' && team.data.length > 0 && (
          <>
            <h2 className="visually-hidden">Members</h2>
            <div className="grid member-grid" ref={grid}>
              {team.data.map((member) => (
                <MemberCard key={member.member_id} member={member} slug={slug} />
              ))}
            </div>
            <div className="load-more team-more">
              {team.moreError && <Alert tone="error">We couldn't load more members right now. {errorMessage(team.moreError, '')}</Alert>}
              {/* A live region (not role="status", which this site keeps for loading states): the new count is read out. */}
              <p className="load-more__count text-muted" aria-live="polite" data-testid="team-count">
                {`Showing ${team.data.length} of ${team.total} ${team.total === 1 ? 'member' : 'members'}`}
              </p>
              {team.hasMore && (
                <Button variant="secondary" size="sm" onClick={loadMore} loading={team.loadingMore} aria-label="Load more members">
                  Load more
                </Button>
              )}
            </div>
          </>
        )}
      </Section>
    </>
  );
}
