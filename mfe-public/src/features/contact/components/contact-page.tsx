import { PageHeader, Section } from '@agency/ui';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import './contact.css';

export default function ContactPage() {
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
