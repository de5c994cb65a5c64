import { createQueryClient } from '@agency/query';

/** The admin area's one query cache: every page's server data, shared by its pages as the admin moves between them. */
export const queryClient = createQueryClient();
