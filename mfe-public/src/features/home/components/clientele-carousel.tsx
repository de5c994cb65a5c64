// Its own chunk (see clientele-section.tsx): swiper with its autoplay module, and its core CSS.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { announce } from '@agency/web-kit/base';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { CLIENT_PROJECTS } from '../content/client-projects';
import { ProjectCard } from './project-card';
import { GAP_PX, standInFirstSlide, standInHasFocus } from './clientele-static';
import './clientele.css';

// Spec section 9: 3000 ms autoplay; slides per view 1.2 / 1.5 / 2 / 2.5 / 3 from 0 / 640 / 768 / 1024 / 1280 px.
const AUTOPLAY_DELAY_MS = 3000;
const AUTOPLAY = { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false };
const BREAKPOINTS = {
  0: { slidesPerView: 1.2 },
  640: { slidesPerView: 1.5 },
  768: { slidesPerView: 2 },
  1024: { slidesPerView: 2.5 },
  1280: { slidesPerView: 3 },
};
const COUNT = CLIENT_PROJECTS.length;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The clientele carousel as the APG "Carousel" pattern: real buttons (Space presses them, it never
 * scrolls the page), the pause button first in the tab order, autoplay held while focus or the
 * pointer is inside, and a slide the person chose announced. Swiper only moves the track.
 */
export default function ClienteleCarousel() {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Moving content needs a way to stop it (WCAG 2.2.2); less-motion visitors start stopped.
  const [running, setRunning] = useState(!reducedMotion);
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [position, setPosition] = useState({ index: 0, stops: 1 });
  // A keyboard visitor on the stand-in's Previous/Next goes on from the carousel's Next.
  const [focusNext] = useState(standInHasFocus);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext) next.current?.focus();
  }, [focusNext]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running && !focusInside && !pointerInside) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running, focusInside, pointerInside]);

  const track = (instance: SwiperInstance) => setPosition({ index: instance.snapIndex, stops: instance.snapGrid.length });

  /** A move the person made: said in the live region when the track really moved. */
  const move = (action: (instance: SwiperInstance) => void) => {
    if (!swiper) return;
    const before = swiper.activeIndex;
    action(swiper);
    const now = swiper.activeIndex;
    if (now !== before) announce(`Project ${now + 1} of ${COUNT}: ${CLIENT_PROJECTS[now]?.client ?? ''}`);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <section
      className="clientele__carousel"
      aria-roledescription="carousel"
      aria-label="Client projects"
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
    >
      <Swiper
        modules={[Autoplay]}
        onSwiper={(instance) => {
          // Where the visitor left the stand-in this replaces, before the first paint.
          instance.slideTo(standInFirstSlide(), 0, false);
          setSwiper(instance);
          track(instance);
        }}
        onSnapIndexChange={track}
        onSnapGridLengthChange={track}
        spaceBetween={GAP_PX}
        breakpoints={BREAKPOINTS}
        slidesPerView={1.2}
        rewind
        autoplay={AUTOPLAY}
      >
        <button
          slot="container-start"
          type="button"
          className="btn btn--ghost btn--sm clientele__toggle swiper-no-swiping"
          onClick={() => setRunning((value) => !value)}
          disabled={!swiper}
        >
          {running ? 'Pause carousel' : 'Play carousel'}
        </button>
        {CLIENT_PROJECTS.map((project, index) => (
          <SwiperSlide
            key={project.client}
            className="clientele__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${COUNT}`}
          >
            <ProjectCard project={project} />
          </SwiperSlide>
        ))}
        <button
          slot="container-end"
          type="button"
          className="clientele__nav clientele__nav--prev swiper-no-swiping"
          aria-label="Previous project"
          onClick={() => move((instance) => instance.slidePrev())}
        >
          <Chevron direction="left" />
        </button>
        <button
          ref={next}
          slot="container-end"
          type="button"
          className="clientele__nav clientele__nav--next swiper-no-swiping"
          aria-label="Next project"
          onClick={() => move((instance) => instance.slideNext())}
        >
          <Chevron direction="right" />
        </button>
        <div slot="container-end" className="clientele__dots swiper-no-swiping">
          {Array.from({ length: position.stops }, (_, index) => (
            <button
              key={index}
              type="button"
              className="clientele__dot"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === position.index ? 'true' : undefined}
              onClick={() => move((instance) => instance.slideTo(index))}
            />
          ))}
        </div>
      </Swiper>
    </section>
  );
}
