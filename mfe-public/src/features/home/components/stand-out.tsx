import { Section } from '@agency/ui/base';
import { STAND_OUT_POINTS } from '../content/stand-out';

export function StandOut() {
  return (
    <Section eyebrow="Why us" title="What makes us stand out" className="stand-out">
      <ol className="stand-out__list">
        {STAND_OUT_POINTS.map((point, index) => (
          <li key={point.title} className="stand-out__item">
            <span className="stand-out__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="stand-out__title">{point.title}</h3>
            <p className="text-muted">{point.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
