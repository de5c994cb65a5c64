import type { Role } from '@agency/contracts';
import { seedOnce, type Logger, type SeedMarkers, type SeedOutcome } from '@agency/server-kit';
import type { AccountRepository } from '../accounts/account-repository';
import { hashPassword } from '../accounts/password';
import type { SeedAccount } from '../config';
import { DEMO_MEMBER_ACCOUNTS, DEMO_MEMBER_PASSWORD } from './demo-team';

export const ACCOUNTS_SEED_KEY = 'auth-demo-accounts';

/**
 * Creates the demo admin and user from SEED_* env and the demo team's logins, once, and only into a
 * database with no account at all: on a database in use, an admin who renamed their e-mail must not
 * find admin@agency.local with the default password again, nor a deleted member his login.
 */
export async function seedAccounts(
  deps: { accounts: AccountRepository; markers: SeedMarkers; logger?: Logger },
  seeds: { admin: SeedAccount | null; user: SeedAccount | null },
): Promise<{ outcome: SeedOutcome; emails: string[] }> {
  const emails: string[] = [];
  const outcome = await seedOnce({
    markers: deps.markers,
    key: ACCOUNTS_SEED_KEY,
    what: 'demo accounts',
    logger: deps.logger,
    isEmpty: () => deps.accounts.isEmpty(),
    seed: async () => {
      const plan: Array<[SeedAccount | null, Role, string]> = [
        [seeds.admin, 'admin', 'Admin'],
        [seeds.user, 'user', 'Demo User'],
      ];
      // ensure() never changes an existing account, so finishing a crashed seed overwrites nothing.
      for (const [seed, role, name] of plan) {
        if (!seed) continue;
        const passwordHash = await hashPassword(seed.password);
        await deps.accounts.ensure({ name, email: seed.email, phone: '', role, passwordHash, firstLogin: false });
        emails.push(seed.email);
      }
      // The demo team can sign in too (first sign-in asks for a new password, as for any new member).
      const memberHash = await hashPassword(DEMO_MEMBER_PASSWORD);
      for (const { accountId, name, email } of DEMO_MEMBER_ACCOUNTS) {
        await deps.accounts.ensure({ id: accountId, name, email, phone: '', role: 'member', passwordHash: memberHash, firstLogin: true });
        emails.push(email);
      }
    },
  });
  return { outcome, emails };
}
