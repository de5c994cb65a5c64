// Timing HTTP endpoints from a benchmark: sequential calls with a check of each answer, medians and p99,
// and a stand-in server that counts the calls a service under test makes to the others.
import http from 'node:http';

export const fmtMs = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
export const fmtCount = (n) => n.toLocaleString('en-US');

/** A stand-in for every other service (auth, admin, user) that counts what it is asked. */
export async function startOtherServices() {
  const calls = new Map();
  const server = http.createServer((req, res) => {
    const key = `${req.method} ${req.url.replace(/[0-9a-f]{24}/g, ':id')}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    res.setHeader('content-type', 'application/json');
    if (req.url.endsWith('/token-version')) res.end(JSON.stringify({ tokenVersion: 0 }));
    else res.writeHead(404).end('{}');
  });
  const url = await listen(server);
  return { url, calls, close: () => close(server) };
}

export async function listen(server) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${server.address().port}`;
}

export const close = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** Nearest-rank percentile `p` of values sorted ascending. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `calls` sequential GETs (one client, keep-alive), as a page load makes them; `check` vets each answer. */
export async function timeGets({ url, headers, check }, calls, into = []) {
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
    check(body);
    into.push(elapsed);
  }
  return into;
}

export function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99) };
}
