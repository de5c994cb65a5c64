import type { LoginResponse } from '@agency/contracts/browser';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installMemoryStorage } from './memory-storage';
import { apiRequest } from '../src/api-client';
import { ApiError, CONNECTION_ERROR_MESSAGE, errorMessage, failureMessage, isSlowAnswer } from '../src/api-error';
import { readSessionEnd } from '../src/session-end';
import { getSession, saveSession } from '../src/session-store';
import { fakeJwt } from './fake-jwt';
import { onUnauthorized } from '../src/unauthorized';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

let server: http.Server;
let base: string;
let handler: Handler;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  installMemoryStorage();
});

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const login: LoginResponse = {
  token: 'tok-9',
  role: 'user',
  firstLogin: false,
  user: { id: 'u9', name: 'Ravi', email: 'ravi@example.com' },
};

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

test('when a token is stored, then the call sends it as a bearer token with a JSON content type and returns the body', async () => {
  saveSession(login);
  let seen: http.IncomingHttpHeaders = {};
  let seenBody = '';
  handler = (req, res, body) => {
    seen = req.headers;
    seenBody = body;
    json(res, 201, { domain_id: 'd1', name: 'IOT' });
  };
  const result = await apiRequest<{ name: string }>(`${base}/api/admin/domains`, { method: 'POST', body: { name: 'IOT' } });
  expect(result).toEqual({ domain_id: 'd1', name: 'IOT' });
  expect(seen.authorization).toBe('Bearer tok-9');
  expect(seen['content-type']).toBe('application/json');
  expect(JSON.parse(seenBody)).toEqual({ name: 'IOT' });
});

test('when no token is stored, then no Authorization header is sent', async () => {
  let seen: http.IncomingHttpHeaders = {};
  handler = (req, res) => {
    seen = req.headers;
    json(res, 200, []);
  };
  await apiRequest(`${base}/api/admin/domains`);
  expect(seen.authorization).toBeUndefined();
});

test('when the server answers an error body, then ApiError carries its status, code and text', async () => {
  handler = (_req, res) => json(res, 409, { error: 'Domain already exists', code: 'DOMAIN_EXISTS' });
  const error = await caught(apiRequest(`${base}/api/admin/domains`, { method: 'POST', body: { name: 'x' } }));
  expect({ status: error.status, code: error.code, message: error.message }).toEqual({
    status: 409,
    code: 'DOMAIN_EXISTS',
    message: 'Domain already exists',
  });
});

test('when a proxy answers 502 without a JSON body, then the connection text is shown', async () => {
  handler = (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html>Bad gateway</html>');
  };
  const error = await caught(apiRequest(`${base}/api/x`));
  expect(error.status).toBe(502);
  expect(error.message).toBe(CONNECTION_ERROR_MESSAGE);
});

test('when the server answers 500 with an empty body, then pages show their own fallback, not a status line', async () => {
  handler = (_req, res) => {
    res.writeHead(500);
    res.end();
  };
  const error = await caught(apiRequest(`${base}/api/x`));
  expect(error.status).toBe(500);
  expect(errorMessage(error, 'Failed to fetch domains')).toBe('Failed to fetch domains');
  expect(failureMessage(error, 'Failed to update profile')).toBe('Failed to update profile');
});

test('when a proxy answers 500 with its own HTML page, then pages show their own fallback', async () => {
  handler = (_req, res) => {
    res.writeHead(500, { 'Content-Type': 'text/html' });
    res.end('<html><body>Internal Server Error</body></html>');
  };
  expect(errorMessage(await caught(apiRequest(`${base}/api/x`)), 'Login failed')).toBe('Login failed');
});

test('when the server sends its own text, then that text wins over the fallback', async () => {
  handler = (_req, res) => json(res, 409, { error: 'Domain already exists', code: 'DOMAIN_EXISTS' });
  const error = await caught(apiRequest(`${base}/api/x`));
  expect(errorMessage(error, 'Failed to add domain')).toBe('Domain already exists');
  expect(errorMessage(new Error('Passwords do not match'), 'Signup failed')).toBe('Passwords do not match');
});

test('when the server does not answer in time, then the call ends saying it is still working, not failed', async () => {
  handler = () => {
    /* never answers */
  };
  const started = Date.now();
  const error = await caught(apiRequest(`${base}/api/slow`, { timeoutMs: 200 }));
  expect(Date.now() - started).toBeLessThan(2000);
  expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  expect(error.message).toBe('Still working… The server has not answered yet. Please try again in a moment.');
  expect(isSlowAnswer(error)).toBe(true);
});

test('when a change gets no answer in time, then it says it may have gone through, and whether pressing again is safe', async () => {
  handler = () => {
    /* never answers */
  };
  const keyed = await caught(apiRequest(`${base}/api/slow`, { method: 'POST', body: {}, idempotencyKey: 'k-1', timeoutMs: 200 }));
  expect(keyed.message).toBe(
    'Still working… The server has not answered yet, so this may already have gone through. Press the button again to find out: it will not be done twice.',
  );
  const unkeyed = await caught(apiRequest(`${base}/api/slow`, { method: 'PUT', body: {}, timeoutMs: 200 }));
  expect(unkeyed.message).toBe(
    'Still working… The server has not answered yet, so this may already have gone through. Check before you send it again.',
  );
  expect([keyed, unkeyed].every(isSlowAnswer)).toBe(true);
});

