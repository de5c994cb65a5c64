import type { Role } from '@agency/contracts';
import { DEMO_MEMBER_ACCOUNTS, DEMO_MEMBER_PASSWORD } from '@agency/server-kit';
import type { AccountRepository } from '../accounts/account-repository';
import { hashPassword } from '../accounts/password';
import type { SeedAccount } from '../config';

/**
 * Creates the demo admin and user from SEED_* env, and the demo team's logins, when their e-mails are free. An existing account
 * (e.g. one whose password was changed) is never overwritten.
 */
export async function seedAccounts(
  deps: { accounts: AccountRepository },
  seeds: { admin: SeedAccount | null; user: SeedAccount | null },
): Promise<string[]> {
  // A fresh database is one without the demo admin: only then is the team seeded, so a demo member an
  // admin deleted does not come back as a login without a profile at the next start.
  const freshDatabase = seeds.admin !== null && (await deps.accounts.findByEmail(seeds.admin.email)) === null;
  const plan: Array<[SeedAccount | null, Role, string]> = [
    [seeds.admin, 'admin', 'Admin'],
    [seeds.user, 'user', 'Demo User'],
  ];
  const seeded: string[] = [];
  for (const [seed, role, name] of plan) {
    if (!seed) continue;
    const passwordHash = await hashPassword(seed.password);
    await deps.accounts.ensure({ name, email: seed.email, phone: '', role, passwordHash, firstLogin: false });
    seeded.push(seed.email);
  }
  if (!freshDatabase) return seeded;
  // The demo team can sign in too (first sign-in asks for a new password, as for any new member).
  const memberHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  for (const { accountId, name, email } of DEMO_MEMBER_ACCOUNTS) {
    await deps.accounts.ensure({ id: accountId, name, email, phone: '', role: 'member', passwordHash: memberHash, firstLogin: true });
    seeded.push(email);
  }
  return seeded;
}
