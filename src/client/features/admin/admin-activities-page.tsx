import { ArrivesWithEvents } from "./arrives-with-events.tsx";

/** /admin/activities */
export default function AdminActivitiesPage() {
  return <ArrivesWithEvents kind="activities" />;
}
