// Everything `npm start` (and the e2e run) needs to know about the local stack, derived from env once.
// Internal ports are derived from the gateway's PORT (or INTERNAL_PORT_BASE) so stacks run side by side.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The registry of services (packages/server-kit/services.json): name → { dir, portOffset }.
const serviceRegistry = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/server-kit/services.json'), 'utf8'));
export const SERVICES = Object.keys(serviceRegistry);
/** A service's folder, e.g. services/auth. */
export const serviceDir = (name) => serviceRegistry[name].dir;

export const DEFAULT_SEED = {
  SEED_ADMIN_EMAIL: 'admin@agency.local',
  SEED_ADMIN_PASSWORD: 'Admin@12345',
  SEED_USER_EMAIL: 'user@agency.local',
  SEED_USER_PASSWORD: 'User@12345',
};

function parsePort(text, name) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 11) {
    throw new Error(`${name} must be a port number, got "${text}"`);
  }
  return port;
}

export function readStackConfig(env = process.env) {
  const port = parsePort(env.PORT ?? '8080', 'PORT');
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  // INTERNAL_PORT_BASE moves the services, the database, the metrics listeners and the public remote's server off PORT+1…+11, so stacks on neighbouring
  // gateway ports (parallel e2e runs, a developer's stack) never land on each other's internal ports.
  const base = env.INTERNAL_PORT_BASE ? parsePort(env.INTERNAL_PORT_BASE, 'INTERNAL_PORT_BASE') : port + 1;
  // The registry's offsets count from the gateway's PORT (PORT+1 is offset 1), so from base it is offset - 1.
  const servicePorts = Object.fromEntries(SERVICES.map((name) => [name, base + serviceRegistry[name].portOffset - 1]));
  const lastOffset = Math.max(...Object.values(serviceRegistry).map((s) => s.portOffset));
  // Prometheus' /metrics listeners come after the database: the gateway's first (PORT+6 by default), then
  // each service's in registry order (PORT+7…+10), then the public remote's server (PORT+11): internal ports stay one block.
  const metricsPorts = {
    gateway: base + lastOffset + 1,
    ...Object.fromEntries(SERVICES.map((name) => [name, base + lastOffset + 1 + serviceRegistry[name].portOffset])),
  };
  return {
    port,
    dataDir,
    servicePorts,
    // The database comes right after the services.
    dbPort: base + lastOffset,
    metricsPorts,
    // The public remote's own server (its files and its server HTML) after the metrics listeners.
    publicRemotePort: Math.max(...Object.values(metricsPorts)) + 1,
    internalPortBaseSet: Boolean(env.INTERNAL_PORT_BASE),
    externalMongoUri: env.MONGODB_URI || null,
    seed: Object.fromEntries(Object.entries(DEFAULT_SEED).map(([k, v]) => [k, env[k] || v])),
    logLevel: env.LOG_LEVEL ?? 'info',
    // How long each service may take to answer /readyz at start (a loaded machine, e.g. two benchmark stacks).
    readyTimeoutMs: Number(env.READY_TIMEOUT_MS) || 3 * 60_000,
  };
}
