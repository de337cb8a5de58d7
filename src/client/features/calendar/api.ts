/**
 * The calendar feature's server calls: the subscription addresses, one event's details for its links, the
 * interactive calendar's items and moves. A move changes the cached items first (the calendar answers at
 * once) and puts them back if the server refuses.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCalendarFeed,
  TCalendarItem,
  TCalendarItems,
  TCalendarMove,
  TCalendarMoved,
} from "#shared/calendar/schemas.ts";
import { api } from "#client/lib/api.ts";

const enc = encodeURIComponent;

const calendarKeys = {
  all: ["calendar"] as const,
  userFeed: () => [...calendarKeys.all, "feed", "user"] as const,
  eventFeed: (eventId: string) => [...calendarKeys.all, "feed", "event", eventId] as const,
  itemsAll: () => [...calendarKeys.all, "items"] as const,
  items: (from: string, to: string) => [...calendarKeys.itemsAll(), from, to] as const,
};

export function useUserFeed() {
  return useQuery({
    queryKey: calendarKeys.userFeed(),
    queryFn: ({ signal }) => api<TCalendarFeed>("/api/calendar/feeds", { signal }),
  });
}

export function useRegenerateUserFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TCalendarFeed>("/api/calendar/feeds/user/regenerate", { method: "POST" }),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.userFeed(), feed),
  });
}

/** An event's feed address, made the first time it is asked for: only fetched once the organiser asks. */
export function useEventFeed(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.eventFeed(eventId),
    queryFn: ({ signal }) => api<TCalendarFeed>(`/api/events/${enc(eventId)}/calendar-feed`, { signal }),
    enabled: enabled && eventId !== "",
  });
}

export function useRegenerateEventFeed(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TCalendarFeed>(`/api/events/${enc(eventId)}/calendar-feed/regenerate`, { method: "POST" }),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.eventFeed(eventId), feed),
  });
}

export function eventDownloadPath(eventId: string): string {
  return `/api/events/${enc(eventId)}/calendar.ics`;
}

export function useCalendarItems(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.items(from, to),
    queryFn: ({ signal }) => api<TCalendarItems>(`/api/calendar/items?from=${enc(from)}&to=${enc(to)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The guess shown while a move is on its way: the item (and an event's activities) shifted by the same amount. */
function shiftedItems(items: TCalendarItem[], move: TCalendarMove): TCalendarItem[] {
  const target = items.find((item) => item.kind === move.kind && item.id === move.id);
  if (!target) return items;
  const shift = Date.parse(move.startAt) - Date.parse(target.startAt);
  const moves = (item: TCalendarItem) =>
    (item.kind === move.kind && item.id === move.id) ||
    (move.kind === "event" && item.kind === "activity" && item.eventId === move.id);
  return items.map((item) =>
    moves(item)
      ? {
          ...item,
          startAt: new Date(Date.parse(item.startAt) + shift).toISOString(),
          endAt: new Date(Date.parse(item.endAt) + shift).toISOString(),
        }
      : item,
  );
}

/** The server's answer in place of the guess. */
function withMoved(items: TCalendarItem[], moved: TCalendarItem[]): TCalendarItem[] {
  const fresh = new Map(moved.map((item) => [`${item.kind}:${item.id}`, item]));
  return items.map((item) => fresh.get(`${item.kind}:${item.id}`) ?? item);
}

export function useMoveItem() {
  const queryClient = useQueryClient();
  const key = calendarKeys.itemsAll();
  return useMutation({
    mutationFn: (move: TCalendarMove) => api<TCalendarMoved>("/api/calendar/move", { method: "POST", body: move }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<TCalendarItems>({ queryKey: key });
      queryClient.setQueriesData<TCalendarItems>({ queryKey: key }, (data) =>
        data ? { ...data, items: shiftedItems(data.items, move) } : data,
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (result) => {
      queryClient.setQueriesData<TCalendarItems>({ queryKey: key }, (data) =>
        data ? { ...data, items: withMoved(data.items, result.items) } : data,
      );
    },
    onSettled: () => {
      // Another range may now hold the moved item (a drag into next month); event pages show the new dates too.
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ["events"] });
      void queryClient.invalidateQueries({ queryKey: ["activities"] });
    },
  });
}
