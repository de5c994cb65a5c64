import { Link } from 'react-router-dom';
import { Section } from '@agency/ui/base';
import { ServiceIcon } from '../../../components/service-icon';
import { SERVICE_CATALOGUE } from '../../../lib/service-catalogue';

/** Links to the services other than `currentSlug` (all six when it is not one of them). */
export function OtherServices({ currentSlug, title = 'Other services' }: { currentSlug?: string; title?: string }) {
  return (
    <Section title={title} tight>
      <nav aria-label={title}>
        <ul className={currentSlug ? 'other-services' : 'other-services other-services--all'} role="list">
          {SERVICE_CATALOGUE.filter((service) => service.slug !== currentSlug).map((service) => (
            <li key={service.slug}>
              <Link to={`/services/${service.slug}`} className="card card--interactive other-services__link">
                <ServiceIcon path={service.icon} size={20} />
                <span>{service.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
