import express from 'express';
import { createLogger, createServiceApp, startService } from '../src';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function buildApp() {
  const router = express.Router();
  router.get('/slow', async (_req, res) => {
    await sleep(400);
    res.json({ finished: true });
  });
  return createServiceApp({ name: 'test', routes: [router], logger: createLogger({ name: 'test', level: 'silent' }) });
}

describe('startService', () => {
  test('when stopped during a request, then readiness turns 503 first, the request finishes and new connections are refused', async () => {
    const running = await startService(buildApp(), 0, { handleSignals: false, drainDelayMs: 150 });
    const base = `http://127.0.0.1:${running.port}`;
    const inFlight = fetch(`${base}/slow`).then((r) => r.json());
    await sleep(50);

    const stopped = running.stop();
    const readiness = await fetch(`${base}/readyz`, { headers: { connection: 'close' } });
    expect(readiness.status).toBe(503);

    expect(await inFlight).toEqual({ finished: true });
    await stopped;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  test('when the port is taken, then start fails instead of hanging', async () => {
    const first = await startService(buildApp(), 0, { handleSignals: false });
    await expect(startService(buildApp(), first.port, { handleSignals: false })).rejects.toThrow(/EADDRINUSE/);
    await first.stop();
  });
});
