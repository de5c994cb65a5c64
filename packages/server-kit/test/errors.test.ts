import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { AppError, createLogger, createServiceApp } from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });

function buildApp() {
  const router = express.Router();
  router.get('/conflict', () => {
    throw new AppError('DOMAIN_EXISTS', 'Domain already exists', 409);
  });
  router.post('/echo', (req, res) => {
    const body = z.object({ name: z.string().trim().min(1, 'Name is required') }).parse(req.body);
    res.status(201).json(body);
  });
  router.post('/form', (req, res) => {
    const required = z.string().trim().min(1, 'Please fill all required fields');
    res.status(201).json(z.object({ clientName: required, domain: required, email: z.email('Enter a valid email') }).parse(req.body));
  });
  router.get('/boom', async () => {
    throw new Error('secret connection string mongodb://user:pw@host');
  });
  return createServiceApp({ name: 'test', routes: [router], logger: silent });
}

describe('createServiceApp errors', () => {
  const app = buildApp();

  test('when a handler throws an AppError, then its status, message and code leave as the body', async () => {
    const res = await request(app).get('/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Domain already exists', code: 'DOMAIN_EXISTS' });
  });

  test('when the body fails its zod schema, then 400 VALIDATION_FAILED names the field', async () => {
    const res = await request(app).post('/echo').send({ name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Name is required', code: 'VALIDATION_FAILED' });
  });

  test('when several fields fail, then every issue is told in its own words, the same text once', async () => {
    const res = await request(app).post('/form').send({ clientName: ' ', domain: '', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please fill all required fields; Enter a valid email', code: 'VALIDATION_FAILED' });
  });

  test('when the body is valid, then the route answers normally', async () => {
    const res = await request(app).post('/echo').send({ name: ' Ana ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'Ana' });
  });

  test('when the body is not JSON, then 400 INVALID_JSON', async () => {
    const res = await request(app).post('/echo').set('content-type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
  });

  test('when the body is over 100kb, then 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await request(app)
      .post('/echo')
      .send({ name: 'x'.repeat(120_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('when a handler rejects with an unknown error, then 500 without the message or stack', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Something went wrong', code: 'INTERNAL_ERROR' });
    expect(res.text).not.toContain('mongodb://');
  });

  test('when no route matches, then 404 NOT_FOUND in the error shape', async () => {
    const res = await request(app).delete('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No route for DELETE /nowhere', code: 'NOT_FOUND' });
  });

  test('when any answer leaves, then it does not advertise express', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  test('when the app has no database, then it is ready', async () => {
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });
});
