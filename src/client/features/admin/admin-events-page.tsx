import { ArrivesWithEvents } from "./arrives-with-events.tsx";

/** /admin/events */
export default function AdminEventsPage() {
  return <ArrivesWithEvents kind="events" />;
}
