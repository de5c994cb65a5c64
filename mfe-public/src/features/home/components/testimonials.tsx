import { Section } from '@agency/ui/base';
import { initials } from '@agency/web-kit/base';
import { TESTIMONIALS } from '../content/testimonials';

export function Testimonials() {
  return (
    <Section eyebrow="Testimonials" title="What our clients say">
      <ul className="testimonials" role="list">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="card testimonial">
              <blockquote className="testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonial__who">
                <span className="testimonial__avatar" aria-hidden="true">
                  {initials(item.name)}
                </span>
                <span>
                  <strong className="testimonial__name">{item.name}</strong>
                  <span className="testimonial__designation">{item.designation}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
