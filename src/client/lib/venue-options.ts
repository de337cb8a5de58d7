/**
 * The organiser's venues as choices for pickers (events, activities): the first 100 by name. Features
 * that book a venue share this one query.
 */
import { useQuery } from "@tanstack/react-query";
import { api } from "./api.ts";

interface VenueOption {
  id: string;
  name: string;
  city: string;
}

export function useVenueOptions() {
  return useQuery({
    // Under the venues feature's key, so adding or renaming a venue refreshes every picker.
    queryKey: ["venues", "options"],
    queryFn: ({ signal }) => api<{ venues: VenueOption[] }>("/api/venues?limit=100", { signal }),
    select: (data) => data.venues,
    staleTime: 60 * 1000,
  });
}

/** "Riverside Hall (Leiden)": a venue as a picker shows it. */
export function venueOptionLabel(venue: VenueOption): string {
  return venue.city ? `${venue.name} (${venue.city})` : venue.name;
}
