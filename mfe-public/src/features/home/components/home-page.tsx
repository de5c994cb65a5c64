import { usePageTitle } from '@agency/web-kit/base';
import { useNewRequestTarget } from '../../../lib/use-new-request-target';
import { ClienteleSection } from './clientele-section';
import { Hero } from './hero';
import { ServicesGrid } from './services-grid';
import { StandOut } from './stand-out';
import { Testimonials } from './testimonials';
import { HOME_META } from '../../../page-meta/home';
import './home.css';

/**
 * Both readings of the spec's home page in one: hero with the clip and 'Let's Grow Together', the six
 * services, 'What makes us stand out', the clientele carousel and the testimonials.
 */
export default function HomePage() {
  usePageTitle(HOME_META.title);
  const actionTarget = useNewRequestTarget();
  return (
    <>
      <Hero actionTarget={actionTarget} />
      <ServicesGrid actionTarget={actionTarget} />
      <StandOut />
      <ClienteleSection />
      <Testimonials />
    </>
  );
}
