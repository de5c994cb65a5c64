// Its own chunk (see clientele-section.tsx): swiper, the four swiper modules it uses and their CSS.
import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { CLIENT_PROJECTS } from '../content/client-projects';
import { ProjectCard } from './project-card';
import './clientele.css';

// Spec section 9: 3000 ms autoplay; slides per view 1.2 / 1.5 / 2 / 2.5 / 3 from 0 / 640 / 768 / 1024 / 1280 px.
const AUTOPLAY_DELAY_MS = 3000;
const AUTOPLAY = { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true };
const BREAKPOINTS = {
  0: { slidesPerView: 1.2 },
  640: { slidesPerView: 1.5 },
  768: { slidesPerView: 2 },
  1024: { slidesPerView: 2.5 },
  1280: { slidesPerView: 3 },
};

export default function ClienteleCarousel() {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Moving content needs a way to stop it (WCAG 2.2.2); less-motion visitors start stopped.
  const [running, setRunning] = useState(!reducedMotion);

  const init = (instance: SwiperInstance) => {
    if (reducedMotion) instance.autoplay.stop();
    setSwiper(instance);
  };

  const toggle = () => {
    if (!swiper) return;
    if (running) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setRunning(!running);
  };

  return (
    <div className="clientele__carousel">
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        onSwiper={init}
        spaceBetween={20}
        breakpoints={BREAKPOINTS}
        slidesPerView={1.2}
        rewind
        navigation
        pagination={{ clickable: true }}
        autoplay={AUTOPLAY}
        a11y={{ containerMessage: 'Client projects', prevSlideMessage: 'Previous project', nextSlideMessage: 'Next project' }}
      >
        {CLIENT_PROJECTS.map((project) => (
          <SwiperSlide key={project.client} className="clientele__slide">
            <ProjectCard project={project} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="btn btn--ghost btn--sm clientele__toggle" onClick={toggle} disabled={!swiper}>
        {running ? 'Pause carousel' : 'Play carousel'}
      </button>
    </div>
  );
}
