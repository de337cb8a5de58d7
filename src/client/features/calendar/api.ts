/**
 * The calendar feature's server calls: the subscription addresses, one event's details for its links, the
 * interactive calendar's items and moves. A move changes the cached items first (the calendar answers at
 * once) and puts them back if the server refuses.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCalendarItem, TCalendarItems, TCalendarMove } from "#shared/calendar/schemas.ts";
import { activitiesContract } from "#shared/activities/contract.ts";
import { calendarContract as calendar } from "#shared/calendar/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { call, contractKey, hrefOf, keyOf } from "#client/lib/api.ts";

const eventFeedKey = (eventId: string) => keyOf(calendar.eventFeed, { params: { eventId } });

export function useUserFeed() {
  return useQuery({
    queryKey: keyOf(calendar.userFeed),
    queryFn: ({ signal }) => call(calendar.userFeed, {}, { signal }),
  });
}

export function useRegenerateUserFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendar.regenerateUserFeed),
    onSuccess: (feed) => queryClient.setQueryData(keyOf(calendar.userFeed), feed),
  });
}

/** An event's feed address, made the first time it is asked for: only fetched once the organiser asks. */
export function useEventFeed(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventFeedKey(eventId),
    queryFn: ({ signal }) => call(calendar.eventFeed, { params: { eventId } }, { signal }),
    enabled: enabled && eventId !== "",
  });
}

export function useRegenerateEventFeed(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendar.regenerateEventFeed, { params: { eventId } }),
    onSuccess: (feed) => queryClient.setQueryData(eventFeedKey(eventId), feed),
  });
}

export function eventDownloadPath(eventId: string): string {
  return hrefOf(calendar.eventFile, { params: { eventId } });
}

export function useCalendarItems(from: string, to: string) {
  return useQuery({
    queryKey: keyOf(calendar.items, { query: { from, to } }),
    queryFn: ({ signal }) => call(calendar.items, { query: { from, to } }, { signal }),
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
  const key = keyOf(calendar.items);
  return useMutation({
    mutationFn: (move: TCalendarMove) => call(calendar.move, { body: move }),
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
      void queryClient.invalidateQueries({ queryKey: contractKey(eventsContract) });
      void queryClient.invalidateQueries({ queryKey: contractKey(activitiesContract) });
    },
  });
}
