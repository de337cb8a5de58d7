/**
 * The analytics page's server calls. Keys have the shape of the RSVP feature's (["rsvp", "event", id, ...]),
 * so a change to an event's guests or answers, which refreshes that event's RSVP keys, refreshes these too,
 * and the counts share one cache entry with the guest list page.
 */
import { useQuery } from "@tanstack/react-query";
import type { TRsvpAnalytics } from "#shared/rsvp/schemas.ts";
import { api } from "#client/lib/api.ts";
import { rsvpEventPath, rsvpKeys } from "#client/lib/rsvp-queries.ts";

/** Answers keep arriving while the organiser looks: a glance after a minute away shows fresh numbers. */
export const LIVE_STALE_TIME_MS = 60 * 1000;

export function useRsvpAnalytics(eventId: string) {
  return useQuery({
    queryKey: [...rsvpKeys.event(eventId), "analytics"],
    queryFn: ({ signal }) => api<TRsvpAnalytics>(`${rsvpEventPath(eventId)}/rsvp/analytics`, { signal }),
    enabled: eventId !== "",
    staleTime: LIVE_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}
