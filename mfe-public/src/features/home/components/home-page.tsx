import { usePageTitle } from '@agency/web-kit/base';
import { useNewRequestTarget } from '../../../lib/use-new-request-target';
import { DeferredSections } from '../../../components/deferred-sections';
import { Hero } from './hero';
import { HOME_LATER_SECTIONS_ID, HomeLaterSections } from './home-later-sections';
import { ServicesGrid } from './services-grid';
import { HOME_META } from '../../../page-meta/home';
import './home.css';

/**
 * Both readings of the spec's home page in one: hero with the clip and 'Let's Grow Together', the six
 * services, 'What makes us stand out', the clientele carousel and the testimonials (the last three
 * below the fold, so not in the page's first load: home-later-sections.ts).
 */
export default function HomePage() {
  usePageTitle(HOME_META.title);
  const actionTarget = useNewRequestTarget();
  return (
    <>
      <Hero actionTarget={actionTarget} />
      <ServicesGrid actionTarget={actionTarget} />
      <DeferredSections id={HOME_LATER_SECTIONS_ID} sections={HomeLaterSections} />
    </>
  );
}
