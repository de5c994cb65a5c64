// A client that trickles its request (a slow-loris) is cut at the configured deadline with 408, so
// hundreds of them cannot hold the gateway's connections and its sockets to the services.
import net from 'node:net';
import { makeWebRoot, startGateway, startUpstream } from './helpers';

interface Outcome {
  closedAfterMs: number;
  answer: string;
}

/** Opens a connection that sends `head` and then one byte of `drip` every 100 ms until it is closed. */
function trickle(url: string, head: string, drip: string, giveUpMs: number): Promise<Outcome | null> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    // The drip starts once the head is written: on a loaded machine the connection can take longer than
    // one drip, and a byte written before the head would be a malformed request (400), not a slow one.
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => socket.writable && socket.write(drip[sent++ % drip.length]!), 100);
    });
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve(null); // still open: the gateway never cut it
    }, giveUpMs);
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

test('when 50 clients trickle a request body, then each is answered 408 and disconnected at the request deadline', async () => {
  const upstream = await startUpstream();
  const gw = await startGateway({ ADMIN_URL: upstream.url, REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '400', WEB_ROOT: makeWebRoot() });
  try {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n';
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => trickle(gw.url, head, '{"a":1}', 10_000)));
    for (const outcome of outcomes) {
      expect(outcome).not.toBeNull();
      expect(outcome!.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(outcome!.closedAfterMs).toBeGreaterThanOrEqual(700);
    }
  } finally {
    await gw.close();
    await upstream.close();
  }
});

test('when a client trickles its headers, then it is cut at the headers deadline', async () => {
  const gw = await startGateway({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '500', WEB_ROOT: makeWebRoot() });
  try {
    const outcome = await trickle(gw.url, 'GET /api/admin/domains HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaa\r\n', 10_000);
    expect(outcome).not.toBeNull();
    expect(outcome!.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome!.closedAfterMs).toBeLessThan(8000); // Node's default would keep it 60 s
  } finally {
    await gw.close();
  }
});

test('when nothing is set, then a request must arrive within 30 s and its headers within 10 s', async () => {
  const gw = await startGateway({ WEB_ROOT: makeWebRoot() });
  try {
    expect(gw.config.requestTimeoutMs).toBe(30_000);
    expect(gw.config.headersTimeoutMs).toBe(10_000);
  } finally {
    await gw.close();
  }
});
