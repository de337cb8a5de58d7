/**
 * The ticket feature's server calls. Everything about one event sits under one key, so any change (a type
 * edited, tickets issued, an order cancelled, a door link replaced) refreshes its types, shop, orders,
 * tickets, check-in lists and statistics together; the overview of all events is refreshed with them.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { TActivity, TActivitySchedule } from "#shared/activities/schemas.ts";
import type {
  TCheckinList,
  TCheckinListInput,
  TCheckinListPatch,
  TExportKind,
  TIssueFromGuestsInput,
  TIssueInput,
  TOrder,
  TOrderList,
  TOrderStatus,
  TTicketList,
  TTicketOverview,
  TTicketShop,
  TTicketShopInput,
  TTicketStats,
  TTicketType,
  TTicketTypeInput,
  TTicketTypePatch,
  ZCancelResult,
  ZIssueFromGuestsResult,
} from "#shared/tickets/schemas.ts";
import { api } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export type TIssueFromGuestsResult = z.infer<typeof ZIssueFromGuestsResult>;
type TCancelResult = z.infer<typeof ZCancelResult>;

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

export const ticketKeys = {
  all: ["tickets"] as const,
  overview: () => [...ticketKeys.all, "overview"] as const,
  /** Everything about one event sits under this key. */
  event: (eventId: string) => [...ticketKeys.all, "event", eventId] as const,
  /** `activityId` empty: every type of the event. */
  types: (eventId: string, activityId: string) => [...ticketKeys.event(eventId), "types", activityId] as const,
  shop: (eventId: string) => [...ticketKeys.event(eventId), "shop"] as const,
  orders: (eventId: string, params: OrderListParams) => [...ticketKeys.event(eventId), "orders", params] as const,
  tickets: (eventId: string, params: TicketListParams) => [...ticketKeys.event(eventId), "tickets", params] as const,
  checkinLists: (eventId: string) => [...ticketKeys.event(eventId), "checkin-lists"] as const,
  stats: (eventId: string) => [...ticketKeys.event(eventId), "stats"] as const,
};

/**
 * The activities feature's keys for the same reads: sharing them means one cache entry, and an activity
 * edited there refreshes the names shown here (features do not import one another, so they are spelled here).
 */
const activityKeys = {
  detail: (id: string) => ["activities", "detail", id] as const,
  schedule: (eventId: string) => ["activities", "schedule", eventId] as const,
};

const enc = encodeURIComponent;
const eventPath = (eventId: string) => `/api/events/${enc(eventId)}`;

function statsPath(eventId: string): string {
  return `${eventPath(eventId)}/ticket-stats`;
}

export function liveStatsPath(eventId: string): string {
  return `${statsPath(eventId)}/live`;
}

export function exportPath(eventId: string, kind: TExportKind, format: "csv" | "xlsx"): string {
  return `${eventPath(eventId)}/ticket-export?kind=${kind}&format=${format}`;
}

function orderListPath(eventId: string, params: OrderListParams): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.status !== "all") search.set("status", params.status);
  search.set("page", String(params.page));
  search.set("pageSize", String(ORDERS_PAGE_SIZE));
  return `${eventPath(eventId)}/orders?${search.toString()}`;
}

function ticketListPath(eventId: string, params: TicketListParams): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.typeId) search.set("typeId", params.typeId);
  if (params.checkedIn !== "all") search.set("checkedIn", params.checkedIn);
  search.set("page", String(params.page));
  search.set("pageSize", String(TICKETS_PAGE_SIZE));
  return `${eventPath(eventId)}/tickets?${search.toString()}`;
}

export function useTicketOverview() {
  return useQuery({
    queryKey: ticketKeys.overview(),
    queryFn: ({ signal }) => api<TTicketOverview>("/api/tickets/overview", { signal }),
  });
}

/** The event's ticket types, or only those of one activity. */
export function useTicketTypes(eventId: string, activityId = "") {
  return useQuery({
    queryKey: ticketKeys.types(eventId, activityId),
    queryFn: async ({ signal }) =>
      (
        await api<{ items: TTicketType[] }>(
          `${eventPath(eventId)}/ticket-types${activityId ? `?activityId=${enc(activityId)}` : ""}`,
          { signal },
        )
      ).items,
    enabled: eventId !== "",
  });
}

export function useTicketShop(eventId: string) {
  return useQuery({
    queryKey: ticketKeys.shop(eventId),
    queryFn: ({ signal }) => api<TTicketShop>(`${eventPath(eventId)}/ticket-shop`, { signal }),
  });
}

export function useOrders(eventId: string, params: OrderListParams) {
  return useQuery({
    queryKey: ticketKeys.orders(eventId, params),
    queryFn: ({ signal }) => api<TOrderList>(orderListPath(eventId, params), { signal }),
    // The current page stays on screen while the next one loads, so paging and searching do not flash.
    placeholderData: keepPreviousData,
  });
}

