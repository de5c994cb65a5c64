import { expect, test } from '@jest/globals';
import type { DashboardStats } from '@agency/contracts/browser';
import { buildStatCards } from './stat-cards';

const stats: DashboardStats = {
  totalDomains: 4,
  totalClients: 4,
  clients: 2,
  teamMembers: 3,
  activeProjects: 2,
  completedProjects: 1,
  unreadMessages: 5,
  pendingRequests: 6,
};

test('when the stats arrive, then each card shows its own number and links to the page that manages it', () => {
  const cards = Object.fromEntries(buildStatCards(stats).map((c) => [c.label, c]));
  expect(cards['Total Domains']).toMatchObject({ value: 4, to: '/admin/domains' });
  expect(cards['Clients']).toMatchObject({ value: 2, to: '/admin/clients' });
  expect(cards['Team Members']).toMatchObject({ value: 3, caption: 'Available members', to: '/admin/users' });
  expect(cards['Active Projects']).toMatchObject({ value: 2, to: '/admin/projects' });
  expect(cards['Completed Projects']).toMatchObject({ value: 1, to: '/admin/projects' });
  expect(cards['Pending Requests']).toMatchObject({ value: 6, to: '/admin/service-requests' });
  expect(cards['Unread Messages']).toMatchObject({ value: 5, to: '/admin/messages' });
});

test('when the request count is unavailable, then its card says so instead of showing 0', () => {
  const pending = buildStatCards({ ...stats, pendingRequests: null }).find((c) => c.key === 'pendingRequests')!;
  expect(pending.value).toBeNull();
  expect(pending.caption).toBe('Request list unavailable right now');
});
