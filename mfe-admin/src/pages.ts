// The one module the shell loads from this remote (docs/interfaces.md). AdminArea owns every
// route below /admin with its own relative <Routes>.
import type { RemotePages } from '@agency/mf-config';
import { remotePage } from '@agency/mf-config/remote-page';

const pages = {
  AdminArea: remotePage(() => import('./app/admin-area')),
} satisfies RemotePages<'mfe_admin'>;

export default pages;
