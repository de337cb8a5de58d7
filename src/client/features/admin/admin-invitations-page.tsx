import { Mail } from "lucide-react";
import type { TAdminInvitation } from "#shared/admin/schemas.ts";
import { RSVP_STATUS_LABELS, type TGuestSource } from "#shared/rsvp/schemas.ts";
import { AdminRecords, ownerText } from "./admin-records.tsx";
import { formatDateTime, pluralise } from "./format.ts";

const SOURCE_LABELS: Record<TGuestSource, string> = {
  organiser: "Added by the organiser",
  import: "Imported from a file",
  public: "Answered through the open RSVP link",
};

/** The answer as the organiser's guest list words it, with the waitlist and the people it counts. */
function answerText(guest: TAdminInvitation): string {
  if (guest.waitlisted) return `On the waitlist (${pluralise(guest.headcount, "person", "people")})`;
  const label = RSVP_STATUS_LABELS[guest.status];
  return guest.status === "yes" || guest.status === "maybe"
    ? `${label} (${pluralise(guest.headcount, "person", "people")})`
    : label;
}

/** What the delete does beyond the guest: a confirmed place goes to the waitlist, whose guests hear so. */
function deleteConsequence(guest: TAdminInvitation): string {
  const removed = `${guest.name} is removed from the guest list of "${guest.event.name}" and their invitation link stops working.`;
  if (guest.status !== "yes" || guest.waitlisted) return removed;
  return `${removed} Their ${pluralise(guest.headcount, "place goes", "places go")} to the waitlist, and anyone who moves up is told by email.`;
}

/** /admin/invitations */
export default function AdminInvitationsPage() {
  return (
    <AdminRecords
      kind="invitations"
      title="Manage Invitations (Admin)"
      description="Every guest organisers have invited, across all accounts: find one by their name or email or by the organiser, see the invitation and its answer, or delete it."
      noun="invitations"
      singular="invitation"
      icon={Mail}
      search={{
        hint: "Search looks at guests' names and emails and the organiser's name or email.",
        placeholder: "Guest name or email, organiser",
      }}
      emptyText="Invitations appear here as soon as organisers add guests to their events."
      columns={[
        { key: "email", header: "Email", cell: (g) => <span className="wrap-anywhere">{g.email ?? "—"}</span> },
        { key: "event", header: "Event", cell: (g) => <span className="wrap-anywhere">{g.event.name}</span> },
        { key: "answer", header: "Answer", cell: answerText },
        { key: "owner", header: "Organiser", cell: (g) => ownerText(g.owner) },
      ]}
      details={(g) => [
        ["Guest", g.name],
        ["Email", g.email ?? "—"],
        ["Event", g.event.name],
        ["Answer", answerText(g)],
        ["Invitation sent", g.invitedAt ? formatDateTime(g.invitedAt) : "Not sent yet"],
        ["Opened", g.openedAt ? formatDateTime(g.openedAt) : "Not opened yet"],
        ["Answered", g.respondedAt ? formatDateTime(g.respondedAt) : "No answer yet"],
        ["Added", SOURCE_LABELS[g.source]],
        ["Organiser", ownerText(g.owner)],
        ["Created", formatDateTime(g.createdAt)],
      ]}
      deleteConsequence={deleteConsequence}
    />
  );
}
