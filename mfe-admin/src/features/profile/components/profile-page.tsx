import { ComingSoon } from '../../../components/coming-soon';

// Placeholder until the page lands (being built now); same layout as the real pages.
export default function ProfilePage() {
  return <ComingSoon title="Profile" />;
}
