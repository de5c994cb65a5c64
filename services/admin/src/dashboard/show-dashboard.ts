import type { ActivityResponse, DashboardStats, RequestSummary } from '@agency/contracts';
import type { Logger } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';

type Deps = Pick<AdminContext, 'domains' | 'members' | 'clients' | 'projects' | 'messages' | 'portal'> & { logger?: Logger };

/** The request summary, or null while the user service is down: the rest of the dashboard still shows. */
async function trySummary(deps: Deps): Promise<RequestSummary | null> {
  try {
    return await deps.portal.summarizeRequests();
  } catch (err) {
    deps.logger?.warn('dashboard: request summary unavailable', { err: String(err) });
    return null;
  }
}

export async function showDashboardStats(deps: Deps): Promise<DashboardStats> {
  const [totalDomains, clients, teamMembers, activeProjects, completedProjects, unreadMessages, summary] = await Promise.all([
    deps.domains.count(),
    deps.clients.count(),
    deps.members.count(),
    deps.projects.countByStatus('Active'),
    deps.projects.countByStatus('Completed'),
    deps.messages.countUnread(),
    trySummary(deps),
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
export async function showRecentActivity(deps: Deps): Promise<ActivityResponse> {
  const summary = await trySummary(deps);
  if (!summary) return { activity: [], available: false };
  const activity = summary.latest.slice(0, 4).map((request) => ({
    id: request.req_id,
    title: 'New service request',
    description: `${request.service} by ${request.user?.name || 'Unknown User'}`,
    date: request.created_at,
  }));
  return { activity, available: true };
}
