import { MapPin } from "lucide-react";
import { AdminRecords, ownerText } from "./admin-records.tsx";
import { formatDateTime, pluralise } from "./format.ts";

/** /admin/venues */
export default function AdminVenuesPage() {
  return (
    <AdminRecords
      kind="venues"
      title="Manage Venues (Admin)"
      description="Every venue organisers have saved: find one by its name, city or owner, see it in full, or delete it."
      noun="venues"
      singular="venue"
      icon={MapPin}
      columns={[
        { key: "city", header: "City", cell: (v) => [v.city, v.country].filter(Boolean).join(", ") || "—" },
        { key: "capacity", header: "Capacity", cell: (v) => (v.capacity === null ? "—" : v.capacity.toLocaleString()) },
        { key: "bookings", header: "Upcoming bookings", cell: (v) => v.upcomingBookings.toLocaleString() },
        { key: "owner", header: "Owner", cell: (v) => ownerText(v.owner) },
      ]}
      details={(v) => [
        ["Address", [v.address, v.city, v.country].filter(Boolean).join(", ") || "—"],
        ["Capacity", v.capacity === null ? "Not set" : v.capacity.toLocaleString()],
        ["Contact", v.contact || "—"],
        ["Amenities", v.amenities.length > 0 ? v.amenities.join(", ") : "—"],
        ["Notes", v.notes.trim() || "—"],
        ["Share link", v.shared ? "On" : "Off"],
        ["Upcoming bookings", pluralise(v.upcomingBookings, "booking", "bookings")],
        ["Owner", ownerText(v.owner)],
        ["Created", formatDateTime(v.createdAt)],
      ]}
      deleteConsequence={(v) =>
        v.upcomingBookings > 0
          ? `The venue is deleted for its owner. ${pluralise(v.upcomingBookings, "upcoming booking loses", "upcoming bookings lose")} the venue but keep their own place text, and its share link stops working.`
          : "The venue is deleted for its owner, and its share link stops working."
      }
    />
  );
}
