/**
 * The door's calls: no account, the door link's token is the key (ADR 018). The view is refetched after
 * scans and every half minute, so the counts follow the other scanners at the same list.
 */
import { useQuery } from "@tanstack/react-query";
import type { TDoorView, TScanAnswer, TScanInput } from "#shared/tickets/schemas.ts";
import { api } from "#client/lib/api.ts";

const REFRESH_MS = 30_000;

export const doorKeys = {
  view: (token: string) => ["door", token] as const,
};

const doorApiPath = (token: string) => `/api/door/${encodeURIComponent(token)}`;

export function useDoorView(token: string) {
  return useQuery({
    queryKey: doorKeys.view(token),
    queryFn: ({ signal }) => api<TDoorView>(doorApiPath(token), { signal }),
    enabled: token !== "",
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

export const sendScan = (token: string, input: TScanInput) =>
  api<TScanAnswer>(`${doorApiPath(token)}/scans`, { method: "POST", body: input });

/** A refusal (409: undone already, or not an admission) comes back as an ApiError. */
export const undoScan = (token: string, scanId: string) =>
  api<{ undone: true }>(`${doorApiPath(token)}/scans/${encodeURIComponent(scanId)}/undo`, { method: "POST" });
