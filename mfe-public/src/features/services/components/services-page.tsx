import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/placeholder-page';

const TITLES: Record<string, string> = {
  'software-dev': 'Software Development',
  'digital-presence': 'Digital Presence Management',
  iot: 'Embedded Systems & IoT',
  design: 'Design & Creatives',
  support: 'Technical Support',
};

export default function ServicesPage() {
  const { service = '' } = useParams();
  return (
    <PlaceholderPage eyebrow="Our services" title={TITLES[service] ?? 'Our Services'}>
      Details of this service are coming soon. Sign in to request it today.
    </PlaceholderPage>
  );
}
