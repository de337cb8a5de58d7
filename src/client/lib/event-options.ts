/**
 * The organiser's events as choices for pickers (activities, checklists, info pages): the 100 nearest
 * to now first, or those matching a search. Features that pick an event share this one query.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { eventsContract } from "#shared/events/contract.ts";
import type { TEvent, TEventListQuery } from "#shared/events/schemas.ts";
import { call, keyOf } from "./api.ts";

export type EventOption = Pick<TEvent, "id" | "name" | "startAt" | "endAt" | "timeZone" | "status" | "eventType">;

const EVENT_OPTIONS_LIMIT = 100;

export function useEventOptions(q = "") {
  const query: TEventListQuery = { sort: "start_desc", limit: EVENT_OPTIONS_LIMIT, q: q.trim() || undefined };
  return useQuery({
    // Under the events feature's key, so creating or renaming an event refreshes every picker.
    queryKey: keyOf(eventsContract.list, { query }),
    queryFn: ({ signal }) => call(eventsContract.list, { query }, { signal }),
    select: (data): EventOption[] =>
      data.events.map(({ id, name, startAt, endAt, timeZone, status, eventType }) => ({
        id,
        name,
        startAt,
        endAt,
        timeZone,
        status,
        eventType,
      })),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
}
