// The only place the gateway reads process.env: parsed and validated once, so a bad value fails at start-up
// instead of on the first request that needs it.
import path from 'node:path';
import { z } from 'zod';
// The services' env loader (empty means unset, every bad variable named) and levels, and the registry of
// services (which exist, their <NAME>_URL variables, their default ports): one way for each.
import {
  loadConfig as loadEnv,
  LOG_LEVELS,
  portSchema,
  serviceEnvShape,
  SERVICE_NAMES,
  SERVICES,
  serviceUrlEnvName,
  type LogLevel,
  type ServiceName,
} from '@agency/server-kit';
// Which remotes exist, where each is served and its env names: the one registry of front ends.
import { defaultManifestUrl, REMOTES, remoteEnvNames, type RemoteKey, type RemoteName } from '@agency/mf-config/front-ends';

export { LOG_LEVELS, SERVICE_NAMES, type LogLevel, type ServiceName };

// Empty values count as unset (server-kit's loadConfig drops them), so every default still applies.
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: portSchema.default(8080),
  // Prometheus' /metrics on a listener of its own, never on PORT (docs/interfaces.md); unset: none.
  METRICS_PORT: portSchema.optional(),
  // Where that listener binds, by the services' rule: loopback unless HOST says otherwise (the image, compose
  // and Kubernetes set 0.0.0.0 for Prometheus). PORT is the site itself and listens on every interface.
  HOST: serviceEnvShape.HOST,
  ...(Object.fromEntries(SERVICE_NAMES.map((name) => [serviceUrlEnvName(name), optionalUrl])) as Record<string, typeof optionalUrl>),
  WEB_ROOT: z.string().optional(),
  // The site's address as visitors and search engines know it: canonical URLs, sitemap, social cards.
  PUBLIC_URL: optionalUrl,
  // Production with one container per front end: where the gateway fetches each one's files from.
  SHELL_UPSTREAM_URL: optionalUrl,
  // `npm run dev`: the front ends come from their dev servers (hot reload) instead of dist/.
  DEV_SHELL_URL: optionalUrl,
  PROXY_TIMEOUT_MS: positiveInt(10_000),
  CIRCUIT_RESET_MS: positiveInt(3000),
  CIRCUIT_CONSECUTIVE_FAILURES: positiveInt(5),
  CIRCUIT_READY_PROBE_MS: positiveInt(500),
  // A client must send its whole request (headers and body) within REQUEST_TIMEOUT_MS and its headers
  // within HEADERS_TIMEOUT_MS, or it is answered 408 and disconnected: a trickling client cannot hold a
  // connection (and a socket to a service) open for minutes.
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Releases as pointers: the admin service's internal read of them (its INTERNAL_TOKEN; unset, every front
  // end serves its container's own build), how often it is read, and the secret admins' overrides are signed with.
  INTERNAL_TOKEN: z.string().optional(),
  RELEASE_POLL_MS: positiveInt(2000),
  RELEASE_OVERRIDE_SECRET: z.string().optional(),
  // Per remote: MFE_<KEY>_URL (its manifest for /mf-config.json), MFE_<KEY>_UPSTREAM_URL (its container),
  // DEV_MFE_<KEY>_URL (its dev server).
  ...(Object.fromEntries(
    REMOTES.flatMap(({ key }) => {
      const names = remoteEnvNames(key);
      return [
        [names.manifest, z.string().optional()],
        [names.upstream, optionalUrl],
        [names.devServer, optionalUrl],
      ];
    }),
  ) as Record<string, typeof optionalUrl>),
});

/** A URL per front end: the shell and each remote by its key (`public`, …). */
export type FrontEndUrls = Partial<Record<'shell' | RemoteKey, string>>;

