/**
 * The organiser's ticket calls (src/shared/tickets/contract.ts). Every read about one event is keyed by the
 * event's id, so any change (a type edited, tickets issued, an order cancelled, a door link replaced)
 * refreshes its types, shop, orders, tickets, check-in lists and statistics together; the overview of all
 * events is refreshed with them.
 */
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { activitiesContract } from "#shared/activities/contract.ts";
import { ticketsContract as tickets } from "#shared/tickets/contract.ts";
import type {
  TCheckinListInput,
  TCheckinListPatch,
  TExportKind,
  TIssueFromGuestsInput,
  TIssueInput,
  TOrderStatus,
  TTicketShopInput,
  TTicketTypeInput,
  TTicketTypePatch,
  ZIssueFromGuestsResult,
} from "#shared/tickets/schemas.ts";
import { call, hrefOf, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export type TIssueFromGuestsResult = z.infer<typeof ZIssueFromGuestsResult>;

export const ORDERS_PAGE_SIZE = 25;
export const TICKETS_PAGE_SIZE = 25;
/** Statistics are read this often when the live stream is not available. */
const STATS_POLL_MS = 10_000;

export type OrderStatusFilter = "all" | TOrderStatus;
export type CheckedInFilter = "all" | "yes" | "no";

interface OrderListParams {
  q: string;
  status: OrderStatusFilter;
  page: number;
}

interface TicketListParams {
  q: string;
  typeId: string;
  checkedIn: CheckedInFilter;
  page: number;
}

/** The reads about one event, each prefix covering every page, filter and activity of it. */
function eventReads(eventId: string) {
  const input = { params: { eventId } };
  return {
    types: keyOf(tickets.listTypes, input),
    shop: keyOf(tickets.getShop, input),
    orders: keyOf(tickets.listOrders, input),
    tickets: keyOf(tickets.listTickets, input),
    checkinLists: keyOf(tickets.listCheckinLists, input),
    stats: keyOf(tickets.stats, input),
  };
}

export const ticketKeys = {
  overview: () => keyOf(tickets.overview),
  stats: (eventId: string) => eventReads(eventId).stats,
  /** Everything about one event: its types, shop, orders, tickets, check-in lists and statistics. */
  event: (eventId: string): QueryKey[] => Object.values(eventReads(eventId)),
  /** The same without the statistics (which the live stream keeps fresh itself). */
  eventLists: (eventId: string): QueryKey[] => {
    const { stats: _stats, ...lists } = eventReads(eventId);
    return Object.values(lists);
  },
};

const ofEvent = (eventId: string) => ({ params: { eventId } });

export function liveStatsPath(eventId: string): string {
  return hrefOf(tickets.liveStats, ofEvent(eventId));
}

export function exportPath(eventId: string, kind: TExportKind, format: "csv" | "xlsx"): string {
  return hrefOf(tickets.export, { ...ofEvent(eventId), query: { kind, format } });
}

function orderQuery(params: OrderListParams) {
  return {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.status !== "all" ? { status: params.status } : {}),
    page: params.page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}

function ticketQuery(params: TicketListParams) {
  return {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.typeId ? { typeId: params.typeId } : {}),
    ...(params.checkedIn !== "all" ? { checkedIn: params.checkedIn } : {}),
    page: params.page,
    pageSize: TICKETS_PAGE_SIZE,
  };
}

export function useTicketOverview() {
  return useQuery({
    queryKey: ticketKeys.overview(),
    queryFn: ({ signal }) => call(tickets.overview, {}, { signal }),
  });
}

/** The event's ticket types, or only those of one activity (`activityId` empty: every type of the event). */
export function useTicketTypes(eventId: string, activityId = "") {
  const input = { ...ofEvent(eventId), query: activityId ? { activityId } : {} };
  return useQuery({
    queryKey: keyOf(tickets.listTypes, input),
    queryFn: async ({ signal }) => (await call(tickets.listTypes, input, { signal })).items,
    enabled: eventId !== "",
  });
}

export function useTicketShop(eventId: string) {
  return useQuery({
    queryKey: keyOf(tickets.getShop, ofEvent(eventId)),
    queryFn: ({ signal }) => call(tickets.getShop, ofEvent(eventId), { signal }),
  });
}

export function useOrders(eventId: string, params: OrderListParams) {
  const input = { ...ofEvent(eventId), query: orderQuery(params) };
  return useQuery({
    queryKey: keyOf(tickets.listOrders, input),
    queryFn: ({ signal }) => call(tickets.listOrders, input, { signal }),
    // The current page stays on screen while the next one loads, so paging and searching do not flash.
    placeholderData: keepPreviousData,
  });
}

