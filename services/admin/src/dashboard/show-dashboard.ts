import type { ActivityResponse, DashboardStats } from '@agency/contracts';
import type { Logger } from '@agency/server-kit';
import type { ClientRepository } from '../clients/client-repository';
import type { ContactMessageRepository } from '../contact/contact-message-repository';
import type { DomainRepository } from '../domains/domain-repository';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { ProjectRepository } from '../projects/project-repository';
import type { PortalClient } from '../requests/portal-client';

/** The counters come from this service's collections, the request summary from the user service. */
export interface DashboardDeps {
  domains: Pick<DomainRepository, 'count'>;
  members: Pick<MemberProfileRepository, 'count'>;
  clients: Pick<ClientRepository, 'count'>;
  projects: Pick<ProjectRepository, 'countByStatus'>;
  messages: Pick<ContactMessageRepository, 'countUnread'>;
  portal: Pick<PortalClient, 'countRequests' | 'listLatestRequests'>;
  logger?: Logger;
}

/** What the user service answers, or null while it is down: the rest of the dashboard still shows. */
async function tryPortal<T>(deps: DashboardDeps, what: string, ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (err) {
    deps.logger?.warn(`dashboard: ${what} unavailable`, { err: String(err) });
    return null;
  }
}

// A dashboard load asks for its figures and its activity in parallel: each half asks the user service
// only for its own part (index counts; the 4 newest), so nothing is computed twice per load.

export async function showDashboardStats(deps: DashboardDeps): Promise<DashboardStats> {
  const [totalDomains, clients, teamMembers, activeProjects, completedProjects, unreadMessages, summary] = await Promise.all([
    deps.domains.count(),
    deps.clients.count(),
    deps.members.count(),
    deps.projects.countByStatus('Active'),
    deps.projects.countByStatus('Completed'),
    deps.messages.countUnread(),
    tryPortal(deps, 'request counts', () => deps.portal.countRequests()),
  ]);
  return {
    totalDomains,
    totalClients: totalDomains,
    clients,
    teamMembers,
    activeProjects,
    completedProjects,
    unreadMessages,
    pendingRequests: summary?.pending ?? null,
  };
}

/** Spec §2: the 4 latest service requests as 'New service request' items. */
export async function showRecentActivity(deps: DashboardDeps): Promise<ActivityResponse> {
  const latest = await tryPortal(deps, 'latest requests', () => deps.portal.listLatestRequests());
  if (!latest) return { activity: [], available: false };
  const activity = latest.slice(0, 4).map((request) => ({
    id: request.req_id,
    title: 'New service request',
    description: `${request.service} by ${request.user?.name || 'Unknown User'}`,
    date: request.created_at,
  }));
  return { activity, available: true };
}
