import { useParams } from 'react-router-dom';
import { usePageTitle } from '@agency/web-kit/base';
import { findService } from '../../../lib/service-catalogue';
import { SERVICE_DETAILS } from '../content';
import { ServiceDetailView } from './service-detail-view';
import { ServiceNotFound } from './service-not-found';
import { SERVICE_NOT_FOUND_META, serviceMeta } from '../../../page-meta/services';
import './services.css';

export default function ServicesPage() {
  const { service: slug = '' } = useParams();
  const summary = findService(slug);
  const detail = SERVICE_DETAILS[slug];
  usePageTitle(summary && detail ? serviceMeta(slug).title : SERVICE_NOT_FOUND_META.title);
  if (!summary || !detail) return <ServiceNotFound slug={slug} />;
  return <ServiceDetailView summary={summary} detail={detail} />;
}
