// "The page has settled" for signed-in pages: Playwright's networkidle never comes while a page holds a
// live event stream (the request threads' Server-Sent Events), so quiet is judged without those streams.
import type { Page, Request } from '@playwright/test';

const isEventStream = (request: Request) =>
  (request.headers().accept ?? '').includes('text/event-stream') || /\/events(\?|$)/.test(new URL(request.url()).pathname);

/** Waits until the page has loaded and no request but an event stream has been in flight for `quietMs`. */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const pending = new Set<Request>();
  const started = (request: Request) => void (isEventStream(request) || pending.add(request));
  const ended = (request: Request) => void pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(50);
    }
    throw new Error(`the network did not go quiet: ${[...pending].map((r) => r.url()).join(', ')}`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
