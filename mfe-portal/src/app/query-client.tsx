import type { ReactNode } from 'react';
import { createQueryClient, QueryClientProvider } from '@agency/query';

/** The portal's one query cache, shared by its pages as a person moves between them. */
const queryClient = createQueryClient();

export function PortalQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
