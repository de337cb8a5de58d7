/**
 * The analytics page's server calls. Its key is the RSVP contract's, among the keys a change to an event's
 * guests or answers refreshes (rsvpEventKeys), and the counts share one cache entry with the guest list page.
 */
import { useQuery } from "@tanstack/react-query";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import { call, keyOf } from "#client/lib/api.ts";

/** Answers keep arriving while the organiser looks: a glance after a minute away shows fresh numbers. */
export const LIVE_STALE_TIME_MS = 60 * 1000;

export function useRsvpAnalytics(eventId: string) {
  return useQuery({
    queryKey: keyOf(rsvp.analytics, { params: { eventId } }),
    queryFn: ({ signal }) => call(rsvp.analytics, { params: { eventId } }, { signal }),
    enabled: eventId !== "",
    staleTime: LIVE_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}
