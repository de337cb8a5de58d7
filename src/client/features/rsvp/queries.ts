/**
 * The RSVP reads that more than one page shows (the RSVP manager and the analytics): one query per read, keyed
 * by the RSVP contract, so they share cache entries, and a change that refreshes an event's RSVP keys
 * refreshes every page showing them.
 */
import { useQuery } from "@tanstack/react-query";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import { call, keyOf } from "#client/lib/api.ts";

/**
 * Everything the organiser reads about one event's RSVPs (each key also covers every query of that read for
 * the event, whatever its page or filter): what a change to the event's guests, answers or settings refreshes.
 */
export const rsvpEventKeys = (eventId: string) =>
  [rsvp.listGuests, rsvp.guestFacets, rsvp.counts, rsvp.getSettings, rsvp.listReminders, rsvp.analytics].map(
    (endpoint) => keyOf(endpoint, { params: { eventId } }),
  );

export function useRsvpOverview(options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: keyOf(rsvp.overview),
    queryFn: ({ signal }) => call(rsvp.overview, {}, { signal }),
    ...options,
  });
}

/** `refetchInterval` keeps the numbers live while the page is open (paused in a hidden tab). */
export function useRsvpCounts(eventId: string, options: { refetchInterval?: number; staleTime?: number } = {}) {
  return useQuery({
    queryKey: keyOf(rsvp.counts, { params: { eventId } }),
    queryFn: ({ signal }) => call(rsvp.counts, { params: { eventId } }, { signal }),
    enabled: eventId !== "",
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    ...options,
  });
}
