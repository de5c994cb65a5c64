// Prometheus metrics of a service: RED per route pattern, the outbox's backlog and e-mail counters,
// served on the metrics listener (METRICS_PORT) and never on the port the gateway proxies to.
import { Router } from 'express';
import request from 'supertest';
import { startDevDb, type DevDb } from '@agency/devdb';
import {
  AppError,
  connectDb,
  createLogger,
  createOutbox,
  createServiceApp,
  mailMessage,
  startOutboxRelay,
  startService,
  type RunningService,
} from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });

/** The value of one series in Prometheus' text format (`name{labels} value`), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('service metrics', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  let service: RunningService;
  const scrape = async () => (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'agency_metrics_test');
    const things = Router();
    things.get('/api/things/:id', (req, res) => {
      if (req.params.id === 'broken') throw new AppError('INTERNAL_ERROR', 'broken', 500);
      res.json({ id: req.params.id });
    });
    const app = createServiceApp({ name: 'things', db, logger: silent, routes: [things] });
    service = await startService(app, 0, { handleSignals: false, metricsPort: 0 });
  });
  afterAll(async () => {
    await service.stop();
    await devdb.stop().catch(() => undefined);
  });

  test('when routes are called, then each answer is counted by method, route pattern and status, never by raw path', async () => {
    const base = `http://127.0.0.1:${service.port}`;
    await fetch(`${base}/api/things/41`);
    await fetch(`${base}/api/things/42`);
    await fetch(`${base}/api/things/broken`);
    await fetch(`${base}/no/such/path`);

    const text = await scrape();
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/things/:id",status="200"}')).toBe(2);
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/things/:id",status="500"}')).toBe(1);
    expect(valueOf(text, 'http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/things/:id",status="200"}')).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/things/:id",status="200"}')).toBe(2);
    expect(text).not.toMatch(/route="\/api\/things\/4[12]"|route="\/no\/such\/path"/);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  test("when /metrics is asked of the service's own port, then 404: the gateway's /api proxy can never reach it", async () => {
    const res = await request(`http://127.0.0.1:${service.port}`).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });

  test('when outbox messages wait, then the scrape shows how many and how old the oldest is; after delivery, none', async () => {
    const outbox = createOutbox(db);
    await outbox.send([mailMessage('test.one', { to: 'a@example.com', subject: 'One', text: 'one' })]);
    await outbox.send([mailMessage('test.two', { to: 'b@example.com', subject: 'Two', text: 'two' })]);
    await db.collection('outbox').updateMany({}, { $set: { createdAt: new Date(Date.now() - 90_000) } });

    const waiting = await scrape();
    expect(valueOf(waiting, 'agency_outbox_messages_waiting')).toBe(2);
    expect(valueOf(waiting, 'agency_outbox_oldest_message_age_seconds')).toBeGreaterThanOrEqual(90);

    // a@ is accepted, b@ refused for good (550).
    const mailer = {
      send: async ({ to }: { to: string }) => {
        if (to !== 'a@example.com') throw Object.assign(new Error('no such mailbox'), { responseCode: 550 });
      },
    };
    const relay = startOutboxRelay({
      outbox,
      urls: {},
      internalToken: 'internal-token-for-tests-0123456789',
      mailer,
      pollMs: 0,
      logger: silent,
    });
    const before = await scrape();
    await relay.drain();
    await relay.stop();

    const after = await scrape();
    expect(valueOf(after, 'agency_outbox_messages_waiting')).toBe(0);
    expect(valueOf(after, 'agency_outbox_oldest_message_age_seconds')).toBe(0);
    expect((valueOf(after, 'agency_emails_sent_total') ?? 0) - (valueOf(before, 'agency_emails_sent_total') ?? 0)).toBe(1);
    expect((valueOf(after, 'agency_emails_failed_total') ?? 0) - (valueOf(before, 'agency_emails_failed_total') ?? 0)).toBe(1);
  });
});
