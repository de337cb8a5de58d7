/**
 * The RSVP reads that more than one page shows (the RSVP manager and the analytics): one key scheme and one
 * query per read, so they share cache entries, and a change that refreshes an event's RSVP keys refreshes
 * every page showing them.
 */
import { useQuery } from "@tanstack/react-query";
import type { TRsvpCounts, TRsvpOverview } from "#shared/rsvp/schemas.ts";
import { api } from "./api.ts";

export const rsvpKeys = {
  all: ["rsvp"] as const,
  overview: () => [...rsvpKeys.all, "overview"] as const,
  /** Everything about one event sits under this key. */
  event: (eventId: string) => [...rsvpKeys.all, "event", eventId] as const,
  counts: (eventId: string) => [...rsvpKeys.event(eventId), "counts"] as const,
};

export const rsvpEventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export function useRsvpOverview(options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: rsvpKeys.overview(),
    queryFn: ({ signal }) => api<TRsvpOverview>("/api/rsvp/overview", { signal }),
    ...options,
  });
}

/** `refetchInterval` keeps the numbers live while the page is open (paused in a hidden tab). */
export function useRsvpCounts(eventId: string, options: { refetchInterval?: number; staleTime?: number } = {}) {
  return useQuery({
    queryKey: rsvpKeys.counts(eventId),
    queryFn: ({ signal }) => api<TRsvpCounts>(`${rsvpEventPath(eventId)}/rsvp/counts`, { signal }),
    enabled: eventId !== "",
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    ...options,
  });
}
