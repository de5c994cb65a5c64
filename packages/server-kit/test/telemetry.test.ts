import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const FIXTURE = path.join(__dirname, 'fixtures/telemetry-service.ts');
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

interface ExportedSpan {
  traceId: string;
  name: string;
}

/** An OTLP/HTTP (JSON) trace receiver: what the exporter posts to <endpoint>/v1/traces. */
async function startCollector() {
  const spans: ExportedSpan[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(text) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }> };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise((r) => server.close(r)) };
}

/** The fixture service in its own process (instrumentation patches modules as they load). */
async function startService(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; otelLoaded: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the service exited (${code})`)));
  });
  return { child, ...(JSON.parse(first) as { port: number; otelLoaded: boolean }) };
}

const stopped = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

test('when OTEL_EXPORTER_OTLP_ENDPOINT is set, then the spans of a request arrive at it under the caller’s trace id, the same the answer names', async () => {
  const collector = await startCollector();
  const service = await startService({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
  try {
    expect(service.otelLoaded).toBe(true);
    const res = await fetch(`http://127.0.0.1:${service.port}/work`, {
      headers: { traceparent: `00-${CALLER_TRACE}-00f067aa0ba902b7-01` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('traceparent')).toContain(CALLER_TRACE);
    const deadline = Date.now() + 10_000;
    while (!collector.spans.some((span) => span.traceId === CALLER_TRACE) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const ours = collector.spans.filter((span) => span.traceId === CALLER_TRACE);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.some((span) => /GET/.test(span.name))).toBe(true);
  } finally {
    await stopped(service.child);
    await collector.stop();
  }
}, 30_000);

test('when the part is stopped (SIGTERM) with spans still in its batch, then they reach the collector before it exits', async () => {
  const collector = await startCollector();
  // A batch sent only once a minute: the spans can arrive only by the flush on the way out.
  const service = await startService({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '60000' });
  try {
    const res = await fetch(`http://127.0.0.1:${service.port}/work`, {
      headers: { traceparent: `00-${CALLER_TRACE}-00f067aa0ba902b7-01` },
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(collector.spans).toEqual([]);
    await stopped(service.child);
    expect(collector.spans.filter((span) => span.traceId === CALLER_TRACE).length).toBeGreaterThan(0);
  } finally {
    service.child.kill('SIGKILL');
    await collector.stop();
  }
}, 30_000);

test('when OTEL_EXPORTER_OTLP_ENDPOINT is not set, then no OpenTelemetry SDK is loaded', async () => {
  const service = await startService({ OTEL_EXPORTER_OTLP_ENDPOINT: '' });
  try {
    expect(service.otelLoaded).toBe(false);
    expect((await fetch(`http://127.0.0.1:${service.port}/work`)).status).toBe(200);
  } finally {
    await stopped(service.child);
  }
}, 30_000);
