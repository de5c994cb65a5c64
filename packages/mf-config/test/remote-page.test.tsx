import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { loadWithRetry, remotePage, setDefaultBeforeRetry } from '../src/remote-page';

function Greeting() {
  return <p>Hello from the remote</p>;
}

/** A page loader that counts its calls and fails the first `failures` of them. */
function loader(failures = 0) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new Error('chunk failed to download');
    return { default: Greeting };
  };
  return { load, calls };
}

const inSuspense = (Page: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );

test('when a page is rendered before its code has loaded, then the Suspense fallback shows and the code is requested once', () => {
  const { load, calls } = loader();
  const Page = remotePage(load);
  expect(inSuspense(Page)).toContain('Loading…');
  expect(calls.count).toBe(1);
});

test('when a page was preloaded, then it renders at once without a fallback, and its code loaded once', async () => {
  const { load, calls } = loader();
  const Page = remotePage(load);
  await Promise.all([Page.preload(), Page.preload()]);
  const html = inSuspense(Page);
  expect(html).toContain('Hello from the remote');
  expect(html).not.toContain('Loading…');
  expect(calls.count).toBe(1);
});

const noPauses = { pausesMs: [0, 0] };

test('when loading the code fails once, then it is tried again and the page renders', async () => {
  const { load, calls } = loader(1);
  const Page = remotePage(load);
  await Page.preload(noPauses);
  expect(inSuspense(Page)).toContain('Hello from the remote');
  expect(calls.count).toBe(2);
});

test('when every try fails, then the code is requested 3 times and rendering the page requests it no more', async () => {
  const { load, calls } = loader(Infinity);
  const Page = remotePage(load);
  await expect(Page.preload(noPauses)).rejects.toThrow('chunk failed to download');
  expect(calls.count).toBe(3);
  // Each render (an error boundary, a parent's state change) gets the remembered failure, not a new download.
  for (let i = 0; i < 5; i++) inSuspense(Page);
  await Promise.resolve();
  expect(calls.count).toBe(3);
});

test('when a page rendered before any preload fails every try, then re-renders do not start new downloads', async () => {
  const { load, calls } = loader(Infinity);
  const Page = remotePage(load);
  jest.useFakeTimers();
  try {
    inSuspense(Page);
    await jest.advanceTimersByTimeAsync(10_000);
    for (let i = 0; i < 5; i++) inSuspense(Page);
    await jest.advanceTimersByTimeAsync(10_000);
  } finally {
    jest.useRealTimers();
  }
  expect(calls.count).toBe(3);
});

test('when a failed page is preloaded again (Retry), then its code is requested again and the page renders', async () => {
  const { load, calls } = loader(3);
  const Page = remotePage(load);
  await expect(Page.preload(noPauses)).rejects.toThrow('chunk failed to download');
  await Page.preload(noPauses);
  expect(inSuspense(Page)).toContain('Hello from the remote');
  expect(calls.count).toBe(4);
});

test('when a try fails, then the next try waits a growing pause (0.4 s, then 1.2 s)', async () => {
  const { load, calls } = loader(2);
  const Page = remotePage(load);
  jest.useFakeTimers();
  try {
    const loaded = Page.preload();
    await jest.advanceTimersByTimeAsync(399);
    expect(calls.count).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    await jest.advanceTimersByTimeAsync(1199);
    expect(calls.count).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    await loaded;
    expect(calls.count).toBe(3);
  } finally {
    jest.useRealTimers();
  }
});

test('when a try timed out, then it is not tried again', async () => {
  const calls = { count: 0 };
  const Page = remotePage(async () => {
    calls.count += 1;
    throw Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError', type: 'timeout' });
  });
  await expect(Page.preload(noPauses)).rejects.toThrow('Loading chunk 12 failed.');
  expect(calls.count).toBe(1);
});

test('when the caller stops the tries after a failure (the remote was released), then no further try is made and its reason is given', async () => {
  const { load, calls } = loader(Infinity);
  const Page = remotePage(load);
  const released = new Error('released');
  await expect(Page.preload({ ...noPauses, beforeRetry: () => Promise.reject(released) })).rejects.toBe(released);
  expect(calls.count).toBe(1);
});

test('when the host set a default beforeRetry, then a load without its own uses it (a lazy sub-page of a remote)', async () => {
  const { load, calls } = loader(Infinity);
  const released = new Error('released');
  setDefaultBeforeRetry(() => Promise.reject(released));
  try {
    await expect(loadWithRetry(load, noPauses)).rejects.toBe(released);
    expect(calls.count).toBe(1);
    // Its own beforeRetry wins over the default.
    await expect(loadWithRetry(load, { ...noPauses, beforeRetry: () => undefined })).rejects.toThrow('chunk failed to download');
    expect(calls.count).toBe(4);
  } finally {
    setDefaultBeforeRetry(undefined);
  }
});
