// The server HTML's forms sent without the app (JavaScript off, or its code failed to load): POSTs the
// gateway answers itself. A sign-in page's body is dropped; the contact form's message is passed on to the
// admin service once and the browser is sent to a page saying whether it was sent.
import request from 'supertest';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { deadUrl, makeWebRoot, startUpstream, type Upstream } from './helpers';

const SECRET = 'Very$ecret-Passw0rd';
const MESSAGE = { name: 'Asha Verma', email: 'asha@example.com', phone: '+91 98765 43210', subject: 'A shop', message: 'Private words' };

let lines: string[];
let apps: GatewayApp[];
let upstreams: Upstream[];
beforeEach(() => {
  lines = [];
  apps = [];
  upstreams = [];
});
afterEach(async () => {
  apps.forEach((app) => app.closeUpstreams());
  await Promise.all(upstreams.map((up) => up.close()));
});

function gateway(env: Record<string, string> = {}): GatewayApp {
  const app = createGatewayApp(
    loadConfig({ WEB_ROOT: makeWebRoot(), LOG_LEVEL: 'info', ...env }),
    createLogger('info', (line) => lines.push(line)),
  );
  apps.push(app);
  return app;
}

/** An admin service that records each call and answers `status`. */
async function adminAnswering(status: number, body: unknown = { message: 'Thank you for your message! We will get back to you soon.' }) {
  const up = await startUpstream((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  upstreams.push(up);
  return up;
}

const sendForm = (app: GatewayApp, path: string, fields: Record<string, string>) =>
  request(app).post(path).type('form').set('sec-fetch-site', 'same-origin').send(new URLSearchParams(fields).toString());

describe('the sign-in pages sent without the app', () => {
  test.each([
    ['/login', { email: 'asha@example.com', password: SECRET, role: 'user' }],
    ['/signup', { name: 'Asha', email: 'asha@example.com', password: SECRET, confirmPassword: SECRET }],
    ['/forgot-password', { email: 'asha@example.com', role: 'user' }],
  ])(
    'when %s is POSTed as a form, then 303 back to the page (GET) with nothing typed in the Location, the answer or the logs',
    async (path, fields) => {
      const res = await sendForm(gateway(), path, fields).expect(303);
      expect(res.headers.location).toBe(path);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const typed of Object.values(fields)) {
        expect(res.headers.location).not.toContain(encodeURIComponent(typed));
        expect(res.text).not.toContain(typed);
        for (const line of lines) expect(line).not.toContain(typed);
      }
      expect(lines.some((line) => line.includes('"status":303'))).toBe(true);
    },
  );

  test('when the form comes with a query or another spelling of the path, then the browser goes to the plain page', async () => {
    const res = await request(gateway()).post('/Login/?from=x').type('form').send(`password=${SECRET}`).expect(303);
    expect(res.headers.location).toBe('/login');
  });

  test('when the body is larger than a sign-in form, then still 303 back to the page, none of it read into the answer', async () => {
    const res = await sendForm(gateway(), '/login', { email: 'a@b.co', password: 'x'.repeat(10_000) }).expect(303);
    expect(res.headers.location).toBe('/login');
  });
});

describe('the contact form sent without the app', () => {
  test('when a visitor sends it, then the admin service gets the typed fields once as JSON, with their address and a key, and the browser goes to the sent page', async () => {
    const admin = await adminAnswering(201);
    const app = gateway({ ADMIN_URL: admin.url });
    const res = await sendForm(app, '/contact', MESSAGE).set('x-request-id', 'contact-1').expect(303);
    expect(res.headers.location).toBe('/contact/sent');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(admin.seen).toHaveLength(1);
    const [seen] = admin.seen;
    expect(seen!.method).toBe('POST');
    expect(seen!.url).toBe('/api/contact');
    expect(seen!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen!.body)).toEqual(MESSAGE);
    // As the proxies forward it: the admin service's rate limit keys on the visitor's address.
    expect(seen!.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(seen!.headers['idempotency-key']).toMatch(/^contact-form-[0-9a-f]{64}$/);
    expect(seen!.headers['x-request-id']).toBe('contact-1');
    expect(seen!.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-/);
    for (const line of lines) expect(line).not.toContain('Private words');
  });

  test('when the browser sends the same message again, then it carries the same Idempotency-Key (one message is stored); another message, another key', async () => {
    const admin = await adminAnswering(201);
    const app = gateway({ ADMIN_URL: admin.url });
    await sendForm(app, '/contact', MESSAGE).expect(303);
    await sendForm(app, '/contact', MESSAGE).expect(303);
    await sendForm(app, '/contact', { ...MESSAGE, message: 'Other words' }).expect(303);
    const keys = admin.seen.map((seen) => seen.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('when the phone is left empty and the fields have spaces around them, then the message is sent as the app sends it (trimmed)', async () => {
    const admin = await adminAnswering(201);
    await sendForm(gateway({ ADMIN_URL: admin.url }), '/contact', { ...MESSAGE, name: '  Asha Verma ', phone: '' }).expect(303);
    expect(JSON.parse(admin.seen[0]!.body)).toEqual({ ...MESSAGE, phone: '' });
  });

  test.each([
    ['no e-mail', { ...MESSAGE, email: '' }],
    ['an e-mail without a domain', { ...MESSAGE, email: 'asha@localhost' }],
    ['an empty message', { ...MESSAGE, message: '   ' }],
    ['a subject of 151 characters', { ...MESSAGE, subject: 's'.repeat(151) }],
  ])('when it has %s, then nothing is passed on and the browser goes to the not-sent page for what was typed', async (_what, fields) => {
    const admin = await adminAnswering(201);
    const res = await sendForm(gateway({ ADMIN_URL: admin.url }), '/contact', fields).expect(303);
    expect(res.headers.location).toBe('/contact/not-sent/invalid');
    expect(admin.seen).toHaveLength(0);
  });

  test('when the body is not a form or too large, then nothing is passed on and the browser goes to the not-sent page', async () => {
    const admin = await adminAnswering(201);
    const app = gateway({ ADMIN_URL: admin.url });
    const json = await request(app).post('/contact').set('sec-fetch-site', 'same-origin').send(MESSAGE).expect(303);
    expect(json.headers.location).toBe('/contact/not-sent/invalid');
    const huge = await sendForm(app, '/contact', { ...MESSAGE, message: 'x'.repeat(70_000) }).expect(303);
    expect(huge.headers.location).toBe('/contact/not-sent/invalid');
    expect(admin.seen).toHaveLength(0);
  });

  test.each([
    [400, '/contact/not-sent/invalid'],
    [429, '/contact/not-sent/too-many'],
    [409, '/contact/not-sent/unavailable'],
    [500, '/contact/not-sent/unavailable'],
    [503, '/contact/not-sent/unavailable'],
  ])('when the admin service answers %i, then the browser goes to %s', async (status, location) => {
    const admin = await adminAnswering(status, { error: 'No', code: 'X' });
    const res = await sendForm(gateway({ ADMIN_URL: admin.url }), '/contact', MESSAGE).expect(303);
    expect(res.headers.location).toBe(location);
  });

  test('when the admin service is down, then the browser goes at once to the not-sent page that says the service could not be reached', async () => {
    const started = Date.now();
    const res = await sendForm(gateway({ ADMIN_URL: await deadUrl() }), '/contact', MESSAGE).expect(303);
    expect(res.headers.location).toBe('/contact/not-sent/unavailable');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(lines.some((line) => line.includes('contact form not delivered'))).toBe(true);
  });

  test('when the admin service never answers, then the browser goes to the not-sent page at the time-out, not later', async () => {
    const hanging = await startUpstream(() => undefined);
    upstreams.push(hanging);
    const started = Date.now();
    const res = await sendForm(gateway({ ADMIN_URL: hanging.url, PROXY_TIMEOUT_MS: '300' }), '/contact', MESSAGE).expect(303);
    expect(res.headers.location).toBe('/contact/not-sent/unavailable');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test("when another site's page sends the form, then 403 and nothing is passed on", async () => {
    const admin = await adminAnswering(201);
    const app = gateway({ ADMIN_URL: admin.url, PUBLIC_URL: 'https://agency.example' });
    const body = new URLSearchParams(MESSAGE).toString();
    await request(app).post('/contact').type('form').set('sec-fetch-site', 'cross-site').send(body).expect(403);
    await request(app).post('/contact').type('form').set('origin', 'https://evil.example').send(body).expect(403);
    await request(app).post('/contact').type('form').set('origin', 'https://agency.example').send(body).expect(303);
    expect(admin.seen).toHaveLength(1);
  });
});
