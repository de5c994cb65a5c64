import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
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

  test('when stopped, then answers during the drain say Connection: close and the listener still takes new connections', async () => {
    const running = await startService(buildApp(), 0, { handleSignals: false, drainDelayMs: 300 });
    const agent = new http.Agent({ keepAlive: true });
    const connectionHeader = () =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${running.port}/healthz`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers.connection));
          })
          .on('error', reject);
      });
    expect(await connectionHeader()).toBe('keep-alive');

    const stopped = running.stop();
    expect(await connectionHeader()).toBe('close');
    agent.destroy();
    await stopped;
  });

  test('when a client holds a connection it never sent a request on, then stopping closes it within about a second, not at the shutdown time-out', async () => {
    const running = await startService(buildApp(), 0, { handleSignals: false, shutdownTimeoutMs: 10_000 });
    const spare = net.connect(running.port, '127.0.0.1');
    await new Promise((resolve) => spare.once('connect', resolve));
    const closedByServer = new Promise((resolve) => spare.once('close', resolve));
    const started = Date.now();
    await running.stop();
    await closedByServer;
    expect(Date.now() - started).toBeLessThan(2500);
  });

  test('when nobody is connected, then stopping takes about a second, not the whole drain delay', async () => {
    const running = await startService(buildApp(), 0, { handleSignals: false, drainDelayMs: 5000 });
    const started = Date.now();
    await running.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  test('when the process gets SIGTERM under load, then readiness flips first, every in-flight request finishes and it exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/slow-service.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const match = /port=(\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const load = Array.from({ length: 20 }, () => fetch(`${base}/slow`).then(async (r) => ({ status: r.status, body: await r.json() })));
    await sleep(100);

    child.kill('SIGTERM');
    await sleep(50);
    const readiness = await fetch(`${base}/readyz`, { headers: { connection: 'close' } });
    expect(readiness.status).toBe(503);

    const answers = await Promise.all(load);
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 200, body: { finished: true } })));
    expect(await exited).toBe(0);
  }, 20_000);

  test('when the port is taken, then start fails instead of hanging', async () => {
    const first = await startService(buildApp(), 0, { handleSignals: false });
    await expect(startService(buildApp(), first.port, { handleSignals: false })).rejects.toThrow(/EADDRINUSE/);
    await first.stop();
  });
});
