import { VenueList } from "./venue-list.tsx";

/** /search-venues: the venue list with its search fields up front. */
export default function SearchVenuesPage() {
  return <VenueList mode="search" />;
}
