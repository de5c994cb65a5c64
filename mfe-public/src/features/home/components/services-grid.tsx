import { Link } from 'react-router-dom';
import { Section } from '@agency/ui/base';
import { ServiceIcon } from '../../../components/service-icon';
import { SERVICE_CATALOGUE } from '../../../lib/service-catalogue';

export function ServicesGrid({ actionTarget }: { actionTarget: string }) {
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Services built around your business"
      description="Pick what you need today and add more as you grow. Every service comes with a single point of contact."
    >
      <ul className="grid services-grid" role="list">
        {SERVICE_CATALOGUE.map((service) => (
          <li key={service.slug} className="card card--interactive service-card">
            <ServiceIcon path={service.icon} />
            <h3 className="card__title service-card__title">
              <Link to={`/services/${service.slug}`}>{service.title}</Link>
            </h3>
            <p className="text-muted service-card__text">{service.summary}</p>
            <Link to={actionTarget} className="service-card__cta">
              Get Service<span className="visually-hidden">: {service.title}</span> <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
