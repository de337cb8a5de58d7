/**
 * The organiser's venues as choices for pickers (events, activities): the first 100 by name. Features
 * that book a venue share this one query.
 */
import { useQuery } from "@tanstack/react-query";
import type { TVenue } from "#shared/venues/schemas.ts";
import { venuesContract } from "#shared/venues/contract.ts";
import { call, keyOf } from "./api.ts";

type VenueOption = Pick<TVenue, "id" | "name" | "city">;

const query = { limit: 100 };

export function useVenueOptions() {
  return useQuery({
    // Under the venues feature's key, so adding or renaming a venue refreshes every picker.
    queryKey: keyOf(venuesContract.list, { query }),
    queryFn: ({ signal }) => call(venuesContract.list, { query }, { signal }),
    select: (data): VenueOption[] => data.venues,
    staleTime: 60 * 1000,
  });
}

/** "Riverside Hall (Leiden)": a venue as a picker shows it. */
export function venueOptionLabel(venue: VenueOption): string {
  return venue.city ? `${venue.name} (${venue.city})` : venue.name;
}
