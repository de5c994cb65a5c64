// Long and large answers through the proxy: the live thread event stream and file uploads.
import { makeWebRoot, startGateway, startUpstream } from './helpers';

test('when an event stream is quiet for longer than the proxy time-out, then it stays open and later events arrive', async () => {
  const upstream = await startUpstream((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('event: ready\ndata: {}\n\n');
    setTimeout(() => res.end('event: message\ndata: {"late":true}\n\n'), 900);
  });
  const gw = await startGateway({ USER_URL: upstream.url, PROXY_TIMEOUT_MS: '300', WEB_ROOT: makeWebRoot() });
  try {
    const res = await fetch(`${gw.url}/api/user/threads/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(await res.text()).toBe('event: ready\ndata: {}\n\nevent: message\ndata: {"late":true}\n\n');
  } finally {
    await gw.close();
    await upstream.close();
  }
});

test('when an ordinary call is as quiet, then it still gets 504 at the proxy time-out', async () => {
  const upstream = await startUpstream((_req, res) => setTimeout(() => res.end('{}'), 900));
  const gw = await startGateway({ USER_URL: upstream.url, PROXY_TIMEOUT_MS: '300', WEB_ROOT: makeWebRoot() });
  try {
    expect((await fetch(`${gw.url}/api/user/threads/unread`)).status).toBe(504);
  } finally {
    await gw.close();
    await upstream.close();
  }
});

test('when a multipart upload of 11 MB is posted, then the service receives every byte unchanged', async () => {
  const upstream = await startUpstream((_req, res, seen) => res.end(JSON.stringify({ length: Buffer.byteLength(seen.body, 'latin1') })));
  const gw = await startGateway({ USER_URL: upstream.url, WEB_ROOT: makeWebRoot() });
  try {
    const form = new FormData();
    form.append('body', 'hello');
    form.append('files', new Blob([new Uint8Array(11 * 1024 * 1024).fill(65)]), 'big.txt');
    const res = await fetch(`${gw.url}/api/user/requests/64b0000000000000000000a1/thread`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(upstream.seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upstream.seen[0]!.body.length).toBeGreaterThan(11 * 1024 * 1024);
    expect(upstream.seen[0]!.body).toContain('A'.repeat(1000));
  } finally {
    await gw.close();
    await upstream.close();
  }
});

test('when the service dies in the middle of an event stream, then the stream of the caller ends too (and the page reconnects)', async () => {
  const upstream = await startUpstream((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('event: ready\ndata: {}\n\n');
    setTimeout(() => req.socket.destroy(), 200);
  });
  const gw = await startGateway({ USER_URL: upstream.url, WEB_ROOT: makeWebRoot() });
  try {
    const res = await fetch(`${gw.url}/api/user/threads/events`, { headers: { accept: 'text/event-stream' } });
    const started = Date.now();
    const outcome = await res.text().then(
      () => 'ended',
      () => 'cut',
    );
    expect(['ended', 'cut']).toContain(outcome);
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    await gw.close();
    await upstream.close();
  }
});

test('when the probe after an outage is an event stream, then the circuit closes as soon as it answers and other calls get through', async () => {
  let healthy = false;
  const upstream = await startUpstream((req, res) => {
    if (!healthy)
      return void res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"no healthy upstream","code":"BAD_GATEWAY"}');
    if (req.url === '/api/user/threads/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return void res.write('event: ready\ndata: {}\n\n'); // and stays open
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"total":0,"requests":[]}');
  });
  const gw = await startGateway({ USER_URL: upstream.url, CIRCUIT_RESET_MS: '400', WEB_ROOT: makeWebRoot() });
  const stream = new AbortController();
  try {
    for (let i = 0; i < 5; i++) expect((await fetch(`${gw.url}/api/user/threads/unread`)).status).toBe(502);
    expect((await fetch(`${gw.url}/api/user/threads/unread`)).status).toBe(503);
    healthy = true;
    await new Promise((r) => setTimeout(r, 450));
    const probe = await fetch(`${gw.url}/api/user/threads/events`, { headers: { accept: 'text/event-stream' }, signal: stream.signal });
    expect(probe.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${gw.url}/api/user/threads/unread`)).status).toBe(200);
  } finally {
    stream.abort();
    await gw.close();
    await upstream.close();
  }
});
