import { Link } from 'react-router-dom';
import { buttonClass } from '@agency/ui/base';
import { HeroVideo } from './hero-video';

/** The headline is the page's LCP element: it renders with the page, the clip beside it comes later. */
export function Hero({ actionTarget }: { actionTarget: string }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        <div className="hero__copy">
          <span className="section__eyebrow">Technology agency · Indore</span>
          <h1 id="hero-title" className="hero__title">
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
        </div>
        <HeroVideo />
      </div>
      <div className="container">
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
  );
}
