import { ListChecks } from "lucide-react";
import { formatMoney } from "#shared/money.ts";
import { describeTimeZone, formatEventRange } from "#shared/date-format.ts";
import { AdminRecords, ownerText } from "./admin-records.tsx";
import { formatDateTime } from "./format.ts";

/** /admin/activities */
export default function AdminActivitiesPage() {
  return (
    <AdminRecords
      kind="activities"
      title="Manage Activities (Admin)"
      description="Every activity planned inside events: find one by its name, place or owner, see it in full, or delete it."
      noun="activities"
      singular="activity"
      icon={ListChecks}
      columns={[
        { key: "event", header: "Event", cell: (a) => <span className="wrap-anywhere">{a.event.name}</span> },
        { key: "when", header: "When", cell: (a) => formatEventRange(a.startAt, a.endAt, a.timeZone) },
        { key: "host", header: "Host", cell: (a) => a.host || "—" },
        { key: "owner", header: "Owner", cell: (a) => ownerText(a.owner) },
      ]}
      details={(a) => [
        ["Event", a.event.name],
        ["When", formatEventRange(a.startAt, a.endAt, a.timeZone)],
        ["Time zone", describeTimeZone(a.timeZone, a.startAt, a.endAt)],
        ["Place", a.place ?? "—"],
        ["Capacity", a.capacity === null ? "No limit" : a.capacity.toLocaleString()],
        ["Cost", a.costCents === null ? "Free" : formatMoney(a.costCents, a.currency)],
        ["Host", a.host || "—"],
        ["Notes", a.notes.trim() || "—"],
        ["Owner", ownerText(a.owner)],
        ["Created", formatDateTime(a.createdAt)],
      ]}
      deleteConsequence={(a) => `The activity is removed from "${a.event.name}" for its owner.`}
    />
  );
}
