import request from 'supertest';
import { createSeedMarkers } from '@agency/server-kit';
import { createAccountRepository } from '../src/accounts/account-repository';
import { seedAccounts } from '../src/seed/seed-accounts';
import { startAuth, type AuthHarness } from './start-auth';

describe('demo accounts and readiness', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const seed = (adminPassword: string) =>
    seedAccounts(
      { accounts: createAccountRepository(h.db), markers: createSeedMarkers(h.db) },
      { admin: { email: 'Admin@Agency.local', password: adminPassword }, user: { email: 'user@agency.local', password: 'User@12345' } },
    );

  test('when demo accounts are seeded, then the admin and the user log in with their roles', async () => {
    expect((await seed('Admin@12345')).emails).toEqual([
      'Admin@Agency.local',
      'user@agency.local',
      'aarav@agency.local',
      'priya@agency.local',
      'rohan@agency.local',
    ]);
    const admin = await h.login('admin@agency.local', 'Admin@12345', 'admin');
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ role: 'admin', firstLogin: false });
    expect((await h.login('user@agency.local', 'User@12345', 'user')).status).toBe(200);
  });

  test('when seeding runs again with another password, then the existing admin is not overwritten', async () => {
    await seed('Changed-Elsewhere');
    expect((await h.login('admin@agency.local', 'Admin@12345', 'admin')).status).toBe(200);
    expect((await h.login('admin@agency.local', 'Changed-Elsewhere', 'admin')).status).toBe(401);
  });

  test('when the demo team signs in, then with role member and the first-login flag; a deleted one is not seeded back', async () => {
    const aarav = await h.login('aarav@agency.local', 'Member@12345', 'member');
    expect(aarav.status).toBe(200);
    expect(aarav.body).toMatchObject({ role: 'member', firstLogin: true, user: { id: '64d000000000000000000e01', name: 'Aarav Sharma' } });

    await createAccountRepository(h.db).deleteById('64d000000000000000000e01');
    expect(await seed('Admin@12345')).toEqual({ outcome: 'already-seeded', emails: [] });
    expect((await h.login('aarav@agency.local', 'Member@12345', 'member')).status).toBe(401);
  });

  test('when the database stops, then /readyz is 503 and login answers 503, not a hang', async () => {
    expect((await request(h.app).get('/readyz')).status).toBe(200);
    await h.devdb.stop();
    expect((await request(h.app).get('/readyz')).status).toBe(503);
    const login = await h.login('admin@agency.local', 'Admin@12345', 'admin');
    expect(login.status).toBe(503);
    expect(login.body.code).toBe('DATABASE_UNAVAILABLE');
  });
});
