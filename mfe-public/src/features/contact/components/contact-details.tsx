import { CONTACT_DETAILS } from '../../../lib/site-contact';

export function ContactDetails() {
  const { addressLines, phone, email, hours } = CONTACT_DETAILS;
  return (
    <aside className="card contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        Contact details
      </h2>
      <dl className="contact-details__list">
        <div>
          <dt>Visit us</dt>
          <dd>
            <address>
              {addressLines.map((line) => (
                <span key={line} className="contact-details__line">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>Call us</dt>
          <dd>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email us</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>Office hours</dt>
          <dd>
            {hours.map((line) => (
              <span key={line} className="contact-details__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
