import { Link } from 'react-router-dom';
import { buttonClass, PageHeader } from '@agency/ui/base';
import { usePageTitle } from '@agency/web-kit/base';
import { CONTACT_THANKS } from '@agency/contracts/browser';
import { CONTACT_SENT_META } from '../../../page-meta/contact-outcome';

/**
 * Where the contact form sent without the app leads once the message is stored (the gateway's 303 after its
 * POST /contact): the thanks the app's form shows after a send.
 */
export default function ContactSentPage() {
  usePageTitle(CONTACT_SENT_META.title);
  return (
    <PageHeader eyebrow="Contact us" title="Message sent" subtitle={CONTACT_THANKS}>
      <div className="row page-header__actions">
        <Link to="/" className={buttonClass('primary', 'sm')}>
          Go to the home page
        </Link>
        <Link to="/contact" className={buttonClass('secondary', 'sm')}>
          Write another message
        </Link>
      </div>
    </PageHeader>
  );
}
