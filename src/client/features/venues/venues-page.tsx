import { VenueList } from "./venue-list.tsx";

/** /venues and /manage-venues: the organiser's venues. */
export default function VenuesPage() {
  return <VenueList mode="manage" />;
}
