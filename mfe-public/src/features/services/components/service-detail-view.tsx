import { Link } from 'react-router-dom';
import { PageHeader, Section } from '@agency/ui/base';
import { ServiceIcon } from '../../../components/service-icon';
import type { ServiceSummary } from '../../../lib/service-catalogue';
import type { ServiceDetail } from '../content';
import { OtherServices } from './other-services';
import { ServiceCta } from './service-cta';

export function ServiceDetailView({ summary, detail }: { summary: ServiceSummary; detail: ServiceDetail }) {
  return (
    <>
      <PageHeader eyebrow="Our services" title={summary.title} subtitle={detail.headline}>
        <p className="service-intro">{detail.intro}</p>
        <ServiceCta serviceTitle={summary.title} compact />
      </PageHeader>

      <Section eyebrow="Scope" title="What the service includes">
        <ul className="grid service-includes" role="list">
          {detail.includes.map((item) => (
            <li key={item.title} className="card service-include">
              <ServiceIcon path={summary.icon} size={20} />
              <h3 className="service-include__title">{item.title}</h3>
              <p className="text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow="Process" title="How an engagement runs" description={detail.engagement} className="service-process-section">
        <ol className="service-process">
          {detail.process.map((step, index) => (
            <li key={step.title} className="service-process__step">
              <span className="service-process__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="service-process__title">{step.title}</h3>
              <p className="text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section>
        <div className="service-columns">
          <div className="card">
            <h2 className="service-columns__title">What you get</h2>
            <ul className="check-list">
              {detail.deliverables.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h2 className="service-columns__title">A good fit for</h2>
            <ul className="check-list">
              {detail.idealFor.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tight>
        <div className="service-cta-band">
          <div>
            <h2>Ready to start with {summary.title}?</h2>
            <p className="text-muted">
              Tell us about your business in the request form; we reply within one working day. Questions first?{' '}
              <Link to="/contact">Contact us</Link>.
            </p>
          </div>
          <ServiceCta serviceTitle={summary.title} />
        </div>
      </Section>

      <OtherServices currentSlug={summary.slug} />
    </>
  );
}
