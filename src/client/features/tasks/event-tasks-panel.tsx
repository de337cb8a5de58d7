/**
 * The Tasks and Board tabs of the event's details page (client/app composes them in; the tabs' plan gate is
 * the page's): the task list and the progress board of /task-management and /progress-board, for this event.
 */
import type { TEvent } from "#shared/events/schemas.ts";
import { EventBoard } from "./progress-board-page.tsx";
import { EventTasks } from "./task-management-page.tsx";

export function EventTasksPanel({ event }: { event: TEvent }) {
  return <EventTasks eventId={event.id} />;
}

export function EventBoardPanel({ event }: { event: TEvent }) {
  return <EventBoard eventId={event.id} />;
}
