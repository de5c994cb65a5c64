import path from 'node:path';
import { z } from 'zod';
import { createTestKeys } from '../src/testing';

// The registry of services, with one more service as someone adding it would write it.
const REGISTRY = path.resolve(__dirname, '../services.json');

test("when a service is added to services.json, then every service's config carries its <NAME>_URL (where the outbox delivers to it)", async () => {
  jest.resetModules();
  jest.doMock(REGISTRY, () => ({ ...jest.requireActual(REGISTRY), billing: { dir: 'services/billing', portOffset: 5 } }));
  const kit = await import('../src');
  jest.dontMock(REGISTRY);
  const env = kit.loadConfig(z.object(kit.serviceEnvShape), {
    MONGODB_URI: 'mongodb://127.0.0.1:1',
    JWT_PUBLIC_KEY: createTestKeys().publicKey,
    INTERNAL_TOKEN: 'x'.repeat(32),
    USER_URL: 'http://user:3000',
    BILLING_URL: 'http://billing:3000',
  });
  expect(kit.toServiceConfig('admin', env).urls).toEqual({ user: 'http://user:3000', billing: 'http://billing:3000' });
  expect(() => kit.loadConfig(z.object(kit.serviceEnvShape), { BILLING_URL: 'not a url' })).toThrow(/BILLING_URL/);
});
