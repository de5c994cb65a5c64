// When the hero's clip may start loading. Loaded by hero-video.tsx after the first render: nothing of it
// is needed before the headline is painted, so it stays off the home page's first download.
const FALLBACK_MS = 3000;

/**
 * An LCP entry for an element of the hero. The headline painted first is usually the gateway's
 * prerendered copy, which the first render replaced: its entry has no element any more, only its id.
 */
function isHeroPaint(hero: Element, entry: { element?: Element | null; id?: string }): boolean {
  if (entry.element) return hero.contains(entry.element);
  return entry.id ? hero.querySelector(`#${CSS.escape(entry.id)}`) !== null : false;
}

/**
 * Calls `start` once the hero's headline has been painted (the browser reports it as the LCP
 * candidate), the page has loaded and the browser is idle, so the clip never competes with the
 * headline. Browsers without LCP entries (Safari) wait for load and idle only; a cap of FALLBACK_MS
 * covers a headline that is never reported.
 */
export function afterHeadlinePainted(hero: Element | null, start: () => void): () => void {
  let settled = false; // started waiting for idle, or unmounted
  let idleId: number | undefined;
  let observer: PerformanceObserver | undefined;
  const whenIdle = () => {
    if (settled) return;
    settled = true;
    observer?.disconnect();
    clearTimeout(cap);
    // Safari has no requestIdleCallback; a short timer does the same job there.
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(start, { timeout: 2000 });
    else idleId = setTimeout(start, 200) as unknown as number;
  };
  const afterLoad = () => (document.readyState === 'complete' ? whenIdle() : window.addEventListener('load', whenIdle, { once: true }));
  const cap = setTimeout(afterLoad, FALLBACK_MS);

  if (hero && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null; id?: string }>;
      if (entries.some((entry) => isHeroPaint(hero, entry))) afterLoad();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    afterLoad();
  }
  return () => {
    settled = true;
    observer?.disconnect();
    clearTimeout(cap);
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
      clearTimeout(idleId);
    }
  };
}