export function useTickets(eventId: string, params: TicketListParams) {
  return useQuery({
    queryKey: ticketKeys.tickets(eventId, params),
    queryFn: ({ signal }) => api<TTicketList>(ticketListPath(eventId, params), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCheckinLists(eventId: string) {
  return useQuery({
    queryKey: ticketKeys.checkinLists(eventId),
    queryFn: async ({ signal }) =>
      (await api<{ items: TCheckinList[] }>(`${eventPath(eventId)}/checkin-lists`, { signal })).items,
  });
}

/** `poll`: read again every few seconds (when the live stream is not there to push fresh numbers). */
export function useTicketStats(eventId: string, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ticketKeys.stats(eventId),
    queryFn: ({ signal }) => api<TTicketStats>(statsPath(eventId), { signal }),
    refetchInterval: options.poll ? STATS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

export function useActivity(activityId: string) {
  return useQuery({
    queryKey: activityKeys.detail(activityId),
    queryFn: ({ signal }) => api<TActivity>(`/api/activities/${enc(activityId)}`, { signal }),
    enabled: activityId !== "",
  });
}

/** The event's activities, for the "which activity" choice of a ticket type. */
export function useEventActivities(eventId: string) {
  return useQuery({
    queryKey: activityKeys.schedule(eventId),
    queryFn: ({ signal }) => api<TActivitySchedule>(`${eventPath(eventId)}/activities`, { signal }),
    select: (data) => data.activities,
  });
}

/** A change to one event's tickets: afterwards (success or not) everything about the event is read again. */
function useEventChange<TVars, TResult>(eventId: string, mutationFn: (vars: TVars) => Promise<TResult>) {
  return useRefreshingMutation([ticketKeys.event(eventId), ticketKeys.overview()], mutationFn);
}

export function useCreateTicketType(eventId: string) {
  return useEventChange(eventId, (input: TTicketTypeInput) =>
    api<TTicketType>(`${eventPath(eventId)}/ticket-types`, { method: "POST", body: input }),
  );
}

export function useUpdateTicketType(eventId: string) {
  return useEventChange(eventId, ({ id, patch }: { id: string; patch: TTicketTypePatch }) =>
    api<TTicketType>(`/api/ticket-types/${enc(id)}`, { method: "PATCH", body: patch }),
  );
}

export function useDeleteTicketType(eventId: string) {
  return useEventChange(eventId, (id: string) => api<unknown>(`/api/ticket-types/${enc(id)}`, { method: "DELETE" }));
}

export function useUpdateTicketShop(eventId: string) {
  return useEventChange(eventId, (input: TTicketShopInput) =>
    api<TTicketShop>(`${eventPath(eventId)}/ticket-shop`, { method: "PATCH", body: input }),
  );
}

export function useReplaceShopLink(eventId: string) {
  return useEventChange(eventId, () => api<TTicketShop>(`${eventPath(eventId)}/ticket-shop/token`, { method: "POST" }));
}

export function useIssueTickets(eventId: string) {
  return useEventChange(eventId, (input: TIssueInput) =>
    api<TOrder>(`${eventPath(eventId)}/orders`, { method: "POST", body: input }),
  );
}

export function useIssueFromGuests(eventId: string) {
  return useEventChange(eventId, (input: TIssueFromGuestsInput) =>
    api<TIssueFromGuestsResult>(`${eventPath(eventId)}/orders/from-guests`, { method: "POST", body: input }),
  );
}

export function useConfirmPayment(eventId: string) {
  return useEventChange(eventId, (orderId: string) =>
    api<unknown>(`/api/orders/${enc(orderId)}/confirm-payment`, { method: "POST" }),
  );
}

export function useResendTickets(eventId: string) {
  return useEventChange(eventId, (orderId: string) =>
    api<unknown>(`/api/orders/${enc(orderId)}/resend`, { method: "POST" }),
  );
}

export function useCancelOrder(eventId: string) {
  return useEventChange(eventId, ({ id, refund }: { id: string; refund: boolean }) =>
    api<TCancelResult>(`/api/orders/${enc(id)}/cancel`, { method: "POST", body: { refund } }),
  );
}

export function useCancelTicket(eventId: string) {
  return useEventChange(eventId, (ticketId: string) =>
    api<TCancelResult>(`/api/tickets/${enc(ticketId)}/cancel`, { method: "POST" }),
  );
}

export function useCreateCheckinList(eventId: string) {
  return useEventChange(eventId, (input: TCheckinListInput) =>
    api<TCheckinList>(`${eventPath(eventId)}/checkin-lists`, { method: "POST", body: input }),
  );
}

export function useUpdateCheckinList(eventId: string) {
  return useEventChange(eventId, ({ id, patch }: { id: string; patch: TCheckinListPatch }) =>
    api<TCheckinList>(`/api/checkin-lists/${enc(id)}`, { method: "PATCH", body: patch }),
  );
}

export function useDeleteCheckinList(eventId: string) {
  return useEventChange(eventId, (id: string) => api<unknown>(`/api/checkin-lists/${enc(id)}`, { method: "DELETE" }));
}

/** Share-link controls hand the id of what the link opens: here the check-in list's. */
export function useNewDoorLink(eventId: string) {
  return useEventChange(eventId, (listId: string) =>
    api<unknown>(`/api/checkin-lists/${enc(listId)}/door-link`, { method: "POST" }),
  );
}

export function useRevokeDoorLink(eventId: string) {
  return useEventChange(eventId, (listId: string) =>
    api<unknown>(`/api/checkin-lists/${enc(listId)}/door-link`, { method: "DELETE" }),
  );
}
