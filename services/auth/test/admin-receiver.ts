// A stand-in for the admin service's internal route that hears of account changes: it records what
// arrives (body and event id) and answers 204, as the real one does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  path: string;
  eventId: string;
  body: { accountId?: string };
}

export async function startAdminReceiver() {
  const received: ReceivedEvent[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', eventId: String(req.headers['x-event-id'] ?? ''), body: raw ? JSON.parse(raw) : {} });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The account.changed events that arrived for `accountId` (one per change, however often delivered). */
    changesOf: (accountId: string) => {
      const events = received.filter((e) => e.path === '/internal/events/account-changed' && e.body.accountId === accountId);
      return [...new Set(events.map((e) => e.eventId))].length;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AdminReceiver = Awaited<ReturnType<typeof startAdminReceiver>>;
