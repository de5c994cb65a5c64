import { useParams } from 'react-router-dom';
import { findService } from '../../../lib/service-catalogue';
import { SERVICE_DETAILS } from '../content';
import { ServiceDetailView } from './service-detail-view';
import { ServiceNotFound } from './service-not-found';
import './services.css';

export default function ServicesPage() {
  const { service: slug = '' } = useParams();
  const summary = findService(slug);
  const detail = SERVICE_DETAILS[slug];
  if (!summary || !detail) return <ServiceNotFound slug={slug} />;
  return <ServiceDetailView summary={summary} detail={detail} />;
}
