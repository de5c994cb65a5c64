import { Link } from 'react-router-dom';
import { buttonClass, Section } from '@agency/ui';
import { useSession } from '@agency/web-kit';
import { SERVICES } from '../services';
import './home.css';

const NEW_REQUEST = '/user-dashboard?section=new-request';

export default function HomePage() {
  // Spec section 2: with a stored token the calls to action open a new request, else sign-in.
  const session = useSession();
  const actionTarget = session ? NEW_REQUEST : '/login';

  return (
    <>
      <section className="hero">
        <div className="hero__glow" aria-hidden="true" />
        <div className="container hero__inner">
          <span className="section__eyebrow">Technology agency · Indore</span>
          <h1 className="hero__title">
            Digital products that help <span className="text-gradient">small businesses grow</span>
          </h1>
          <p className="hero__lead">
            Software, digital presence, brand identity and IoT under one roof: one team that plans, builds and supports what your business
            runs on.
          </p>
          <div className="row hero__actions">
            <Link to={actionTarget} className={buttonClass('gradient')}>
              Let's Grow Together
            </Link>
            <Link to="/team" className={buttonClass('secondary')}>
              Meet the team
            </Link>
          </div>
          <dl className="hero__facts">
            <div>
              <dt>Since</dt>
              <dd>2025</dd>
            </div>
            <div>
              <dt>Services</dt>
              <dd>6</dd>
            </div>
            <div>
              <dt>Based in</dt>
              <dd>Indore</dd>
            </div>
          </dl>
        </div>
      </section>

      <Section
        eyebrow="What we do"
        title="Services built around your business"
        description="Pick what you need today and add more as you grow. Every service comes with a single point of contact."
      >
        <div className="grid services-grid">
          {SERVICES.map((service) => (
            <article key={service.title} className="card card--interactive service-card">
              <span className="service-card__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24">
                  <path d={service.icon} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h3 className="card__title">{service.title}</h3>
              <p className="text-muted service-card__text">{service.text}</p>
              <Link to={actionTarget} className="service-card__link">
                Get Service <span aria-hidden="true">→</span>
              </Link>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
