import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { makeWebRoot } from './helpers';

test('when a request is answered, then one JSON log line with method, path (no query), status and ms is written', async () => {
  const lines: string[] = [];
  const config = loadConfig({ WEB_ROOT: makeWebRoot(), LOG_LEVEL: 'info' });
  const app = createGatewayApp(
    config,
    createLogger(config.logLevel, (l) => lines.push(l)),
  );
  await request(app).get('/api/nope?token=secret').set('x-request-id', 'log-1');
  app.closeUpstreams();
  await new Promise((r) => setImmediate(r));
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0]!);
  expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/nope', status: 404, requestId: 'log-1' });
  expect(typeof entry.ms).toBe('number');
  expect(lines[0]).not.toContain('secret');
});

test('when LOG_LEVEL is warn, then successful requests are not logged', async () => {
  const lines: string[] = [];
  const app = createGatewayApp(
    loadConfig({ WEB_ROOT: makeWebRoot() }),
    createLogger('warn', (l) => lines.push(l)),
  );
  await request(app).get('/healthz');
  app.closeUpstreams();
  await new Promise((r) => setImmediate(r));
  expect(lines).toHaveLength(0);
});
