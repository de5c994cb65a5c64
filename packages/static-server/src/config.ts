// The front-end images' environment: ROOT (the built front end), PORT, HOST; for a front end with server
// HTML (mfe-public) API_URL (where its pages' data is read: the gateway's or the admin service's internal
// URL) and API_TIMEOUT_MS (per read, default 3000); for several kept releases RELEASES_DIR (one folder per
// release, shared by the front end's containers), RELEASE_ID (this build's name) and KEEP_RELEASES (how many
// the folder keeps, this one included; default 20).
// The rules are server-kit's `loadConfig` and `serviceEnvShape` (empty means unset; PORT a whole number
// 0-65535; HOST loopback unless set; a bad variable is named in a ConfigError), written out here because the
// web images carry this server's compiled files and no node_modules: importing server-kit would bring zod,
// mongoose and pino along.
import { DEFAULT_KEEP_RELEASES } from './releases';

export interface StaticServerConfig {
  root: string;
  releasesDir?: string;
  releaseId?: string;
  /** How many releases RELEASES_DIR keeps (the newest, this build's included); older ones are removed on start. */
  keepReleases: number;
  port: number;
  host: string;
  /** Set when this front end renders its own pages; without it /_server/* is not answered. */
  serverHtml?: { apiUrl: string; apiTimeoutMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadStaticServerConfig(env: Record<string, string | undefined> = process.env): StaticServerConfig {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const problems: string[] = [];
  const port = Number(value('PORT') ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('PORT: must be a whole number from 0 to 65535');
  const apiTimeoutMs = Number(value('API_TIMEOUT_MS') ?? 3000);
  if (!Number.isInteger(apiTimeoutMs) || apiTimeoutMs <= 0) problems.push('API_TIMEOUT_MS: must be a positive whole number');
  const keepReleases = Number(value('KEEP_RELEASES') ?? DEFAULT_KEEP_RELEASES);
  if (!Number.isInteger(keepReleases) || keepReleases < 2)
    problems.push('KEEP_RELEASES: must be a whole number of at least 2 (this release and one to roll back to)');
  const apiUrl = value('API_URL');
  if (apiUrl !== undefined && !/^https?:\/\//.test(apiUrl)) problems.push('API_URL: must be an http(s) URL');
  if (problems.length) throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  const serverHtml = apiUrl ? { apiUrl: apiUrl.replace(/\/+$/, ''), apiTimeoutMs } : undefined;
  return {
    root: value('ROOT') ?? 'dist',
    port,
    host: value('HOST') ?? '127.0.0.1',
    releasesDir: value('RELEASES_DIR'),
    releaseId: value('RELEASE_ID'),
    keepReleases,
    serverHtml,
  };
}
