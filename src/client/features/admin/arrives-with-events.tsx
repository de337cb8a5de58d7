/**
 * The admin lists of events, venues, activities and invitations: none of these exist in Gatherly yet, so
 * each page says so plainly instead of showing made-up rows.
 */
import { Link } from "react-router";
import { CalendarClock, Users } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { AdminPage } from "./admin-page.tsx";
import { EmptyState } from "./states.tsx";

export type EventListKind = "events" | "venues" | "activities" | "invitations";

const COPY: Record<EventListKind, { title: string; noun: string; what: string }> = {
  events: {
    title: "Manage Events (Admin)",
    noun: "events",
    what: "Every organiser's events across all accounts: owner, dates, status and guests, with search and paging.",
  },
  venues: {
    title: "Manage Venues (Admin)",
    noun: "venues",
    what: "Every venue organisers have saved: address, capacity, owner and the events booked there.",
  },
  activities: {
    title: "Manage Activities (Admin)",
    noun: "activities",
    what: "Every activity planned inside events: time, place, capacity and host.",
  },
  invitations: {
    title: "Invitations",
    noun: "invitations",
    what: "Every invitation sent to guests and co-admins: who was invited, to which event, and whether they replied.",
  },
};

export function ArrivesWithEvents({ kind }: { kind: EventListKind }) {
  const copy = COPY[kind];
  return (
    <AdminPage title={copy.title} description={copy.what}>
      <EmptyState
        icon={CalendarClock}
        title={`No ${copy.noun} to show yet`}
        action={
          <Button asChild variant="outline">
            <Link to="/admin/users">
              <Users aria-hidden="true" />
              Manage users meanwhile
            </Link>
          </Button>
        }
      >
        <p>
          This list arrives with events. Organisers can't create events in Gatherly yet, so there are no{" "}
          {copy.noun} to manage. As soon as events exist, they will appear here for every account.
        </p>
      </EmptyState>
    </AdminPage>
  );
}
