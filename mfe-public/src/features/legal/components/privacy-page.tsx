import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PrivacyPage() {
  return (
    <PlaceholderPage eyebrow="Legal" title="Privacy Policy">
      Effective July 27, 2025. How we collect, use and protect your data.
    </PlaceholderPage>
  );
}
