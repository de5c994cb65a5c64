import { createPrefetch } from '../src/prefetch';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function counted() {
  const calls = { count: 0 };
  const fetch = async () => {
    calls.count += 1;
    return [`answer ${calls.count}`];
  };
  return { fetch, calls };
}

test('when the prefetch answered and the page takes it, then the page gets it once and a later get asks again', async () => {
  const { fetch, calls } = counted();
  const prefetch = createPrefetch(fetch);
  prefetch.start();
  await flush();
  expect(prefetch.take()).toEqual(['answer 1']);
  expect(prefetch.take()).toBeUndefined();
  await expect(prefetch.get()).resolves.toEqual(['answer 2']);
  expect(calls.count).toBe(2);
});

test('when the page asks before the prefetch answered, then it shares that request instead of sending another', async () => {
  const { fetch, calls } = counted();
  const prefetch = createPrefetch(fetch);
  prefetch.start();
  expect(prefetch.take()).toBeUndefined();
  await expect(prefetch.get()).resolves.toEqual(['answer 1']);
  expect(calls.count).toBe(1);
});

test('when the prefetch is older than its freshness, then the page asks the server again', async () => {
  const { fetch, calls } = counted();
  const prefetch = createPrefetch(fetch, 0);
  prefetch.start();
  await flush();
  expect(prefetch.take()).toBeUndefined();
  await expect(prefetch.get()).resolves.toEqual(['answer 2']);
  expect(calls.count).toBe(2);
});
