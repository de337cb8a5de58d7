/**
 * One event's details, read by every page that shows or edits it (events, activities, checklists, RSVPs,
 * calendar, analytics) under one key: they share one cache entry, and an edit anywhere shows everywhere.
 */
import { useQuery } from "@tanstack/react-query";
import type { TEvent } from "#shared/events/schemas.ts";
import { api } from "./api.ts";

export const eventDetailsKey = (eventId: string) => ["events", "detail", eventId] as const;

/** Idle while `eventId` is empty (no event chosen yet). */
export function useEventDetails(eventId: string) {
  return useQuery({
    queryKey: eventDetailsKey(eventId),
    queryFn: ({ signal }) => api<TEvent>(`/api/events/${encodeURIComponent(eventId)}`, { signal }),
    enabled: eventId !== "",
  });
}
