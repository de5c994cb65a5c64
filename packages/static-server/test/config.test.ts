import { loadStaticServerConfig } from '../src/config';

describe("the static server's environment (server-kit's loadConfig rules)", () => {
  test('when a variable is empty, then it counts as unset and its default applies', () => {
    expect(loadStaticServerConfig({ PORT: '', HOST: '', ROOT: '', KEEP_RELEASES: '' })).toEqual({
      port: 8080,
      host: '127.0.0.1',
      root: 'dist',
      keepReleases: 20,
    });
  });

  test('when PORT is not a port, then it dies at boot with a ConfigError naming PORT', () => {
    expect(() => loadStaticServerConfig({ PORT: '80.5' })).toThrow(
      expect.objectContaining({ name: 'ConfigError', message: 'Invalid environment:\n  PORT: must be a whole number from 0 to 65535' }),
    );
  });

  test('when KEEP_RELEASES would keep less than this release and one to roll back to, then it dies at boot naming it', () => {
    expect(loadStaticServerConfig({ KEEP_RELEASES: '5' }).keepReleases).toBe(5);
    for (const bad of ['1', '0', '2.5', 'all'])
      expect(() => loadStaticServerConfig({ KEEP_RELEASES: bad })).toThrow(
        expect.objectContaining({
          name: 'ConfigError',
          message: 'Invalid environment:\n  KEEP_RELEASES: must be a whole number of at least 2 (this release and one to roll back to)',
        }),
      );
  });
});
