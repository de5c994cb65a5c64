import path from 'node:path';
import { ConfigError } from '@agency/server-kit';
import { loadConfig } from '../src/config';

test('when nothing is set, then the documented defaults apply', () => {
  const config = loadConfig({});
  expect(config.port).toBe(8080);
  expect(config.services).toEqual({
    auth: 'http://127.0.0.1:8081',
    user: 'http://127.0.0.1:8082',
    member: 'http://127.0.0.1:8083',
    admin: 'http://127.0.0.1:8084',
  });
  expect(config.proxyTimeoutMs).toBe(10_000);
  expect(config.webRoot).toBe(path.resolve(__dirname, '../..'));
  expect(config.remotes.mfe_public).toBe('/mfe/public/mf-manifest.json');
});

test('when values are set, then they are used (trailing slash trimmed, empty means unset)', () => {
  const config = loadConfig({ PORT: '9000', AUTH_URL: 'http://auth:3000/', USER_URL: '', PROXY_TIMEOUT_MS: '250', LOG_LEVEL: 'warn' });
  expect(config.services.auth).toBe('http://auth:3000');
  expect(config.services.user).toBe('http://127.0.0.1:9002');
  expect(config.proxyTimeoutMs).toBe(250);
  expect(config.logLevel).toBe('warn');
});

test.each([{ PORT: 'abc' }, { AUTH_URL: 'not a url' }, { PROXY_TIMEOUT_MS: '-5' }, { LOG_LEVEL: 'loud' }])(
  'when the environment is invalid (%o), then loading fails with the variable named',
  (env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(Object.keys(env)[0]!));
  },
);

test('when several variables are invalid, then loading fails with one ConfigError naming each, as a service does', () => {
  const load = () => loadConfig({ PORT: 'abc', MFE_ADMIN_UPSTREAM_URL: 'not a url', LOG_LEVEL: 'debug' });
  expect(load).toThrow(ConfigError);
  expect(load).toThrow(/^Invalid environment:\n {2}PORT: .+\n {2}MFE_ADMIN_UPSTREAM_URL: .+$/);
});
