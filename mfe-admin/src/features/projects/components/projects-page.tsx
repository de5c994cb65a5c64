import { ComingSoon } from '../../../components/coming-soon';

// Placeholder until the page lands (being built now); same layout as the real pages.
export default function ProjectsPage() {
  return <ComingSoon title="Projects" />;
}
