import { brandIdentity } from './brand-identity';
import { design } from './design';
import { digitalPresence } from './digital-presence';
import { iot } from './iot';
import type { ServiceDetail } from './service-detail';
import { softwareDev } from './software-dev';
import { support } from './support';

/** The detail page content by route slug (the slugs of lib/service-catalogue.ts). */
export const SERVICE_DETAILS: Record<string, ServiceDetail> = {
  'software-dev': softwareDev,
  'digital-presence': digitalPresence,
  'brand-identity': brandIdentity,
  iot,
  design,
  support,
};

export type { ServiceDetail };
