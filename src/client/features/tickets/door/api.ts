/**
 * The door's calls: no account, the door link's token is the key (ADR 018). The view is refetched after
 * scans and every half minute, so the counts follow the other scanners at the same list. Door staff signed
 * in for the event also search the list's tickets and mark orders paid, by the list's id (ADR 025).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ticketsContract as tickets } from "#shared/tickets/contract.ts";
import type { TScanInput } from "#shared/tickets/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";

const REFRESH_MS = 30_000;

export const doorKeys = {
  view: (token: string) => keyOf(tickets.doorView, { params: { token } }),
  /** Every search of one list. */
  search: (listId: string) => keyOf(tickets.doorSearch, { params: { listId } }),
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

/** The list's tickets matching `q` (a name, an email, an order reference or a short code); idle while it is empty. */
export function useDoorSearch(listId: string, q: string) {
  const input = { params: { listId }, query: { q } };
  return useQuery({
    queryKey: keyOf(tickets.doorSearch, input),
    queryFn: ({ signal }) => call(tickets.doorSearch, input, { signal }),
    enabled: q.trim() !== "",
    placeholderData: keepPreviousData,
  });
}

/** The offline payment was made at the door: the order is paid and its tickets admit. */
export const markPaid = (orderId: string) => call(tickets.confirmPayment, { params: { orderId } });
