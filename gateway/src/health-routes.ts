// /healthz says the process lives; /readyz says the gateway can actually serve the API, i.e. every
// service reports itself ready. Each check is bounded so a hung service cannot hang the probe.
import { Router } from 'express';
import type { GatewayConfig, ServiceName } from './config';

const READY_CHECK_TIMEOUT_MS = 1000;
type ServiceState = 'ready' | 'not_ready' | 'unavailable' | 'timeout';

async function checkService(baseUrl: string): Promise<ServiceState> {
  try {
    const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(READY_CHECK_TIMEOUT_MS) });
    await res.body?.cancel(); // release the connection; only the status matters
    return res.ok ? 'ready' : 'not_ready';
  } catch (err) {
    return (err as Error).name === 'TimeoutError' ? 'timeout' : 'unavailable';
  }
}

export function healthRoutes(config: GatewayConfig): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const entries = Object.entries(config.services) as [ServiceName, string][];
    const states = await Promise.all(entries.map(async ([name, url]) => [name, await checkService(url)] as const));
    const services = Object.fromEntries(states) as Record<ServiceName, ServiceState>;
    const ready = states.every(([, s]) => s === 'ready');
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'not_ready', services });
  });
  return router;
}