export interface GatewayConfig {
  port: number;
  /** Where /metrics is served (METRICS_PORT); the public port answers 404 to it. */
  metricsPort?: number;
  /** The interface the metrics listener binds (HOST; 127.0.0.1 unless set). */
  metricsHost: string;
  /** Base URL of each service, without a trailing slash. */
  services: Record<ServiceName, string>;
  /** The site's public address, without a trailing slash (canonical URLs, sitemap.xml, robots.txt). */
  publicUrl: string;
  /** Folder holding shell/dist, mfe-public/dist, mfe-portal/dist, mfe-admin/dist. */
  webRoot: string;
  /** Dev servers to proxy the front ends to (npm run dev); absent in production. */
  devServers: FrontEndUrls;
  /**
   * The containers serving each front end's build (one image per front end): the gateway proxies the
   * shell's files and /mfe/<name>/ to them instead of reading WEB_ROOT, so each ships on its own.
   */
  upstreams: FrontEndUrls;
  /** Manifest URLs published in /mf-config.json. */
  remotes: Record<RemoteName, string>;
  proxyTimeoutMs: number;
  /** How long a service's circuit stays open before the gateway probes it again. */
  circuitResetMs: number;
  /** Failures in a row that open a service's circuit, however slowly they come. */
  circuitConsecutiveFailures: number;
  /** How often a circuit opened because the service could not be reached asks whether it is ready again. */
  circuitReadyProbeMs: number;
  /** Deadline for receiving a whole request from the client (body included). */
  requestTimeoutMs: number;
  /** Deadline for receiving a request's headers; never more than requestTimeoutMs. */
  headersTimeoutMs: number;
  logLevel: LogLevel;
  releases: {
    /** Sent to the admin service's /internal/releases; empty: no pointers are read. */
    internalToken: string;
    pollMs: number;
    /** Checks the override cookies the admin service signs; empty: every override is ignored. */
    overrideSecret: string;
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const e = loadEnv(envSchema, env);
  // The services' and remotes' variables are named from the registries at run time: the type cannot list them.
  const byName = e as unknown as Record<string, string | undefined>;
  const perRemote = <T>(value: (key: RemoteKey, name: RemoteName) => T) =>
    Object.fromEntries(REMOTES.map(({ key, name }) => [key, value(key, name)]));
  // Same derivation as docs/interfaces.md: a service listens on gateway port + its registry offset.
  const localService = (offset: number) => `http://127.0.0.1:${e.PORT + offset}`;
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    port: e.PORT,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.HOST,
    services: Object.fromEntries(
      SERVICES.map(({ name, portOffset }) => [name, trim(byName[serviceUrlEnvName(name)] ?? localService(portOffset))]),
    ) as Record<ServiceName, string>,
    publicUrl: trim(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    webRoot: path.resolve(e.WEB_ROOT ?? path.resolve(__dirname, '../..')),
    devServers: { shell: e.DEV_SHELL_URL, ...perRemote((key) => byName[remoteEnvNames(key).devServer]) },
    upstreams: {
      shell: e.SHELL_UPSTREAM_URL && trim(e.SHELL_UPSTREAM_URL),
      ...perRemote((key) => {
        const upstream = byName[remoteEnvNames(key).upstream];
        return upstream && trim(upstream);
      }),
    },
    remotes: Object.fromEntries(
      REMOTES.map(({ key, name }) => [name, byName[remoteEnvNames(key).manifest] ?? defaultManifestUrl(key)]),
    ) as Record<RemoteName, string>,
    proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
    circuitResetMs: e.CIRCUIT_RESET_MS,
    circuitConsecutiveFailures: e.CIRCUIT_CONSECUTIVE_FAILURES,
    circuitReadyProbeMs: e.CIRCUIT_READY_PROBE_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    logLevel: e.LOG_LEVEL,
    releases: { internalToken: e.INTERNAL_TOKEN ?? '', pollMs: e.RELEASE_POLL_MS, overrideSecret: e.RELEASE_OVERRIDE_SECRET ?? '' },
  };
}
