import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import posterUrl from '../../../assets/hero-poster.webp';
import webmUrl from '../../../assets/hero-loop.webm';
import mp4Url from '../../../assets/hero-loop.mp4';

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
function afterHeadlinePainted(hero: Element | null, start: () => void): () => void {
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

/**
 * The hero's promotional clip in a box of fixed size (no layout shift). Its sources are attached only
 * once the headline is on screen and the page has loaded (preload="none" until then). A
 * visitor who prefers less motion gets the poster and a Play button instead of autoplay.
 */
export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [pageLoaded, setPageLoaded] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);

  useEffect(() => afterHeadlinePainted(video.current?.closest('.hero') ?? null, () => setPageLoaded(true)), []);

  const wantsPlayback = userChoice === 'play' || (userChoice === null && !reducedMotion);
  const attachSources = pageLoaded && (wantsPlayback || userChoice === 'pause');

  useEffect(() => {
    const element = video.current;
    if (!element || !attachSources) return;
    // The muted *attribute* (not only the property React sets) is what autoplay policies look at.
    element.defaultMuted = true;
    element.muted = true;
    if (element.networkState === HTMLMediaElement.NETWORK_EMPTY) element.load();
    if (wantsPlayback) element.play().catch(() => setPlaying(false));
    else element.pause();
  }, [attachSources, wantsPlayback]);

  return (
    <div className="hero-video">
      <video
        ref={video}
        className="hero-video__media"
        width={640}
        height={360}
        poster={posterUrl}
        preload="none"
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {attachSources && <source src={webmUrl} type="video/webm" />}
        {attachSources && <source src={mp4Url} type="video/mp4" />}
      </video>
      <button type="button" className="hero-video__toggle" onClick={() => setUserChoice(playing ? 'pause' : 'play')}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        <span className="visually-hidden">{playing ? 'Pause the background video' : 'Play the background video'}</span>
      </button>
    </div>
  );
}
