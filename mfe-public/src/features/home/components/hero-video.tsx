import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import posterUrl from '../../../assets/hero-poster.webp';
import webmUrl from '../../../assets/hero-loop.webm';
import mp4Url from '../../../assets/hero-loop.mp4';

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

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const start = () => setPageLoaded(true);
    import('./after-headline-painted').then(
      ({ afterHeadlinePainted }) => {
        if (!unmounted) stop = afterHeadlinePainted(video.current?.closest('.hero') ?? null, start);
      },
      // Without the scheduler the clip still loads, once the page has.
      () => (document.readyState === 'complete' ? start() : window.addEventListener('load', start, { once: true })),
    );
    return () => {
      unmounted = true;
      stop?.();
      window.removeEventListener('load', start);
    };
  }, []);

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
