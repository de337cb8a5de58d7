/**
 * /ticket-management: the organiser's events with their ticket numbers (sold of the places, checked in,
 * whether the shop is open); each opens that event's ticket manager.
 */
import { Ticket } from "lucide-react";
import { EventOverview, EventOverviewRow } from "#client/components/event-overview.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { useTicketOverview } from "./api.ts";
import { TicketsPageFrame } from "./page-parts.tsx";

function Overview() {
  const overview = useTicketOverview();
  return (
    <EventOverview
      overview={overview}
      noEvents={
        <NoEventsYet icon={Ticket}>
          Tickets are sold for an event. Create one, then set up its ticket types and open the shop from here.
        </NoEventsYet>
      }
      hint="Choose one to manage its tickets."
      row={(row) => (
        <EventOverviewRow
          event={row}
          idPrefix="tickets-event"
          to={`/ticket-management/event/${encodeURIComponent(row.eventId)}`}
          badges={
            <Badge variant={row.shopEnabled ? "success" : "neutral"}>
              {row.shopEnabled ? "Shop open" : "Shop closed"}
            </Badge>
          }
          figures={[
            { label: "Sold", value: `${row.sold.toLocaleString()} / ${row.capacity.toLocaleString()}` },
            { label: "Checked in", value: row.checkedIn.toLocaleString() },
            { label: "Types", value: row.types.toLocaleString() },
          ]}
          action="Manage tickets"
        />
      )}
    />
  );
}

export default function TicketManagementPage() {
  return (
    <TicketsPageFrame
      title="Ticket management"
      intro={
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Sell tickets through your own shop, issue them to guests, and check people in at the door with any phone.
        </p>
      }
    >
      <Overview />
    </TicketsPageFrame>
  );
}