export function useTickets(eventId: string, params: TicketListParams) {
  const input = { ...ofEvent(eventId), query: ticketQuery(params) };
  return useQuery({
    queryKey: keyOf(tickets.listTickets, input),
    queryFn: ({ signal }) => call(tickets.listTickets, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCheckinLists(eventId: string) {
  return useQuery({
    queryKey: keyOf(tickets.listCheckinLists, ofEvent(eventId)),
    queryFn: async ({ signal }) => (await call(tickets.listCheckinLists, ofEvent(eventId), { signal })).items,
  });
}

/** `poll`: read again every few seconds (when the live stream is not there to push fresh numbers). */
export function useTicketStats(eventId: string, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ticketKeys.stats(eventId),
    queryFn: ({ signal }) => call(tickets.stats, ofEvent(eventId), { signal }),
    refetchInterval: options.poll ? STATS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

/**
 * The activities feature's reads, under its contract's keys: one cache entry with the activities pages, so
 * an activity edited there refreshes the names shown here.
 */
export function useActivity(activityId: string) {
  return useQuery({
    queryKey: keyOf(activitiesContract.get, { params: { activityId } }),
    queryFn: ({ signal }) => call(activitiesContract.get, { params: { activityId } }, { signal }),
    enabled: activityId !== "",
  });
}

/** The event's activities, for the "which activity" choice of a ticket type. */
export function useEventActivities(eventId: string) {
  return useQuery({
    queryKey: keyOf(activitiesContract.schedule, ofEvent(eventId)),
    queryFn: ({ signal }) => call(activitiesContract.schedule, ofEvent(eventId), { signal }),
    select: (data) => data.activities,
  });
}

/** A change to one event's tickets: afterwards (success or not) everything about the event is read again. */
function useEventChange<TVars, TResult>(eventId: string, mutationFn: (vars: TVars) => Promise<TResult>) {
  return useRefreshingMutation([...ticketKeys.event(eventId), ticketKeys.overview()], mutationFn);
}

export function useCreateTicketType(eventId: string) {
  return useEventChange(eventId, (input: TTicketTypeInput) =>
    call(tickets.createType, { ...ofEvent(eventId), body: input }),
  );
}

export function useUpdateTicketType(eventId: string) {
  return useEventChange(eventId, ({ id, patch }: { id: string; patch: TTicketTypePatch }) =>
    call(tickets.updateType, { params: { typeId: id }, body: patch }),
  );
}

export function useDeleteTicketType(eventId: string) {
  return useEventChange(eventId, (id: string) => call(tickets.removeType, { params: { typeId: id } }));
}

export function useUpdateTicketShop(eventId: string) {
  return useEventChange(eventId, (input: TTicketShopInput) =>
    call(tickets.updateShop, { ...ofEvent(eventId), body: input }),
  );
}

export function useReplaceShopLink(eventId: string) {
  return useEventChange(eventId, () => call(tickets.replaceShopLink, ofEvent(eventId)));
}

export function useIssueTickets(eventId: string) {
  return useEventChange(eventId, (input: TIssueInput) => call(tickets.issue, { ...ofEvent(eventId), body: input }));
}

export function useIssueFromGuests(eventId: string) {
  return useEventChange(eventId, (input: TIssueFromGuestsInput) =>
    call(tickets.issueFromGuests, { ...ofEvent(eventId), body: input }),
  );
}

export function useConfirmPayment(eventId: string) {
  return useEventChange(eventId, (orderId: string) => call(tickets.confirmPayment, { params: { orderId } }));
}

export function useResendTickets(eventId: string) {
  return useEventChange(eventId, (orderId: string) => call(tickets.resend, { params: { orderId } }));
}

export function useCancelOrder(eventId: string) {
  return useEventChange(eventId, ({ id, refund }: { id: string; refund: boolean }) =>
    call(tickets.cancelOrder, { params: { orderId: id }, body: { refund } }),
  );
}

export function useCancelTicket(eventId: string) {
  return useEventChange(eventId, (ticketId: string) => call(tickets.cancelTicket, { params: { ticketId } }));
}

export function useCreateCheckinList(eventId: string) {
  return useEventChange(eventId, (input: TCheckinListInput) =>
    call(tickets.createCheckinList, { ...ofEvent(eventId), body: input }),
  );
}

export function useUpdateCheckinList(eventId: string) {
  return useEventChange(eventId, ({ id, patch }: { id: string; patch: TCheckinListPatch }) =>
    call(tickets.updateCheckinList, { params: { listId: id }, body: patch }),
  );
}

export function useDeleteCheckinList(eventId: string) {
  return useEventChange(eventId, (id: string) => call(tickets.removeCheckinList, { params: { listId: id } }));
}

/** Share-link controls hand the id of what the link opens: here the check-in list's. */
export function useNewDoorLink(eventId: string) {
  return useEventChange(eventId, (listId: string) => call(tickets.newDoorLink, { params: { listId } }));
}

export function useRevokeDoorLink(eventId: string) {
  return useEventChange(eventId, (listId: string) => call(tickets.revokeDoorLink, { params: { listId } }));
}
