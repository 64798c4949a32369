import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks the answers under `queryKey` stale after a write, so the screens read them again — and
 * first drops any read of them still under way. TanStack Query joins a refetch to a first read
 * already in flight, and that read began before the write: a code created while the list was
 * still loading would stay missing from it until the next read.
 */
export async function rereadAfterWrite(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
