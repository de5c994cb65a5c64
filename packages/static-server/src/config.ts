// The front-end images' environment: ROOT (the built front end), PORT, HOST. The rules are server-kit's
// `loadConfig` and `serviceEnvShape` (empty means unset; PORT a whole number 0-65535; HOST loopback unless
// set; a bad variable is named in a ConfigError), written out here because the web images carry this server's
// compiled files and no node_modules: importing server-kit would bring zod, mongoose and pino along.
export interface StaticServerConfig {
  root: string;
  port: number;
  host: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadStaticServerConfig(env: Record<string, string | undefined> = process.env): StaticServerConfig {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const port = Number(value('PORT') ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('Invalid environment:\n  PORT: must be a whole number from 0 to 65535');
  }
  return { root: value('ROOT') ?? 'dist', port, host: value('HOST') ?? '127.0.0.1' };
}
