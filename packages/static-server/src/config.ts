// The front-end images' environment: ROOT (the built front end), PORT, HOST, and for several kept releases
// RELEASES_DIR (one folder per release, shared by the front end's containers) and RELEASE_ID (this build's name).
export interface StaticServerConfig {
  root: string;
  releasesDir?: string;
  releaseId?: string;
  port: number;
  host: string;
}

export function loadStaticServerConfig(env: Record<string, string | undefined> = process.env): StaticServerConfig {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    root: env.ROOT || 'dist',
    port,
    host: env.HOST || '127.0.0.1',
    releasesDir: env.RELEASES_DIR || undefined,
    releaseId: env.RELEASE_ID || undefined,
  };
}
