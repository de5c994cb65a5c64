/** The admin sidebar (spec section 2, Admin area) plus the extra areas the admin manages. */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', end: true, icon: 'M4 13h6V4H4v9Zm0 7h6v-5H4v5Zm10 0h6v-9h-6v9Zm0-16v5h6V4h-6Z' },
  {
    to: '/admin/users',
    label: 'Team Management',
    end: false,
    icon: 'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 2c-2.7 0-6 1.3-6 4v2h12v-2c0-2.7-3.3-4-6-4Zm8 0c-.3 0-.7 0-1 .1 1.2.9 2 2.1 2 3.9v2h5v-2c0-2.7-3.3-4-6-4Z',
  },
  { to: '/admin/domains', label: 'Domain Management', end: false, icon: 'M4 6h16M4 12h16M4 18h10' },
  { to: '/admin/service-requests', label: 'Service Requests', end: false, icon: 'M6 3h9l4 4v14H6V3Zm9 0v4h4M9 12h7M9 16h7' },
  { to: '/admin/services', label: 'Services', end: false, icon: 'M4 6h16v4H4V6Zm0 8h16v4H4v-4Zm3-6h2m-2 8h2' },
  { to: '/admin/projects', label: 'Projects', end: false, icon: 'M3 7h18v12H3V7Zm5-3h8v3H8V4Z' },
  { to: '/admin/clients', label: 'Clients', end: false, icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 8c0-3.3 3.6-6 8-6s8 2.7 8 6' },
  { to: '/admin/messages', label: 'Messages', end: false, icon: 'M4 5h16v11H8l-4 4V5Z' },
  { to: '/admin/insights', label: 'Insights', end: false, icon: 'M4 20V10m6 10V4m6 16v-7m4 7H2' },
  {
    to: '/admin/settings',
    label: 'Settings',
    end: false,
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3 1.6-1.2-1.6-2.8-1.9.6a7 7 0 0 0-1.7-1L15.4 5h-3.2l-.4 1.6a7 7 0 0 0-1.7 1l-1.9-.6-1.6 2.8L8.2 12l-1.6 1.2 1.6 2.8 1.9-.6c.5.4 1.1.7 1.7 1l.4 1.6h3.2l.4-1.6c.6-.3 1.2-.6 1.7-1l1.9.6 1.6-2.8L19.4 12Z',
  },
  // The spec's Profile page: two-factor sign-in and the session timeout.
  {
    to: '/admin/profile',
    label: 'Profile & Security',
    end: false,
    icon: 'M12 3 5 6v5c0 4.4 3 8.4 7 9.5 4-1.1 7-5.1 7-9.5V6l-7-3Zm-3 9 2 2 4-4',
  },
] as const;
