/**
 * The client cache: entries live 5 minutes by default; TanStack Query merges identical
 * in-flight requests by key. A failed request is retried once, unless the server said no (4xx).
 */
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DEFAULT_STALE_TIME_MS,
      gcTime: DEFAULT_STALE_TIME_MS,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
});
