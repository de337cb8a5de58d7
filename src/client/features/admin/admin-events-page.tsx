import { CalendarDays } from "lucide-react";
import { EVENT_STATUS_LABELS } from "#shared/events/schemas.ts";
import { describeTimeZone, formatEventRange } from "#shared/date-format.ts";
import { AdminRecords, ownerText } from "./admin-records.tsx";
import { formatDateTime, pluralise } from "./format.ts";

/** /admin/events */
export default function AdminEventsPage() {
  return (
    <AdminRecords
      kind="events"
      title="Manage Events (Admin)"
      description="Every organiser's events across all accounts: find one by its name, place or owner, see it in full, or delete it."
      noun="events"
      singular="event"
      icon={CalendarDays}
      columns={[
        { key: "when", header: "When", cell: (e) => formatEventRange(e.startAt, e.endAt, e.timeZone) },
        { key: "status", header: "Status", cell: (e) => EVENT_STATUS_LABELS[e.status] },
        { key: "type", header: "Type", cell: (e) => e.eventTypeName },
        { key: "owner", header: "Owner", cell: (e) => ownerText(e.owner) },
      ]}
      details={(e) => [
        ["Status", EVENT_STATUS_LABELS[e.status]],
        ["Type", e.eventTypeName],
        ["When", formatEventRange(e.startAt, e.endAt, e.timeZone)],
        ["Time zone", describeTimeZone(e.timeZone, e.startAt, e.endAt)],
        ["Place", e.place ?? "—"],
        ["Capacity", e.capacity === null ? "No limit" : e.capacity.toLocaleString()],
        ["Activities", pluralise(e.activityCount, "activity", "activities")],
        ["Description", e.description.trim() || "—"],
        ["Owner", ownerText(e.owner)],
        ["Created", formatDateTime(e.createdAt)],
      ]}
      deleteConsequence={(e) =>
        `The event is deleted for its owner with its ${e.activityCount > 0 ? `${pluralise(e.activityCount, "activity", "activities")}, ` : ""}checklists, information pages and cover image.`
      }
    />
  );
}
