/**
 * /admin/invitations: invitations are sent by RSVP management, which Gatherly does not have yet, so the
 * page says so plainly instead of showing made-up rows.
 */
import { Link } from "react-router";
import { CalendarDays, Mail } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { AdminPage } from "./admin-page.tsx";
import { EmptyState } from "./states.tsx";

export default function AdminInvitationsPage() {
  return (
    <AdminPage
      title="Invitations"
      description="Every invitation sent to guests and co-admins: who was invited, to which event, and whether they replied."
    >
      <EmptyState
        icon={Mail}
        title="No invitations to show yet"
        action={
          <Button asChild variant="outline">
            <Link to="/admin/events">
              <CalendarDays aria-hidden="true" />
              Manage events meanwhile
            </Link>
          </Button>
        }
      >
        <p>
          Invitations arrive with RSVP management. Organisers can plan events today but cannot invite guests through
          Gatherly yet, so there are no invitations to manage. As soon as they can, every invitation appears here.
        </p>
      </EmptyState>
    </AdminPage>
  );
}
