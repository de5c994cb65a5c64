import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AboutPage() {
  return (
    <PlaceholderPage eyebrow="About us" title="Technology partners for small businesses">
      We discover your needs, design the solution and deliver impact, from Indore since 2025.
    </PlaceholderPage>
  );
}
