/**
 * The demo team's logins (SEED_DEMO=1). The admin service seeds the team's profiles with the same
 * account ids and e-mails (services/admin/src/seed/demo-data.ts), so the two seeds agree without
 * calling each other at start-up. Like every member an admin adds, they change the password at first sign-in.
 */
export const DEMO_MEMBER_PASSWORD = 'Member@12345';

export const DEMO_MEMBER_ACCOUNTS = [
  { accountId: '64d000000000000000000e01', name: 'Aarav Sharma', email: 'aarav@agency.local' },
  { accountId: '64d000000000000000000e02', name: 'Priya Verma', email: 'priya@agency.local' },
  { accountId: '64d000000000000000000e03', name: 'Rohan Patel', email: 'rohan@agency.local' },
] as const;
