import { z } from 'zod';
import { ConfigError, loadConfig, serviceEnvShape, toServiceConfig } from '../src';
import { createTestKeys } from '../src/testing';

const schema = z.object(serviceEnvShape);
const keys = createTestKeys();

describe('loadConfig', () => {
  test('when the common env is complete, then defaults fill the rest', () => {
    const env = loadConfig(schema, {
      MONGODB_URI: 'mongodb://127.0.0.1:1',
      JWT_PUBLIC_KEY: keys.publicKey,
      INTERNAL_TOKEN: 'x'.repeat(32),
      PORT: '8084',
    });
    const config = toServiceConfig('admin', env);
    expect(config).toMatchObject({ port: 8084, dbName: 'agency_admin', seedDemo: false, logLevel: 'info' });
    expect(config.jwt).toMatchObject({ issuer: 'agency-auth', audience: 'agency-portal' });
  });

  test('when a compose file passes empty values, then they count as unset', () => {
    const env = loadConfig(schema, {
      MONGODB_URI: 'mongodb://h',
      JWT_PUBLIC_KEY: keys.publicKey,
      INTERNAL_TOKEN: 'x'.repeat(32),
      LOG_LEVEL: '',
      SEED_ADMIN_EMAIL: '',
    });
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.SEED_ADMIN_EMAIL).toBeUndefined();
  });

  test('when the PEM key comes on one line with \\n escapes, then it is restored', () => {
    const oneLine = keys.publicKey.replace(/\n/g, '\\n');
    const env = loadConfig(schema, { JWT_PUBLIC_KEY: oneLine, INTERNAL_TOKEN: 'x'.repeat(32) });
    expect(env.JWT_PUBLIC_KEY).toBe(keys.publicKey.trim());
  });

  test('when variables are missing or wrong, then one error names each of them', () => {
    expect(() => loadConfig(schema, { PORT: 'eighty', JWT_PUBLIC_KEY: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: 'eighty', JWT_PUBLIC_KEY: 'nope' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/JWT_PUBLIC_KEY: must be a PEM key/);
      expect((err as Error).message).toMatch(/INTERNAL_TOKEN/);
    }
  });

  test('when neither MONGODB_URI nor the service override is set, then the config is refused', () => {
    const env = loadConfig(schema, { JWT_PUBLIC_KEY: keys.publicKey, INTERNAL_TOKEN: 'x'.repeat(32) });
    expect(() => toServiceConfig('auth', env)).toThrow(/AUTH_MONGODB_URI/);
    expect(toServiceConfig('auth', env, 'mongodb://only-auth').mongoUri).toBe('mongodb://only-auth');
  });
});
