/**
 * /event-details/:eventId and /events/:id: the events feature's details page with each feature's tab
 * filled in. Features do not import one another, so this is where they meet. Each tab's code loads when the
 * tab first opens (or is hovered), so the page does not download the board, the chat and the rest up front.
 */
import type { ComponentType } from "react";
import type { TEvent } from "#shared/events/schemas.ts";
import EventDetailsPage from "#client/features/events/event-details-page.tsx";
import type { EventPanels } from "#client/features/events/event-sections.tsx";
import { lazyWithPreload } from "#client/lib/lazy-with-preload.ts";

type PanelProps = { event: TEvent };

/** One named panel of a feature module, loaded on demand. */
function panel<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<PanelProps>) {
  return lazyWithPreload<PanelProps>(() => load().then((module) => ({ default: pick(module) })));
}

const PANELS: EventPanels = {
  activities: panel(
    () => import("#client/features/activities/event-activities-panel.tsx"),
    (m) => m.EventActivitiesPanel,
  ),
  checklists: panel(
    () => import("#client/features/checklists/event-checklists-panel.tsx"),
    (m) => m.EventChecklistsPanel,
  ),
  tasks: panel(
    () => import("#client/features/tasks/event-tasks-panel.tsx"),
    (m) => m.EventTasksPanel,
  ),
  board: panel(
    () => import("#client/features/tasks/event-tasks-panel.tsx"),
    (m) => m.EventBoardPanel,
  ),
  timeline: panel(
    () => import("#client/features/planning/event-planning-panel.tsx"),
    (m) => m.EventTimelinePanel,
  ),
  journey: panel(
    () => import("#client/features/planning/event-planning-panel.tsx"),
    (m) => m.EventJourneyPanel,
  ),
  budget: panel(
    () => import("#client/features/budgets/event-budget-panel.tsx"),
    (m) => m.EventBudgetPanel,
  ),
  rsvps: panel(
    () => import("#client/features/rsvp/rsvp-manager.tsx"),
    (m) => m.EventRsvpPanel,
  ),
  tickets: panel(
    () => import("#client/features/tickets/event-tickets-panel.tsx"),
    (m) => m.EventTicketsPanel,
  ),
  directory: panel(
    () => import("#client/features/people/event-directory-panel.tsx"),
    (m) => m.EventDirectoryPanel,
  ),
  "info-pages": panel(
    () => import("#client/features/info-pages/event-info-pages-panel.tsx"),
    (m) => m.EventInfoPagesPanel,
  ),
  announcements: panel(
    () => import("#client/features/announcements/event-announcements-panel.tsx"),
    (m) => m.EventAnnouncementsPanel,
  ),
  polls: panel(
    () => import("#client/features/polls/event-polls-panel.tsx"),
    (m) => m.EventPollsPanel,
  ),
  forum: panel(
    () => import("#client/features/forum/event-forum-panel.tsx"),
    (m) => m.EventForumPanel,
  ),
  chat: panel(
    () => import("#client/features/forum/event-forum-panel.tsx"),
    (m) => m.EventChatPanel,
  ),
  volunteers: panel(
    () => import("#client/features/volunteers/event-volunteers-panel.tsx"),
    (m) => m.EventVolunteersPanel,
  ),
};

export default function EventDetailsRoute() {
  return <EventDetailsPage panels={PANELS} />;
}
