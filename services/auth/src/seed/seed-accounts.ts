import type { Role } from '@agency/contracts';
import type { AccountRepository } from '../accounts/account-repository';
import { hashPassword } from '../accounts/password';
import type { SeedAccount } from '../config';

/**
 * Creates the demo admin and user from SEED_* env when their e-mails are free. An existing account
 * (e.g. one whose password was changed) is never overwritten.
 */
export async function seedAccounts(
  deps: { accounts: AccountRepository },
  seeds: { admin: SeedAccount | null; user: SeedAccount | null },
): Promise<string[]> {
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
  return seeded;
}
