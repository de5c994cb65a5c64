import request from 'supertest';
import { Router } from 'express';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, createServiceApp, MAX_BODY_DEPTH } from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });

/** `{"a":{"a":…1…}}` nested `levels` objects deep, as raw JSON (the client never builds the object). */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('request body rules', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  let app: ReturnType<typeof createServiceApp>;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'kit_body_rules', { logger: silent });
    const routes = Router();
    routes.post('/api/echo', (req, res) => {
      res.status(201).json({ received: JSON.stringify(req.body).length });
    });
    routes.post('/api/things/:id/files', (req, res) => {
      res.status(201).json({ multipart: Boolean(req.is('multipart/form-data')) });
    });
    routes.post('/api/logout', (_req, res) => {
      res.status(204).end();
    });
    app = createServiceApp({ name: 'test', routes: [routes], db, logger: silent, multipartRoutes: ['/api/things/:id/files'] });
  });
  afterAll(async () => {
    await db.close();
    await devdb.stop();
  });

  const postJson = (text: string, key?: string) => {
    const req = request(app).post('/api/echo').set('content-type', 'application/json');
    return (key ? req.set('idempotency-key', key) : req).send(text);
  };

  test('when a body nests 10,000 levels, with or without an Idempotency-Key, then 400 BODY_TOO_DEEP and the service still answers', async () => {
    for (const key of [undefined, 'deep-key-1', 'deep-key-2']) {
      const res = await postJson(nestedJson(10_000), key);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`, code: 'BODY_TOO_DEEP' });
    }
    expect((await postJson('{"name":"Ana"}', 'after-deep')).status).toBe(201);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });

  test('when a body nests exactly the limit, then it is accepted; one level more is refused', async () => {
    expect((await postJson(nestedJson(MAX_BODY_DEPTH))).status).toBe(201);
    expect((await postJson(nestedJson(MAX_BODY_DEPTH + 1))).status).toBe(400);
  });

  test('when a body is over 100 kB, then 413 PAYLOAD_TOO_LARGE as JSON', async () => {
    const res = await postJson(JSON.stringify({ name: 'x'.repeat(120_000) }), 'large-key');
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'Request body is too large (at most 100 kB)', code: 'PAYLOAD_TOO_LARGE' });
  });

  test('when a body is text/plain or a form, then 415 UNSUPPORTED_MEDIA_TYPE and the route never runs', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await request(app).post('/api/echo').set('content-type', type).send('name=Ana');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  test('when a route takes files, then multipart is accepted there and text is still 415', async () => {
    const upload = await request(app).post('/api/things/abc/files').attach('file', Buffer.from('hello'), 'a.txt');
    expect(upload.status).toBe(201);
    expect(upload.body).toEqual({ multipart: true });
    const text = await request(app).post('/api/things/abc/files').set('content-type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('Send the request body as JSON (Content-Type: application/json) or multipart/form-data');
  });

  test('when a route takes no body and none is sent, then it answers as before', async () => {
    expect((await request(app).post('/api/logout')).status).toBe(204);
    expect((await request(app).post('/api/logout').set('content-type', 'text/plain')).status).toBe(204);
  });
});
