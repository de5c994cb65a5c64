import { PlaceholderPage } from '../../../components/placeholder-page';

export default function ContactPage() {
  return (
    <PlaceholderPage eyebrow="Contact us" title="Let's talk about your project">
      Tell us what you need and we will get back to you within one working day.
    </PlaceholderPage>
  );
}
