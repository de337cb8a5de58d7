/**
 * The venues feature's server calls. Venue keys start with "venues" and booking keys with "bookings", so a
 * change refreshes every list, details page and calendar that could show the old data.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBooking, TPublicVenue, TVenue, TVenueInput } from "#shared/venues/schemas.ts";
import { api } from "#client/lib/api.ts";

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

const venueKeys = {
  all: ["venues"] as const,
  list: (params: VenueListParams) => [...venueKeys.all, "list", params] as const,
  picker: () => [...venueKeys.all, "picker"] as const,
  detail: (id: string) => [...venueKeys.all, "detail", id] as const,
  shared: (token: string) => [...venueKeys.all, "shared", token] as const,
};

const bookingKeys = {
  all: ["bookings"] as const,
  range: (range: BookingRange) => [...bookingKeys.all, range.from, range.to, range.venueId ?? ""] as const,
};

const venuePath = (id: string) => `/api/venues/${encodeURIComponent(id)}`;

function listPath(params: VenueListParams): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.city.trim()) search.set("city", params.city.trim());
  if (/^\d+$/.test(params.minCapacity.trim())) search.set("minCapacity", params.minCapacity.trim());
  search.set("limit", String(VENUES_PAGE_SIZE));
  search.set("offset", String((params.page - 1) * VENUES_PAGE_SIZE));
  return `/api/venues?${search.toString()}`;
}

export function useVenueList(params: VenueListParams) {
  return useQuery({
    queryKey: venueKeys.list(params),
    queryFn: ({ signal }) => api<{ venues: TVenue[]; total: number }>(listPath(params), { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

/** Every venue (up to the server's page limit), for the calendar's venue filter. */
export function useVenuePicker() {
  return useQuery({
    queryKey: venueKeys.picker(),
    queryFn: ({ signal }) =>
      api<{ venues: TVenue[]; total: number }>(`/api/venues?limit=${VENUE_PICKER_LIMIT}&offset=0`, { signal }),
  });
}

export function useVenue(id: string) {
  return useQuery({
    queryKey: venueKeys.detail(id),
    queryFn: ({ signal }) => api<TVenue>(venuePath(id), { signal }),
    enabled: id !== "",
  });
}

export function usePublicVenue(token: string) {
  return useQuery({
    queryKey: venueKeys.shared(token),
    queryFn: ({ signal }) => api<TPublicVenue>(`/api/public/venues/${encodeURIComponent(token)}`, { signal }),
    enabled: token !== "",
  });
}

export function useBookings(range: BookingRange, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.range(range),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ from: range.from, to: range.to });
      if (range.venueId) search.set("venueId", range.venueId);
      return api<TBooking[]>(`/api/bookings?${search.toString()}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useVenueMutation<TVars>(mutationFn: (vars: TVars) => Promise<TVenue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (venue) => {
      queryClient.setQueryData(venueKeys.detail(venue.id), venue);
      void queryClient.invalidateQueries({ queryKey: venueKeys.all });
      // A renamed venue shows its new name on the calendar.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

export function useCreateVenue() {
  return useVenueMutation((input: TVenueInput) => api<TVenue>("/api/venues", { method: "POST", body: input }));
}

export function useUpdateVenue(id: string) {
  return useVenueMutation((input: TVenueInput) => api<TVenue>(venuePath(id), { method: "PUT", body: input }));
}

/** A new link each time: the previous one stops working. */
export function useShareVenue() {
  return useVenueMutation((id: string) => api<TVenue>(`${venuePath(id)}/share`, { method: "POST", body: {} }));
}

export function useRevokeVenueShare() {
  return useVenueMutation((id: string) => api<TVenue>(`${venuePath(id)}/share`, { method: "DELETE" }));
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(venuePath(id), { method: "DELETE" }),
    onSuccess: (_result, id) => {
      // Drop the details first so a details page still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: venueKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: venueKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      // Events that used the venue lose it on the server; cached event pages would still name it.
      void queryClient.invalidateQueries({ queryKey: ["events"] });
    },
  });
}
