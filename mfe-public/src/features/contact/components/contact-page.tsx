import { PageHeader, Section } from '@agency/ui/base';
import { usePageTitle } from '@agency/web-kit/base';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { CONTACT_META } from '../../../page-meta/contact';
import './contact.css';

export default function ContactPage() {
  usePageTitle(CONTACT_META.title);
  return (
    <>
      <PageHeader
        eyebrow="Contact us"
        title="Let's talk about your project"
        subtitle="Tell us what you need and we will get back to you within one working day."
      />
      <Section>
        <div className="contact-layout">
          <ContactForm />
          <ContactDetails />
        </div>
      </Section>
    </>
  );
}
