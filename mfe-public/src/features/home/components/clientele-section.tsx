import { Section } from '@agency/ui';
import { lazyWithRetry } from '@agency/mf-config/remote-page';
import { LoadWhenNear } from '../../../components/load-when-near';

// Swiper and the client pictures are their own chunk, requested only when this section nears the viewport.
const ClienteleCarousel = lazyWithRetry(() => import('./clientele-carousel'));

export function ClienteleSection() {
  return (
    <Section
      eyebrow="Our clientele"
      title="Projects our clients run on"
      description="A few of the small businesses we have built with, from Indore and beyond."
      className="clientele"
    >
      <LoadWhenNear
        placeholder={<div className="clientele__placeholder" role="status" aria-label="Loading client projects" />}
        failed={<p className="clientele__placeholder clientele__failed">Our client stories could not be loaded. Please reload the page.</p>}
      >
        <ClienteleCarousel />
      </LoadWhenNear>
    </Section>
  );
}
