import { createServer, type IncomingMessage, type Server } from 'node:http';
import { AppError, createAuthClient, RateLimitedError } from '../src';

const ID = '64c0000000000000000000a1';
const ACCOUNT = { id: ID, name: 'Ana', email: 'ana@example.com', role: 'admin', firstLogin: false };

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** A stand-in for auth: each test says what it answers and sees what it was asked. */
function startFakeAuth() {
  const seen: IncomingMessage[] = [];
  let answer: (req: IncomingMessage) => Answer = () => ({ status: 404, body: {} });
  const server: Server = createServer((req, res) => {
    seen.push(req);
    const { status, body, headers } = answer(req);
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  });
  return {
    seen,
    answerWith: (fn: typeof answer) => void (answer = fn),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function failureOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof AppError) return err;
  }
  throw new Error('expected an AppError');
}

describe("auth's internal API client", () => {
  const auth = startFakeAuth();
  let client: ReturnType<typeof createAuthClient>;

  beforeAll(async () => {
    client = createAuthClient({ authUrl: await auth.listen(), internalToken: 'internal-token' });
  });
  afterAll(() => auth.close());

  test('when auth answers 429 with a wait, then the caller gets RATE_LIMITED with that wait and text', async () => {
    auth.answerWith(() => ({ status: 429, body: { error: 'Too many attempts', code: 'RATE_LIMITED' }, headers: { 'retry-after': '42' } }));
    const err = await failureOf(client.createAccount({ id: ID, name: 'Ana', email: 'ana@example.com', password: 'ana-password-1' }));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many attempts', retryAfterSeconds: 42 });
  });

  test("when auth refuses with a 4xx, then the caller gets auth's own code, text and status", async () => {
    auth.answerWith(() => ({ status: 409, body: { error: 'Email already in use', code: 'EMAIL_TAKEN' } }));
    const err = await failureOf(client.updateMemberAccount(ID, { email: 'ben@example.com' }, 'key-1'));
    expect(err).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'Email already in use' });
  });

  test('when auth answers a shape its contract does not have, then the caller gets 503, not the cast body', async () => {
    auth.answerWith(() => ({ status: 200, body: { id: ID, name: 'Ana' } }));
    const err = await failureOf(client.getAccount(ID, 'bearer-token'));
    expect(err).toMatchObject({ status: 503, code: 'DEPENDENCY_UNAVAILABLE' });
  });

  test("when a call is on a person's behalf, then their token, the If-Match and their address reach auth", async () => {
    const user = { id: ID, name: 'Ana', email: 'ana@example.com', phone: '', version: 2 };
    auth.answerWith(() => ({ status: 200, body: { message: 'Profile updated successfully!', token: 't', user } }));
    const saved = await client.updateAccount(ID, 'bearer-token', { name: 'Ana' }, { ifMatch: '"1"', client: '203.0.113.7' });
    expect(saved.user).toEqual(user);
    expect(auth.seen.at(-1)!.headers).toMatchObject({
      authorization: 'Bearer bearer-token',
      'if-match': '"1"',
      'x-client-address': '203.0.113.7',
      'x-internal-token': 'internal-token',
    });
  });

  test('when an account is gone, then its identity is null', async () => {
    auth.answerWith(() => ({ status: 404, body: { error: 'Account not found', code: 'NOT_FOUND' } }));
    await expect(client.identity(ID)).resolves.toBeNull();
  });

  test('when auth answers the admins a page at a time, then every page is read', async () => {
    const second = { ...ACCOUNT, id: '64c0000000000000000000a2' };
    auth.answerWith((req) =>
      req.url?.includes('cursor=')
        ? { status: 200, body: { accounts: [second], nextCursor: null } }
        : { status: 200, body: { accounts: [ACCOUNT], nextCursor: ID } },
    );
    await expect(client.adminAccounts()).resolves.toEqual([ACCOUNT, second]);
  });

  test('when no auth address is configured, then every call answers 503', async () => {
    const err = await failureOf(createAuthClient({ authUrl: undefined, internalToken: 'x' }).identity(ID));
    expect(err).toMatchObject({ status: 503, code: 'DEPENDENCY_UNAVAILABLE' });
  });
});
