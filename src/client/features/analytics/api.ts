/**
 * The analytics page's server calls. Keys have the shape of the RSVP feature's (["rsvp", "event", id, ...]),
 * so a change to an event's guests or answers, which refreshes that event's RSVP keys, refreshes these too,
 * and the counts share one cache entry with the guest list page.
 */
import { useQuery } from "@tanstack/react-query";
import type { TEvent } from "#shared/events/schemas.ts";
import type { TRsvpAnalytics, TRsvpCounts, TRsvpOverview } from "#shared/rsvp/schemas.ts";
import { api } from "#client/lib/api.ts";

/** Answers keep arriving while the organiser looks: a glance after a minute away shows fresh numbers. */
const LIVE_STALE_TIME_MS = 60 * 1000;

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export function useRsvpOverview() {
  return useQuery({
    queryKey: ["rsvp", "overview"],
    queryFn: ({ signal }) => api<TRsvpOverview>("/api/rsvp/overview", { signal }),
    staleTime: LIVE_STALE_TIME_MS,
  });
}

export function useRsvpAnalytics(eventId: string) {
  return useQuery({
    queryKey: ["rsvp", "event", eventId, "analytics"],
    queryFn: ({ signal }) => api<TRsvpAnalytics>(`${eventPath(eventId)}/rsvp/analytics`, { signal }),
    enabled: eventId !== "",
    staleTime: LIVE_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}

export function useRsvpCounts(eventId: string) {
  return useQuery({
    queryKey: ["rsvp", "event", eventId, "counts"],
    queryFn: ({ signal }) => api<TRsvpCounts>(`${eventPath(eventId)}/rsvp/counts`, { signal }),
    enabled: eventId !== "",
    staleTime: LIVE_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}

/** For the event type's group term ("Class Year"), which titles the headcount chart. */
export function useAnalyticsEvent(eventId: string) {
  return useQuery({
    // The events feature's details key: the same data, so both share one cache entry.
    queryKey: ["events", "detail", eventId],
    queryFn: ({ signal }) => api<TEvent>(eventPath(eventId), { signal }),
    enabled: eventId !== "",
  });
}
