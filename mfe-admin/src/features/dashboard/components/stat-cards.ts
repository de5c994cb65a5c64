import type { DashboardStats } from '@agency/contracts/browser';

export interface StatCard {
  key: string;
  label: string;
  /** null: the number could not be counted right now (its source service is down). */
  value: number | null;
  caption: string;
  to: string;
}

/**
 * The dashboard's cards, each with the page that manages what it counts. "Total Domains" is the
 * domain count (the spec's `totalClients` field is the same number under its historical name).
 */
export function buildStatCards(stats: DashboardStats): StatCard[] {
  const pending = stats.pendingRequests;
  return [
    { key: 'totalDomains', label: 'Total Domains', value: stats.totalDomains, caption: 'Service categories', to: '/admin/domains' },
    { key: 'clients', label: 'Clients', value: stats.clients, caption: 'Registered clients', to: '/admin/clients' },
    { key: 'teamMembers', label: 'Team Members', value: stats.teamMembers, caption: 'Available members', to: '/admin/users' },
    { key: 'activeProjects', label: 'Active Projects', value: stats.activeProjects, caption: 'In progress now', to: '/admin/projects' },
    {
      key: 'completedProjects',
      label: 'Completed Projects',
      value: stats.completedProjects,
      caption: 'Delivered to clients',
      to: '/admin/projects',
    },
    {
      key: 'pendingRequests',
      label: 'Pending Requests',
      value: pending,
      caption: pending === null ? 'Request list unavailable right now' : 'Awaiting review',
      to: '/admin/service-requests',
    },
    {
      key: 'unreadMessages',
      label: 'Unread Messages',
      value: stats.unreadMessages,
      caption: 'From the contact form',
      to: '/admin/messages',
    },
  ];
}