test('when nothing listens on the port, then the call ends with the connection text', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const error = await caught(apiRequest(`http://127.0.0.1:${port}/api/x`));
  expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: CONNECTION_ERROR_MESSAGE });
});

test('when the server answers 401, then the session is cleared and the app is sent to login', async () => {
  saveSession(login);
  const sentToLogin = jest.fn();
  const off = onUnauthorized(sentToLogin);
  handler = (_req, res) => json(res, 401, { error: 'Token expired', code: 'UNAUTHENTICATED' });
  const error = await caught(apiRequest(`${base}/api/user/domains`));
  off();
  expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Token expired' });
  expect(getSession()).toBeNull();
  expect(sentToLogin).toHaveBeenCalledTimes(1);
});

test('when a login attempt answers 401, then the caller gets the error and nothing is redirected', async () => {
  const sentToLogin = jest.fn();
  const off = onUnauthorized(sentToLogin);
  handler = (_req, res) => json(res, 401, { error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
  const error = await caught(apiRequest(`${base}/api/auth/login`, { method: 'POST', body: {}, redirectOn401: false }));
  off();
  expect(error.message).toBe('Invalid credentials');
  expect(sentToLogin).not.toHaveBeenCalled();
});

test('when the caller aborts, then the call ends as ABORTED rather than a connection error', async () => {
  handler = () => {
    /* never answers */
  };
  const controller = new AbortController();
  const pending = caught(apiRequest(`${base}/api/slow`, { signal: controller.signal }));
  controller.abort();
  expect((await pending).code).toBe('ABORTED');
});

test('when a POST carries a submission key, then it is sent as Idempotency-Key, and calls without one send none', async () => {
  const seen: Array<string | undefined> = [];
  handler = (req, res) => {
    // Only this test's calls (an earlier test's aborted call may still arrive).
    if (req.url === '/api/keyed') seen.push(req.headers['idempotency-key'] as string | undefined);
    json(res, 201, {});
  };
  await apiRequest(`${base}/api/keyed`, { method: 'POST', body: { a: 1 }, idempotencyKey: 'key-123' });
  await apiRequest(`${base}/api/keyed`, { method: 'POST', body: { a: 1 } });
  expect(seen).toEqual(['key-123', undefined]);
});

describe('the session around a call', () => {
  beforeEach(() => installMemoryStorage('sessionStorage'));

  test('when the server ends the session with its own words, then the login page gets them with the e-mail filled in', async () => {
    saveSession(login);
    handler = (_req, res) => json(res, 401, { error: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' });
    await caught(apiRequest(`${base}/api/user/requests`, { method: 'POST', body: {} }));
    expect(getSession()).toBeNull();
    expect(readSessionEnd()).toEqual({ message: 'Your session has ended. Please sign in again.', email: 'ravi@example.com', role: 'user' });
  });

  test('when the server refuses the token in its own technical words, then the login page says in plain words that the session ended', async () => {
    saveSession(login);
    handler = (_req, res) => json(res, 401, { error: 'Invalid or expired token', code: 'UNAUTHENTICATED' });
    const error = await caught(apiRequest(`${base}/api/user/unread`));
    expect(error.status).toBe(401);
    expect(getSession()).toBeNull();
    expect(readSessionEnd()?.message).toBe('Your session has ended. Please sign in again.');
  });

  test('when a 401 answers a call sent before the person signed in again, then the new session stays', async () => {
    saveSession(login);
    let answer: () => void = () => undefined;
    handler = (_req, res) => (answer = () => json(res, 401, { error: 'Your session has ended.', code: 'UNAUTHENTICATED' }));
    const pending = caught(apiRequest(`${base}/api/user/domains`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    saveSession({ ...login, token: 'tok-10' });
    answer();
    expect((await pending).status).toBe(401);
    expect(getSession()?.token).toBe('tok-10');
  });

  test('when a form typed under one account is sent after another account signed in, then nothing is sent', async () => {
    saveSession({ ...login, token: fakeJwt({ sub: 'yasmin-id' }), user: { id: 'yasmin-id', name: 'Yasmin', email: 'y@example.com' } });
    const seen = jest.fn();
    handler = (_req, res) => {
      seen();
      json(res, 201, {});
    };
    const error = await caught(apiRequest(`${base}/api/user/requests`, { method: 'POST', body: { service: 'x' }, account: 'arjun-id' }));
    expect(error.code).toBe('ACCOUNT_CHANGED');
    expect(error.message).toBe('You are now signed in as Yasmin. This form was filled in under another account, so it was not sent.');
    expect(seen).not.toHaveBeenCalled();
  });

  test('when the form’s account is still the one signed in, then the call is sent', async () => {
    saveSession({ ...login, token: fakeJwt({ sub: 'arjun-id' }) });
    handler = (_req, res) => json(res, 201, { ok: true });
    await expect(apiRequest(`${base}/api/user/requests`, { method: 'POST', body: {}, account: 'arjun-id' })).resolves.toEqual({ ok: true });
  });

  test('when a retry meets the same submission still running on the server, then it says still working, not failed', async () => {
    handler = (_req, res) =>
      json(res, 409, { error: 'A request with this Idempotency-Key is still being processed', code: 'IDEMPOTENCY_IN_PROGRESS' });
    const error = await caught(apiRequest(`${base}/api/user/requests`, { method: 'POST', body: {}, idempotencyKey: 'k1' }));
    expect(isSlowAnswer(error)).toBe(true);
    expect(failureMessage(error, 'Failed to add member')).toMatch(/^Still working…/);
  });
});
