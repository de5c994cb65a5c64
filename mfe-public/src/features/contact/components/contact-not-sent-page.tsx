import { Link, useParams } from 'react-router-dom';
import { buttonClass, PageHeader, Section } from '@agency/ui/base';
import { usePageTitle } from '@agency/web-kit/base';
import type { ContactNotSentReason } from '@agency/contracts/browser';
import { CONTACT_NOT_SENT_META } from '../../../page-meta/contact-outcome';
import { ContactDetails } from './contact-details';
import './contact.css';

/** Why, in general terms: the gateway names the reason in the URL (`/contact/not-sent/<reason>`). */
const WHY: Record<ContactNotSentReason, string> = {
  invalid:
    'Some of what was typed could not be accepted. Name, Email, Subject and Message are required, the e-mail must be a full address (such as name@example.com), and each field has a length limit.',
  // The admin service's own words for its limit.
  'too-many': 'Too many messages from your address. Please try again later.',
  unavailable: 'Our message service could not be reached just now. Please try again in a few minutes, or call or e-mail us.',
};

const whyOf = (reason: string | undefined) =>
  reason !== undefined && Object.hasOwn(WHY, reason) ? WHY[reason as ContactNotSentReason] : 'Please try again in a few minutes.';

/**
 * Where the contact form sent without the app leads when its message was not stored (the gateway's 303
 * after its POST /contact): the app's failure text, why, the way back to what was typed, and other ways to reach us.
 */
export default function ContactNotSentPage() {
  usePageTitle(CONTACT_NOT_SENT_META.title);
  const { reason } = useParams();
  return (
    <>
      <PageHeader eyebrow="Contact us" title="Failed to send message" subtitle={whyOf(reason)}>
        <p className="contact-outcome__back">Your browser&apos;s Back button takes you to your message as you typed it.</p>
        <div className="row page-header__actions">
          <Link to="/contact" className={buttonClass('primary', 'sm')}>
            Open the contact form
          </Link>
          <Link to="/" className={buttonClass('secondary', 'sm')}>
            Go to the home page
          </Link>
        </div>
      </PageHeader>
      <Section tight>
        <div className="contact-outcome__details">
          <ContactDetails />
        </div>
      </Section>
    </>
  );
}
