import { ArrivesWithEvents } from "./arrives-with-events.tsx";

/** /admin/venues */
export default function AdminVenuesPage() {
  return <ArrivesWithEvents kind="venues" />;
}
