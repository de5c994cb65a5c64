import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { asUser, startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';

const ID = '64c0000000000000000000b1';

/** Auth answering 200 with a body its contract does not have (no e-mail, no phone). */
async function startBrokenAuth(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: ID })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

describe("the user's profile, when auth's answer is not what its contract says", () => {
  let env: RequestsTestEnv;
  let auth: { url: string; server: Server };

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_profile_answers');
    auth = await startBrokenAuth();
  });
  afterAll(async () => {
    auth.server.close();
    await env.stop();
  });

  test('when auth answers a profile without its fields, then the page gets 503, not the broken body', async () => {
    const app = env.appWithAdminAt(env.admin.url, 3000, { authUrl: auth.url });
    const res = await request(app).get(`/api/user/${ID}`).set(asUser(ID)).expect(503);
    expect(res.body).toEqual({ error: 'The account service is unavailable. Please try again later.', code: 'DEPENDENCY_UNAVAILABLE' });
  });
});
