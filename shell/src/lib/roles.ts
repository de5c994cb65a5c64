import type { Role } from '@agency/web-kit';

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

/** Where each role's request threads are opened (the avatar menu's unread messages, e-mail links). */
export function threadsPathFor(role: Role | null): string {
  if (role === 'admin') return '/admin/service-requests';
  if (role === 'member') return '/member-home';
  return '/user-dashboard?section=history';
}
