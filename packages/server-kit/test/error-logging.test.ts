import express from 'express';
import request from 'supertest';
import { AppError, createLogger, createServiceApp } from '../src';

function captureStdout() {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}

function appThatRefuses() {
  const router = express.Router();
  router.post('/api/login', () => {
    throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials', 401);
  });
  return createServiceApp({ name: 'kit', routes: [router], logger: createLogger({ name: 'kit', level: 'info' }) });
}

test('when a request fails, then the error body carries the request id the gateway gave it', async () => {
  const res = await request(appThatRefuses()).post('/api/login').set('x-request-id', 'req-123').send({ password: 'hunter2' });
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: 'Invalid credentials', code: 'INVALID_CREDENTIALS', requestId: 'req-123' });
});

test('when a login fails, then a warning is logged with the request id and never the password or token', async () => {
  const out = captureStdout();
  try {
    await request(appThatRefuses())
      .post('/api/login')
      .set('x-request-id', 'req-456')
      .set('authorization', 'Bearer secret-token-value')
      .send({ email: 'a@b.co', password: 'hunter2' });
  } finally {
    out.restore();
  }
  const entries = out.lines.map((line) => JSON.parse(line));
  expect(entries).toContainEqual(
    expect.objectContaining({ level: 'warn', msg: 'access refused', code: 'INVALID_CREDENTIALS', requestId: 'req-456' }),
  );
  expect(out.lines.join('')).not.toMatch(/hunter2|secret-token-value/);
});

test('when a field named like a secret is logged, then it is redacted', () => {
  const out = captureStdout();
  try {
    createLogger({ name: 'kit' }).info('debugging', { password: 'p@ss', token: 't0k', user: { password: 'x' } });
  } finally {
    out.restore();
  }
  expect(out.lines.join('')).not.toMatch(/p@ss|t0k|"password":"x"/);
  expect(JSON.parse(out.lines[0]!)).toMatchObject({ password: '[redacted]', token: '[redacted]' });
});
