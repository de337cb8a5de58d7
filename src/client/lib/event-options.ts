/**
 * The organiser's events as choices for pickers (activities, checklists, info pages): the 100 nearest
 * to now first, or those matching a search. Features that pick an event share this one query.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TEvent, TEventList } from "#shared/events/schemas.ts";
import { api } from "./api.ts";

export type EventOption = Pick<TEvent, "id" | "name" | "startAt" | "endAt" | "timeZone" | "status" | "eventType">;

const EVENT_OPTIONS_LIMIT = 100;

export function useEventOptions(q = "") {
  const search = new URLSearchParams({ sort: "start_desc", limit: String(EVENT_OPTIONS_LIMIT) });
  if (q.trim()) search.set("q", q.trim());
  return useQuery({
    // Under the events feature's key, so creating or renaming an event refreshes every picker.
    queryKey: ["events", "options", q.trim()],
    queryFn: ({ signal }) => api<TEventList>(`/api/events?${search.toString()}`, { signal }),
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
