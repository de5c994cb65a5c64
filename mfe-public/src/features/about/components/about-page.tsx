import { Link } from 'react-router-dom';
import { buttonClass, PageHeader, Section } from '@agency/ui/base';
import { usePageTitle } from '@agency/web-kit/base';
import { DIFFERENTIATORS, PROCESS_STEPS } from '../content';
import { ABOUT_META } from '../../../page-meta/about';
import './about.css';

/** Spec section 2, About/landing: hero, mission, the 3-step process, 4 differentiators, 'Get Started Today'. */
export default function AboutPage() {
  usePageTitle(ABOUT_META.title);
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Technology partners for small businesses"
        subtitle="We are a team of engineers, designers and marketers in Indore, building the software, devices and brands that help small businesses compete, since 2025."
      >
        <div className="row about-hero__actions">
          <Link to="/login" className={buttonClass('gradient')}>
            Get Started Today
          </Link>
          <Link to="/contact" className={buttonClass('secondary')}>
            Talk to us
          </Link>
        </div>
      </PageHeader>

      <Section eyebrow="Our mission" title="Make good technology ordinary for small businesses" className="about-mission">
        <div className="about-mission__body">
          <p>
            Large companies have whole departments for software, marketing and IT. The bakery, the clinic and the workshop down the road
            deserve the same quality, at a price and pace that fit them.
          </p>
          <p>
            Our mission is to be that department: to listen first, build only what moves your business forward, and stay around to keep it
            running.
          </p>
        </div>
      </Section>

      <Section eyebrow="How we work" title="Three steps from idea to impact">
        <ol className="about-steps">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className="card about-step">
              <span className="about-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="about-step__title">{step.title}</h3>
              <p className="text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section eyebrow="Why choose us" title="What sets us apart">
        <ul className="about-differentiators" role="list">
          {DIFFERENTIATORS.map((item) => (
            <li key={item.title} className="about-differentiator">
              <h3 className="about-differentiator__title">{item.title}</h3>
              <p className="text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tight>
        <div className="about-cta">
          <div>
            <h2>Ready to grow with us?</h2>
            <p className="text-muted">Sign in to request a service, or create an account in a minute.</p>
          </div>
          <Link to="/login" className={buttonClass('gradient')}>
            Get Started Today
          </Link>
        </div>
      </Section>
    </>
  );
}
