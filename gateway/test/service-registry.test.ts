import path from 'node:path';
import request from 'supertest';
import type { GatewayApp } from '../src/app';
import { makeWebRoot, startUpstream, type Upstream } from './helpers';

// The registry of services, with one more service as someone adding it would write it.
const REGISTRY = path.resolve(__dirname, '../../packages/server-kit/services.json');

describe('the registry of services', () => {
  let billing: Upstream;
  let modules: { createGatewayApp: typeof import('../src/app').createGatewayApp; loadConfig: typeof import('../src/config').loadConfig };
  let app: GatewayApp | undefined;

  beforeAll(async () => {
    billing = await startUpstream();
    jest.resetModules();
    jest.doMock(REGISTRY, () => ({ ...jest.requireActual(REGISTRY), billing: { dir: 'services/billing', portOffset: 5 } }));
    modules = { createGatewayApp: (await import('../src/app')).createGatewayApp, loadConfig: (await import('../src/config')).loadConfig };
  });
  afterAll(async () => {
    app?.closeUpstreams();
    await billing.close();
    jest.dontMock(REGISTRY);
  });

  test('when a service is added to services.json, then the gateway proxies /api/<name>/* to its <NAME>_URL', async () => {
    app = modules.createGatewayApp(modules.loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: makeWebRoot(), BILLING_URL: billing.url }));
    const res = await request(app).get('/api/billing/invoices?page=2');
    expect(res.status).toBe(200);
    expect(billing.seen.map((seen) => seen.url)).toEqual(['/api/billing/invoices?page=2']);
  });

  test('when its <NAME>_URL is not set, then it is looked for at the gateway PORT plus its offset', () => {
    expect(modules.loadConfig({ PORT: '9000' }).services).toMatchObject({
      auth: 'http://127.0.0.1:9001',
      billing: 'http://127.0.0.1:9005',
    });
  });
});
