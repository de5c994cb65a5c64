// The tab's live thread connection while the user service restarts behind the gateway.
import { installMemoryStorage } from './memory-storage';
import { fakeJwt, loginAs } from './fake-jwt';
import { readSessionEnd } from '../src/session-end';
import { clearSession, getSession, saveSession } from '../src/session-store';
import { subscribeThreadEvents } from '../src/threads/live-threads';

const openStream = () =>
  new Response(
    new ReadableStream({
      start: (c) => c.enqueue(new TextEncoder().encode('retry: 1000\n\nevent: ready\ndata: {}\n\n')),
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
const refused = () =>
  new Response('{"error":"The user service is unavailable. Please try again later.","code":"UPSTREAM_UNAVAILABLE"}', {
    status: 503,
    headers: { 'retry-after': '1' },
  });

test('when the gateway refuses the stream with Retry-After 1, then it is tried again every second (not with growing pauses) and reconnects', async () => {
  installMemoryStorage('localStorage');
  installMemoryStorage('sessionStorage');
  saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })));
  const attempts: number[] = [];
  const started = Date.now();
  const fetchMock = jest.fn(async () => {
    attempts.push(Date.now() - started);
    return attempts.length <= 3 ? refused() : openStream();
  });
  const realFetch = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  const events: string[] = [];
  const stop = subscribeThreadEvents((event) => events.push(event.type));
  try {
    // With growing pauses (1, 2, 4 s) the fourth attempt would come 7 s in.
    const until = Date.now() + 3800;
    while (attempts.length < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect(attempts).toHaveLength(4);
    expect(attempts[3]!).toBeLessThan(3800);
    for (let i = 1; i < 4; i++) expect(attempts[i]! - attempts[i - 1]!).toBeGreaterThanOrEqual(950);
    await new Promise((r) => setTimeout(r, 50));
    expect(events.at(-1)).toBe('resync'); // the reconnect's catch-up read
  } finally {
    stop();
    global.fetch = realFetch;
    clearSession();
  }
});

const endedStream = () =>
  new Response(
    new ReadableStream({
      start: (c) => {
        c.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
        c.enqueue(
          new TextEncoder().encode(
            'event: end\ndata: {"code":"UNAUTHENTICATED","error":"Your session has ended. Please sign in again."}\n\n',
          ),
        );
        c.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
const unauthenticated = () =>
  new Response('{"error":"Your session has ended. Please sign in again.","code":"UNAUTHENTICATED"}', { status: 401 });

test.each([
  ['ends the stream with an end event', endedStream],
  ['refuses the stream with 401', unauthenticated],
])('when the server %s, then the session ends (to the sign-in page) and the stream is not tried again', async (_case, answer) => {
  installMemoryStorage('localStorage');
  installMemoryStorage('sessionStorage');
  saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })));
  const fetchMock = jest.fn(async () => answer());
  const realFetch = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  const stop = subscribeThreadEvents(() => undefined);
  try {
    await new Promise((r) => setTimeout(r, 2500)); // past two retry pauses (1 s, 2 s)
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(readSessionEnd()?.message).toBe('Your session has ended. Please sign in again.');
  } finally {
    stop();
    global.fetch = realFetch;
    clearSession();
  }
});

const changesStream = () =>
  new Response(
    new ReadableStream({
      start: (c) =>
        c.enqueue(
          new TextEncoder().encode(
            'event: ready\ndata: {}\n\n' +
              'event: request.changed\ndata: {"request_id":"r1","status":"approved"}\n\n' +
              'event: tasks.changed\ndata: {"request_id":"r1"}\n\n',
          ),
        ),
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

test('when the stream tells of a request and a task change, then listeners hear each with what changed, after the opening catch-up', async () => {
  installMemoryStorage('localStorage');
  installMemoryStorage('sessionStorage');
  saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })));
  const realFetch = global.fetch;
  global.fetch = jest.fn(async () => changesStream()) as unknown as typeof fetch;
  const events: unknown[] = [];
  const stop = subscribeThreadEvents((event) => events.push(event));
  try {
    const until = Date.now() + 2000;
    while (events.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual([
      { type: 'resync', connected: true },
      { type: 'request.changed', change: { request_id: 'r1', status: 'approved' } },
      { type: 'tasks.changed', change: { request_id: 'r1' } },
    ]);
  } finally {
    stop();
    global.fetch = realFetch;
    clearSession();
  }
});
