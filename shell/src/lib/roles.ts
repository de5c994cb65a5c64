import type { Role } from '@agency/contracts/browser';

/** Where "User Dashboard" and a fresh login take each role (spec sections 2 and 4). */
export function dashboardPathFor(role: Role | null): string {
  if (role === 'admin') return '/admin';
  if (role === 'member') return '/member-home';
  return '/user-dashboard';
}

export function landingPathAfterLogin(role: Role | null, firstLogin: boolean): string {
  if (role === 'admin') return '/admin';
  if (role === 'member') return firstLogin ? '/first-login-change' : '/member-home';
  return '/';
}

// The guarded areas of the route table (shell/src/app/router.tsx) and who may open them.
const AREAS: Array<{ prefix: RegExp; roles: readonly Role[] }> = [
  { prefix: /^\/admin(\/|$|\?)/, roles: ['admin'] },
  { prefix: /^\/(user-dashboard|dashboard)(\/|$|\?)/, roles: ['user'] },
  { prefix: /^\/(member-home|first-login-change)(\/|$|\?)/, roles: ['member'] },
];

/** Whether `role` may open `path` (public pages: everyone). */
export function mayOpen(role: Role | null, path: string): boolean {
  const area = AREAS.find(({ prefix }) => prefix.test(path));
  return !area || (role !== null && area.roles.includes(role));
}

const AUDIENCE: Record<Role, string> = { admin: 'admins', member: 'team members', user: 'customers' };

/** "admins", "customers and team members": who a page is for, in words. */
export function audienceOf(roles: readonly Role[]): string {
  const words = roles.map((role) => AUDIENCE[role]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? 'other accounts');
}

/** Where each role's request threads are opened (the avatar menu's unread messages, e-mail links). */
export function threadsPathFor(role: Role | null): string {
  if (role === 'admin') return '/admin/service-requests';
  if (role === 'member') return '/member-home';
  return '/user-dashboard?section=history';
}
