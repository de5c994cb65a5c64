import type { ActivityResponse, DashboardStats } from '@agency/contracts';
import type { Logger } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';

type Deps = Pick<AdminContext, 'domains' | 'members' | 'clients' | 'projects' | 'messages' | 'portal'> & { logger?: Logger };

/** What the user service answers, or null while it is down: the rest of the dashboard still shows. */
async function tryPortal<T>(deps: Deps, what: string, ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (err) {
    deps.logger?.warn(`dashboard: ${what} unavailable`, { err: String(err) });
    return null;
  }
}

// A dashboard load asks for its figures and its activity in parallel: each half asks the user service
// only for its own part (index counts; the 4 newest), so nothing is computed twice per load.

export async function showDashboardStats(deps: Deps): Promise<DashboardStats> {
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
export async function showRecentActivity(deps: Deps): Promise<ActivityResponse> {
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
