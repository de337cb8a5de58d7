/**
 * The door's calls: no account, the door link's token is the key (ADR 018). The view is refetched after
 * scans and every half minute, so the counts follow the other scanners at the same list.
 */
import { useQuery } from "@tanstack/react-query";
import { ticketsContract as tickets } from "#shared/tickets/contract.ts";
import type { TScanInput } from "#shared/tickets/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";

const REFRESH_MS = 30_000;

export const doorKeys = {
  view: (token: string) => keyOf(tickets.doorView, { params: { token } }),
};

export function useDoorView(token: string) {
  return useQuery({
    queryKey: doorKeys.view(token),
    queryFn: ({ signal }) => call(tickets.doorView, { params: { token } }, { signal }),
    enabled: token !== "",
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

export const sendScan = (token: string, input: TScanInput) => call(tickets.scan, { params: { token }, body: input });

/** A refusal (409: undone already, or not an admission) comes back as an ApiError. */
export const undoScan = (token: string, scanId: string) => call(tickets.undoScan, { params: { token, scanId } });
