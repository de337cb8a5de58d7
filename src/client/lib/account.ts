/** The signed-in user's data batch (GET /api/account/me), cached for 5 minutes. */
import { useQuery } from "@tanstack/react-query";
import type { TUserDataBatch } from "#shared/account/schemas.ts";
import { api } from "./api.ts";

const USER_DATA_STALE_TIME_MS = 5 * 60 * 1000;

export const accountKeys = {
  all: ["account"] as const,
  me: () => [...accountKeys.all, "me"] as const,
  sessions: () => [...accountKeys.all, "sessions"] as const,
};

export function useUserData(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => api<TUserDataBatch>("/api/account/me", { signal }),
    staleTime: USER_DATA_STALE_TIME_MS,
    enabled: options.enabled ?? true,
  });
}
