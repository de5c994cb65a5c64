import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TermsPage() {
  return (
    <PlaceholderPage eyebrow="Legal" title="Terms of Service">
      Effective July 27, 2025. The terms that apply when you use this site and our services.
    </PlaceholderPage>
  );
}
