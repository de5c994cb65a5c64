// /healthz says the process lives; /readyz says the gateway can actually serve the API, i.e. every
// service reports itself ready. Each check is bounded so a hung service cannot hang the probe.
import { Router } from 'express';
import type { GatewayConfig, ServiceName } from './config';
import { checkService, type ServiceState } from './service-readiness';

export function healthRoutes(
  config: GatewayConfig,
  onServiceReady: (name: ServiceName) => void = () => {},
  draining: () => boolean = () => false,
): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    // Shutting down: out of the load balancer's rotation at once, whatever the services say.
    if (draining()) return void res.status(503).set('cache-control', 'no-store').json({ status: 'draining' });
    const entries = Object.entries(config.services) as [ServiceName, string][];
    const states = await Promise.all(entries.map(async ([name, url]) => [name, await checkService(url)] as const));
    const services = Object.fromEntries(states) as Record<ServiceName, ServiceState>;
    for (const [name, state] of states) if (state === 'ready') onServiceReady(name);
    const ready = states.every(([, s]) => s === 'ready');
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'not_ready', services });
  });
  return router;
}
