// The front-end images' environment: ROOT (the built front end), PORT, HOST; for a front end with server
// HTML (mfe-public) API_URL (where its pages' data is read: the gateway's or the admin service's internal
// URL), API_TIMEOUT_MS (per read, default 3000) and RELEASES_DIR (the kept releases, default ROOT/../releases).
export interface StaticServerConfig {
  root: string;
  port: number;
  host: string;
  /** Set when this front end renders its own pages; without it /_server/* is not answered. */
  serverHtml?: { apiUrl: string; apiTimeoutMs: number; releasesDir?: string };
}

export function loadStaticServerConfig(env: Record<string, string | undefined> = process.env): StaticServerConfig {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const apiTimeoutMs = Number(env.API_TIMEOUT_MS || 3000);
  if (!Number.isInteger(apiTimeoutMs) || apiTimeoutMs <= 0)
    throw new Error(`API_TIMEOUT_MS must be a positive integer, got "${env.API_TIMEOUT_MS}"`);
  if (env.API_URL && !/^https?:\/\//.test(env.API_URL)) throw new Error(`API_URL must be an http(s) URL, got "${env.API_URL}"`);
  const serverHtml = env.API_URL
    ? { apiUrl: env.API_URL.replace(/\/+$/, ''), apiTimeoutMs, releasesDir: env.RELEASES_DIR || undefined }
    : undefined;
  return { root: env.ROOT || 'dist', port, host: env.HOST || '127.0.0.1', serverHtml };
}
