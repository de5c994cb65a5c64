// The one module the shell loads from this remote (docs/interfaces.md). AdminArea owns every
// route below /admin with its own relative <Routes>.
import { lazy, type ComponentType } from 'react';

const pages = {
  AdminArea: lazy(() => import('./app/admin-area')),
} satisfies Record<string, ComponentType>;

export default pages;
