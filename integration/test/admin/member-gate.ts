// A gate in front of the member service, for the tests that break the step to it on purpose: closed
// (every call answers 503, as a member service down behind its load balancer), or armed with a hook on
// the next task request (POST /internal/tasks) that runs before it reaches the member service or after
// its answer came back and before the caller gets it; the hook may say to drop the call (the caller's
// connection is cut, as when the caller died meanwhile).
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GateHook = () => Promise<'drop' | 'pass'>;

export interface MemberGate {
  url: string;
  /** The member service itself, for a test's own reads past the gate. */
  target: string;
  /** While true every call answers 503 and never reaches the member service. */
  closed: boolean;
  /** Runs once, on the next task request, before it is forwarded. */
  beforeTask?: GateHook;
  /** Runs once, on the next task request, after the member service answered it. */
  afterTask?: GateHook;
  stop(): Promise<void>;
}

function forward(
  target: string,
  req: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

export async function startMemberGate(target: string): Promise<MemberGate> {
  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    if (gate.closed) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{}');
    const isTask = req.method === 'POST' && req.url === '/internal/tasks';
    const before = isTask ? gate.beforeTask : undefined;
    if (before) gate.beforeTask = undefined;
    if (before && (await before()) === 'drop') return void res.destroy();
    const answer = await forward(target, req, body).catch(() => null);
    if (!answer) return void res.writeHead(502).end();
    const after = isTask ? gate.afterTask : undefined;
    if (after) gate.afterTask = undefined;
    if (after && (await after()) === 'drop') return void res.destroy();
    res.writeHead(answer.status, answer.headers).end(answer.body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gate: MemberGate = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    target,
    closed: false,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return gate;
}
