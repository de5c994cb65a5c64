import { loadStaticServerConfig } from '../src/config';

describe("the static server's environment (server-kit's loadConfig rules)", () => {
  test('when a variable is empty, then it counts as unset and its default applies', () => {
    expect(loadStaticServerConfig({ PORT: '', HOST: '', ROOT: '' })).toEqual({ port: 8080, host: '127.0.0.1', root: 'dist' });
  });

  test('when PORT is not a port, then it dies at boot with a ConfigError naming PORT', () => {
    expect(() => loadStaticServerConfig({ PORT: '80.5' })).toThrow(
      expect.objectContaining({ name: 'ConfigError', message: 'Invalid environment:\n  PORT: must be a whole number from 0 to 65535' }),
    );
  });
});
