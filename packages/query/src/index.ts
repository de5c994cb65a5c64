// `@agency/query`: server data in the signed-in remotes through TanStack Query. Each remote bundles it
// (it is not a federation singleton), so the shell and `/` never download it.
export { createQueryClient } from './query-client';
export { useApiQuery } from './use-api-query';
export { useLiveRefetch } from './use-live-refetch';
export {
  removeFromCursorPages,
  replaceInCursorPages,
  useCursorQuery,
  type CursorPages,
  type UseCursorQueryOptions,
} from './use-cursor-query';
export {
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
