import { ClienteleSection } from './clientele-section';
import { StandOut } from './stand-out';
import { Testimonials } from './testimonials';

/** The home page below the services: code of its own, loaded as the visitor scrolls towards it. */
export default function LaterSections() {
  return (
    <>
      <StandOut />
      <ClienteleSection />
      <Testimonials />
    </>
  );
}
