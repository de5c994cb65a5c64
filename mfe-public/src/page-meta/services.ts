import { findService } from '../lib/service-catalogue';
import type { PageMeta } from './types';

export const SERVICE_NOT_FOUND_META: PageMeta = {
  title: 'Service Not Found',
  description: 'This service does not exist; see the services we offer.',
};

/** /services/{slug}: the service's name and summary, or the "Service Not Found" page. */
export function serviceMeta(slug: string): PageMeta {
  const service = findService(slug);
  return service
    ? { title: service.title, description: `${service.summary} ${service.title} for small businesses, from Indore.` }
    : SERVICE_NOT_FOUND_META;
}
