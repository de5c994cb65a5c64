import { Section } from '@agency/ui/base';
import { lazyWithRetry } from '@agency/mf-config/remote-page';
import { LoadWhenNear } from '../../../components/load-when-near';
import { ClienteleStatic } from './clientele-static';

// Swiper is its own chunk, requested only when this section nears the viewport; until then the first
// projects show as static cards of the same size.
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
        placeholder={<ClienteleStatic />}
        failed={<p className="clientele__placeholder clientele__failed">Our client stories could not be loaded. Please reload the page.</p>}
      >
        <ClienteleCarousel />
      </LoadWhenNear>
    </Section>
  );
}
