// The registry of services: each one's folder and its port next to the gateway's (gateway PORT + offset
// when no <NAME>_URL says otherwise). The gateway (its proxies and their default URLs), the outbox (who a
// message goes to, at which <NAME>_URL) and the scripts (npm start, npm run dev) all read it, so a service
// is added in one place. The list itself is JSON (services.json) because the scripts are plain Node modules
// that cannot import TypeScript.
import registry from '../services.json';

export type ServiceName = keyof typeof registry;

export interface ServiceEntry {
  name: ServiceName;
  dir: string;
  portOffset: number;
}

export const SERVICES: readonly ServiceEntry[] = Object.entries(registry).map(([name, entry]) => ({
  name: name as ServiceName,
  dir: entry.dir,
  portOffset: entry.portOffset,
}));

export const SERVICE_NAMES: readonly ServiceName[] = SERVICES.map((service) => service.name);

/** The env variable holding a service's base URL: AUTH_URL, USER_URL, … */
export const serviceUrlEnvName = <N extends ServiceName>(name: N) => `${name.toUpperCase() as Uppercase<N>}_URL` as const;
