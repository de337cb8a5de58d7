/**
 * /event-details/:eventId and /events/:id: the events feature's details page with each feature's tab
 * filled in. Features do not import one another, so this is where they meet.
 */
import EventDetailsPage, { type EventPanels } from "#client/features/events/event-details-page.tsx";
import { EventActivitiesPanel } from "#client/features/activities/event-activities-panel.tsx";
import { EventBudgetPanel } from "#client/features/budgets/event-budget-panel.tsx";
import { EventChecklistsPanel } from "#client/features/checklists/event-checklists-panel.tsx";
import { EventInfoPagesPanel } from "#client/features/info-pages/event-info-pages-panel.tsx";
import { EventRsvpPanel } from "#client/features/rsvp/rsvp-manager.tsx";
import { EventTicketsPanel } from "#client/features/tickets/event-tickets-panel.tsx";

const PANELS: EventPanels = {
  activities: EventActivitiesPanel,
  budget: EventBudgetPanel,
  checklists: EventChecklistsPanel,
  "info-pages": EventInfoPagesPanel,
  rsvps: EventRsvpPanel,
  tickets: EventTicketsPanel,
};

export default function EventDetailsRoute() {
  return <EventDetailsPage panels={PANELS} />;
}
