import express from 'express';
import request from 'supertest';
import { createLogger, createServiceApp } from '../src';

function captureStdout() {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}

describe('request log', () => {
  test('when a request finishes, then one JSON line holds method, path without query, status and ms', async () => {
    const router = express.Router();
    router.get('/things', (_req, res) => {
      res.status(204).end();
    });
    const app = createServiceApp({ name: 'things', routes: [router], logger: createLogger({ name: 'things', level: 'info' }) });
    const out = captureStdout();
    try {
      await request(app).get('/things?token=secret');
    } finally {
      out.restore();
    }
    const entries = out.lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 'info', service: 'things', msg: 'request', method: 'GET', path: '/things', status: 204 });
    expect(typeof entries[0].ms).toBe('number');
    expect(out.lines.join('')).not.toContain('secret');
  });

  test('when the level is warn, then info lines are not written', async () => {
    const out = captureStdout();
    try {
      createLogger({ name: 'quiet', level: 'warn' }).info('hello');
    } finally {
      out.restore();
    }
    expect(out.lines).toHaveLength(0);
  });
});
