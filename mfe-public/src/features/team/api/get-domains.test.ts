import { getDomains, prefetchDomains, takePrefetchedDomains } from './get-domains';

const domains = [{ domain_id: 'd1', name: 'Web Development', description: 'Sites and apps', memberCount: 2 }];
let requests = 0;

beforeEach(() => {
  requests = 0;
  // The network, not our code: every GET answers the domains as the admin service would.
  globalThis.fetch = (async () => {
    requests += 1;
    return new Response(JSON.stringify(domains), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('when the prefetch has not answered yet, then the page gets nothing to show at once and takes the same request', async () => {
  prefetchDomains();
  expect(takePrefetchedDomains()).toBeUndefined();
  await expect(getDomains()).resolves.toEqual(domains);
  expect(requests).toBe(1);
});

test('when the prefetch has answered, then the page shows its data at once, once: a later visit asks the server again', async () => {
  prefetchDomains();
  await settle();
  expect(takePrefetchedDomains()).toEqual(domains);
  expect(takePrefetchedDomains()).toBeUndefined();
  await expect(getDomains()).resolves.toEqual(domains);
  expect(requests).toBe(2);
});
