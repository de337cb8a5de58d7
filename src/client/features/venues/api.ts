/**
 * The venues feature's server calls. Venue keys start with the venues contract's name and the booking
 * calendar's come from the events contract (which serves it), so a change refreshes every list, details page
 * and calendar that could show the old data.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { eventsContract } from "#shared/events/contract.ts";
import { venuesContract as venues } from "#shared/venues/contract.ts";
import type { TVenue, TVenueInput, TVenueListQuery } from "#shared/venues/schemas.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";

/** Cards sit two or three to a row, so a page of 12 fills whole rows. */
export const VENUES_PAGE_SIZE = 12;
/** The server's largest page: enough for a venue picker. */
export const VENUE_PICKER_LIMIT = 100;

export interface VenueListParams {
  q: string;
  city: string;
  /** Digits as typed; empty means no minimum. */
  minCapacity: string;
  page: number;
}

interface BookingRange {
  from: string;
  to: string;
  venueId?: string | undefined;
}

const detailKey = (venueId: string) => keyOf(venues.get, { params: { venueId } });
const bookingsKey = keyOf(eventsContract.bookings);

function listQuery(params: VenueListParams): TVenueListQuery {
  const minCapacity = params.minCapacity.trim();
  return {
    q: params.q.trim() || undefined,
    city: params.city.trim() || undefined,
    minCapacity: /^\d+$/.test(minCapacity) ? Number(minCapacity) : undefined,
    limit: VENUES_PAGE_SIZE,
    offset: (params.page - 1) * VENUES_PAGE_SIZE,
  };
}

export function useVenueList(params: VenueListParams) {
  const query = listQuery(params);
  return useQuery({
    queryKey: keyOf(venues.list, { query }),
    queryFn: ({ signal }) => call(venues.list, { query }, { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

/** Every venue (up to the server's page limit), for the calendar's venue filter. */
export function useVenuePicker() {
  const query = { limit: VENUE_PICKER_LIMIT, offset: 0 };
  return useQuery({
    queryKey: keyOf(venues.list, { query }),
    queryFn: ({ signal }) => call(venues.list, { query }, { signal }),
  });
}

export function useVenue(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => call(venues.get, { params: { venueId: id } }, { signal }),
    enabled: id !== "",
  });
}

export function usePublicVenue(token: string) {
  return useQuery({
    queryKey: keyOf(venues.shared, { params: { token } }),
    queryFn: ({ signal }) => call(venues.shared, { params: { token } }, { signal }),
    enabled: token !== "",
  });
}

export function useBookings(range: BookingRange, enabled = true) {
  const query = { from: range.from, to: range.to, venueId: range.venueId || undefined };
  return useQuery({
    queryKey: keyOf(eventsContract.bookings, { query }),
    queryFn: ({ signal }) => call(eventsContract.bookings, { query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useVenueMutation<TVars>(mutationFn: (vars: TVars) => Promise<TVenue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (venue) => {
      queryClient.setQueryData(detailKey(venue.id), venue);
      void queryClient.invalidateQueries({ queryKey: contractKey(venues) });
      // A renamed venue shows its new name on the calendar.
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
}

export function useCreateVenue() {
  return useVenueMutation((input: TVenueInput) => call(venues.create, { body: input }));
}

export function useUpdateVenue(id: string) {
  return useVenueMutation((input: TVenueInput) => call(venues.update, { params: { venueId: id }, body: input }));
}

/** A new link each time: the previous one stops working. */
export function useShareVenue() {
  return useVenueMutation((id: string) => call(venues.share, { params: { venueId: id } }));
}

export function useRevokeVenueShare() {
  return useVenueMutation((id: string) => call(venues.unshare, { params: { venueId: id } }));
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(venues.remove, { params: { venueId: id } }),
    onSuccess: (_result, id) => {
      // Drop the details first so a details page still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: detailKey(id) });
      void queryClient.invalidateQueries({ queryKey: contractKey(venues) });
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      // Events that used the venue lose it on the server; cached event pages would still name it.
      void queryClient.invalidateQueries({ queryKey: contractKey(eventsContract) });
    },
  });
}
