// A member still on the password the admin chose may change it and sign out, nothing else (spec section 9).
// Every operation of the OpenAPI document that takes a token is called with such a member's real token
// against the real services; which ones answer anything but 403 is read from the answers, not listed by hand.
import request from 'supertest';
import { createOpenApiDocument } from '@agency/contracts/openapi';
import { startStack, type Stack } from './admin/start-stack';

/** What the first-login page needs: the change itself (shell's change-first-password.ts) and the avatar menu's sign-outs. */
const ALLOWED = ['POST /api/auth/change-password', 'POST /api/auth/logout', 'POST /api/auth/logout-all'];

const ANY_ID = '64b0000000000000000000aa';
const MEMBER = { email: 'first@agency.local', password: 'Start-password-1' };

interface Operation {
  'x-service': 'auth' | 'user' | 'member' | 'admin';
  security?: unknown[];
}

/** "GET /api/user/requests/{id}/thread" and its service, for every operation that needs a bearer token. */
function tokenOperations() {
  const paths = createOpenApiDocument().paths ?? {};
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      // A public operation answers anyone, token or not: it is no door a first-login member could open.
      .filter(([, op]) => (op.security ?? []).length > 0)
      .map(([method, op]) => ({ method, path, service: op['x-service'], name: `${method.toUpperCase()} ${path}` })),
  );
}

describe('a member who has not changed the first-login password', () => {
  let s: Stack;
  let token: string;
  const signIn = async () => {
    const res = await request(s.urls.authUrl)
      .post('/api/auth/login')
      .send({ ...MEMBER, role: 'member' });
    expect(res.body.firstLogin).toBe(true);
    token = res.body.token as string;
  };

  beforeAll(async () => {
    s = await startStack();
    const admin = s.bearer('admin');
    const domain = (await request(s.app).post('/api/admin/domains').set(admin).send({ name: 'Backend' }).expect(201)).body.domain_id;
    await request(s.app)
      .post('/api/admin/members')
      .set(admin)
      .send({ name: 'First Login', ...MEMBER, empId: 'EMP900', pic: '', description: '', skillTags: '', domain_ids: [domain] })
      .expect(201);
    await signIn();
  });
  afterAll(() => s?.stop());

  test('when it calls every operation of the API document with its token, then only the password change and the sign-outs answer anything but 403', async () => {
    const operations = tokenOperations();
    const base = { auth: s.urls.authUrl, user: s.urls.userUrl, member: s.urls.memberUrl, admin: s.app };
    const reached: string[] = [];
    for (const op of operations) {
      const path = op.path.replace(/\{\w+\}/g, ANY_ID);
      const call = request(base[op.service])
        [op.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](path)
        .set('authorization', `Bearer ${token}`)
        .timeout(5000);
      const res = await (op.method === 'get' || op.method === 'delete' ? call : call.send({}));
      if (res.status === 403) {
        expect([op.name, res.body.code]).toEqual([op.name, expect.stringMatching(/^(PASSWORD_CHANGE_REQUIRED|FORBIDDEN)$/)]);
        continue;
      }
      reached.push(op.name);
      await signIn(); // what got through may have ended the session (a sign-out): the next call gets a fresh one
    }

    expect(operations.length).toBeGreaterThan(40);
    expect(reached).toEqual(ALLOWED);
  });
});
