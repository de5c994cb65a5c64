import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLogger, createSeedMarkers } from '@agency/server-kit';
import { createAccountRepository } from '../src/accounts/account-repository';
import { seedAccounts } from '../src/seed/seed-accounts';
import { bearer, INTERNAL_TOKEN, startAuth, type AuthHarness } from './start-auth';

const ROHAN = '64d000000000000000000e03';
const SEEDS = {
  admin: { email: 'admin@agency.local', password: 'Admin@12345' },
  user: { email: 'user@agency.local', password: 'User@12345' },
};

/** What start.ts does with SEED_DEMO=1, with the start-up lines collected. */
async function seedAsAtStart(h: AuthHarness) {
  const lines: string[] = [];
  const logger = createLogger({ name: 'auth', destination: { write: (line: string) => lines.push(JSON.parse(line).msg) } });
  const result = await seedAccounts({ accounts: createAccountRepository(h.db), markers: createSeedMarkers(h.db), logger }, SEEDS);
  return { ...result, lines };
}

describe('demo accounts across restarts', () => {
  let dir: string;
  let h: AuthHarness | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'auth-seed-'));
  });
  afterEach(async () => {
    await h?.stop();
    h = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  test('when the admin renamed their e-mail and deleted a member, then after a restart neither the default admin nor the member can sign in', async () => {
    h = await startAuth({ dbPath: dir });
    expect((await seedAsAtStart(h)).outcome).toBe('seeded');
    const admin = await h.login('admin@agency.local', 'Admin@12345', 'admin');
    // The e-mail change as the admin makes it: the current password, then the link mailed to the new address.
    await request(h.app)
      .put('/api/auth/me')
      .set(bearer(admin.body.token))
      .send({ email: 'owner@agency.test', currentPassword: 'Admin@12345' })
      .expect(200);
    const link = (await h.waitForMail('owner@agency.test')).text; // sent from the reset request's recorded messages, just after the answer
    const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(link)?.[1] ?? '');
    await request(h.app).post('/api/auth/confirm-email').send({ token }).expect(200);
    await request(h.app).delete(`/internal/accounts/${ROHAN}`).set('x-internal-token', INTERNAL_TOKEN).expect(200);
    await h.stop();

    h = await startAuth({ dbPath: dir });
    const restart = await seedAsAtStart(h);
    expect(restart.outcome).toBe('already-seeded');
    expect(restart.lines).toEqual([expect.stringMatching(/^seeding skipped: demo accounts were seeded before/)]);
    expect((await h.login('admin@agency.local', 'Admin@12345', 'admin')).status).toBe(401);
    expect((await h.login('rohan@agency.local', 'Member@12345', 'member')).status).toBe(401);
    expect((await h.login('owner@agency.test', 'Admin@12345', 'admin')).status).toBe(200);
  });

  test('when a database from before seed markers holds accounts, then nothing is seeded and the marker is written', async () => {
    h = await startAuth({ dbPath: dir });
    await h.signup({ name: 'Early Customer', email: 'early@example.test', password: 'Early-Pass-1' }).expect(201);
    const first = await seedAsAtStart(h);
    expect(first).toMatchObject({ outcome: 'database-in-use', emails: [] });
    expect(first.lines).toEqual([expect.stringMatching(/^seeding skipped: the database already holds data/)]);
    expect((await h.login('admin@agency.local', 'Admin@12345', 'admin')).status).toBe(401);
    expect((await seedAsAtStart(h)).outcome).toBe('already-seeded');
  });

  test('when a seed was cut off half-way, then the next start finishes it without touching what exists', async () => {
    h = await startAuth({ dbPath: dir });
    await createSeedMarkers(h.db).mark('auth-demo-accounts', 'seeding');
    await createAccountRepository(h.db).ensure({
      name: 'Admin',
      email: 'admin@agency.local',
      phone: '',
      role: 'admin',
      passwordHash: 'not-a-hash',
      firstLogin: false,
    });
    expect((await seedAsAtStart(h)).outcome).toBe('seeded');
    expect((await h.login('user@agency.local', 'User@12345', 'user')).status).toBe(200);
    expect((await seedAsAtStart(h)).outcome).toBe('already-seeded');
  });
});
