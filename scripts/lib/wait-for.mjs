// Polls an HTTP endpoint until it answers 200, so start-up reports "ready" only when it is.
export async function waitForHttpOk(url, { timeoutMs = 60_000, intervalMs = 150, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError})`);
}

/** Waits until something accepts TCP connections on the port (the embedded database has no HTTP). */
export async function waitForTcp(port, { timeoutMs = 30_000, isAlive = () => true } = {}) {
  const net = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`port ${port}: the process exited before it listened`);
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}
